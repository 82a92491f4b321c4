import { describe, expect, it } from 'vitest';
import { ruleSet, unwrap } from '@kalaha/rules';
import { bundledPuzzles } from './bundled.ts';
import { dailyPuzzleNumber, puzzleNumbers, puzzleOfTheDay } from './choose.ts';
import { PUZZLE_THEMES } from './line.ts';

const set = (await bundledPuzzles(unwrap(ruleSet('kalah'))))!;

describe('the puzzle of the day', () => {
  it('is the next puzzle each day, the same for everybody all day, and wraps round', () => {
    const day = puzzleOfTheDay(new Date('2026-11-28T00:00:00Z'), 500);
    expect(puzzleOfTheDay(new Date('2026-11-28T23:59:59Z'), 500)).toBe(day);
    expect(puzzleOfTheDay(new Date('2026-11-29T00:00:00Z'), 500)).toBe((day + 1) % 500);
    expect(puzzleOfTheDay(new Date('1970-01-01T00:00:00Z'), 7)).toBe(0);
    expect(puzzleOfTheDay(new Date('1969-12-31T12:00:00Z'), 7)).toBe(6);
  });

  it('refuses an empty set', () => {
    expect(() => puzzleOfTheDay(new Date(), 0)).toThrow(RangeError);
  });

  it('is taken among the puzzles of the theme asked for, and none when no puzzle shows it', () => {
    for (const theme of PUZZLE_THEMES) {
      const numbers = puzzleNumbers(set, theme);
      for (const n of numbers) expect(set.puzzles[n - 1]!.themes).toContain(theme);
      const daily = dailyPuzzleNumber(set, new Date('2026-11-28T00:00:00Z'), theme);
      if (numbers.length === 0) expect(daily).toBeUndefined();
      else expect(numbers).toContain(daily);
    }
    expect(puzzleNumbers(set)).toHaveLength(set.puzzles.length);
    expect(puzzleNumbers(set, 'capture').length).toBeGreaterThan(0);
    expect(puzzleNumbers(set, 'capture').length).toBeLessThan(set.puzzles.length);
  });
});
