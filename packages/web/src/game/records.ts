import {
  agreeToEnd,
  capabilities,
  err,
  isStoppedEnd,
  makeMatchRecord,
  makeRecord,
  matchFrom,
  matchRecordOf,
  ok,
  outcome,
  replay,
  replayMatch,
  startMatch,
  stoppedResult,
  unwrap,
  type Action,
  type GameRecord,
  type MatchRecord,
  type MatchReplayError,
  type PerSide,
  type ReplayError,
  type Result,
  type Side,
} from '@kalaha/rules';
import {
  current,
  matchNow,
  moveAt,
  playerInfoOf,
  replayActions,
  seatOf,
  type Game,
  type GameConfig,
} from './session.ts';

/**
 * A game as the rules library's record, as JSON text: the match record (`makeMatchRecord`: every
 * round's lay-out, moves and result) for a game played in rounds, else the game record
 * (`makeRecord`: rules, players, start, moves, result). A game given up keeps its
 * `resign:SIDE` / `timeout:SIDE` result.
 *
 * @param names how each seat is named in the record (the players' names).
 */
export function recordText(game: Game, names: PerSide<string>): string {
  return capabilities(game.config.rules).hasRounds
    ? makeMatchRecord(toMatchRecord(game, names))
    : makeRecord(toRecord(game, names));
}

/** The players of `game` as a record names them. */
function playersOf(game: Game, names: PerSide<string>) {
  const info = (side: Side) => playerInfoOf(game.config.seats[side], names[side]);
  return { south: info('south'), north: info('north') };
}

/** The game record of a game without rounds (see {@link recordText}). */
export function toRecord(game: Game, names: PerSide<string>): GameRecord {
  const o = outcome(current(game));
  const moves = game.actions.flatMap((_, i) => moveAt(game, i)?.move ?? []);
  return {
    rules: game.config.rules,
    players: playersOf(game, names),
    start: game.matches[0]!.position,
    moves,
    ...(game.stopped
      ? { result: game.stopped }
      : o
        ? { result: { winner: o.winner ?? 'draw', scores: o.scores, end: o.end } }
        : {}),
    started: game.started,
    ...(game.ended ? { ended: game.ended } : {}),
  };
}

/** The match record of a game of rounds (see {@link recordText}). */
export function toMatchRecord(game: Game, names: PerSide<string>): MatchRecord {
  return matchRecordOf(matchNow(game), {
    players: playersOf(game, names),
    started: game.started,
    ended: game.ended,
    stopped: game.stopped?.end,
  });
}

/** The configuration of a recorded game: its rules, the seats of its players, who started. */
function configOf(record: GameRecord | MatchRecord, presetId: string, starts: Side): GameConfig {
  return {
    presetId,
    rules: record.rules,
    seats: { south: seatOf(record.players.south), north: seatOf(record.players.north) },
    starts,
  };
}

/**
 * A game rebuilt from a game record: the record's moves replayed under its rules from its start
 * position, each checked (`replay`), and the agreed end where the record says the players agreed.
 * A game the record says was given up (resign, timeout) keeps that as `stopped` and has ended.
 *
 * @param presetId the preset to name the rules after (the record's own rules are kept).
 * @returns the game, or the rules library's `ReplayError` (`ERR_ILLEGAL_MOVE`,
 *   `ERR_RESULT_MISMATCH`).
 */
export function fromRecord(record: GameRecord, presetId: string): Result<Game, ReplayError> {
  const replayed = replay(record);
  if (!replayed.ok) return err(replayed.error);
  const last = replayed.value.steps.at(-1)?.position ?? record.start;
  // replay ends a game recorded as agreed by agreeToEnd after its moves: the same again here.
  const agreed = replayed.value.final !== last && agreeToEnd(last).ok;
  const actions: Action[] = [
    ...record.moves.map((move) => ({ kind: 'move' as const, move })),
    ...(agreed ? [{ kind: 'agree' as const }] : []),
  ];
  const config = configOf(record, presetId, record.start.turn);
  // Every action was checked by replay: this cannot fail.
  const game = unwrap(replayActions(config, matchFrom(record.start), actions, record.started));
  // replay checked that a stopped result is the stores as they stood, in a game still in play.
  const end = record.result?.end;
  const stopped = end && isStoppedEnd(end) ? stoppedResult(last, end) : undefined;
  return ok({
    ...game,
    ended: stopped ? (record.ended ?? record.started) : record.ended,
    ...(stopped ? { stopped } : {}),
  });
}

/**
 * A game of rounds rebuilt from a match record: every lay-out and move replayed under its rules
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
): Result<Game, MatchReplayError> {
  const replayed = replayMatch(record);
  if (!replayed.ok) return err(replayed.error);
  const { final, stopped } = replayed.value;
  const actions: Action[] = record.rounds.flatMap((round) => [
    ...(round.arrangement ? [{ kind: 'arrange' as const, pattern: round.arrangement }] : []),
    ...round.moves.map((move) => ({ kind: 'move' as const, move })),
  ]);
  const config = configOf(record, presetId, record.first);
  const start = startMatch(record.rules, record.first);
  // Every action was checked by replayMatch: this cannot fail.
  const game = unwrap(replayActions(config, start, actions, record.started));
  return ok({
    ...game,
    ended: final.phase === 'over' || stopped ? (record.ended ?? record.started) : undefined,
    ...(stopped ? { stopped } : {}),
  });
}
