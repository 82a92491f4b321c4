import {
  agreeToEnd,
  opponent,
  parseMove,
  parsePosition,
  play,
  validateRuleSet,
  type Position,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import type { LoadedGame, StoredAction, StoredGame } from '../storage/storage.ts';
import { done, refuse, type MasterResult } from './errors.ts';

/**
 * A game as its master holds it: the stored row, every action in version order, the rule set, the
 * start position and the current position, which is the start with every `move` action played on
 * it by `@kalaha/rules` (and, after an accepted offer to end, the rules library's agreed end).
 */
export interface MasterState {
  readonly game: StoredGame;
  readonly actions: readonly StoredAction[];
  readonly rules: RuleSet;
  readonly start: Position;
  readonly position: Position;
}

/**
 * Rebuilds the master state of a stored game by replaying its moves with the rules library.
 *
 * @returns the state, or `server/internal` when the stored game cannot be replayed (invalid rules
 *   or start, actions out of order, an illegal stored move): stored data the server did not write.
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
  let position = start.value;
  for (const [i, action] of actions.entries()) {
    if (action.version !== i + 1) return broken(`has action version ${action.version} at ${i + 1}`);
    if (action.kind === 'acceptEnd') {
      const agreed = agreeToEnd(position);
      if (!agreed.ok) return broken(`has an impossible agreed end at version ${action.version}`);
      position = agreed.value.position;
      continue;
    }
    if (action.kind !== 'move') continue;
    const next = playStored(position, action);
    if (!next.ok) return broken(`has an unplayable move at version ${action.version}`);
    position = next.value;
  }
  return done({ game, actions, rules: rules.value, start: start.value, position });
}

/** The moves of the game so far, in the rules library's notation. */
export function movesOf(state: MasterState): string[] {
  return state.actions.flatMap((a) => (a.kind === 'move' && a.move !== null ? [a.move] : []));
}

/** True when `side` has made at least one move in the game. */
export function hasMoved(state: MasterState, side: Side): boolean {
  return state.actions.some((a) => a.kind === 'move' && a.side === side);
}

/**
 * The side whose offer to end the game by agreement (Wari, Obridjie: RULES.md 2) is open: its last
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

function playStored(position: Position, action: StoredAction): MasterResult<Position> {
  const move = parseMove(action.move ?? '');
  if (!move.ok || position.turn !== action.side) return refuse('server/internal', 'bad move');
  const played = play(position, move.value);
  return played.ok ? done(played.value.position) : refuse('server/internal', 'illegal move');
}
