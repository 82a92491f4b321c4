import {
  capabilities,
  ok,
  agreeToEnd,
  arrange,
  makePosition,
  opponent,
  parseMove,
  parsePosition,
  play,
  playInMatch,
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
 * start position and the current position, which is the start with every `move` action played on
 * it by `@kalaha/rules` (and, after an accepted offer to end, the rules library's agreed end).
 *
 * A Giuthi game is one match of rounds (docs/RULES.md 4 "Rounds"): `match` is the rules library's
 * match, every `move` played with `playInMatch` and every `arrange` (the loser's lay-out between
 * rounds) with `arrange`; `position` is then `match.position`, the round in play (or the last one
 * played, while the loser lays out or once the match is over). `undefined` for every other game.
 */
export interface MasterState {
  readonly game: StoredGame;
  readonly actions: readonly StoredAction[];
  readonly rules: RuleSet;
  readonly start: Position;
  readonly position: Position;
  readonly match?: Match | undefined;
}

/** What the stored actions have played so far: the position and, in Giuthi, the match. */
interface Played {
  readonly position: Position;
  readonly match: Match | undefined;
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
  const match = capabilities(rules.value).hasRounds
    ? startMatch(rules.value, start.value.turn)
    : undefined;
  if (match && makePosition(match.position) !== makePosition(start.value)) {
    return broken('has a start that is not the first round of its Giuthi match');
  }
  let played: Played = { position: start.value, match };
  for (const [i, action] of actions.entries()) {
    if (action.version !== i + 1) return broken(`has action version ${action.version} at ${i + 1}`);
    const next = replayAction(played, action);
    if (!next.ok) return broken(`${next.error.message} at version ${action.version}`);
    played = next.value;
  }
  return ok({ game, actions, rules: rules.value, start: start.value, ...played });
}

/**
 * Whose turn it is in a game in progress: in a Giuthi match waiting for a lay-out, the loser of
 * the round who arranges his seeds (`match.arranger`); else the side to move in `position`.
 * (Read `game.status` for whether the game is in progress: a finished game's last position still
 * names a side.)
 */
export function turnOf(state: Pick<MasterState, 'position' | 'match'>): Side {
  return state.match?.phase === 'arranging' && state.match.arranger
    ? state.match.arranger
    : state.position.turn;
}

/** The lay-outs of a Giuthi match so far, from its stored `arrange` actions, in order. */
export function arrangementsOf(state: MasterState): number[][] {
  return state.actions.flatMap((a) => {
    const arrangement = a.kind === 'arrange' ? parseArrangement(a.move) : undefined;
    return arrangement ? [arrangement] : [];
  });
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

/** What `action` plays on `played` (moves, an agreed end, a lay-out); other kinds change nothing. */
function replayAction(played: Played, action: StoredAction): MasterResult<Played> {
  const { position, match } = played;
  const broken = (why: string) => refuse('server/internal', why);
  switch (action.kind) {
    case 'acceptEnd': {
      const agreed = match ? undefined : agreeToEnd(position);
      if (!agreed?.ok) return broken('has an impossible agreed end');
      return ok({ position: agreed.value.position, match });
    }
    case 'move': {
      const move = parseMove(action.move ?? '');
      if (!move.ok || turnOf(played) !== action.side) return broken('has an unplayable move');
      if (!match) {
        const next = play(position, move.value);
        return next.ok
          ? ok({ position: next.value.position, match })
          : broken('has an illegal move');
      }
      const next = playInMatch(match, move.value);
      if (!next.ok) return broken('has an illegal move');
      return ok({ position: next.value.match.position, match: next.value.match });
    }
    case 'arrange': {
      const pattern = parseArrangement(action.move);
      if (!match || !pattern || match.arranger !== action.side) {
        return broken('has an arrangement nobody could make');
      }
      const next = arrange(match, pattern);
      if (!next.ok) return broken(`has an arrangement the rules refuse (${next.error.message})`);
      return ok({ position: next.value.position, match: next.value });
    }
    default:
      return ok(played);
  }
}
