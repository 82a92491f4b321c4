import { puzzleKey } from '@kalaha/protocol';
import {
  dailyPuzzleNumber,
  PUZZLE_THEMES,
  puzzleNumbers,
  type PuzzleSet,
  type PuzzleTheme,
} from '@kalaha/engine';
import { PUZZLE_PRESETS } from '@kalaha/engine/puzzles';
import { PRESET_IDS } from '@kalaha/rules';
import { puzzleRating, triedBefore, type PuzzleRatings } from './puzzle-ratings.ts';

/** The presets whose puzzles come with the engine, in the presets' order (docs/RULES.md 1.4). */
export function presetsWithPuzzles(): string[] {
  return PRESET_IDS.filter((presetId) => PUZZLE_PRESETS.includes(presetId));
}

/** `name` as a puzzle theme, or `undefined` when it names none (an address is hostile input). */
export function themeNamed(name: string | undefined): PuzzleTheme | undefined {
  return PUZZLE_THEMES.find((theme) => theme === name);
}

/** What the page shows: the puzzle (1-based number in its set) and whether it is the day's. */
export interface PuzzleChoice {
  readonly number: number;
  readonly daily: boolean;
}

/**
 * The puzzle an address asks for: `number` when it is a puzzle of the set that shows `theme`
 * (every puzzle without one), else the puzzle of the day `today` among those of the theme;
 * `undefined` when no puzzle shows the theme.
 */
export function choosePuzzle(
  set: PuzzleSet,
  theme: PuzzleTheme | undefined,
  number: number | undefined,
  today: Date,
): PuzzleChoice | undefined {
  const daily = dailyPuzzleNumber(set, today, theme);
  if (daily === undefined) return undefined;
  const asked =
    number !== undefined &&
    number <= set.puzzles.length &&
    (theme === undefined || set.puzzles[number - 1]!.themes.includes(theme))
      ? number
      : daily;
  return { number: asked, daily: asked === daily };
}

/**
 * The puzzle to offer after puzzle `current`: among the puzzles of the theme not tried yet, the
 * one whose rating is nearest the player's (the lower number of two as near), as puzzle sites
 * offer puzzles at the player's level; once every one is tried, the next number of the theme
 * after `current` (round to the first).
 */
export function nextPuzzleNumber(
  presetId: string,
  set: PuzzleSet,
  theme: PuzzleTheme | undefined,
  ratings: PuzzleRatings,
  current: number,
): number {
  const numbers = puzzleNumbers(set, theme);
  let best: number | undefined;
  let bestDistance = Infinity;
  for (const n of numbers) {
    const puzzle = set.puzzles[n - 1]!;
    const key = puzzleKey(presetId, puzzle.position);
    if (n === current || triedBefore(ratings, key)) continue;
    const distance = Math.abs(
      puzzleRating(ratings, key, puzzle.rating).rating - ratings.player.rating,
    );
    if (distance < bestDistance) {
      best = n;
      bestDistance = distance;
    }
  }
  return best ?? numbers.find((n) => n > current) ?? numbers[0] ?? current;
}
