import { legalMoves, play, type Position, unwrap } from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { legalHouses, openApp, seeds, startGame, turn, waitForTurn } from './app-page.ts';
import { openPage, screenshot, seriousViolations } from './browser.ts';
import { boardOf, startPosition } from './library-positions.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/**
 * Wari and Obridjie by two people on one device, driven by clicks. The test keeps the game in the
 * rules library beside the app: each turn it plays the library's first legal move by clicking its
 * house, and checks the board the app shows against the library's position after the move. The
 * browser asks for reduced motion (see `browser.ts`), the app's fastest speed: moves appear at once.
 */
/** Plays the library's first legal move until the game ends; returns the final position. */
async function playFirstMoves(page: Page, from: Position): Promise<Position> {
  let position = from;
  for (let i = 0; i < 300 && !position.isOver; i++) {
    expect(await waitForTurn(page)).toBe('ready');
    const moves = legalMoves(position);
    expect(await turn(page)).toBe(position.turn);
    expect((await legalHouses(page)).sort()).toEqual(
      moves.map((m) => `${position.turn}-${m.house}`).sort(),
    );
    const move = moves[0]!;
    await page.locator(`[data-pit="${position.turn}-${move.house}"]`).click();
    const played = unwrap(play(position, move));
    position = played.position;
    await waitForTurn(page);
    expect(await seeds(page)).toEqual(boardOf(position));
  }
  expect(position.isOver).toBe(true);
  return position;
}

async function newRelativeGame(page: Page, preset: RegExp): Promise<void> {
  await page.getByRole('radio', { name: preset }).check();
  // The computer and a friend are offered, not online play (see computer-relatives.test.ts).
  await expect(page.getByRole('radio', { name: 'The computer' }).count()).resolves.toBe(1);
  await startGame(page, { opponent: 'friend', starts: 'South' });
}

describe('Wari and Obridjie, two people on one device', () => {
  it('plays a complete game of Wari, then reviews it and shows its rules', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await newRelativeGame(page, /^Wari \(German leaflet\)/);
    await expect(page.getByRole('img', { name: "South's bank, 0 seeds" }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    const end = await playFirstMoves(page, startPosition('wari'));
    const result = page.locator('.panel.result');
    await expect(result.locator('h2').textContent()).resolves.toBe(
      `North wins ${end.store('north')} to ${end.store('south')}`,
    );
    await expect(result.textContent()).resolves.toContain('held more than half of the seeds');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'wari-over');

    await page.getByRole('button', { name: 'Review the game' }).click();
    await page.getByRole('button', { name: 'To the start' }).click();
    expect(await seeds(page)).toEqual(boardOf(startPosition('wari')));
    await page.getByRole('button', { name: 'Leave the review' }).click();
    await page.getByRole('button', { name: 'Rules of this game' }).click();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Rules: Wari (German leaflet)',
    );
    await page.getByText('There are no stores on the board').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a complete game of Obridjie with its relay sowings', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await newRelativeGame(page, /^Obridjie/);
    const end = await playFirstMoves(page, startPosition('obridjie'));
    const result = page.locator('.panel.result');
    await expect(result.locator('h2').textContent()).resolves.toBe(
      `A draw, ${end.store('south')} to ${end.store('north')}`,
    );
    await expect(result.textContent()).resolves.toContain(
      'South was to move and had no legal move',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'obridjie-over');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends a Wari game when the other player accepts the offer to end', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await newRelativeGame(page, /^Oware/);
    let position = startPosition('oware');
    for (const house of [3, 2]) {
      await page.locator(`[data-pit="${position.turn}-${house}"]`).click();
      const played = unwrap(play(position, { house }));
      position = played.position;
      await waitForTurn(page);
    }
    await page.getByRole('button', { name: 'Offer to end' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End the game here?' });
    await dialog.getByText('South offers to end the game. North, do you agree?').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'offer-to-end');
    await dialog.getByRole('button', { name: 'Yes, end the game' }).click();
    const result = page.locator('.panel.result');
    await result.waitFor();
    await expect(result.textContent()).resolves.toContain('Both players agreed to end the game.');
    await expect(result.textContent()).resolves.toContain(
      'Each player took the seeds left on his side.',
    );
    const houses = (side: 'south' | 'north') => position.houses(side).reduce((a, b) => a + b, 0);
    expect((await seeds(page)).stores).toEqual([houses('south'), houses('north')]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
