import type { Direction, Game as RulesGame, Match, Position, Side } from '@kalaha/rules';

/**
 * The games the app lets the engine play (`@kalaha/engine`: the Kalaha family, docs/RULES.md 1; Wari
 * and Oware, docs/RULES.md 2; Obridjie, docs/RULES.md 3; Giuthi, docs/RULES.md 4, its moves with a direction and
 * the lay-out of a lost round): the computer opponent, hints and the analysis are offered for these.
 */
export const ENGINE_GAMES: readonly RulesGame[] = ['kalaha', 'wari', 'obridjie', 'giuthi'];

/** True when the app lets the engine play `game` (see {@link ENGINE_GAMES}). */
export function enginePlays(game: RulesGame): boolean {
  return ENGINE_GAMES.includes(game);
}

/**
 * What the app asks of the engine, whatever runs it (a Web Worker in the browser, the same thread
 * in tests). Shapes follow the engine's own result types (`LevelMove`, `Analysis` of
 * `@kalaha/engine`), reduced to what the screens show. Scores are in seeds from the view of the
 * player to move in the position asked about (for an exact value: the final store difference
 * under best play).
 */
export interface Engine {
  /** The move of computer level `level` (1..10) in `position` (a game in progress). */
  levelMove(position: Position, level: number): Promise<EngineMove>;
  /**
   * Every legal move of `position` valued; `onProgress` gets the values so far after each
   * deeper round.
   */
  analyze(
    position: Position,
    limits: AnalysisLimits,
    onProgress?: (analysis: PositionAnalysis) => void,
  ): Promise<PositionAnalysis>;
  /**
   * The layout of computer level `level` after it lost a Giuthi round (`match.phase` is
   * `arranging` with the computer as `match.arranger`; docs/RULES.md 4 "Rounds"): the pattern for
   * `arrange` of @kalaha/rules, house 1 (the arranger's left) first. Rejects with the engine's
   * `ERR_MATCH_PHASE` when nothing is to be arranged.
   */
  arrange(match: Match, level: number): Promise<readonly number[]>;
  /** Stops everything running or queued; their promises reject with {@link EngineCancelled}. */
  cancel(): void;
  /** Ends the engine's thread. */
  dispose(): void;
}

/** Limits of an analysis: the first reached ends it. */
export interface AnalysisLimits {
  /** Deepest round, in plies counting the move itself. */
  readonly depth?: number;
  /** Milliseconds. */
  readonly timeMs?: number;
  /** Most nodes (moves made by the search). */
  readonly nodes?: number;
}

/** A computer move. */
export interface EngineMove {
  /** House number 1..m of the player to move. */
  readonly move: number;
  /** Giuthi (docs/RULES.md 4) only: the sowing direction of the move. */
  readonly direction?: Direction;
  /** The engine's value of the move (seeds, for the player to move). */
  readonly score: number;
  /** True when {@link EngineMove.score} is proven. */
  readonly exact: boolean;
  /** Milliseconds the engine took. */
  readonly elapsedMs: number;
}

/** One legal move valued. */
export interface MoveValue {
  readonly move: number;
  /** Giuthi (docs/RULES.md 4) only: the sowing direction (a house is listed once per direction). */
  readonly direction?: Direction;
  readonly score: number;
  readonly exact: boolean;
  /** True when the move earns an extra turn. */
  readonly extraTurn: boolean;
}

/** A position analysed. */
export interface PositionAnalysis {
  /** The player to move, from whose view the scores are. */
  readonly turn: Side;
  /** Every legal move, best first. */
  readonly moves: readonly MoveValue[];
  /** The best move, `undefined` at the end of the game. */
  readonly bestMove: number | undefined;
  /** The position's value: the best move's score (at the end: the final store difference). */
  readonly score: number;
  /** True when {@link PositionAnalysis.score} is proven. */
  readonly exact: boolean;
}

/** The rejection of a request that {@link Engine.cancel} stopped. */
export class EngineCancelled extends Error {
  constructor() {
    super('the engine request was cancelled');
    this.name = 'EngineCancelled';
  }
}

/** The value of `analysis` from South's view (for the evaluation graph). */
export function southValue(analysis: PositionAnalysis): number {
  return analysis.turn === 'south' ? analysis.score : -analysis.score + 0;
}
