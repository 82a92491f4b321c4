import type { Direction } from '@kalaha/rules';
import { SCORE_SCALE } from '../params.ts';

/**
 * The vocabulary every searcher of the engine shares (the Kalaha family's, Wari's, and the
 * relatives'): the limits of a search, why it stopped, its progress and its result.
 */

/**
 * Limits of one search; every limit is optional and the first one reached ends the search. A
 * limit given as NaN counts as not given; Infinity means no limit.
 */
export interface SearchLimits {
  /** Deepest iteration, in plies (moves; an extra turn is a ply): clamped to 1..127, default 127. */
  readonly depth?: number;
  /** Wall-clock time in milliseconds (0 or less: stop at once, with the fallback move). */
  readonly timeMs?: number;
  /** Most nodes (moves made) the search may spend; never exceeded. */
  readonly nodes?: number;
  /** Stops the search when aborted (checked every few thousand nodes). */
  readonly signal?: AbortSignal;
  /**
   * Stops the search when element 0 is non-zero: for a search running in a worker thread, whose
   * event loop is blocked, with the array on a SharedArrayBuffer that another thread sets
   * (`Atomics.store(flag, 0, 1)`). Read with `Atomics.load` every few thousand nodes.
   */
  readonly stopFlag?: Int32Array;
}

/** Why a search ended. */
export type StopReason =
  /** The depth limit was reached. */
  | 'depth'
  /** The score is proven (every leaf a finished game): searching deeper cannot change it. */
  | 'exact'
  /** The time limit was reached. */
  | 'time'
  /** The node limit was reached. */
  | 'nodes'
  /** {@link Searcher.stop} or the `stopFlag` asked it to stop. */
  | 'stop'
  /** The `signal` was aborted. */
  | 'abort'
  /** The position is a finished game: there was nothing to search. */
  | 'gameOver';

/** What a search reports after each completed iteration. */
export interface SearchProgress {
  /** Depth of the completed iteration, in plies. */
  readonly depth: number;
  /**
   * Score in seeds from the view of the player to move (the final store difference when exact;
   * ±½ for equal stores that `tieBreak: emptierWins` decides).
   */
  readonly score: number;
  /** True when the score is proven: every leaf of the search was a finished game. */
  readonly exact: boolean;
  /** Principal variation: house numbers (1..m), each of the player to move at its point. */
  readonly pv: readonly number[];
  /** Nodes (moves made) since the search started. */
  readonly nodes: number;
  /** Nodes per second since the search started. */
  readonly nps: number;
  /** Milliseconds since the search started. */
  readonly elapsedMs: number;
}

/** The result of a search. */
export interface SearchResult {
  /**
   * The move to play: a house number 1..m of the player to move; `undefined` only when the
   * position is a finished game.
   */
  readonly move: number | undefined;
  /**
   * Giuthi (docs/RULES.md 4) only: the sowing direction of {@link SearchResult.move}. Absent in other
   * games and when there is no move.
   */
  readonly direction?: Direction;
  /**
   * Score in seeds from the view of the player to move: the final store difference (own minus
   * opponent's) when {@link SearchResult.exact}, else the evaluation at the search horizon. A game
   * ending in equal stores that `tieBreak: emptierWins` decides scores ±½ seed for the tie-break's
   * winner (`params.ts`, `TIE_BREAK_SCORE`): a win by the tie-break ranks above a draw and below a
   * win by one seed.
   */
  readonly score: number;
  /** True when the score is proven (every leaf searched was a finished game). */
  readonly exact: boolean;
  /** Depth of the last completed iteration, in plies; 0 when none completed. */
  readonly depth: number;
  /**
   * Principal variation: house numbers, the first being {@link SearchResult.move}.
   */
  readonly pv: readonly number[];
  /** Giuthi only: the sowing direction of each move of {@link SearchResult.pv}. */
  readonly pvDirections?: readonly Direction[];
  /** Nodes (moves made) in all. */
  readonly nodes: number;
  /** Milliseconds the search took. */
  readonly elapsedMs: number;
  /** Why the search ended. */
  readonly reason: StopReason;
}

/** Internal units to seeds, without a negative zero. */
export function toSeeds(score: number): number {
  return score / SCORE_SCALE + 0;
}

/** Nodes per second, rounded; 0 for no time. */
export function nodesPerSecond(nodes: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((nodes * 1000) / elapsedMs) : 0;
}
