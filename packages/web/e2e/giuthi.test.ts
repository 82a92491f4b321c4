import { startMatch, type Match } from '@kalaha/rules';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openApp, seeds, startGame } from './app-page.ts';
import { openPage, screenshot, seriousViolations } from './browser.ts';
import {
  arrangedMatch,
  drag,
  moveOf,
  PATTERN,
  playedMatch,
  ROUND_1,
  ROUND_2,
  settled,
  smallRules,
  sowMove,
} from './giuthi-page.ts';
import { boardOf } from './library-positions.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/**
 * A Giuthi match (docs/RULES.md 4) for two people on one device, across two rounds. The test keeps the
 * match in the rules library beside the app and plays a fixed line of moves on a board of 5 houses
 * of 4 seeds: round 1 has relays, a further choice inside a turn, captures and a pass, and ends
 * 14 to 26, so that South, the loser, holds less than half of the 40 seeds and the board shrinks
 * to 4 houses a side; South lays out 1, 1, 1, 11 (by drag, by tap and by keyboard), North mirrors
 * it; round 2, full of further choices, ends 20 to 20, and the match is a draw (`equalSeeds`).
 * After each move the board the app shows is checked against the library's position.
 */
/** The move of round 1 played with the keyboard (South 3cw, with both directions legal). */
const KEYBOARD_MOVE = 4;

/**
 * Plays `line` in the app and in `match` (see {@link sowMove}; the move at `keyboard` with the
 * keys). Returns the match after the line.
 */
async function playLine(
  page: Page,
  from: Match,
  line: readonly string[],
  keyboard?: number,
): Promise<Match> {
  let match = from;
  for (const [i, text] of line.entries()) {
    await settled(page);
    const move = moveOf(text);
    await sowMove(page, match.position, move, i === keyboard);
    match = playedMatch(match, move);
    await settled(page);
    if (match.phase === 'playing') expect(await seeds(page)).toEqual(boardOf(match.position));
  }
  return match;
}

describe('Giuthi, two people on one device', () => {
  it('plays a match of two rounds on a board that shrinks, with the set-up between them', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await page.getByRole('radio', { name: /^Giuthi \(German leaflet\)/ }).check();
    // The server plays Giuthi too: online is offered beside a friend and the computer.
    await page.getByRole('radio', { name: 'Someone online, with a link' }).waitFor();
    await startGame(page, {
      options: { houses: '5', seeds: '4' },
      opponent: 'friend',
      starts: 'South',
    });
    await page.getByRole('group', { name: 'Giuthi board' }).waitFor();
    await expect(page.locator('.keyboard-help').textContent()).resolves.toContain('Giuthi');
    await expect(page.locator('.round-line').textContent()).resolves.toBe(
      'Round 1 · 5 houses a side',
    );
    let match = startMatch(smallRules(), 'south');
    expect(await seeds(page)).toEqual(boardOf(match.position));

    // Round 1, with the arrows open once for the accessibility check and a screenshot.
    await page.locator('[data-pit="south-3"]').click();
    await page.getByRole('button', { name: 'Sow house 3 counter-clockwise' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'giuthi-arrows');
    await page.keyboard.press('Escape');
    expect(await page.locator('.arrow').count()).toBe(0);
    match = await playLine(page, match, ROUND_1, KEYBOARD_MOVE);
    expect(match.phase).toBe('arranging');

    // The set-up of round 2: South lost 14 to 26 and lays out his 14 seeds on 4 houses.
    const setup = page.locator('.giuthi-setup');
    await setup.getByRole('heading', { name: 'South sets up the next round' }).waitFor();
    await expect(page.locator('.round-line').textContent()).resolves.toBe(
      'Setting up round 2 · 4 houses a side',
    );
    await expect(page.locator('.rounds-table tbody tr').count()).resolves.toBe(1);
    const done = setup.getByRole('button', { name: 'Start the round' });
    expect(await done.isDisabled()).toBe(true);
    await expect(setup.getByRole('status').textContent()).resolves.toContain(
      '14 seeds still to place.',
    );
    // By drag: a seed from the hand to house 1, and one to house 2.
    await drag(page, '[data-spot="hand"]', '[data-spot="1"]');
    await drag(page, '[data-spot="hand"]', '[data-spot="2"]');
    // By tap: take a seed from the hand, put it in house 3.
    await page.locator('[data-spot="hand"]').click();
    await expect(setup.getByRole('status').textContent()).resolves.toContain('A seed is taken');
    await page.locator('[data-spot="3"]').click();
    // By keyboard: the + of house 4, eleven times.
    await setup.getByRole('button', { name: 'One seed more in house 4' }).focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('Enter');
    await expect(setup.getByRole('status').textContent()).resolves.toContain(
      '1 seed still to place.',
    );
    expect(await done.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await setup.getByRole('img', { name: 'North house 4, 11 seeds, mirrored' }).waitFor();
    await setup
      .getByText('North lays out the same pattern and keeps 12 seeds in his bank.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'giuthi-setup');
    await done.click();

    // Round 2 on the shrunk board: 4 houses a side, the pattern mirrored.
    match = arrangedMatch(match, PATTERN);
    await page.locator('.board').waitFor();
    expect(await page.locator('.house.south').count()).toBe(4);
    expect(await seeds(page)).toEqual(boardOf(match.position));
    expect(await seeds(page)).toEqual({
      south: [1, 1, 1, 11],
      north: [1, 1, 1, 11],
      stores: [0, 12],
    });
    await expect(page.locator('.round-line').textContent()).resolves.toBe(
      'Round 2 · 4 houses a side',
    );
    // The match in progress survives a reload.
    await page.reload();
    await page.getByRole('group', { name: 'Giuthi board' }).waitFor();
    expect(await seeds(page)).toEqual(boardOf(match.position));

    match = await playLine(page, match, ROUND_2);
    expect(match.phase).toBe('over');
    const result = page.locator('.panel.result');
    await expect(result.locator('h2').textContent()).resolves.toBe(
      'The match is a draw, 20 seeds to 20',
    );
    await expect(result.textContent()).resolves.toContain(
      'The last round left both players with equal seeds.',
    );
    await expect(result.textContent()).resolves.toContain('2 rounds played: South won 0, North 1.');
    await expect(page.locator('.rounds-table tbody tr').count()).resolves.toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'giuthi-over');

    // The record of the whole match, saved as a file and opened again on the new-game screen.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as a file' }).click(),
    ]);
    const file = await download.path();
    const record = JSON.parse(readFileSync(file, 'utf8')) as {
      first: string;
      rounds: { arrangement?: number[]; moves: string[] }[];
      result: { end: string };
    };
    expect(record.first).toBe('south');
    expect(record.rounds.map((r) => r.moves)).toEqual([ROUND_1, ROUND_2]);
    expect(record.rounds[1]!.arrangement).toEqual(PATTERN);
    expect(record.result.end).toBe('equalSeeds');
    await page.getByRole('navigation').getByRole('button', { name: 'New game' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.locator('.game-screen .panel.result').waitFor();
    await expect(page.locator('.notice').textContent()).resolves.toContain('The game was opened.');
    await expect(page.locator('.rounds-table tbody tr').count()).resolves.toBe(2);
    expect(await page.locator('.house.south').count()).toBe(4);

    await page.getByRole('button', { name: 'Rules of this game' }).click();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Rules: Giuthi (German leaflet), changed',
    );
    await page.getByText('the board loses 1 house a side').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
