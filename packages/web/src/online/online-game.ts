import type { GameView } from '@kalaha/protocol';
import {
  capabilities,
  err,
  ok,
  parseMove,
  presetOf,
  type MoveEvent,
  type Result,
  type Side,
} from '@kalaha/rules';
import { ONLINE_GAMES } from '../game/new-game.ts';
import { endByAgreement, newGame, playMove, type Game } from '../game/session.ts';
import type { OnlineError } from './errors.ts';
import { badGame, ONLINE_SEATS, readViewStart } from './view-start.ts';

/**
 * An online game as the app's {@link Game} (the same data the local game screen, move list,
 * result text and records use): the server's `GameView` (rules, start position in notation,
 * moves in notation) replayed with the rules library. Nothing here re-implements a rule: a move
 * the rules library refuses makes the view unreadable (`client/bad_game`).
 */

/**
 * The game of a `GameView`: its rules validated, its start position read, its moves replayed.
 *
 * @returns the game, or `client/bad_game` naming what could not be read.
 */
export function gameFromView(view: GameView): Result<Game, OnlineError> {
  const read = readViewStart(view, (rules) => {
    if (!ONLINE_GAMES.includes(rules.game)) return err(`${rules.game} is not played online yet`);
    // A Giuthi match has rounds and lay-outs: `matchFromView` (giuthi-play.ts) rebuilds it.
    return capabilities(rules).hasRounds
      ? err(`a ${rules.game} match is not a single game`)
      : ok(rules);
  });
  if (!read.ok) return read;
  const { rules, start } = read.value;
  const game: Game = {
    ...newGame({
      presetId: presetOf(rules) ?? 'kalaha',
      rules,
      seats: ONLINE_SEATS,
      starts: start.turn,
    }),
    positions: [start],
    started: view.created,
  };
  const played = extendGame(game, view.moves);
  if (!played.ok) return played;
  return ok(agreedEnd(played.value, view)?.game ?? played.value);
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
  if (view.result?.end !== 'agreement' || game.agreement !== undefined) return undefined;
  if (game.moves.length !== view.moves.length) return undefined;
  const agreed = endByAgreement(game);
  return agreed.ok ? agreed.value : undefined;
}

/**
 * `game` with `moves` (in the rules library's move notation) played after its own.
 *
 * @returns the longer game, or `client/bad_game` naming the first move that is not legal.
 */
export function extendGame(game: Game, moves: readonly string[]): Result<Game, OnlineError> {
  let next = game;
  for (const text of moves) {
    const played = playText(next, text);
    if (!played.ok) return played;
    next = played.value.game;
  }
  return ok(next);
}

/**
 * Plays one move written in notation (`"3"`).
 *
 * @returns the game after it and the move's events, or `client/bad_game`.
 */
export function playText(
  game: Game,
  text: string,
): Result<{ readonly game: Game; readonly events: readonly MoveEvent[] }, OnlineError> {
  const move = parseMove(text);
  if (!move.ok) return badGame(`move ${game.moves.length + 1}: ${move.error.message}`);
  const played = playMove(game, move.value.house);
  if (!played.ok) return badGame(`move ${game.moves.length + 1}: ${played.error.message}`);
  return played;
}

/**
 * How the moves shown relate to the server's: `same`, `ahead` (the server has `count` more, the
 * shown ones first), `behind` (the shown game has `count` more, the server's first: a move of
 * ours not yet confirmed) or `diverged`.
 */
export type MovesRelation =
  | { readonly kind: 'same' }
  | { readonly kind: 'ahead'; readonly count: number }
  | { readonly kind: 'behind'; readonly count: number }
  | { readonly kind: 'diverged' };

/** Compares the houses shown with the server's moves (in notation). */
export function compareMoves(shown: readonly number[], server: readonly string[]): MovesRelation {
  const common = Math.min(shown.length, server.length);
  for (let i = 0; i < common; i++) {
    const move = parseMove(server[i]!);
    if (!move.ok || move.value.house !== shown[i]) return { kind: 'diverged' };
  }
  if (shown.length === server.length) return { kind: 'same' };
  return server.length > shown.length
    ? { kind: 'ahead', count: server.length - shown.length }
    : { kind: 'behind', count: shown.length - server.length };
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
  const movers = new Set(game.moves.map((_, i) => game.positions[i]!.turn));
  return movers.size === 2;
}
