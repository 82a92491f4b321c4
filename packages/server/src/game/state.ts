import {
  act,
  actor,
  capabilities,
  ok,
  makePosition,
  matchFrom,
  opponent,
  parseMove,
  parsePosition,
  startMatch,
  validateRuleSet,
  type Match,
  type Position,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import type { LoadedGame, StoredAction, StoredGame } from '../storage/storage.ts';
import { parseArrangement } from './arrangement.ts';
import { refuse, type MasterResult } from './errors.ts';

/**
 * A game as its master holds it: the stored row, every action in version order, the rule set, the
 * start position, and the rules library's match of the game (the one shape of every game: a game
 * without rounds is a match of one round) with every stored `move`, accepted end (`acceptEnd`)
 * and lay-out between rounds (`arrange`, Giuthi: docs/RULES.md 4 "Rounds") done on it by `act`.
 * `position` is `match.position`: the round in play (or the last one played, while the loser lays
 * out or once the match is over).
 */
export interface MasterState {
  readonly game: StoredGame;
  readonly actions: readonly StoredAction[];
  readonly rules: RuleSet;
  readonly start: Position;
  readonly position: Position;
  readonly match: Match;
}

/**
 * Rebuilds the master state of a stored game by replaying its moves with the rules library (in a
 * Giuthi match, its moves with `playInMatch` and its lay-outs with `arrange`, from `startMatch`).
 *
 * @returns the state, or `server/internal` when the stored game cannot be replayed (invalid rules
 *   or start, actions out of order, an illegal stored move, a lay-out the match did not wait for
 *   or the rules refuse, unreadable lay-out text): stored data the server did not write.
 */
export function replayGame(loaded: LoadedGame): MasterResult<MasterState> {
  const { game, actions } = loaded;
  const broken = (why: string) => refuse('server/internal', `stored game ${game.gameId} ${why}`);
  const rules = validateRuleSet(game.rules);
  if (!rules.ok) return broken(`has invalid rules: ${rules.error.message}`);
  const start = parsePosition(rules.value, game.start);
  if (!start.ok) return broken(`has an invalid start: ${start.error.message}`);
  if (actions.length !== game.version) {
    return broken(`is at version ${game.version} but has ${actions.length} actions`);
  }
  if (
    capabilities(rules.value).hasRounds &&
    makePosition(startMatch(rules.value, start.value.turn).position) !== makePosition(start.value)
  ) {
    return broken('has a start that is not the first round of its match');
  }
  let played = matchFrom(start.value);
  for (const [i, action] of actions.entries()) {
    if (action.version !== i + 1) return broken(`has action version ${action.version} at ${i + 1}`);
    const next = replayAction(played, action);
    if (!next.ok) return broken(`${next.error.message} at version ${action.version}`);
    played = next.value;
  }
  return ok({
    game,
    actions,
    rules: rules.value,
    start: start.value,
    position: played.position,
    match: played,
  });
}

/**
 * Whose turn it is in a game in progress (the rules library's `actor`): in a match waiting for a
 * lay-out, the loser of the round who arranges his seeds; else the side to move. (Read
 * `game.status` for whether the game is in progress: a finished game's last position still names
 * a side.)
 */
export function turnOf(state: Pick<MasterState, 'match'>): Side {
  return actor(state.match);
}

/** The lay-outs of a Giuthi match so far, from its stored `arrange` actions, in order. */
export function arrangementsOf(state: MasterState): number[][] {
  const arrangements: number[][] = [];
  for (const action of state.actions) {
    const arrangement = arrangementOf(action);
    if (arrangement) arrangements.push(arrangement);
  }
  return arrangements;
}

/** The moves of the game so far, in the rules library's notation. */
export function movesOf(state: MasterState): string[] {
  const moves: string[] = [];
  for (const action of state.actions) {
    const move = moveOf(action);
    if (move !== undefined) moves.push(move);
  }
  return moves;
}

/** The move of a stored action, in the rules library's notation: `undefined` unless it is a move. */
export function moveOf(action: StoredAction): string | undefined {
  return action.kind === 'move' && action.move !== null ? action.move : undefined;
}

/** The lay-out of a stored `arrange` action: `undefined` for other actions (or unreadable text). */
export function arrangementOf(action: StoredAction): number[] | undefined {
  return action.kind === 'arrange' ? parseArrangement(action.move) : undefined;
}

/** True when `side` has made at least one move in the game. */
export function hasMoved(state: MasterState, side: Side): boolean {
  return state.actions.some((a) => a.kind === 'move' && a.side === side);
}

/**
 * The side whose offer to end the game by agreement (Wari, Obridjie: docs/RULES.md 2) is open: its last
 * `offerEnd`, unless answered (`acceptEnd`, `declineEnd`) or followed by a move of the other side
 * (playing on declines it). `undefined` when no offer is open or the game is not in progress.
 */
export function openEndOffer(state: MasterState): Side | undefined {
  if (state.game.status !== 'active') return undefined;
  let offeredBy: Side | undefined;
  for (const action of state.actions) {
    if (action.kind === 'offerEnd') offeredBy = action.side;
    else if (action.kind === 'acceptEnd' || action.kind === 'declineEnd') offeredBy = undefined;
    else if (action.kind === 'move' && offeredBy === opponent(action.side)) offeredBy = undefined;
  }
  return offeredBy;
}

/** True when `side` has offered to end the game since the last move (once per move at most). */
export function offeredSinceLastMove(state: MasterState, side: Side): boolean {
  for (let i = state.actions.length - 1; i >= 0; i--) {
    const action = state.actions[i]!;
    if (action.kind === 'move') return false;
    if (action.kind === 'offerEnd' && action.side === side) return true;
  }
  return false;
}

/** The stored action with this client action id, if any. */
export function actionWithId(state: MasterState, actionId: string): StoredAction | undefined {
  return state.actions.find((a) => a.actionId === actionId);
}

/** What `action` does to `match` (a move, an agreed end, a lay-out); other kinds change nothing. */
function replayAction(match: Match, action: StoredAction): MasterResult<Match> {
  const broken = (why: string) => refuse('server/internal', why);
  switch (action.kind) {
    case 'acceptEnd': {
      const agreed = act(match, { kind: 'agree' });
      return agreed.ok ? ok(agreed.value.match) : broken('has an impossible agreed end');
    }
    case 'move': {
      const move = parseMove(action.move ?? '');
      if (!move.ok || actor(match) !== action.side) return broken('has an unplayable move');
      const next = act(match, { kind: 'move', move: move.value });
      return next.ok ? ok(next.value.match) : broken('has an illegal move');
    }
    case 'arrange': {
      const pattern = parseArrangement(action.move);
      if (!pattern || match.arranger !== action.side) {
        return broken('has an arrangement nobody could make');
      }
      const next = act(match, { kind: 'arrange', pattern });
      if (!next.ok) return broken(`has an arrangement the rules refuse (${next.error.message})`);
      return ok(next.value.match);
    }
    default:
      return ok(match);
  }
}
