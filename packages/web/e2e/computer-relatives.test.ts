import {
  createPrng,
  legalMoves,
  outcome,
  play,
  type Position,
  type Move,
  type Side,
} from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { legalHouses, openApp, seeds, startGame, waitForTurn } from './app-page.ts';
import { openPage, recordMetrics, screenshot, seriousViolations } from './browser.ts';
import { boardOf, startPosition } from './library-positions.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/**
 * Wari and Obridjie against the computer, driven by clicks. The test keeps the game in the rules
 * library beside the app: it reads the moves from the move list, replays them from the start, and
 * checks the houses the app lets the person play against the library's legal moves; at the end
 * it checks the result panel against the library's result of the final position. The browser asks
 * for reduced motion (see `browser.ts`): moves appear at once and the computer does not pause.
 */
/** The houses of the move list, in the order played. */
function movesShown(page: Page): Promise<number[]> {
  return page
    .locator('.move-list .move')
    .evaluateAll((els) => els.map((el) => Number(el.textContent)));
}

/** The position after `houses` from `from`, each move checked by the rules library. */
function replayed(from: Position, houses: readonly number[]): Position {
  let position = from;
  for (const house of houses) {
    const next = play(position, { house });
    if (!next.ok) throw new Error(`move ${house}: ${next.error.message}`);
    position = next.value.position;
  }
  return position;
}

/**
 * Plays the person's side with `choose` until the game ends, the computer answering.
 *
 * @param reloadAfter reloads the page right after the person's move of this number (the computer
 *   then to move): the saved game must come back and the computer answer.
 * @returns the final position (the library's) and how many moves the person made.
 */
async function playAgainstComputer(
  page: Page,
  from: Position,
  person: Side,
  choose: (position: Position) => Move,
  reloadAfter?: number,
): Promise<{ end: Position; moves: number }> {
  for (let moves = 0; moves < 300; moves++) {
    const state = await waitForTurn(page, 30_000);
    const played = await movesShown(page);
    const position = replayed(from, played);
    expect(await seeds(page)).toEqual(boardOf(position));
    if (state === 'over') {
      expect(position.isOver).toBe(true);
      return { end: position, moves };
    }
    expect(position.turn).toBe(person);
    expect((await legalHouses(page)).sort()).toEqual(
      legalMoves(position)
        .map((m) => `${person}-${m.house}`)
        .sort(),
    );
    const move = choose(position);
    await page.locator(`[data-pit="${person}-${move.house}"]`).click();
    // The move is in the list before the computer thinks (no legal house shows meanwhile).
    await page.waitForFunction(
      (count) => document.querySelectorAll('.move-list .move').length > count,
      played.length,
    );
    if (moves + 1 === reloadAfter) {
      await page.reload();
      await page.locator('.notice').getByText('Your unfinished game is back.').waitFor();
    }
  }
  throw new Error('the game did not end in 300 moves of the person');
}

/** The result panel's headline for the final position `end`, as the library scores it. */
function headline(end: Position): string {
  const result = outcome(end);
  if (!result) throw new Error('the game is not over');
  const { south, north } = result.scores;
  if (result.winner === 'south') return `South wins ${south} to ${north}`;
  if (result.winner === 'north') return `North wins ${north} to ${south}`;
  return `A draw, ${south} to ${north}`;
}

/** Starts `preset` against the computer at `level`, the person playing `person`, South first. */
async function newGameAgainstComputer(
  page: Page,
  preset: RegExp,
  level: number,
  person: Side,
): Promise<void> {
  await page.getByRole('radio', { name: preset }).check();
  await page.getByRole('radio', { name: 'The computer' }).check();
  await page
    .getByRole('group', { name: 'You play' })
    .getByRole('radio', { name: person === 'south' ? 'South' : 'North' })
    .check();
  await startGame(page, { level, starts: 'South' });
}

/** The person's random choices, the same on every run. */
const choices = createPrng(2026);

/** A random legal move (the person plays as a beginner would). */
const anyMove = (position: Position): Move => {
  const moves = legalMoves(position);
  return moves[choices.below(moves.length)]!;
};

describe('Wari and Obridjie against the computer', () => {
  it('plays a complete game of Wari at level 1, the result as the rules score it', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await newGameAgainstComputer(page, /^Wari \(German leaflet\)/, 1, 'south');
    await expect(page.locator('.player-label.north').textContent()).resolves.toContain(
      'North (computer, level 1)',
    );
    const started = Date.now();
    const { end, moves } = await playAgainstComputer(
      page,
      startPosition('wari', {}, 'south'),
      'south',
      anyMove,
    );
    const result = page.locator('.panel.result');
    await expect(result.locator('h2').textContent()).resolves.toBe(headline(end));
    const winner = outcome(end)!.winner;
    const personal = result.locator('.result-personal');
    if (winner === undefined) expect(await personal.count()).toBe(0);
    else {
      await expect(personal.textContent()).resolves.toBe(
        winner === 'south' ? 'You win!' : 'The computer wins.',
      );
    }
    recordMetrics({ wariVsLevel1: { personMoves: moves, ms: Date.now() - started } });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'wari-computer-over');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a complete game of Obridjie at level 2 with the computer moving first, resumed after a reload', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await newGameAgainstComputer(page, /^Obridjie/, 2, 'north');
    await expect(page.locator('.player-label.south').textContent()).resolves.toContain(
      'South (computer, level 2)',
    );
    const started = Date.now();
    const { end, moves } = await playAgainstComputer(
      page,
      startPosition('obridjie', {}, 'south'),
      'north',
      anyMove,
      1,
    );
    await expect(page.locator('.panel.result h2').textContent()).resolves.toBe(headline(end));
    await expect(page.locator('.player-label.south').textContent()).resolves.toContain(
      'South (computer, level 2)',
    );
    // The reload came after the person's first move, in the middle of the game.
    expect(moves).toBeGreaterThan(1);
    recordMetrics({ obridjieVsLevel2: { personMoves: moves, ms: Date.now() - started } });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('level 10 in Oware fetches the endgame database, Brotli on the wire, and keeps it in the Cache API (issue 17)', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    const file = '/egdb/oware-m6-n8.egdb';
    const cached = () =>
      page.evaluate(async (path) => {
        const cache = await caches.open('egdb-1');
        const hit = await cache.match(new URL(path, location.origin).href);
        return hit === undefined ? 0 : (await hit.arrayBuffer()).byteLength;
      }, file);
    expect(await cached()).toBe(0);
    // The computer (South, level 10) moves first: its first move asks for the database.
    await newGameAgainstComputer(page, /^Oware/, 10, 'north');
    await vi.waitFor(async () => expect(await cached()).toBe(2_112_668), {
      timeout: 30_000,
      interval: 200,
    });
    const served = await page.evaluate(async (path) => {
      const response = await fetch(path, { cache: 'no-store' });
      return (await response.arrayBuffer()).byteLength;
    }, file);
    expect(served).toBe(2_112_668);
    const wire = await page.evaluate(
      (path) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith(path))
          .map((e) => (e as PerformanceResourceTiming).encodedBodySize),
      file,
    );
    // Brotli: about 91 kB of 2.1 MB (web build/precompress.ts).
    expect(Math.max(...wire)).toBeGreaterThan(50_000);
    expect(Math.max(...wire)).toBeLessThan(150_000);
    recordMetrics({ owareEgdbWireBytes: Math.max(...wire) });
    await waitForTurn(page, 30_000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a hint in Wari, values every move in the analysis, and answers an offer to end', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await newGameAgainstComputer(page, /^Oware/, 3, 'south');
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.house.hinted').waitFor();
    await expect(page.locator('.hint-text').textContent()).resolves.toMatch(/^Try house \d+\.$/);

    await page.getByRole('button', { name: 'Show the analysis' }).click();
    await page.locator('.analysis-table tbody tr').first().waitFor();
    const values = await page
      .locator('.analysis-table tbody td.value')
      .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    expect(values).toHaveLength(6);
    for (const value of values) expect(value).toMatch(/^[+-]?\d+(\.\d+)?$/);
    await page.locator('.eval-graph-plot canvas').waitFor();

    await page.locator('[data-pit="south-3"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length >= 2);
    await waitForTurn(page);
    // The computer weighs ending now against playing on: either answer is the rules' to take.
    await page.getByRole('button', { name: 'Offer to end' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.waitForFunction(
      () =>
        document.querySelector('.panel.result') !== null ||
        document.querySelector('.hint-text')?.textContent?.includes('declines') === true,
    );
    if ((await page.locator('.panel.result').count()) > 0) {
      await expect(page.locator('.panel.result').textContent()).resolves.toContain(
        'Both players agreed to end the game.',
      );
    } else {
      await expect(page.getByRole('button', { name: 'Offer to end' }).isDisabled()).resolves.toBe(
        true,
      );
      expect((await legalHouses(page)).length).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
