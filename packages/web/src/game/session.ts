import {
  agreeToEnd,
  err,
  isStoppedEnd,
  ok,
  outcome,
  play,
  Position,
  replay,
  type GameRecord,
  type MoveError,
  type MoveEvent,
  type Outcome,
  type PerSide,
  type PlayerInfo,
  type AgreementError,
  type RuleSet,
  type ReplayError,
  type Result,
  type Side,
  stoppedResult,
  type StoppedResult,
} from '@kalaha/rules';

/** Who sits at a side: a person at this device, or the computer at a level 1..10. */
export type Seat =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly level: number };

/** What a new game is made of (the new-game screen's choices). */
export interface GameConfig {
  /** The preset the rules were chosen from (for its name and rules page); its options may differ. */
  readonly presetId: string;
  /** The validated rule set: of the Kalaha family, Wari or Obridjie. */
  readonly rules: RuleSet;
  /** Who plays each side. */
  readonly seats: PerSide<Seat>;
  /** Who moves first. */
  readonly starts: Side;
}

/**
 * A game in progress or finished, as plain immutable data: the configuration, every move played
 * (house numbers) and, for each, the position after it and its events. `positions[0]` is the start
 * and `positions[i]` the position after move `i`. Made and changed only by the functions below,
 * which ask `@kalaha/rules` for everything.
 */
export interface Game {
  readonly config: GameConfig;
  readonly moves: readonly number[];
  readonly positions: readonly Position[];
  readonly events: readonly (readonly MoveEvent[])[];
  /**
   * The players' agreed end (Wari, Obridjie: docs/RULES.md 2, "or when both players agree to end it"),
   * once they have agreed after the last move: the finished position and its events (`sweep`s,
   * `end`) from `agreeToEnd` of `@kalaha/rules`. {@link current} is then this position.
   */
  readonly agreement?: AgreedEnd | undefined;
  /** ISO 8601 date-time the game started. */
  readonly started: string;
  /** ISO 8601 date-time the game ended, once it has. */
  readonly ended?: string | undefined;
  /**
   * The game given up before its rules ended it (resign, timeout), as its record says (an online
   * game opened for review): who won, who gave up how, and the stores as they stood. It has
   * ended: nobody moves in it any more.
   */
  readonly stopped?: StoppedResult | undefined;
}

/** The end the players agreed on: the position it leaves and its events. */
export interface AgreedEnd {
  readonly position: Position;
  readonly events: readonly MoveEvent[];
}

/** A new game at its start position. */
export function newGame(config: GameConfig, now: Date = new Date()): Game {
  return {
    config,
    moves: [],
    positions: [Position.initial(config.rules, config.starts)],
    events: [],
    started: now.toISOString(),
  };
}

/** The position now: after the last move, or the end the players agreed on. */
export function current(game: Game): Position {
  return game.agreement?.position ?? game.positions[game.positions.length - 1]!;
}

/** The events that led to the position now: the agreed end's, else the last move's (none at the start). */
export function lastEvents(game: Game): readonly MoveEvent[] {
  return game.agreement?.events ?? game.events[game.events.length - 1] ?? [];
}

/**
 * Ends the game because both players agree to (Wari, Obridjie; the offer and its acceptance are
 * the screen's business, see the game screen's offer-to-end dialog).
 *
 * @returns the game ended by agreement and the events of the end, or the rules library's
 *   `AgreementError` (`ERR_GAME_OVER`, `ERR_NO_AGREEMENT` in the Kalaha family).
 */
export function endByAgreement(
  game: Game,
  now: Date = new Date(),
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, AgreementError> {
  const agreed = agreeToEnd(current(game));
  if (!agreed.ok) return agreed;
  return ok({
    game: { ...game, agreement: agreed.value, ended: now.toISOString() },
    events: agreed.value.events,
  });
}

/** The result, once the game is over. */
export function gameOutcome(game: Game): Outcome | undefined {
  return outcome(current(game));
}

/** True once the game has ended: by its rules, by agreement, or given up (`stopped`). */
export function hasEnded(game: Game): boolean {
  return game.stopped !== undefined || current(game).isOver;
}

/** The seat of the player to move (the seat of the side whose turn it is, also after the end). */
export function seatToMove(game: Game): Seat {
  return game.config.seats[current(game).turn];
}

/**
 * Plays `house` for the player to move.
 *
 * @returns the game with the move added and the move's events, or the rules library's
 *   `MoveError` (`ERR_GAME_OVER`, `ERR_NO_SUCH_HOUSE`, `ERR_EMPTY_HOUSE`).
 */
export function playMove(
  game: Game,
  house: number,
  now: Date = new Date(),
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, MoveError> {
  const played = play(current(game), { house });
  if (!played.ok) return played;
  const { position, events } = played.value;
  return ok({
    game: {
      ...game,
      moves: [...game.moves, house],
      positions: [...game.positions, position],
      events: [...game.events, events],
      ended: position.isOver ? now.toISOString() : undefined,
    },
    events,
  });
}

/** The game cut back to its first `moves` moves (review, take back). */
export function truncate(game: Game, moves: number): Game {
  const keep = Math.max(0, Math.min(moves, game.moves.length));
  return {
    ...game,
    moves: game.moves.slice(0, keep),
    positions: game.positions.slice(0, keep + 1),
    events: game.events.slice(0, keep),
    agreement: keep === game.moves.length ? game.agreement : undefined,
    ended: keep === game.moves.length ? game.ended : undefined,
    stopped: keep === game.moves.length ? game.stopped : undefined,
  };
}

/**
 * How many moves to keep when the user takes back: back to the last position before the most
 * recent move of a person, so that against the computer the computer's answer goes too and it is
 * the person's turn again. `undefined` when nothing can be taken back (no move of a person yet,
 * or the game was given up: it stays ended).
 */
export function takeBackPoint(game: Game): number | undefined {
  if (game.stopped) return undefined;
  for (let i = game.moves.length - 1; i >= 0; i--) {
    const mover = game.positions[i]!.turn;
    if (game.config.seats[mover].kind === 'human') return i;
  }
  return undefined;
}

/** The game with the last move of a person (and whatever followed it) taken back. */
export function takeBack(game: Game): Game {
  const point = takeBackPoint(game);
  return point === undefined ? game : truncate(game, point);
}

/**
 * The turns of the game for the move list: each turn is the run of moves one player made before
 * the other was to move (extra turns make a turn several moves long), numbered from 1.
 */
export interface Turn {
  readonly number: number;
  readonly side: Side;
  /** The moves of the turn: house numbers and their index in {@link Game.moves}. */
  readonly moves: readonly { readonly house: number; readonly index: number }[];
}

/** The game's moves grouped into turns (see {@link Turn}). */
export function turnsOf(game: Game): Turn[] {
  const turns: { number: number; side: Side; moves: { house: number; index: number }[] }[] = [];
  game.moves.forEach((house, index) => {
    const side = game.positions[index]!.turn;
    const last = turns[turns.length - 1];
    if (last && last.side === side) last.moves.push({ house, index });
    else turns.push({ number: turns.length + 1, side, moves: [{ house, index }] });
  });
  return turns;
}

/**
 * The game as a record of the rules library (`makeRecord` writes it as JSON); a game given up
 * keeps its `resign:SIDE` / `timeout:SIDE` result.
 *
 * @param names how each seat is named in the record (the players' names).
 */
export function toRecord(game: Game, names: PerSide<string>): GameRecord {
  const info = (side: Side) => playerInfoOf(game.config.seats[side], names[side]);
  const position = current(game);
  const o = outcome(position);
  return {
    rules: game.config.rules,
    players: { south: info('south'), north: info('north') },
    start: game.positions[0]!,
    moves: game.moves.map((house) => ({ house })),
    ...(game.stopped
      ? { result: game.stopped }
      : o
        ? { result: { winner: o.winner ?? 'draw', scores: o.scores, end: o.end } }
        : {}),
    started: game.started,
    ...(game.ended ? { ended: game.ended } : {}),
  };
}

/**
 * A game rebuilt from a record: the record's moves replayed under its rules from its start
 * position, each checked. A game the record says was given up (resign, timeout) keeps that as
 * `stopped` and has ended.
 *
 * @param presetId the preset to name the rules after (the record's own rules are kept).
 * @returns the game, or the rules library's `ReplayError` (`ERR_ILLEGAL_MOVE`,
 *   `ERR_RESULT_MISMATCH`).
 */
export function fromRecord(record: GameRecord, presetId: string): Result<Game, ReplayError> {
  const replayed = replay(record);
  if (!replayed.ok) return err(replayed.error);
  const last = replayed.value.steps[replayed.value.steps.length - 1]?.position ?? record.start;
  // replay ends a game recorded as agreed by agreeToEnd after its moves: the same again here.
  const agreed = replayed.value.final === last ? undefined : agreeToEnd(last);
  // replay checked that a stopped result is the stores as they stood, in a game still in play.
  const end = record.result?.end;
  const stopped = end && isStoppedEnd(end) ? stoppedResult(last, end) : undefined;
  return ok({
    config: {
      presetId,
      rules: record.rules,
      seats: { south: seatOf(record.players.south), north: seatOf(record.players.north) },
      starts: record.start.turn,
    },
    moves: record.moves.map((m) => m.house),
    positions: [record.start, ...replayed.value.steps.map((s) => s.position)],
    events: replayed.value.steps.map((s) => s.events),
    agreement: agreed?.ok ? agreed.value : undefined,
    started: record.started,
    ended: stopped ? (record.ended ?? record.started) : record.ended,
    ...(stopped ? { stopped } : {}),
  });
}

/** How a record names the player of `seat`: his `name`, a person or the computer at its level. */
export function playerInfoOf(seat: Seat, name: string): PlayerInfo {
  return seat.kind === 'computer'
    ? { name, kind: 'computer', level: seat.level }
    : { name, kind: 'human' };
}

/** The seat of a record's player (the computer at level 6 when the record gives no level). */
export function seatOf(info: PlayerInfo): Seat {
  return info.kind === 'computer'
    ? { kind: 'computer', level: info.level ?? 6 }
    : { kind: 'human' };
}
