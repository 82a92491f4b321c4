import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { legalHouses, openApp, startGame, turn, waitForTurn } from './app-page.ts';
import { openPage, seriousViolations } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/**
 * On 3 houses of 2 seeds, the moves 1 2 1 3 2 1 (each by the side to move) empty South's houses.
 * docs/RULES.md 1.3: under `emptierTakes` South then takes North's last seeds and the game ends 6-6;
 * under `playOn` South passes and play goes on until every house is empty.
 */
const MOVES = [1, 2, 1, 3, 2, 1];

async function playMoves(page: Page, moves: readonly number[]): Promise<void> {
  for (const house of moves) {
    await waitForTurn(page);
    await page.locator(`[data-pit="${await turn(page)}-${house}"]`).click();
  }
}

describe('changing the rules', () => {
  it('an emptierTakes game and a playOn game end differently (docs/RULES.md 1.3)', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);

    await startGame(page, {
      opponent: 'friend',
      options: { houses: '3', seeds: '2', endRule: 'emptierTakes' },
    });
    await playMoves(page, MOVES);
    const emptier = page.locator('.panel.result');
    await emptier.waitFor();
    await expect(emptier.locator('h2').textContent()).resolves.toBe('A draw, 6 to 6');
    await expect(emptier.textContent()).resolves.toContain(
      "South's houses were empty, so South took the 5 seeds left in North's houses.",
    );

    await page.getByRole('button', { name: 'New game' }).last().click();
    await startGame(page, {
      opponent: 'friend',
      options: { houses: '3', seeds: '2', endRule: 'playOn' },
    });
    await playMoves(page, MOVES);
    expect(await waitForTurn(page)).toBe('ready');
    expect(await turn(page)).toBe('north'); // South has no seeds and passes
    for (let i = 0; i < 20 && (await waitForTurn(page)) === 'ready'; i++) {
      const legal = await legalHouses(page);
      await page.locator(`[data-pit="${legal[0]}"]`).click();
    }
    const playOn = page.locator('.panel.result');
    await expect(playOn.textContent()).resolves.toContain('Every house was empty.');
    await expect(playOn.locator('h2').textContent()).resolves.not.toBe('A draw, 6 to 6');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
