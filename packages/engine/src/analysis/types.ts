import type { Direction, Side } from '@kalaha/rules';

/**
 * The result types of {@link analyze}: plain data (numbers, strings, arrays, no class instances),
 * so that an analysis can be posted from a worker, stored, or sent over the wire as JSON as it is.
 *
 * Units: scores in seeds from the view of the player to move in the analysed position (for an
 * exact value: the final store difference, own minus opponent's, under perfect play from both
 * sides); depths in plies (moves; an extra turn is a ply of its own); times in milliseconds;
 * nodes = moves made by the search.
 */

/** The value of one legal move. */
export interface MoveAnalysis {
  /** The move: a house number 1..m of the player to move. */
  readonly move: number;
  /**
   * Giuthi (docs/RULES.md 4) only: the sowing direction of the move (a house is listed once per legal
   * direction). Absent in other games.
   */
  readonly direction?: Direction;
  /**
   * Seeds, from the view of the player to move before the move: the final store difference when
   * {@link MoveAnalysis.exact}, else the search score at {@link MoveAnalysis.depth}.
   */
  readonly score: number;
  /** True when the score is proven (by search to the end of the game, or a solver or database). */
  readonly exact: boolean;
  /**
   * Plies looked at, the move itself included (1 = the position right after the move, statically
   * evaluated). For an exact value: the depth at which the search proved it.
   */
  readonly depth: number;
  /** Best line starting with this move: house numbers, each of the player to move at its point. */
  readonly pv: readonly number[];
  /** Giuthi only: the sowing direction of each move of {@link MoveAnalysis.pv}. */
  readonly pvDirections?: readonly Direction[];
  /** True when the move earns an extra turn (the same player moves again). */
  readonly extraTurn: boolean;
}

/** How a position stands for the player to move. */
export type Verdict = 'won' | 'lost' | 'drawn';

/** Why an analysis ended. */
export type AnalysisStopReason =
  /** Every move's value is proven. */
  | 'exact'
  /** The depth limit was reached. */
  | 'depth'
  /** The time limit was reached. */
  | 'time'
  /** The node limit was reached. */
  | 'nodes'
  /** The shared stop flag was set. */
  | 'stop'
  /** The AbortSignal was aborted. */
  | 'abort'
  /** The position is a finished game: nothing to analyse. */
  | 'gameOver';

/** An analysis of one position: every legal move valued, the best line, and the verdict. */
export interface Analysis {
  /** The analysed position in the rules library's notation (`makePosition`). */
  readonly position: string;
  /** The player to move, from whose view every score is given. */
  readonly turn: Side;
  /** Every legal move, best first (higher score first; ties in house order). Empty at game end. */
  readonly moves: readonly MoveAnalysis[];
  /**
   * The best move (the first of {@link Analysis.moves}, whose `direction` is its direction in
   * Giuthi); `undefined` at game end.
   */
  readonly bestMove: number | undefined;
  /**
   * The position's value in seeds for the player to move: the best move's score, or at game end the
   * final store difference.
   */
  readonly score: number;
  /**
   * True when {@link Analysis.score} is proven: at game end, or when every move's value is exact
   * (the best of proven values is the proven value of the position).
   */
  readonly exact: boolean;
  /**
   * Won, lost or drawn for the player to move: proven when {@link Analysis.verdictProven}, else the
   * sign of the estimated score. A win can be proven before the score is (one move proven to win
   * is enough); a loss or draw needs every move proven.
   */
  readonly verdict: Verdict;
  /** True when {@link Analysis.verdict} is proven. */
  readonly verdictProven: boolean;
  /** Principal variation: the best move's line. */
  readonly pv: readonly number[];
  /** Giuthi only: the sowing direction of each move of {@link Analysis.pv}. */
  readonly pvDirections?: readonly Direction[];
  /** The deepest iteration completed for every unproven move, in plies (0 when none). */
  readonly depth: number;
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Milliseconds the analysis took. */
  readonly elapsedMs: number;
  /** Why the analysis ended; in a progress report, `depth` (an iteration just completed). */
  readonly reason: AnalysisStopReason;
}
