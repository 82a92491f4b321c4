import { readFileSync } from 'node:fs';
import {
  arrange,
  legalMoves,
  parseMove,
  playInMatch,
  ruleSet,
  type Match,
  type GiuthiRuleSet,
  type Move,
  type Position,
  unwrap,
} from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How the Giuthi tests (docs/RULES.md 4) use the app: a known match on a small board, the moves clicked
 * on the board with their direction, seeds dragged on the set-up screen.
 */

/** The known match's moves and lay-out, kept with the app's test data (the unit tests use it too). */
const knownMatch = JSON.parse(
  readFileSync(new URL('../src/test-support/giuthi-match.json', import.meta.url), 'utf8'),
) as { round1: string[]; pattern: number[]; round2: string[] };

/**
 * A known match on a board of 5 houses of 4 seeds, South first: round 1 has relays, a further
 * choice inside a turn, captures and a pass, and ends 14 to 26, so that South, the loser, holds
 * less than half of the 40 seeds and the board shrinks to 4 houses a side; South lays out
 * 1, 1, 1, 11, North mirrors it; round 2, full of further choices, ends 20 to 20, and the match
 * is a draw (`equalSeeds`).
 */
export const ROUND_1 = knownMatch.round1;
/** South's lay-out for round 2 (see {@link ROUND_1}). */
export const PATTERN = knownMatch.pattern;
/** Round 2 (see {@link ROUND_1}). */
export const ROUND_2 = knownMatch.round2;

/** The rules of the known match: Giuthi on 5 houses of 4 seeds, a match of rounds. */
export function smallRules(): GiuthiRuleSet {
  const r = ruleSet('giuthi', { houses: 5, seeds: 4 });
  if (!r.ok || r.value.game !== 'giuthi') throw new Error('no Giuthi rules');
  return r.value;
}

/** A move in notation (`3cw`) as the rules library reads it. */
export function moveOf(text: string): Move {
  const m = unwrap(parseMove(text));
  return m;
}

/** `match` after `move`, as the rules library plays it (`playInMatch`); throws on a refusal. */
export function playedMatch(match: Match, move: Move): Match {
  const played = unwrap(playInMatch(match, move));
  return played.match;
}

/** `match` after the loser's lay-out `pattern`, as the rules library has it (`arrange`); throws on a refusal. */
export function arrangedMatch(match: Match, pattern: readonly number[]): Match {
  const arranged = unwrap(arrange(match, pattern));
  return arranged;
}

/** The English name of a sowing direction as the app says it (`ccw`: counter-clockwise). */
export function directionName(direction: string): string {
  return direction === 'ccw' ? 'counter-clockwise' : 'clockwise';
}

/** The accessible name of the arrow that sows `move` (its house and direction). */
export function arrowName(move: Move): string {
  return `Sow house ${move.house} ${directionName(move.direction!)}`;
}

/** Waits until a house can be played, the set-up screen shows, or the match result shows. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.house.legal') !== null ||
      document.querySelector('.giuthi-setup') !== null ||
      document.querySelector('.panel.result') !== null,
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Sows `move` in `position` on `page`, after checking that the page offers exactly the library's
 * legal houses: a house with both directions legal shows its arrows and one is clicked (or, with
 * `keyboard`, chosen with the keys); a house with one legal direction, as in a further choice
 * inside the turn, sows at once.
 */
export async function sowMove(
  page: Page,
  position: Position,
  move: Move,
  keyboard = false,
): Promise<void> {
  const side = position.turn;
  const legal = legalMoves(position);
  const houses = [...new Set(legal.map((m) => `${side}-${m.house}`))].sort();
  await page.locator('.house.legal').first().waitFor({ timeout: 20_000 });
  const legalShown = await page
    .locator('.house.legal')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-pit') ?? ''));
  expect(legalShown.sort()).toEqual(houses);
  const directions = legal.filter((m) => m.house === move.house).map((m) => m.direction);
  const house = page.locator(`[data-pit="${side}-${move.house}"]`);
  if (position.choice) {
    // The pending further choice: named in the turn line, one direction, sown at once.
    await expect(page.locator('.turn-line').textContent()).resolves.toBe(
      `${side === 'south' ? 'South' : 'North'} chooses again: sow ${directionName(position.choice)}`,
    );
    expect(directions).toEqual([position.choice]);
    await house.click();
    expect(await page.locator('.arrow').count()).toBe(0);
  } else if (keyboard) {
    // Keyboard: the house takes the focus, Enter shows the arrows, Left/Right picks the arrow
    // pointing that way on screen (for South, clockwise points left), Enter sows.
    await house.focus();
    await page.keyboard.press('Enter');
    await page.locator('.arrow').first().waitFor();
    const towards = (side === 'south') === (move.direction === 'ccw') ? 'Right' : 'Left';
    await page.keyboard.press(`Arrow${towards}`);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe(arrowName(move));
    await page.keyboard.press('Enter');
  } else {
    expect(directions.sort()).toEqual(['ccw', 'cw']);
    await house.click();
    await page.getByRole('button', { name: arrowName(move) }).click();
  }
}

/** Drags one seed from the element `from` to the element `to` with the mouse (pointer events). */
export async function drag(page: Page, from: string, to: string): Promise<void> {
  const a = await page.locator(from).boundingBox();
  const b = await page.locator(to).boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}
