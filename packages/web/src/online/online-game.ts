import type { GameView } from '@kalaha/protocol';
import {
  matchFrom,
  ok,
  parseMove,
  presetOf,
  sameMove,
  type Action,
  type MoveEvent,
  type Result,
  type Side,
} from '@kalaha/rules';
import {
  doAction,
  endByAgreement,
  gameFrom,
  matchNow,
  moveAt,
  type Game,
} from '../game/session.ts';
import type { OnlineError } from './errors.ts';
import { badGame, ONLINE_SEATS, readViewStart } from './view-start.ts';

/**
 * An online game as the app's {@link Game} (the same data the local game screen, move list,
 * result text and records use), for every game: the server's `GameView` (rules, start position in
 * notation, moves in notation, the losers' lay-outs between rounds) replayed with the rules
 * library. Nothing here re-implements a rule: an action the rules library refuses makes the view
 * unreadable (`client/bad_game`).
 */

/**
 * The game of a `GameView`: its rules validated, its start position read, its moves and lay-outs
 * replayed in order (a lay-out wherever the match waits for one), and the agreed end where the
 * server's game ended so.
 *
 * @returns the game, or `client/bad_game` naming what could not be read.
 */
export function gameFromView(view: GameView): Result<Game, OnlineError> {
  const read = readViewStart(view, ok);
  if (!read.ok) return read;
  const { rules, start } = read.value;
  const config = {
    presetId: presetOf(rules) ?? rules.game,
    rules,
    seats: ONLINE_SEATS,
    starts: start.turn,
  };
  let game: Game = { ...gameFrom(config, matchFrom(start)), started: view.created };
  for (;;) {
    const relation = compareGame(game, view);
    if (relation.kind === 'same') break;
    if (relation.kind !== 'ahead')
      return badGame('the moves and lay-outs do not follow each other');
    const next = takeStep(game, relation.next);
    if (!next.ok) return next;
    game = next.value.game;
  }
  return ok(agreedEnd(game, view)?.game ?? game);
}

/**
 * The end the players agreed on (Wari, Obridjie: docs/RULES.md 2, "both players agree to end it"), when
 * the server's game ended so (`result.end` `agreement`) and `game`, at the server's moves, does not
 * show it yet: the game ended by the rules library's `agreeToEnd` and the events of the end (the
 * seeds left swept). `undefined` otherwise.
 */
export function agreedEnd(
  game: Game,
  view: GameView,
): { readonly game: Game; readonly events: readonly MoveEvent[] } | undefined {
  if (view.result?.end !== 'agreement' || game.actions.at(-1)?.kind === 'agree') return undefined;
  if (compareGame(game, view).kind !== 'same') return undefined;
  const agreed = endByAgreement(game);
  return agreed.ok ? agreed.value : undefined;
}

/**
 * Does the server's next `step` (a move or a lay-out) on `game`.
 *
 * @returns the game after it and its events, or `client/bad_game` naming the step.
 */
export function takeStep(
  game: Game,
  step: Action,
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, OnlineError> {
  const done = doAction(game, step);
  if (done.ok) return done;
  const what = step.kind === 'arrange' ? 'lay-out' : 'move';
  return badGame(`${what} ${game.actions.length + 1}: ${done.error.message}`);
}

/**
 * How the game shown relates to the server's: `same`, `ahead` (the server has `count` more moves
 * and lay-outs, the shown ones first; `next` is the first of them), `behind` (the game shown has
 * `count` more: a move or lay-out of ours not yet confirmed) or `diverged`.
 */
export type GameRelation =
  | { readonly kind: 'same' }
  | { readonly kind: 'ahead'; readonly count: number; readonly next: Action }
  | { readonly kind: 'behind'; readonly count: number }
  | { readonly kind: 'diverged' };

/** Compares the moves and lay-outs shown with the server's. */
export function compareGame(game: Game, view: GameView): GameRelation {
  const moves = game.actions.flatMap((a) => (a.kind === 'move' ? [a.move] : []));
  const patterns = game.actions.flatMap((a) => (a.kind === 'arrange' ? [a.pattern] : []));
  const server = view.moves.map(parseMove);
  for (let i = 0; i < Math.min(moves.length, server.length); i++) {
    const move = server[i]!;
    if (!move.ok || !sameMove(move.value, moves[i]!)) return { kind: 'diverged' };
  }
  for (let i = 0; i < Math.min(patterns.length, view.arrangements.length); i++) {
    if (patterns[i]!.join() !== view.arrangements[i]!.join()) return { kind: 'diverged' };
  }
  const moreMoves = server.length - moves.length;
  const morePatterns = view.arrangements.length - patterns.length;
  if (moreMoves === 0 && morePatterns === 0) return { kind: 'same' };
  if (moreMoves <= 0 && morePatterns <= 0) {
    return { kind: 'behind', count: -(moreMoves + morePatterns) };
  }
  if (moreMoves < 0 || morePatterns < 0) return { kind: 'diverged' };
  const count = moreMoves + morePatterns;
  if (matchNow(game).phase === 'arranging') {
    const pattern = view.arrangements[patterns.length];
    return pattern ? { kind: 'ahead', count, next: { kind: 'arrange', pattern } } : diverged();
  }
  const move = server[moves.length];
  return move?.ok ? { kind: 'ahead', count, next: { kind: 'move', move: move.value } } : diverged();
}

function diverged(): GameRelation {
  return { kind: 'diverged' };
}

/** The side `playerId` is seated at, if any. */
export function sideOfPlayer(view: GameView, playerId: string | undefined): Side | undefined {
  if (playerId === undefined) return undefined;
  if (view.seats.south?.playerId === playerId) return 'south';
  if (view.seats.north?.playerId === playerId) return 'north';
  return undefined;
}

/** True once both sides have sown (from then on the game can no longer be aborted). */
export function bothHaveMoved(game: Game): boolean {
  const movers = new Set(game.actions.map((_, i) => moveAt(game, i)?.side));
  movers.delete(undefined);
  return movers.size === 2;
}
