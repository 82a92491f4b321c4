import type { PuzzleTheme } from './line.ts';
import type { PuzzleSet } from './set.ts';

/**
 * The index of the puzzle of the day `date` (UTC) among `count`: the days since 1970-01-01
 * modulo the count, so that each day has the next puzzle and every player the same one.
 *
 * @throws RangeError when `count` is not a positive whole number.
 */
export function puzzleOfTheDay(date: Date, count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`no puzzle of the day among ${count} puzzles`);
  }
  const day = Math.floor(date.getTime() / 86_400_000);
  return ((day % count) + count) % count;
}

/**
 * The numbers (1-based, the set's order) of the puzzles of `set` that show `theme`; every
 * puzzle's number without a theme.
 */
export function puzzleNumbers(set: PuzzleSet, theme?: PuzzleTheme): number[] {
  const numbers: number[] = [];
  for (const [i, puzzle] of set.puzzles.entries()) {
    if (theme === undefined || puzzle.themes.includes(theme)) numbers.push(i + 1);
  }
  return numbers;
}

/**
 * The number (1-based) of the puzzle of the day `date` in `set` among those that show `theme`
 * (all without one), or `undefined` when none does.
 */
export function dailyPuzzleNumber(
  set: PuzzleSet,
  date: Date,
  theme?: PuzzleTheme,
): number | undefined {
  const numbers = puzzleNumbers(set, theme);
  return numbers.length === 0 ? undefined : numbers[puzzleOfTheDay(date, numbers.length)];
}
