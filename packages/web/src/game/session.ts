import {
  act,
  actor,
  capabilities,
  err,
  matchFrom,
  ok,
  outcome,
  startMatch,
  type Action,
  type AgreementError,
  type Match,
  type MatchError,
  type Move,
  type MoveError,
  type MoveEvent,
  type Outcome,
  type PerSide,
  type PlayerInfo,
  type Position,
  type PositionError,
  type Result,
  type RuleSet,
  type Side,
  type StoppedResult,
} from '@kalaha/rules';

/** Who sits at a side: a person at this device, or the computer at a level 1..10. */
export type Seat =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly level: number };

/** What a new game is made of (the new-game screen's choices). */
export interface GameConfig {
  /** The preset the rules were chosen from (for its name and rules page); its options may differ. */
  readonly presetId: string;
  /** The validated rule set, of any game. */
  readonly rules: RuleSet;
  /** Who plays each side. */
  readonly seats: PerSide<Seat>;
  /** Who moves first. */
  readonly starts: Side;
}

/**
 * A game in progress or finished, of any rule set, as plain immutable data: the configuration,
 * every action done (moves, with a direction where the game has directions; the loser's lay-out
 * between rounds; the agreed end) and, for each, the rules library's match after it and the
 * action's events. `matches[0]` is the start and `matches[i]` the match after action `i`; a game
 * without rounds is a match of one round (`Match` of `@kalaha/rules`). Made and changed only by
 * the functions below, which ask `@kalaha/rules` for everything.
 */
export interface Game {
  readonly config: GameConfig;
  readonly actions: readonly Action[];
  readonly matches: readonly Match[];
  readonly events: readonly (readonly MoveEvent[])[];
  /** ISO 8601 date-time the game started. */
  readonly started: string;
  /** ISO 8601 date-time the game ended, once it has. */
  readonly ended?: string | undefined;
  /**
   * The game given up before its rules ended it (resign, timeout), as its record says (an online
   * game opened for review): who won, who gave up how, and the stores as they stood. It has
   * ended: nobody acts in it any more.
   */
  readonly stopped?: StoppedResult | undefined;
}

/** Why an action was refused: the rules library's error. */
export type ActionError = MatchError | MoveError | AgreementError | PositionError;

/** A new game at its start position (its first round's, in a game of rounds). */
export function newGame(config: GameConfig, now: Date = new Date()): Game {
  return gameFrom(config, startMatch(config.rules, config.starts), now);
}

/** A new game from `start`, a match at its beginning (a set-up position of a record). */
export function gameFrom(config: GameConfig, start: Match, now: Date = new Date()): Game {
  return { config, actions: [], matches: [start], events: [], started: now.toISOString() };
}

/** A new game whose first round starts from the set-up position `start`. */
export function gameAt(config: GameConfig, start: Position, now: Date = new Date()): Game {
  return gameFrom(config, matchFrom(start), now);
}

/** The match now: after the last action. */
export function matchNow(game: Game): Match {
  return game.matches[game.matches.length - 1]!;
}

/** The position now: the round in play, or the last one played. */
export function current(game: Game): Position {
  return matchNow(game).position;
}

/** The events that led to the position now: the last action's (none at the start). */
export function lastEvents(game: Game): readonly MoveEvent[] {
  return game.events[game.events.length - 1] ?? [];
}

/**
 * Does `action` for the player who acts now (`act` of `@kalaha/rules`).
 *
 * @returns the game with the action added and its events, or the rules library's refusal, the
 *   game untouched.
 */
export function doAction(
  game: Game,
  action: Action,
  now: Date = new Date(),
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, ActionError> {
  const done = act(matchNow(game), action);
  if (!done.ok) return done;
  const { match, events } = done.value;
  return ok({
    game: {
      ...game,
      actions: [...game.actions, action],
      matches: [...game.matches, match],
      events: [...game.events, events],
      ended: match.phase === 'over' ? now.toISOString() : undefined,
    },
    events,
  });
}

/**
 * Plays `move` (a house, with its direction where the game has directions) for the player to move.
 *
 * @returns the game with the move added and its events, or the rules library's refusal
 *   (`ERR_GAME_OVER`, `ERR_NO_SUCH_HOUSE`, `ERR_EMPTY_HOUSE`, `ERR_DIRECTION`, `ERR_MATCH_PHASE`).
 */
export function playMove(
  game: Game,
  move: Move,
  now: Date = new Date(),
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, ActionError> {
  return doAction(game, { kind: 'move', move }, now);
}

/**
 * Ends the game because both players agree to (`canOfferEnd`: Wari, Obridjie; the offer and its
 * acceptance are the screen's business, see the game screen's offer-to-end dialog).
 *
 * @returns the game ended by agreement and the events of the end, or the rules library's
 *   refusal (`ERR_GAME_OVER`, `ERR_NO_AGREEMENT` in the Kalaha family).
 */
export function endByAgreement(
  game: Game,
  now: Date = new Date(),
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, ActionError> {
  return doAction(game, { kind: 'agree' }, now);
}

/**
 * The loser lays out his seeds for the next round (`hasArrangement`, docs/RULES.md 4): `pattern`
 * is his row, house 1 first; the winner mirrors it.
 *
 * @returns the game in its next round (or over, when that round cannot be played), or the rules
 *   library's `ERR_MATCH_PHASE` or `ERR_ARRANGEMENT`, the game untouched.
 */
export function arrangeSeeds(
  game: Game,
  pattern: readonly number[],
  now: Date = new Date(),
): Result<Game, ActionError> {
  const done = doAction(game, { kind: 'arrange', pattern }, now);
  return done.ok ? ok(done.value.game) : done;
}

/**
 * The result of the round now, once it is over (`outcome`): in a game without rounds, the game's
 * result.
 */
export function gameOutcome(game: Game): Outcome | undefined {
  return outcome(current(game));
}

/** True once the game has ended: by its rules, by agreement, or given up (`stopped`). */
export function hasEnded(game: Game): boolean {
  return game.stopped !== undefined || matchNow(game).phase === 'over';
}

/**
 * The seat that acts now: the player to move while a round is played, the loser while he lays
 * out his seeds; none once the game has ended or was given up.
 */
export function seatToAct(game: Game): Seat | undefined {
  return hasEnded(game) ? undefined : game.config.seats[actor(matchNow(game))];
}

/** The move of action `index`, with the side that made it; `undefined` for other actions. */
export function moveAt(game: Game, index: number): { side: Side; move: Move } | undefined {
  const action = game.actions[index];
  if (action?.kind !== 'move') return undefined;
  return { side: actor(game.matches[index]!), move: action.move };
}

/** The game cut back to its first `count` actions (review, take back). */
export function truncate(game: Game, count: number): Game {
  const keep = Math.max(0, Math.min(count, game.actions.length));
  const all = keep === game.actions.length;
  return {
    ...game,
    actions: game.actions.slice(0, keep),
    matches: game.matches.slice(0, keep + 1),
    events: game.events.slice(0, keep),
    ended: all ? game.ended : undefined,
    stopped: all ? game.stopped : undefined,
  };
}

/**
 * How many actions to keep when the user takes back: back to the last match before the most
 * recent action of a person (a move or a lay-out), so that against the computer the computer's
 * answer goes too and it is the person's turn again. `undefined` when nothing can be taken back
 * (no action of a person yet, or the game was given up: it stays ended).
 */
export function takeBackPoint(game: Game): number | undefined {
  if (game.stopped) return undefined;
  for (let i = game.actions.length - 1; i >= 0; i--) {
    if (game.config.seats[actor(game.matches[i]!)].kind === 'human') return i;
  }
  return undefined;
}

/** The game with the last action of a person (and whatever followed it) taken back. */
export function takeBack(game: Game): Game {
  const point = takeBackPoint(game);
  return point === undefined ? game : truncate(game, point);
}

/**
 * The turns of the game for the move list: each turn is the run of moves one player made before
 * the other was to move (extra turns and further choices make a turn several moves long),
 * numbered from 1. A lay-out between rounds and the agreed end are no moves: a turn after them
 * starts anew.
 */
export interface Turn {
  readonly number: number;
  readonly side: Side;
  /** The moves of the turn and their index in {@link Game.actions}. */
  readonly moves: readonly { readonly move: Move; readonly index: number }[];
}

/** The game's moves grouped into turns (see {@link Turn}). */
export function turnsOf(game: Game): Turn[] {
  const turns: { number: number; side: Side; moves: { move: Move; index: number }[] }[] = [];
  let broken = true;
  game.actions.forEach((_, index) => {
    const played = moveAt(game, index);
    if (!played) {
      broken = true;
      return;
    }
    const last = turns[turns.length - 1];
    if (last && !broken && last.side === played.side) {
      last.moves.push({ move: played.move, index });
    } else {
      turns.push({
        number: turns.length + 1,
        side: played.side,
        moves: [{ move: played.move, index }],
      });
    }
    broken = false;
  });
  return turns;
}

/**
 * The positions of the round shown after `count` actions, its start first and then the position
 * after each of its actions (the later ones too), and which of them is shown: what the analysis
 * and its graph follow, one round at a time, since each round starts on a board of its own. A
 * game without rounds is one round: every position of the game.
 */
export function roundPositions(
  game: Game,
  count: number = game.actions.length,
): { readonly positions: readonly Position[]; readonly shown: number } {
  const round = game.matches[count]!.history.length;
  const positions: Position[] = [];
  let shown = 0;
  game.matches.forEach((match, i) => {
    if (match.history.length !== round) return;
    if (i === count) shown = positions.length;
    positions.push(match.position);
  });
  return { positions, shown };
}

/** True when the game of `config` is played as a match of rounds (`hasRounds`, docs/RULES.md 4). */
export function playsInRounds(config: GameConfig): boolean {
  return capabilities(config.rules).hasRounds;
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

/**
 * A game rebuilt from its actions done one by one from `start` (a record replayed, a saved game,
 * an online game's moves and lay-outs).
 *
 * @returns the game, or the first refusal with the action's index (0-based).
 */
export function replayActions(
  config: GameConfig,
  start: Match,
  actions: readonly Action[],
  started: string,
): Result<Game, { readonly index: number; readonly error: ActionError }> {
  let game = gameFrom(config, start);
  game = { ...game, started };
  for (const [index, action] of actions.entries()) {
    const done = doAction(game, action, new Date(started));
    if (!done.ok) return err({ index, error: done.error });
    game = done.value.game;
  }
  return ok(game);
}
