/**
 * The computer's strength levels, the tuning numbers of the `kalaha` command's computer player in
 * one place.
 *
 * - `depth`: plies searched (one ply = one move, so an extra turn takes a ply of its own). The depths
 *   1, 2, 4, 6, 8 grow the lookahead in even steps from level 3 up (an even depth ends on the
 *   opponent's reply); level 5 answers in about a tenth of a second on a 6×6 board.
 * - `noise`: the chance of playing a random legal move instead of the searched one. Levels 1 and 2
 *   blunder on purpose so that a child can win; the values were chosen so that level 1 still takes
 *   free captures more often than not.
 */
export interface Level {
  readonly depth: number;
  readonly noise: number;
}

/** Levels 1..5, weakest first. */
export const LEVELS: readonly Level[] = [
  { depth: 1, noise: 0.4 },
  { depth: 2, noise: 0.15 },
  { depth: 4, noise: 0 },
  { depth: 6, noise: 0 },
  { depth: 8, noise: 0 },
];

/** The level a computer player gets when none is given (`--north computer`). */
export const DEFAULT_LEVEL = 3;

/** The strongest level: used for hints. */
export const STRONGEST_LEVEL = LEVELS.length;

/** The settings of `level` (1..{@link STRONGEST_LEVEL}); throws on another number, a bug. */
export function levelSettings(level: number): Level {
  const settings = LEVELS[level - 1];
  if (!Number.isInteger(level) || settings === undefined) throw new RangeError(`no level ${level}`);
  return settings;
}
