import type { GameEnd } from '../events.ts';
import { makeMove, type Move } from '../move.ts';
import { makeEnd } from '../notation.ts';
import {
  fail,
  isObject,
  isStoppedEnd,
  makeRecordEnd,
  parseRecordEnd,
  makeRecordHeader,
  readDates,
  readMoves,
  readRecordHeader,
  readResult,
  readWinnerAndScores,
  stoppedResult,
  type PlayerInfo,
  type RecordError,
  type RecordResult,
  type StoppedEnd,
  type StoppedResult,
} from '../record.ts';
import { ok, type Result } from '../result.ts';
import type { RuleSet } from '../ruleset.ts';
import { capabilities } from '../capabilities.ts';
import { isSide, opponent, type PerSide, type Side } from '../side.ts';
import type { Match, MatchResult, RoundResult } from '../match.ts';

/**
 * The record of a whole Giuthi match (docs/RULES.md 4 "Rounds"): the game record's JSON (`record.ts`,
 * same `format` and `version`, the same `rules`, `players`, `started`, `ended`) with `first` and
 * `rounds` in place of `start` and `moves`, and the match result:
 *
 * ```json
 * {
 *   "format": "kalaha-record",
 *   "version": 1,
 *   "preset": "giuthi",
 *   "rules": { "game": "giuthi", "houses": 6, "seeds": 6, "rounds": true },
 *   "players": { "south": { "name": "Wanjiru", "kind": "human" },
 *                "north": { "name": "Kamau", "kind": "human" } },
 *   "first": "south",
 *   "rounds": [
 *     { "moves": ["3ccw", "5cw", …],
 *       "result": { "winner": "north", "scores": { "south": 20, "north": 52 }, "end": "noMove:south" } },
 *     { "arrangement": [1, 2, 3, 4, 10],
 *       "moves": ["5cw", …],
 *       "result": { "winner": "north", "scores": { "south": 2, "north": 70 }, "end": "repetition" } }
 *   ],
 *   "result": { "winner": "north", "scores": { "south": 2, "north": 70 }, "end": "cannotFill" },
 *   "started": "2026-11-21T10:00:00.000Z",
 *   "ended": "2026-11-21T11:00:00.000Z"
 * }
 * ```
 *
 * - `first`: who moved first in the first round (later rounds: the loser of the round before).
 * - `rounds`: every round begun, in order. The first starts from the rule set's board; every later
 *   one from `arrangement`, the loser's row, house 1 (his left) first, which the winner mirrors
 *   (`arrange`, docs/RULES.md 4); its length is the round's board. `moves` are written as in a game
 *   record, with their direction (`3ccw`, `3cw`): a further choice inside a turn is simply the next
 *   move, by the same player (the `choice:cw` of the position notation). `result` is the round's:
 *   the winner (or `draw`), the seeds each player held after it (`scores`) and why it ended
 *   (`noMove:SIDE`, `repetition`). Every round but the last has one; a last round without one is
 *   still in play.
 * - `result` (once the match is decided): the winner (or `draw`), the seeds each held after the
 *   last round, and `end`: `cannotFill`, `allSeeds`, `equalSeeds` or `singleRound` (see
 *   {@link MatchResult}). A match record without one is still going on.
 * - or, for a match given up before its rules decided it (online play), `result` with `end`
 *   `resign:SIDE` (SIDE resigned) or `timeout:SIDE` (SIDE's clock ran out), `winner` the other
 *   side, and as `scores` the stores as they stood, as in a stopped game record: during a round,
 *   the stores of the round in play (the seeds each has taken in it, or, for the winner of the
 *   round before, kept in his store when it was laid out; not the seeds still in the houses);
 *   between rounds (the loser yet to lay out his seeds), the seeds each held after the last round.
 *   Rounds never end this way: a round's `end` is always the rules' (read in memory as
 *   {@link MatchRecord.stopped}, not `result`).
 *
 * A game record has `start` and `moves` instead; {@link parseMatchRecord} refuses one and
 * `parseRecord` refuses a match record (`ERR_RECORD_FORMAT`), `parseAnyRecord` reads both.
 * Whether the arrangements and moves are legal and the results right is for `replayMatch` to say.
 */
export interface MatchRecord {
  readonly rules: RuleSet;
  readonly players: PerSide<PlayerInfo>;
  /** Who moved first in the first round. */
  readonly first: Side;
  /** Every round begun, the first first. */
  readonly rounds: readonly MatchRecordRound[];
  /** The match result, once the rules have decided the match. */
  readonly result?: MatchResult | undefined;
  /**
   * The match given up before its rules decided it (resign, timeout): the winner, the stores as
   * they stood (see above) and who gave up how. Never together with `result`.
   */
  readonly stopped?: StoppedResult | undefined;
  /** ISO 8601 date-time the match started. */
  readonly started: string;
  /** ISO 8601 date-time the match ended. */
  readonly ended?: string | undefined;
}

/** One round of a {@link MatchRecord}. */
export interface MatchRecordRound {
  /** The loser's pattern the round was set up from (every round but the first), house 1 first. */
  readonly arrangement?: readonly number[] | undefined;
  readonly moves: readonly Move[];
  /** The round's result, once it is over. */
  readonly result?: RoundRecordResult | undefined;
}

/** A round's result: the winner (or `draw`), the seeds each held after it, why it ended by the rules. */
export type RoundRecordResult = RecordResult & { readonly end: GameEnd };

/** The ends of a match as the record writes them (docs/RULES.md 4; {@link MatchResult}). */
const MATCH_ENDS: readonly MatchResult['reason'][] = [
  'cannotFill',
  'allSeeds',
  'equalSeeds',
  'singleRound',
];

/** Who played and when, for {@link matchRecordOf}. */
export interface MatchRecordInfo {
  readonly players: PerSide<PlayerInfo>;
  /** ISO 8601 date-time the match started. */
  readonly started: string;
  /** ISO 8601 date-time the match ended. */
  readonly ended?: string | undefined;
  /**
   * Who gave up the match, and how, when it was stopped before its rules decided it (resign,
   * timeout); ignored once the rules have decided it (`match.result`).
   */
  readonly stopped?: StoppedEnd | undefined;
}

/**
 * The record of `match` as it stands (its `history` of arrangements and moves, its round results
 * and its result), with the players and dates of `info`; a match not decided by the rules that
 * `info.stopped` says was given up gets its stopped result (`stoppedResult` of `match.position`:
 * the stores of the round in play, or of the last round, between rounds).
 */
export function matchRecordOf(match: Match, info: MatchRecordInfo): MatchRecord {
  return {
    rules: match.rules,
    players: info.players,
    first: match.rounds[0]?.first ?? match.first,
    rounds: match.history.map((play, i) => {
      const round = match.rounds[i];
      return {
        ...(play.arrangement ? { arrangement: play.arrangement } : {}),
        moves: play.moves,
        ...(round ? { result: roundRecordResult(round) } : {}),
      };
    }),
    ...(match.result ? { result: match.result } : {}),
    ...(!match.result && info.stopped
      ? { stopped: stoppedResult(match.position, info.stopped) }
      : {}),
    started: info.started,
    ...(info.ended ? { ended: info.ended } : {}),
  };
}

/** A finished round of a match as its record writes it. */
export function roundRecordResult(round: RoundResult): RoundRecordResult {
  return { winner: round.winner ?? 'draw', scores: round.seeds, end: round.end };
}

/** Writes a match record as JSON text (two-space indentation, a final newline), as above. */
export function makeMatchRecord(record: MatchRecord): string {
  const json = {
    ...makeRecordHeader(record.rules, record.players),
    first: record.first,
    rounds: record.rounds.map((round) => ({
      ...(round.arrangement ? { arrangement: round.arrangement } : {}),
      moves: round.moves.map(makeMove),
      ...(round.result ? { result: { ...round.result, end: makeEnd(round.result.end) } } : {}),
    })),
    ...(record.result
      ? {
          result: {
            winner: record.result.winner ?? 'draw',
            scores: record.result.seeds,
            end: record.result.reason,
          },
        }
      : {}),
    ...(record.stopped
      ? { result: { ...record.stopped, end: makeRecordEnd(record.stopped.end) } }
      : {}),
    started: record.started,
    ...(record.ended ? { ended: record.ended } : {}),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * Reads a match record written by {@link makeMatchRecord}, checking every field; the error names
 * the field by its JSON path (`rounds[1].arrangement[2]`, `rounds[0].moves[4]`) and, in its
 * message, the round and move. Codes as for a game record ({@link RecordError}):
 * `ERR_RECORD_JSON`, `ERR_RECORD_FORMAT` (not a record, another version, or the record of one game),
 * `ERR_RECORD_RULES` (invalid, or not Giuthi's), `ERR_RECORD_FIELD` (a field missing or malformed:
 * no rounds, an arrangement in the first round or none in a later one, a round followed by another
 * without its result, a match result after a round still in play, a match given up whose winner
 * is not the other side of the one who gave up), `ERR_RECORD_MOVE`.
 */
export function parseMatchRecord(text: string): Result<MatchRecord, RecordError> {
  const header = readRecordHeader(text);
  if (!header.ok) return header;
  const { data, rules, players } = header.value;
  if (data.rounds === undefined && data.start !== undefined) {
    return fail(
      'ERR_RECORD_FORMAT',
      'rounds',
      'this is the record of one game (it has "start"), not of a whole match',
    );
  }
  if (!capabilities(rules).hasRounds) {
    return fail(
      'ERR_RECORD_RULES',
      'rules.game',
      `a match of rounds is played in Giuthi (docs/RULES.md 4), not in ${rules.game}`,
    );
  }
  if (!isSide(data.first))
    return fail('ERR_RECORD_FIELD', 'first', '"first" must be south or north');
  if (!Array.isArray(data.rounds) || data.rounds.length === 0)
    return fail('ERR_RECORD_FIELD', 'rounds', '"rounds" must be a list of at least one round');
  const rounds: MatchRecordRound[] = [];
  for (const [i, round] of data.rounds.entries()) {
    const read = readRound(round, i, i === data.rounds.length - 1);
    if (!read.ok) return read;
    rounds.push(read.value);
  }
  const result = data.result === undefined ? ok<MatchResultRead>({}) : readMatchResult(data.result);
  if (!result.ok) return result;
  const { decided, stopped } = result.value;
  if (decided && !rounds.at(-1)!.result) {
    const path = `rounds[${rounds.length - 1}].result`;
    return fail(
      'ERR_RECORD_FIELD',
      path,
      `the match has a result, so its last round (round ${rounds.length}) needs one`,
    );
  }
  const dates = readDates(data);
  if (!dates.ok) return dates;
  return ok({
    rules,
    players,
    first: data.first,
    rounds,
    ...(decided ? { result: decided } : {}),
    ...(stopped ? { stopped } : {}),
    ...dates.value,
  });
}

/** Reads round `i` (0-based) of `rounds`; `last` when no round follows it. */
function readRound(data: unknown, i: number, last: boolean): Result<MatchRecordRound, RecordError> {
  const path = `rounds[${i}]`;
  const label = `round ${i + 1}`;
  if (!isObject(data))
    return fail('ERR_RECORD_FIELD', path, `${label} must be an object with its moves`);
  const arrangement = readArrangement(data.arrangement, i);
  if (!arrangement.ok) return arrangement;
  const moves = readMoves(data.moves, `${path}.moves`, `${label}, `);
  if (!moves.ok) return moves;
  if (data.result === undefined && !last) {
    return fail(
      'ERR_RECORD_FIELD',
      `${path}.result`,
      `${label} is followed by round ${i + 2}, so it needs its result`,
    );
  }
  const result =
    data.result === undefined ? ok(undefined) : readResult(data.result, `${path}.result`);
  if (!result.ok) return result;
  const end = result.value?.end;
  if (end && isStoppedEnd(end)) {
    return fail(
      'ERR_RECORD_FIELD',
      `${path}.result.end`,
      `${label} must end by the rules (noMove:SIDE or repetition), not by ${end.reason}`,
    );
  }
  return ok({
    ...(arrangement.value ? { arrangement: arrangement.value } : {}),
    moves: moves.value,
    ...(result.value ? { result: { ...result.value, end: end as GameEnd } } : {}),
  });
}

/** Reads the arrangement of round `i` (0-based): none in the first round, seeds a house after it. */
function readArrangement(
  data: unknown,
  i: number,
): Result<readonly number[] | undefined, RecordError> {
  const path = `rounds[${i}].arrangement`;
  if (i === 0) {
    return data === undefined
      ? ok(undefined)
      : fail(
          'ERR_RECORD_FIELD',
          path,
          "round 1 starts from the rule set's board: it has no arrangement",
        );
  }
  if (!Array.isArray(data)) {
    return fail(
      'ERR_RECORD_FIELD',
      path,
      `round ${i + 1} needs the arrangement it started from: the loser's seeds a house, house 1 first`,
    );
  }
  const bad = data.findIndex((n) => !(Number.isInteger(n) && (n as number) >= 0));
  if (bad >= 0) {
    return fail(
      'ERR_RECORD_FIELD',
      `${path}[${bad}]`,
      `round ${i + 1}: house ${bad + 1} of the arrangement must hold a whole number of seeds (got ${JSON.stringify(data[bad])})`,
    );
  }
  return ok(data as number[]);
}

/** A match `result` as read: decided by the rules, or a match given up (at most one of them). */
interface MatchResultRead {
  readonly decided?: MatchResult;
  readonly stopped?: StoppedResult;
}

/** Reads the match `result`: decided by the rules, or a match given up ({@link StoppedResult}). */
function readMatchResult(data: unknown): Result<MatchResultRead, RecordError> {
  const outcome = readWinnerAndScores(data, 'result');
  if (!outcome.ok) return outcome;
  const reason = (data as Record<string, unknown>).end;
  const { winner, scores } = outcome.value;
  const end = typeof reason === 'string' ? parseRecordEnd(reason) : undefined;
  if (end && isStoppedEnd(end)) {
    if (winner !== opponent(end.side)) {
      return fail(
        'ERR_RECORD_FIELD',
        'result.winner',
        `result.winner must be ${opponent(end.side)}: ${end.side} gave up the match (${reason})`,
      );
    }
    return ok({ stopped: { winner, scores, end } });
  }
  if (!MATCH_ENDS.includes(reason as MatchResult['reason'])) {
    return fail(
      'ERR_RECORD_FIELD',
      'result.end',
      `result.end must be ${MATCH_ENDS.join(', ')} (how a match ends, docs/RULES.md 4), or resign:SIDE or timeout:SIDE (a match given up)`,
    );
  }
  return ok({
    decided: {
      winner: winner === 'draw' ? undefined : winner,
      reason: reason as MatchResult['reason'],
      seeds: scores,
    },
  });
}
