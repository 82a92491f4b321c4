import {
  err,
  isSide,
  makePosition,
  ok,
  parsePosition,
  play,
  Position,
  validateRuleSet,
  type Match,
  type HistoryEntry,
  type Move,
  type Result,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import type { Analysis } from '../analysis/types.ts';
import { moveOf, type LevelMove } from '../levels/level-move.ts';
import { isLevel, MAX_LEVEL, MIN_LEVEL } from '../levels/table.ts';
import type { GameResult, GameSpec } from '../match/game.ts';
import type { SearchProgress, SearchResult } from '../search/types.ts';
import { bad, isObject } from './wire-checks.ts';
import { readMatch, type WireMatch } from './wire-match.ts';

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

/** A message as read: the request, with its position(s) rebuilt and checked. */
export type ParsedRequest =
  | {
      readonly type: 'analyze' | 'search';
      readonly request: AnalyzeRequest | SearchRequest;
      readonly position: Position;
    }
  | { readonly type: 'levelMove'; readonly request: LevelMoveRequest; readonly position: Position }
  | { readonly type: 'playGame'; readonly request: PlayGameRequest }
  | { readonly type: 'arrange'; readonly request: ArrangeRequest; readonly match: Match }
  | { readonly type: 'stop'; readonly request: StopRequest };

/** The id of a message when it has a valid one (for error replies), else null. */
export function idOf(data: unknown): JobId | null {
  if (!isObject(data)) return null;
  return isJobId(data.id) ? data.id : null;
}

/**
 * Reads and checks a message received by the engine: its shape, type and id, every field's type
 * and range, the rule set (`validateRuleSet`) and the position (`parsePosition`), or the Giuthi
 * match (`readMatch`).
 */
export function parseRequest(data: unknown): Result<ParsedRequest, WireError> {
  if (!isObject(data)) return bad('a message must be an object with a type');
  const type = data.type;
  if (!isJobId(data.id)) {
    return bad('a message needs an id: a string of 1-200 characters or a safe integer');
  }
  if (type === 'stop') return ok({ type, request: { type, id: data.id } });
  if (
    data.stopFlag !== undefined &&
    !(data.stopFlag instanceof Int32Array && data.stopFlag.length >= 1)
  ) {
    return bad('stopFlag must be an Int32Array of at least one element');
  }
  switch (type) {
    case 'analyze':
    case 'search': {
      const position = readPosition(data.position);
      if (!position.ok) return position;
      const limits = readLimits(data.limits);
      if (!limits.ok) return limits;
      return ok({
        type,
        request: data as unknown as AnalyzeRequest | SearchRequest,
        position: position.value,
      });
    }
    case 'levelMove': {
      const position = readPosition(data.position);
      if (!position.ok) return position;
      if (!isLevel(data.level)) return levelError(data.level);
      if (!isUint32(data.seed)) return bad('seed must be a whole number 0..4294967295');
      if (data.timeMs !== undefined && !isNonNegative(data.timeMs)) {
        return bad('timeMs must be a number of milliseconds, 0 or more');
      }
      if (position.value.isOver) {
        return err({
          code: 'ERR_POSITION',
          message: 'the game is over: there is no move to choose',
        });
      }
      return ok({ type, request: data as unknown as LevelMoveRequest, position: position.value });
    }
    case 'playGame': {
      const game = readGame(data.game);
      if (!game.ok) return game;
      return ok({ type, request: { ...(data as unknown as PlayGameRequest), game: game.value } });
    }
    case 'arrange': {
      const match = readMatch(data.match);
      if (!match.ok) return match;
      if (!isLevel(data.level)) return levelError(data.level);
      if (!isUint32(data.seed)) return bad('seed must be a whole number 0..4294967295');
      if (match.value.phase !== 'arranging') {
        return err({
          code: 'ERR_MATCH_PHASE',
          message: `there is nothing to arrange: the match is ${match.value.phase === 'over' ? 'over' : 'in a round'}`,
        });
      }
      return ok({ type, request: data as unknown as ArrangeRequest, match: match.value });
    }
    default:
      return bad(
        `unknown message type ${JSON.stringify(type)} (types: analyze, search, levelMove, playGame, arrange, stop)`,
      );
  }
}

function levelError(level: unknown): Result<never, WireError> {
  return err({
    code: 'ERR_LEVEL',
    message: `level must be a whole number ${MIN_LEVEL}-${MAX_LEVEL} (got ${JSON.stringify(level)})`,
  });
}

function readPosition(data: unknown): Result<Position, WireError> {
  if (!isObject(data) || typeof data.position !== 'string') {
    return bad('position must be { rules, position, history? } with the position as text');
  }
  const rules = validateRuleSet(data.rules);
  if (!rules.ok) return err({ code: 'ERR_RULES', message: rules.error.message });
  const position = parsePosition(rules.value, data.position);
  if (!position.ok) return err({ code: 'ERR_POSITION', message: position.error.message });
  if (data.history === undefined) return ok(position.value);
  // The rules library checks the history against the position (ERR_HISTORY: shape, seeds, a
  // third occurrence, a game without repetitions).
  const withHistory = Position.fromSetup(rules.value, {
    ...position.value.toSetup(),
    history: data.history as readonly HistoryEntry[],
  });
  if (!withHistory.ok) return err({ code: 'ERR_POSITION', message: withHistory.error.message });
  return ok(withHistory.value);
}

function readLimits(data: unknown): Result<WireLimits, WireError> {
  if (data === undefined) return ok({});
  if (!isObject(data)) return bad('limits must be an object of depth, timeMs and nodes');
  for (const key of Object.keys(data)) {
    if (key !== 'depth' && key !== 'timeMs' && key !== 'nodes') {
      return bad(`unknown limit '${key}' (limits: depth, timeMs, nodes)`);
    }
    if (data[key] !== undefined && !isNonNegative(data[key])) {
      return bad(`limit ${key} must be a number, 0 or more (got ${JSON.stringify(data[key])})`);
    }
  }
  return ok(data as WireLimits);
}

function readGame(data: unknown): Result<GameSpec, WireError> {
  if (!isObject(data)) return bad('game must be { rules, opening, players }');
  const rules = validateRuleSet(data.rules);
  if (!rules.ok) return err({ code: 'ERR_RULES', message: rules.error.message });
  const opening = data.opening;
  if (!Array.isArray(opening) || !opening.every(isMove)) {
    return bad('game.opening must be a list of moves { house: 1-12, direction?: ccw | cw }');
  }
  const moves = opening.map((m: Move) => moveOf(m.house, m.direction));
  if (data.starts !== undefined && !isSide(data.starts))
    return bad('game.starts must be south or north');
  if (!isObject(data.players)) return bad('game.players must give south and north');
  const players: Partial<Record<Side, GameSpec['players']['south']>> = {};
  for (const side of ['south', 'north'] as const) {
    const p = data.players[side];
    if (!isObject(p)) return bad(`game.players.${side} must be { level, seed }`);
    if (!isLevel(p.level)) {
      return err({
        code: 'ERR_LEVEL',
        message: `game.players.${side}.level must be ${MIN_LEVEL}-${MAX_LEVEL}`,
      });
    }
    if (!isUint32(p.seed))
      return bad(`game.players.${side}.seed must be a whole number 0..4294967295`);
    if (p.timeMs !== undefined && !isNonNegative(p.timeMs)) {
      return bad(`game.players.${side}.timeMs must be a number of milliseconds, 0 or more`);
    }
    players[side] = {
      level: p.level,
      seed: p.seed,
      ...(p.timeMs === undefined ? {} : { timeMs: p.timeMs as number }),
    };
  }
  let position = Position.initial(rules.value, (data.starts as Side | undefined) ?? 'south');
  for (const [i, move] of moves.entries()) {
    const played = play(position, move);
    if (!played.ok) {
      return err({ code: 'ERR_POSITION', message: `game.opening[${i}]: ${played.error.message}` });
    }
    position = played.value.position;
  }
  if (position.isOver) return err({ code: 'ERR_POSITION', message: 'game.opening ends the game' });
  return ok({
    rules: rules.value,
    opening: moves,
    ...(data.starts === undefined ? {} : { starts: data.starts as Side }),
    players: { south: players.south!, north: players.north! },
  });
}

function isJobId(x: unknown): x is JobId {
  return (typeof x === 'string' && x.length >= 1 && x.length <= 200) || Number.isSafeInteger(x);
}

/** A move on the wire: a house 1..12, and a direction only as Giuthi writes it (docs/RULES.md 4). */
function isMove(x: unknown): x is Move {
  return (
    isObject(x) &&
    Number.isInteger(x.house) &&
    (x.house as number) >= 1 &&
    (x.house as number) <= 12 &&
    (x.direction === undefined || x.direction === 'ccw' || x.direction === 'cw')
  );
}

function isUint32(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 0xffff_ffff;
}

function isNonNegative(x: unknown): x is number {
  return typeof x === 'number' && x >= 0 && !Number.isNaN(x);
}
