import {
  arrange,
  capabilities,
  err,
  matchRecordOf,
  ok,
  playInMatch,
  replayMatch,
  startMatch,
  type Match,
  type MatchError,
  type MatchRecord,
  type MatchReplayError,
  type Move,
  type MoveError,
  type MoveEvent,
  type PerSide,
  type Position,
  type PositionError,
  type Result,
  type Side,
  type StoppedResult,
  unwrap,
} from '@kalaha/rules';
import { playerInfoOf, seatOf, type GameConfig, type Seat } from './session.ts';

/**
 * A Giuthi match in progress or finished, as plain immutable data: the configuration, the match
 * (`Match` of `@kalaha/rules`, which holds what was played, the rounds, the phase and the
 * result) and the events of the last move. Made and changed only by the functions below, which
 * ask `@kalaha/rules` for everything.
 */
export interface GiuthiGame {
  readonly config: GameConfig;
  readonly match: Match;
  /** The events of the last move (none at the start and after an arrangement). */
  readonly events: readonly MoveEvent[];
  /** ISO 8601 date-time the match started. */
  readonly started: string;
  /** ISO 8601 date-time the match ended, once it has. */
  readonly ended?: string | undefined;
  /**
   * The match given up before its rules decided it (resign, timeout), as its record says (an
   * online match opened for review): who won, who gave up how, and the stores as they stood. No
   * one moves or lays out in it any more.
   */
  readonly stopped?: StoppedResult | undefined;
}

/** A new match: its first round at the start position, `config.starts` to move. */
export function newGiuthiGame(config: GameConfig, now: Date = new Date()): GiuthiGame {
  return {
    config,
    match: startMatch(config.rules, config.starts),
    events: [],
    started: now.toISOString(),
  };
}

/** True when the game of `config` is played as a match of rounds (`hasRounds`, docs/RULES.md 4). */
export function playsInRounds(config: GameConfig): boolean {
  return capabilities(config.rules).hasRounds;
}

/**
 * Plays `move` (house and direction) in the round in play (`playInMatch`).
 *
 * @returns the match after the move and its events, or the rules library's `ERR_MATCH_PHASE`
 *   (no round in play) or `MoveError` (`ERR_NO_SUCH_HOUSE`, `ERR_EMPTY_HOUSE`, a missing or
 *   wrong direction, ...), the game untouched.
 */
export function playGiuthiMove(
  game: GiuthiGame,
  move: Move,
  now: Date = new Date(),
): Result<
  { readonly game: GiuthiGame; readonly events: readonly MoveEvent[] },
  MatchError | MoveError
> {
  const played = playInMatch(game.match, move);
  if (!played.ok) return played;
  const { match, events } = played.value;
  const next: GiuthiGame = {
    ...game,
    match,
    events,
    ended: match.phase === 'over' ? now.toISOString() : undefined,
  };
  return ok({ game: next, events });
}

/**
 * The loser lays out his seeds for the next round (`arrange`, docs/RULES.md 4): `pattern` is his row,
 * house 1 first; the winner mirrors it.
 *
 * @returns the match in its next round (or over, when that round cannot be played), or the
 *   rules library's `ERR_MATCH_PHASE` or `ERR_ARRANGEMENT`, the game untouched.
 */
export function arrangeSeeds(
  game: GiuthiGame,
  pattern: readonly number[],
  now: Date = new Date(),
): Result<GiuthiGame, MatchError | PositionError> {
  const arranged = arrange(game.match, pattern);
  if (!arranged.ok) return arranged;
  const match = arranged.value;
  return ok({
    ...game,
    match,
    events: [],
    ended: match.phase === 'over' ? now.toISOString() : undefined,
  });
}

/**
 * The match as a match record of the rules library (`makeMatchRecord` writes it as JSON): its
 * rules, who started, every round's arrangement, moves and result, the match result (or that it
 * was given up, `stopped`).
 *
 * @param names how each seat is named in the record (the players' names).
 */
export function toMatchRecord(game: GiuthiGame, names: PerSide<string>): MatchRecord {
  const info = (side: Side) => playerInfoOf(game.config.seats[side], names[side]);
  return matchRecordOf(game.match, {
    players: { south: info('south'), north: info('north') },
    started: game.started,
    ended: game.ended,
    stopped: game.stopped?.end,
  });
}

/**
 * A match rebuilt from a match record: every arrangement and move replayed under its rules
 * (`replayMatch`), each round's result and the match result checked. A match the record says was
 * given up (resign, timeout) keeps that as `stopped` and has ended.
 *
 * @param presetId the preset to name the rules after.
 * @returns the game, or the rules library's `MatchReplayError` (`ERR_ARRANGEMENT`,
 *   `ERR_MATCH_OVER`, `ERR_ILLEGAL_MOVE`, `ERR_RESULT_MISMATCH`, with the round and move).
 */
export function fromMatchRecord(
  record: MatchRecord,
  presetId: string,
): Result<GiuthiGame, MatchReplayError> {
  const replayed = replayMatch(record);
  if (!replayed.ok) return err(replayed.error);
  const last = replayed.value.steps.at(-1);
  const { final: match, stopped } = replayed.value;
  return ok({
    config: {
      presetId,
      rules: record.rules,
      seats: { south: seatOf(record.players.south), north: seatOf(record.players.north) },
      starts: record.first,
    },
    match,
    events: last?.kind === 'move' ? last.events : [],
    started: record.started,
    ended: match.phase === 'over' || stopped ? (record.ended ?? record.started) : undefined,
    ...(stopped ? { stopped } : {}),
  });
}

/**
 * The seat that acts now: the player to move while a round is played, the loser while he
 * arranges his seeds, none once the match is over or was given up. The one place that says whose turn it is: the
 * Giuthi controller asks the engine for the moves and the lay-out of a computer seat.
 */
export function seatToAct(game: GiuthiGame): Seat | undefined {
  const match = game.match;
  if (match.phase === 'over' || game.stopped) return undefined;
  const side = match.phase === 'arranging' ? match.arranger! : match.position.turn;
  return game.config.seats[side];
}

/** A round's lay-out: the loser who made it and his pattern, house 1 of his row first. */
export interface Layout {
  readonly side: Side;
  readonly pattern: readonly number[];
}

/**
 * The lay-out the round in play was set up from (docs/RULES.md 4 "Rounds": the loser of the round
 * before lays out his seeds, the winner mirrors them, and the loser moves first), or `undefined`
 * in the first round and between rounds.
 */
export function roundLayout(match: Match): Layout | undefined {
  const pattern = match.history.at(-1)?.arrangement;
  return match.phase === 'playing' && pattern ? { side: match.first, pattern } : undefined;
}

/**
 * The positions of the round in play (or of the last round played), its start first and then the
 * position after each of its moves: the match's history played again from the start (`startMatch`,
 * `arrange`, `playInMatch` of the rules library). The analysis and its graph follow one round at a
 * time, since each round starts on a board of its own.
 *
 * @throws Error when the history does not replay (never for a match made by the rules library).
 */
export function roundPositions(match: Match): Position[] {
  let replayed = startMatch(match.rules, match.rounds[0]?.first ?? match.first);
  let positions: Position[] = [];
  for (const round of match.history) {
    if (round.arrangement) {
      const arranged = unwrap(arrange(replayed, round.arrangement));
      replayed = arranged;
    }
    positions = [replayed.position];
    for (const move of round.moves) {
      const played = unwrap(playInMatch(replayed, move));
      replayed = played.match;
      positions.push(replayed.position);
    }
  }
  return positions;
}
