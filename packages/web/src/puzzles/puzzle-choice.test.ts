import { puzzleKey } from '@kalaha/protocol';
import { puzzleNumbers } from '@kalaha/engine';
import { bundledPuzzles } from '@kalaha/engine/puzzles';
import { ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { choosePuzzle, nextPuzzleNumber, presetsWithPuzzles, themeNamed } from './puzzle-choice.ts';
import { NO_PUZZLE_RATINGS, rateAttempt } from './puzzle-ratings.ts';

const presets = presetsWithPuzzles();
const kalah = (await bundledPuzzles(unwrap(ruleSet('kalah'))))!;
const today = new Date('2026-11-28T12:00:00Z');

describe('choosing puzzles', () => {
  it('offers the presets whose puzzles come with the engine', () => {
    // In the presets' order (docs/RULES.md 1.4), each set a chunk loaded when first shown.
    expect(presets).toEqual(['kalaha', 'kalaha-felt', 'kalah', 'oware', 'obridjie']);
  });

  it('reads a theme from an address only when it is one', () => {
    expect(themeNamed('capture')).toBe('capture');
    expect(themeNamed('constructor')).toBeUndefined();
    expect(themeNamed(undefined)).toBeUndefined();
  });

  it("gives the puzzle asked for when it fits the theme, else the day's among the theme's", () => {
    const daily = choosePuzzle(kalah, undefined, undefined, today)!;
    expect(daily.daily).toBe(true);
    const other = (daily.number % kalah.puzzles.length) + 1;
    expect(choosePuzzle(kalah, undefined, other, today)).toEqual({ number: other, daily: false });
    expect(choosePuzzle(kalah, undefined, 999_999, today)).toEqual(daily);
    const noCapture = kalah.puzzles.findIndex((p) => !p.themes.includes('capture')) + 1;
    const captureDaily = choosePuzzle(kalah, 'capture', noCapture, today)!;
    expect(captureDaily.daily).toBe(true);
    expect(kalah.puzzles[captureDaily.number - 1]!.themes).toContain('capture');
  });

  it("offers next the untried puzzle of the theme nearest the player's rating", () => {
    const ratings = rateAttempt(NO_PUZZLE_RATINGS, puzzleKey('kalah', 'x'), 1500, true);
    const next = nextPuzzleNumber('kalah', kalah, 'capture', ratings, 1);
    const distance = (n: number) => Math.abs(kalah.puzzles[n - 1]!.rating - ratings.player.rating);
    const numbers = puzzleNumbers(kalah, 'capture');
    expect(numbers).toContain(next);
    for (const n of numbers) if (n !== 1) expect(distance(next)).toBeLessThanOrEqual(distance(n));
    // A puzzle tried is not offered again while others are left.
    const tried = rateAttempt(
      ratings,
      puzzleKey('kalah', kalah.puzzles[next - 1]!.position),
      1500,
      true,
    );
    expect(nextPuzzleNumber('kalah', kalah, 'capture', tried, 1)).not.toBe(next);
  });

  it('goes round the theme in order once every puzzle is tried', () => {
    let ratings = NO_PUZZLE_RATINGS;
    for (const puzzle of kalah.puzzles) {
      ratings = rateAttempt(ratings, puzzleKey('kalah', puzzle.position), puzzle.rating, true);
    }
    const numbers = puzzleNumbers(kalah, 'starve');
    expect(nextPuzzleNumber('kalah', kalah, 'starve', ratings, numbers[0]!)).toBe(numbers[1]);
    expect(nextPuzzleNumber('kalah', kalah, 'starve', ratings, numbers.at(-1)!)).toBe(numbers[0]);
  });
});
