import type { GameEnd } from './events.ts';
import { makeMove, parseMove, type Move } from './move.ts';
import { makeEnd, makePosition, parseEnd, parsePosition } from './notation.ts';
import { outcome } from './outcome.ts';
import type { Position } from './position.ts';
import { err, ok, type Result } from './result.ts';
import { presetOf, validateRuleSet, type RuleSet } from './ruleset.ts';
import { isSide, opponent, SIDES, type PerSide, type Side } from './side.ts';

/**
 * The JSON game record: everything needed to replay and show a game.
 *
 * ```json
 * {
 *   "format": "kalaha-record",
 *   "version": 1,
 *   "preset": "kalaha",
 *   "rules": { "game": "kalaha", "houses": 6, "seeds": 6, …every option… },
 *   "players": { "south": { "name": "Ada", "kind": "human" },
 *                "north": { "name": "Computer", "kind": "computer", "level": 3 } },
 *   "start": "6,6,6,6,6,6|0 6,6,6,6,6,6|0 south",
 *   "moves": ["3", "6", "1"],
 *   "result": { "winner": "south", "scores": { "south": 40, "north": 32 }, "end": "sideEmpty:north" },
 *   "started": "2026-11-21T10:00:00.000Z",
 *   "ended": "2026-11-21T10:20:00.000Z"
 * }
 * ```
 *
 * `start` is a position in the notation of `notation.ts`, `moves` are moves in the notation of
 * `move.ts` (one sowing each), `result.end` is written as in the position notation (a Wari or
 * Obridjie game that the players agreed to end reads `agreement`: the moves, then the agreed end,
 * see `replay`), or, for a game
 * stopped before its rules ended it (online play), `resign:SIDE` (SIDE resigned) or
 * `timeout:SIDE` (SIDE's clock ran out), with the stores as they stood. `preset` is
 * written when the rule set equals a preset, for people reading the file; reading ignores it, the
 * `rules` object is what counts. The record of a whole Giuthi match keeps this envelope with
 * `first` and `rounds` in place of `start` and `moves` (`giuthi/match-record.ts`).
 */
export const RECORD_FORMAT = 'kalaha-record';

/** The record format version this code writes and reads. */
export const RECORD_VERSION = 1;

/** A player as the record names him. `level` is the computer's strength level. */
export interface PlayerInfo {
  readonly name: string;
  readonly kind: 'human' | 'computer';
  readonly level?: number;
}

/**
 * A game stopped before its rules ended it: `side` resigned (`resign`) or his clock ran out
 * (`timeout`); the other side wins.
 */
export interface StoppedEnd {
  readonly reason: 'resign' | 'timeout';
  readonly side: Side;
}

/** Why a recorded game ended: by its rules (docs/RULES.md 1.3), or stopped ({@link StoppedEnd}). */
export type RecordEnd = GameEnd | StoppedEnd;

/** How a recorded game ended: `winner` (or `draw`), final store counts and why. */
export interface RecordResult {
  readonly winner: Side | 'draw';
  readonly scores: PerSide<number>;
  readonly end: RecordEnd;
}

/** True when the game was stopped (resignation, time) rather than ended by its rules. */
export function isStoppedEnd(end: RecordEnd): end is StoppedEnd {
  return end.reason === 'resign' || end.reason === 'timeout';
}

/** The result of a game (or Giuthi match) stopped before its rules ended it ({@link StoppedEnd}). */
export type StoppedResult = RecordResult & { readonly winner: Side; readonly end: StoppedEnd };

/**
 * The record result of a game stopped in `position` (still in play) because `side` resigned or
 * ran out of time: the other side wins, the scores are the stores as they stand.
 */
export function stoppedResult(position: Position, end: StoppedEnd): StoppedResult {
  return {
    winner: opponent(end.side),
    scores: { south: position.store('south'), north: position.store('north') },
    end,
  };
}

/** Writes a record end: the position notation's end, or `resign:SIDE` / `timeout:SIDE`. */
export function makeRecordEnd(end: RecordEnd): string {
  return isStoppedEnd(end) ? `${end.reason}:${end.side}` : makeEnd(end);
}

/** Reads what {@link makeRecordEnd} writes; `undefined` for anything else. */
export function parseRecordEnd(text: string): RecordEnd | undefined {
  const [reason, side, ...rest] = text.split(':');
  if ((reason === 'resign' || reason === 'timeout') && isSide(side) && rest.length === 0) {
    return { reason, side };
  }
  return parseEnd(text);
}

/** A game record in memory. `result` and `ended` are present once the game is over. */
export interface GameRecord {
  readonly rules: RuleSet;
  readonly players: PerSide<PlayerInfo>;
  readonly start: Position;
  readonly moves: readonly Move[];
  readonly result?: RecordResult | undefined;
  /** ISO 8601 date-time the game started. */
  readonly started: string;
  /** ISO 8601 date-time the game ended. */
  readonly ended?: string | undefined;
}

/**
 * Why a record could not be read. `path` points into the JSON (`moves[4]`, `players.north.level`).
 * Codes: `ERR_RECORD_JSON` (not JSON), `ERR_RECORD_FORMAT` (not a kalaha record, another
 * version, or the record of a whole match, `giuthi/match-record.ts`), `ERR_RECORD_FIELD` (a field
 * missing or of the wrong kind), `ERR_RECORD_RULES` (the rule set is invalid), `ERR_RECORD_START`
 * (the start position is invalid), `ERR_RECORD_MOVE` (a move is not written as a move). Whether the moves are legal is for {@link replay} to say.
 */
export interface RecordError {
  readonly code:
    | 'ERR_RECORD_JSON'
    | 'ERR_RECORD_FORMAT'
    | 'ERR_RECORD_FIELD'
    | 'ERR_RECORD_RULES'
    | 'ERR_RECORD_START'
    | 'ERR_RECORD_MOVE';
  readonly path: string;
  readonly message: string;
}

/** The record result of a finished position, or `undefined` while the game goes on. */
export function recordResult(position: Position): RecordResult | undefined {
  const o = outcome(position);
  return o && { winner: o.winner ?? 'draw', scores: o.scores, end: o.end };
}

/** Writes a record as JSON text (two-space indentation, a final newline). */
export function makeRecord(record: GameRecord): string {
  const json = {
    ...makeRecordHeader(record.rules, record.players),
    start: makePosition(record.start),
    moves: record.moves.map(makeMove),
    ...(record.result
      ? { result: { ...record.result, end: makeRecordEnd(record.result.end) } }
      : {}),
    started: record.started,
    ...(record.ended ? { ended: record.ended } : {}),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** Reads a record written by {@link makeRecord}, checking every field (see {@link RecordError}). */
export function parseRecord(text: string): Result<GameRecord, RecordError> {
  const header = readRecordHeader(text);
  if (!header.ok) return header;
  const { data, rules, players } = header.value;
  if (data.rounds !== undefined && data.start === undefined) {
    return fail(
      'ERR_RECORD_FORMAT',
      'rounds',
      'this is the record of a whole match (it has "rounds"), not of one game',
    );
  }
  if (typeof data.start !== 'string')
    return fail('ERR_RECORD_FIELD', 'start', '"start" must be a position text');
  const start = parsePosition(rules, data.start);
  if (!start.ok) return fail('ERR_RECORD_START', 'start', start.error.message);
  const moves = readMoves(data.moves, 'moves', '');
  if (!moves.ok) return moves;
  const result = data.result === undefined ? ok(undefined) : readResult(data.result, 'result');
  if (!result.ok) return result;
  const dates = readDates(data);
  if (!dates.ok) return dates;
  return ok({
    rules,
    players,
    start: start.value,
    moves: moves.value,
    ...(result.value ? { result: result.value } : {}),
    ...dates.value,
  });
}

/** What every record holds besides its game or match: the JSON object, its rules and players. */
export interface RecordHeader {
  readonly data: Readonly<Record<string, unknown>>;
  readonly rules: RuleSet;
  readonly players: PerSide<PlayerInfo>;
}

/**
 * Reads the part every record shares (a game record; a match record, `giuthi/match-record.ts`):
 * the JSON text, `format` and `version`, the rule set and the players.
 */
export function readRecordHeader(text: string): Result<RecordHeader, RecordError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail('ERR_RECORD_JSON', '', `not JSON: ${(e as Error).message}`);
  }
  if (!isObject(data) || data.format !== RECORD_FORMAT) {
    return fail(
      'ERR_RECORD_FORMAT',
      'format',
      `not a game record: "format" must be "${RECORD_FORMAT}"`,
    );
  }
  if (data.version !== RECORD_VERSION) {
    return fail(
      'ERR_RECORD_FORMAT',
      'version',
      `record version ${JSON.stringify(data.version)} is not supported (this program reads version ${RECORD_VERSION})`,
    );
  }
  const rules = validateRuleSet(data.rules);
  if (!rules.ok) return fail('ERR_RECORD_RULES', 'rules', rules.error.message);
  const players = readPlayers(data.players);
  if (!players.ok) return players;
  return ok({ data, rules: rules.value, players: players.value });
}

/**
 * Writes the part every record shares, in this order: `format`, `version`, `preset` (when the rule
 * set equals one), `rules`, `players`.
 */
export function makeRecordHeader(rules: RuleSet, players: PerSide<PlayerInfo>): object {
  const preset = presetOf(rules);
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    ...(preset ? { preset } : {}),
    rules,
    players,
  };
}

/**
 * Reads a list of move texts at `path` (`moves`, `rounds[1].moves`); `label` starts the message
 * about a bad move (`round 2, `).
 */
export function readMoves(list: unknown, path: string, label: string): Result<Move[], RecordError> {
  if (!Array.isArray(list))
    return fail('ERR_RECORD_FIELD', path, `"${path}" must be a list of moves`);
  const moves: Move[] = [];
  for (const [i, text] of list.entries()) {
    const move = typeof text === 'string' ? parseMove(text) : undefined;
    if (!move?.ok)
      return fail(
        'ERR_RECORD_MOVE',
        `${path}[${i}]`,
        `${label}move ${i + 1} ${JSON.stringify(text)} is not a move`,
      );
    moves.push(move.value);
  }
  return ok(moves);
}

/** Reads `started` and `ended` (ISO 8601 date-times; `ended` may be absent). */
export function readDates(
  data: Readonly<Record<string, unknown>>,
): Result<{ readonly started: string; readonly ended?: string }, RecordError> {
  if (!isDate(data.started))
    return fail('ERR_RECORD_FIELD', 'started', '"started" must be an ISO 8601 date-time');
  if (data.ended !== undefined && !isDate(data.ended))
    return fail('ERR_RECORD_FIELD', 'ended', '"ended" must be an ISO 8601 date-time');
  return ok({ started: data.started, ...(data.ended !== undefined ? { ended: data.ended } : {}) });
}

function readPlayers(data: unknown): Result<PerSide<PlayerInfo>, RecordError> {
  if (!isObject(data))
    return fail('ERR_RECORD_FIELD', 'players', '"players" must name a south and a north player');
  const read = (side: Side): Result<PlayerInfo, RecordError> => {
    const p = data[side];
    const path = `players.${side}`;
    if (!isObject(p) || typeof p.name !== 'string')
      return fail('ERR_RECORD_FIELD', `${path}.name`, `${path} needs a name`);
    if (p.kind !== 'human' && p.kind !== 'computer')
      return fail('ERR_RECORD_FIELD', `${path}.kind`, `${path}.kind must be human or computer`);
    if (p.level !== undefined && !(Number.isInteger(p.level) && (p.level as number) >= 1)) {
      return fail(
        'ERR_RECORD_FIELD',
        `${path}.level`,
        `${path}.level must be a whole number from 1`,
      );
    }
    return ok({
      name: p.name,
      kind: p.kind,
      ...(p.level !== undefined ? { level: p.level as number } : {}),
    });
  };
  const south = read('south');
  if (!south.ok) return south;
  const north = read('north');
  if (!north.ok) return north;
  return ok({ south: south.value, north: north.value });
}

/** Reads a result at `path` (`result`, `rounds[0].result`): winner, scores and end. */
export function readResult(data: unknown, path: string): Result<RecordResult, RecordError> {
  const outcome = readWinnerAndScores(data, path);
  if (!outcome.ok) return outcome;
  const text = (data as Record<string, unknown>).end;
  const end = typeof text === 'string' ? parseRecordEnd(text) : undefined;
  if (!end)
    return fail(
      'ERR_RECORD_FIELD',
      `${path}.end`,
      `${path}.end must be sideEmpty:SIDE, majority:SIDE, allEmpty, noMove:SIDE, repetition, agreement, resign:SIDE or timeout:SIDE`,
    );
  return ok({ ...outcome.value, end });
}

/** Reads the `winner` (a side or `draw`) and the `scores` (seeds a side) of a result at `path`. */
export function readWinnerAndScores(
  data: unknown,
  path: string,
): Result<Pick<RecordResult, 'winner' | 'scores'>, RecordError> {
  if (!isObject(data)) return fail('ERR_RECORD_FIELD', path, `"${path}" must be an object`);
  const winner = data.winner;
  if (!(isSide(winner) || winner === 'draw'))
    return fail(
      'ERR_RECORD_FIELD',
      `${path}.winner`,
      `${path}.winner must be south, north or draw`,
    );
  const scores = data.scores;
  if (
    !isObject(scores) ||
    !SIDES.every((s) => Number.isInteger(scores[s]) && (scores[s] as number) >= 0)
  ) {
    return fail(
      'ERR_RECORD_FIELD',
      `${path}.scores`,
      `${path}.scores must give south and north a whole number of seeds`,
    );
  }
  return ok({ winner, scores: { south: scores.south as number, north: scores.north as number } });
}

/** True for a JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** A failed read: the {@link RecordError} with its code, JSON path and message. */
export function fail(
  code: RecordError['code'],
  path: string,
  message: string,
): Result<never, RecordError> {
  return err({ code, path, message });
}
