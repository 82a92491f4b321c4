import { houseIndex } from './board.ts';
import type { MoveEvent } from './events.ts';
import { sowKalaha } from './kalaha/sow.ts';
import { isSwap, makeMove, SWAP_MOVE, type Move } from './move.ts';
import { pitsOf, Position, type PieState } from './position.ts';
import type { Side } from './side.ts';
import { err, ok, type Result } from './result.ts';

/** Why a move was refused. */
export interface MoveError {
  readonly code:
    'ERR_GAME_OVER' | 'ERR_NO_SUCH_HOUSE' | 'ERR_EMPTY_HOUSE' | 'ERR_DIRECTION' | 'ERR_SWAP';
  readonly message: string;
}

/** A played move: the position after it and what happened, step by step. */
export interface MoveResult {
  readonly position: Position;
  readonly events: readonly MoveEvent[];
}

/**
 * The legal moves of the player to move, house 1 first: in the Kalaha family every non-empty house
 * of his (RULES.md 1.2 step 1), then the swap ({@link SWAP_MOVE}) when the pie rule offers it
 * (option `swap`, RULES.md 5: right after the first move of the game). Empty once the game is over.
 * Under `playOn` a player whose side is empty has already passed, so a game in progress always has
 * a move.
 */
export function legalMoves(position: Position): Move[] {
  if (position.isOver) return [];
  const m = position.houseCount;
  const pits = pitsOf(position);
  const moves: Move[] = [];
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, position.turn, h)]! > 0) moves.push({ house: h });
  }
  if (position.pie === 'offered') moves.push(SWAP_MOVE);
  return moves;
}

/**
 * Checks a move and plays it (RULES.md 1.2 and 1.3).
 *
 * The swap of the pie rule (option `swap`, RULES.md 5) leaves the board and the side to move as
 * they are, closes the swap, and has the single event `swap`; the players exchange sides, which is
 * for the match to record. Under `swap` the first move of the game earns no extra turn (the
 * ManKalah rule).
 *
 * @returns the next position and the ordered events of the move (lift, each seed sown, captures,
 *   extra turn, pass, final sweep, end; or swap), or `ERR_GAME_OVER`, `ERR_NO_SUCH_HOUSE` (not
 *   1..m), `ERR_EMPTY_HOUSE` ("a house with 0 seeds is not a legal move"), `ERR_DIRECTION` (a
 *   direction in a game that has none to choose) or `ERR_SWAP` (a swap the pie rule does not offer
 *   here).
 */
export function play(position: Position, move: Move): Result<MoveResult, MoveError> {
  const refused = checkMove(position, move);
  if (refused) return err(refused);
  const pits = pitsOf(position).slice();
  if (isSwap(move)) {
    return ok({
      position: Position.fromPits(position.rules, pits, position.turn, undefined),
      events: [{ type: 'swap', side: position.turn }],
    });
  }
  const events: MoveEvent[] = [];
  const firstMove = position.pie === 'firstMove';
  const next = sowKalaha(position.rules, pits, position.turn, move.house, events, firstMove);
  const pie = pieAfterSowing(position.pie, position.turn, next.turn);
  return ok({
    position: Position.fromPits(position.rules, pits, next.turn, next.end, pie),
    events,
  });
}

/**
 * The pie state after a sowing by `mover` (RULES.md 5): the first move offers the swap to the
 * player who then moves, provided that is the other player (a `playOn` pass may hand the turn
 * straight back); any other sowing closes it.
 */
export function pieAfterSowing(
  before: PieState | undefined,
  mover: Side,
  next: Side,
): PieState | undefined {
  return before === 'firstMove' && next !== mover ? 'offered' : undefined;
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
  if (isSwap(move)) {
    return position.pie === 'offered'
      ? undefined
      : {
          code: 'ERR_SWAP',
          message: position.rules.swap
            ? 'swap is only allowed as the answer to the first move of the game'
            : 'swap is not allowed: these rules have no pie rule (option swap)',
        };
  }
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
