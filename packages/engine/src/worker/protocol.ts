import { makePosition, type Position, type HistoryEntry, type RuleSet } from '@kalaha/rules';
import type { Analysis } from '../analysis/types.ts';
import type { LevelMove } from '../levels/level-move.ts';
import type { GameResult, GameSpec } from '../match/game.ts';
import type { SearchProgress, SearchResult } from '../search/types.ts';
import type { WireMatch } from './wire-match.ts';

/**
 * The engine's message API: what a client posts to a thread running the engine (a Node worker
 * thread, a browser Web Worker, or the same thread in tests) and what comes back. Transport-
 * agnostic: every message is plain data that survives structured cloning (and, but for the stop
 * flag, JSON).
 *
 * A client starts a job with an id of its choice (`analyze`, `search`, `levelMove`, `playGame`,
 * `arrange`),
 * receives zero or more `progress` messages and then exactly one `result` or `error` with that id.
 * Jobs run one at a time, in the order received. A running job stops when element 0 of its
 * `stopFlag` (an Int32Array on a SharedArrayBuffer) is set non-zero with `Atomics.store`, and
 * still answers with the best result found so far; `stop` with a job's id does the same for a job
 * not yet started (the only way to stop where SharedArrayBuffer is unavailable). Every message is
 * validated on receipt; a bad one is answered with an `error` message, never a crash.
 */

/** A job id, chosen by the client: a string (at most 200 characters) or a safe integer. */
export type JobId = string | number;

/**
 * A position on the wire: the rule set (as `validateRuleSet` accepts), the position text and, in
 * Wari and Obridjie, the positions since the last capture that the text does not carry.
 */
export interface WirePosition {
  /** The rule set, every option given (docs/RULES.md 1.1). */
  readonly rules: RuleSet;
  /** The position in the rules library's notation (`makePosition`). */
  readonly position: string;
  /**
   * Wari and Obridjie: the repetition history (`Setup.history` of `@kalaha/rules`, oldest first),
   * so that the search knows which positions already occurred (a third occurrence ends the game,
   * docs/RULES.md 2, 3). Absent: none.
   */
  readonly history?: readonly HistoryEntry[];
}

/** Search or analysis limits on the wire (see `SearchLimits`, `AnalysisLimits`). */
export interface WireLimits {
  /** Deepest iteration in plies. */
  readonly depth?: number;
  /** Milliseconds. */
  readonly timeMs?: number;
  /** Most nodes. */
  readonly nodes?: number;
}

/** Fields every job request has. */
interface JobBase {
  /** The job's id, echoed in its replies. */
  readonly id: JobId;
  /** The stop flag of the job (see above); optional. */
  readonly stopFlag?: Int32Array;
}

/** Analyse a position: every move's value (replies `progress` with an Analysis, then `result`). */
export interface AnalyzeRequest extends JobBase {
  readonly type: 'analyze';
  readonly position: WirePosition;
  readonly limits?: WireLimits;
}

/** Search a position for its best move (`progress` with a SearchProgress, then `result`). */
export interface SearchRequest extends JobBase {
  readonly type: 'search';
  readonly position: WirePosition;
  readonly limits?: WireLimits;
}

/** The move of a strength level (`result` with a LevelMove). */
export interface LevelMoveRequest extends JobBase {
  readonly type: 'levelMove';
  readonly position: WirePosition;
  /** 1..10. */
  readonly level: number;
  /** Seeds the level's random choices: a whole number 0..2^32 − 1. */
  readonly seed: number;
  /** Level 10's thinking time in milliseconds. */
  readonly timeMs?: number;
}

/** Play a whole game between two levels (`result` with a GameResult); for the match runner. */
export interface PlayGameRequest extends JobBase {
  readonly type: 'playGame';
  readonly game: GameSpec;
}

/**
 * The layout of a computer that lost a Giuthi round (`result` with the pattern, house 1 first; see
 * `chooseArrangement`, docs/RULES.md 4 "Rounds"). The match must be `arranging`, else `ERR_MATCH_PHASE`.
 */
export interface ArrangeRequest extends JobBase {
  readonly type: 'arrange';
  readonly match: WireMatch;
  /** 1..10. */
  readonly level: number;
  /** Seeds the level's random choices: a whole number 0..2^32 − 1. */
  readonly seed: number;
}

/** Stop the job `id` if it has not started yet (it then answers at once). */
export interface StopRequest {
  readonly type: 'stop';
  readonly id: JobId;
}

/** A job request. */
export type JobRequest =
  AnalyzeRequest | SearchRequest | LevelMoveRequest | PlayGameRequest | ArrangeRequest;

/** Any message to the engine. */
export type EngineRequest = JobRequest | StopRequest;

/** The kinds of job. */
export type JobKind = JobRequest['type'];

/** What each kind of job reports as progress. */
export interface ProgressOf {
  analyze: Analysis;
  search: SearchProgress;
  levelMove: never;
  playGame: never;
  arrange: never;
}

/** What each kind of job answers. */
export interface ResultOf {
  analyze: Analysis;
  search: SearchResult;
  levelMove: LevelMove;
  playGame: GameResult;
  arrange: readonly number[];
}

/** A progress report of a running job. */
export type ProgressMessage = {
  [K in JobKind]: {
    readonly type: 'progress';
    readonly id: JobId;
    readonly kind: K;
    readonly progress: ProgressOf[K];
  };
}['analyze' | 'search'];

/** The answer of a finished job. */
export type ResultMessage = {
  [K in JobKind]: {
    readonly type: 'result';
    readonly id: JobId;
    readonly kind: K;
    readonly result: ResultOf[K];
  };
}[JobKind];

/**
 * Error codes: `ERR_MESSAGE` (not a valid message: shape, type, id or a field), `ERR_RULES` (the
 * rule set is invalid), `ERR_POSITION` (the position text or its repetition history is invalid
 * under the rules, or the game is over where a move is asked), `ERR_LEVEL` (no such level),
 * `ERR_UNSUPPORTED_GAME` (a game the engine does not play), `ERR_MATCH_PHASE` (an arrangement
 * asked of a Giuthi match that is not waiting for one), `ERR_INTERNAL` (a bug: the job threw).
 */
export type EngineErrorCode =
  | 'ERR_MESSAGE'
  | 'ERR_RULES'
  | 'ERR_POSITION'
  | 'ERR_LEVEL'
  | 'ERR_UNSUPPORTED_GAME'
  | 'ERR_MATCH_PHASE'
  | 'ERR_INTERNAL';

/** A job that failed, or a message that could not be read (`id` null when it had no valid id). */
export interface ErrorMessage {
  readonly type: 'error';
  readonly id: JobId | null;
  readonly code: EngineErrorCode;
  readonly message: string;
}

/** Any message from the engine. */
export type EngineReply = ProgressMessage | ResultMessage | ErrorMessage;

/** A request's position for the wire, with its repetition history when it has one. */
export function toWire(position: Position): WirePosition {
  const history = position.toSetup().history;
  return {
    rules: position.rules,
    position: makePosition(position),
    ...(history === undefined ? {} : { history }),
  };
}

/** A refusal while reading a message: the code and message of the error reply. */
export interface WireError {
  readonly code: EngineErrorCode;
  readonly message: string;
}
