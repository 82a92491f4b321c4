import {
  agreeToEnd,
  legalMoves,
  outcome,
  play,
  type Position,
  type Move,
  unwrap,
} from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seeds } from './app-page.ts';
import { screenshot, seriousViolations } from './browser.ts';
import { boardOf, startPosition } from './library-positions.ts';
import { leaderboardRows, seatAnnAndBob, twoPages } from './online-page.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/**
 * Online Wari and Obridjie (docs/RULES.md 2, 3) between two people in two browser contexts, on the
 * server of `npm start`. The test keeps the game in the rules library beside the app: each turn
 * the player to move clicks the library's first legal move, and both pages must show the
 * library's position after it. The browser asks for reduced motion: moves appear at once.
 */

/** The houses a page offers to sow (`south-3`…), once it offers any. */
async function offered(page: Page): Promise<string[]> {
  await page.locator('.house.legal').first().waitFor({ timeout: 20_000 });
  const pits = await page
    .locator('.house.legal')
    .evaluateAll((houses) => houses.map((h) => h.getAttribute('data-pit') ?? ''));
  return pits.sort();
}

/**
 * The player to move sows `move` (default: the library's first legal move) by clicking its
 * house, after checking that his page offers exactly the library's legal moves; both pages then
 * show the library's position after it. @returns that position.
 */
async function sow(
  pages: { readonly south: Page; readonly north: Page },
  position: Position,
  count: number,
  move: Move = legalMoves(position)[0]!,
): Promise<Position> {
  const mover = pages[position.turn];
  const legal = legalMoves(position).map((m) => `${position.turn}-${m.house}`);
  expect(await offered(mover)).toEqual(legal.sort());
  await mover.locator(`[data-pit="${position.turn}-${move.house}"]`).click();
  const played = unwrap(play(position, move));
  const next = played.position;
  for (const page of [pages.south, pages.north]) {
    await page.waitForFunction(
      (n) => document.querySelectorAll('.move-list .move').length >= n,
      count,
      { timeout: 20_000 },
    );
    await expect.poll(() => seeds(page), { timeout: 10_000 }).toEqual(boardOf(next));
  }
  return next;
}

describe('Wari and Obridjie online', () => {
  it('two people play a whole rated game of Wari; its family shows on the leaderboard and pages', async () => {
    const { a, b, done } = await twoPages(browser());
    await seatAnnAndBob(url, a, b, /^Wari \(German leaflet\)/, { houses: '3', seeds: '2' });
    const gameId = new URL(a.url()).pathname.split('/')[2]!;
    // The relatives' board: banks beside the houses, no stores.
    await expect(a.getByRole('img', { name: "South's bank, 0 seeds" }).count()).resolves.toBe(1);
    expect(await seeds(b)).toEqual(boardOf(startPosition('wari', { houses: 3, seeds: 2 })));
    expect(await seriousViolations(b)).toEqual([]);

    let position = startPosition('wari', { houses: 3, seeds: 2 });
    let moves = 0;
    while (!position.isOver) {
      position = await sow({ south: a, north: b }, position, ++moves);
      expect(moves).toBeLessThan(200);
    }
    const end = outcome(position)!;
    expect(end.end.reason).toBe('majority');
    const winner = end.winner === 'south' ? 'South' : 'North';
    for (const page of [a, b]) {
      const result = page.locator('.panel.result');
      await expect(result.locator('h2').textContent()).resolves.toBe(
        `${winner} wins ${Math.max(end.scores.south, end.scores.north)} to ${Math.min(end.scores.south, end.scores.north)}`,
      );
      await expect(result.getAttribute('data-result')).resolves.toBe('end');
      await expect(result.textContent()).resolves.toContain('held more than half of the seeds');
    }
    await screenshot(a, 'online-wari-over');

    // Rated in the wari family: Bob's page and the leaderboard of Wari and Oware.
    await b.getByRole('link', { name: 'Bob' }).first().click();
    await b.getByRole('heading', { name: 'Player: Bob', level: 1 }).waitFor();
    await expect(
      b.locator('.rating-table tr[data-family="wari"]').textContent(),
    ).resolves.toContain('Wari and Oware');
    const row = b.locator(`.game-table tr[data-game="${gameId}"]`);
    await expect(row.textContent()).resolves.toContain('Wari and Oware');
    expect(await seriousViolations(b)).toEqual([]);
    const rows = await leaderboardRows(a, url, 'wari', 'Wari and Oware', 'Ann');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(end.winner === 'south' ? 'Ann' : 'Bob');
    expect(await seriousViolations(a)).toEqual([]);
    await screenshot(a, 'online-wari-leaderboard');
    await done();
  });

  it('ends an Obridjie game by an accepted offer to end, after a declined one', async () => {
    const { a, b, done } = await twoPages(browser());
    await seatAnnAndBob(url, a, b, /^Obridjie/);
    const pages = { south: a, north: b };
    let position = startPosition('obridjie');
    position = await sow(pages, position, 1);

    // North, to move, offers; South declines in the dialog and North plays on.
    await b.getByRole('button', { name: 'Offer to end' }).click();
    await b.getByText('You offered to end the game. Waiting for your opponent…').waitFor();
    const dialog = a.getByRole('alertdialog', { name: 'End the game here?' });
    await dialog.getByText('North offers to end the game. South, do you agree?').waitFor();
    expect(await seriousViolations(a)).toEqual([]);
    await screenshot(a, 'online-offer-to-end');
    await dialog.getByRole('button', { name: 'No, play on' }).click();
    await b.locator('.end-offer').waitFor({ state: 'detached' });
    // Not offered again before the next move.
    await expect(b.getByRole('button', { name: 'Offer to end' }).count()).resolves.toBe(0);
    position = await sow(pages, position, 2);

    // South offers; North accepts: the seeds left go to their owners (agreeToEnd).
    await a.getByRole('button', { name: 'Offer to end' }).click();
    const asked = b.getByRole('alertdialog', { name: 'End the game here?' });
    await asked.getByText('South offers to end the game. North, do you agree?').waitFor();
    await asked.getByRole('button', { name: 'Yes, end the game' }).click();
    const agreed = unwrap(agreeToEnd(position));
    for (const page of [a, b]) {
      const result = page.locator('.panel.result');
      await result.waitFor();
      await expect(result.getAttribute('data-result')).resolves.toBe('end');
      await expect(result.textContent()).resolves.toContain('Both players agreed to end the game.');
      await expect.poll(() => seeds(page)).toEqual(boardOf(agreed.position));
    }
    const gameId = new URL(a.url()).pathname.split('/')[2]!;
    const record = (await (await a.request.get(`${url}/api/games/${gameId}/record`)).json()) as {
      rules: { game: string };
      moves: string[];
      result: { end: string };
    };
    expect(record.rules.game).toBe('obridjie');
    expect(record.moves).toHaveLength(2);
    expect(record.result.end).toBe('agreement');
    expect(await seriousViolations(b)).toEqual([]);
    await screenshot(b, 'online-agreed-end');
    await done();
  });
});
