/**
 * How long the ManKalah agent thinks about one move, from the time left in the game's budget
 * (issue 7: "running out of the total time budget (one hour per agent per game) loses the game").
 */

/** The total thinking time of one agent in one ManKalah game, in milliseconds: one hour. */
export const MANKALAH_BUDGET_MS = 3_600_000;

/**
 * The default thinking time per move, in milliseconds. A game of Kalah 7×7 lasts about 30 to 40
 * turns a player, so one second a move spends well under a minute of the hour while searching 7×7
 * some 20 plies deep on one core: strong, and quick enough to play many games in a competition.
 */
export const DEFAULT_MOVE_MS = 1_000;

/**
 * The share of the remaining budget one move may take at most: 1/30, as though 30 more moves were
 * to come. A game needs fewer than 30 moves per agent after the opening only rarely, and with this
 * share the budget can never run out (each move leaves 29/30 of what was left); when little time
 * is left the agent therefore moves fast.
 */
export const BUDGET_SHARE = 30;

/**
 * The milliseconds to search one move.
 *
 * @param remainingMs thinking time left in the game's budget (ms; may be 0 or less when spent).
 * @param perMoveMs the wanted time per move (ms), `--time-per-move`, or {@link DEFAULT_MOVE_MS}.
 * @returns at most `perMoveMs` and at most 1/{@link BUDGET_SHARE} of what is left, never below 0.
 */
export function moveTimeMs(remainingMs: number, perMoveMs: number = DEFAULT_MOVE_MS): number {
  return Math.max(0, Math.floor(Math.min(perMoveMs, remainingMs / BUDGET_SHARE)));
}
