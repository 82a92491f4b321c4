import { houseIndex } from './board.ts';
import type { MoveEvent } from './events.ts';
import { sowKalaha } from './kalaha/sow.ts';
import { makeMove, type Move } from './move.ts';
import { pitsOf, Position } from './position.ts';
import { err, ok, type Result } from './result.ts';

/** Why a move was refused. */
export interface MoveError {
  readonly code: 'ERR_GAME_OVER' | 'ERR_NO_SUCH_HOUSE' | 'ERR_EMPTY_HOUSE' | 'ERR_DIRECTION';
  readonly message: string;
}

/** A played move: the position after it and what happened, step by step. */
export interface MoveResult {
  readonly position: Position;
  readonly events: readonly MoveEvent[];
}

/**
 * The legal moves of the player to move, house 1 first: in the Kalaha family every non-empty house
 * of his (RULES.md 1.2 step 1). Empty once the game is over. Under `playOn` a player whose side is
 * empty has already passed, so a game in progress always has a move.
 */
export function legalMoves(position: Position): Move[] {
  if (position.isOver) return [];
  const m = position.houseCount;
  const pits = pitsOf(position);
  const moves: Move[] = [];
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, position.turn, h)]! > 0) moves.push({ house: h });
  }
  return moves;
}

/**
 * Checks a move and plays it (RULES.md 1.2 and 1.3).
 *
 * @returns the next position and the ordered events of the move (lift, each seed sown, captures,
 *   extra turn, pass, final sweep, end), or `ERR_GAME_OVER`, `ERR_NO_SUCH_HOUSE` (not 1..m),
 *   `ERR_EMPTY_HOUSE` ("a house with 0 seeds is not a legal move") or `ERR_DIRECTION` (a direction
 *   in a game that has none to choose).
 */
export function play(position: Position, move: Move): Result<MoveResult, MoveError> {
  const refused = checkMove(position, move);
  if (refused) return err(refused);
  const pits = pitsOf(position).slice();
  const events: MoveEvent[] = [];
  const next = sowKalaha(position.rules, pits, position.turn, move.house, events);
  return ok({ position: Position.fromPits(position.rules, pits, next.turn, next.end), events });
}

/** Why `move` is not legal in `position`, or `undefined` when it is. */
export function checkMove(position: Position, move: Move): MoveError | undefined {
  const m = position.houseCount;
  const name = makeMove(move);
  if (position.isOver)
    return {
      code: 'ERR_GAME_OVER',
      message: `the game is over: no move can be played (got ${name})`,
    };
  if (move.direction !== undefined) {
    return {
      code: 'ERR_DIRECTION',
      message: `${name}: this game sows counter-clockwise only, write the house number alone`,
    };
  }
  if (!Number.isInteger(move.house) || move.house < 1 || move.house > m) {
    return {
      code: 'ERR_NO_SUCH_HOUSE',
      message: `there is no house ${name}: houses are numbered 1 to ${m}`,
    };
  }
  if (position.house(position.turn, move.house) === 0) {
    return {
      code: 'ERR_EMPTY_HOUSE',
      message: `${position.turn} house ${name} is empty: choose a house with seeds`,
    };
  }
  return undefined;
}
