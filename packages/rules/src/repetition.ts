import { samePits } from './board.ts';
import type { Direction } from './move.ts';
import type { Side } from './side.ts';

/**
 * The repetition rule of Wari, Obridjie and Giuthi (docs/RULES.md 2, 3, 4): the game ends when a position, board
 * and player to move, occurs for the third time. Positions can only repeat between captures (a
 * capture, and an Obridjie four, move seeds off the board for good), so a position keeps the chain
 * of the positions since the last change of the stores, newest first, each with how often it had
 * occurred by then. The chain is immutable and shared: a move adds one link, so `play` stays pure
 * and costs no copy of the history; counting walks back only to the last equal position.
 */
export interface Seen {
  /** The position's pits (board.ts layout), never mutated. */
  readonly pits: Uint16Array;
  /** The player to move. */
  readonly turn: Side;
  /** Giuthi (docs/RULES.md 4): the direction of a pending further choice, part of the position. */
  readonly choice?: Direction | undefined;
  /** How many times this board and player to move have occurred in the chain, this time included. */
  readonly occurrence: number;
  /** The position before, while the stores have not changed since; `undefined` at a capture. */
  readonly previous: Seen | undefined;
}

/** The occurrence that ends the game: the third (docs/RULES.md 2). */
export const REPETITION_LIMIT = 3;

/**
 * The link for a position reached from `before` (the link of the position before the move, or
 * `undefined` when there is none). The chain is cut when the stores changed, since no position
 * before a capture can equal one after it.
 *
 * @param m houses a side, to find the stores in `pits`.
 * @param choice Giuthi's pending further choice, compared like the player to move.
 */
export function seen(
  pits: Uint16Array,
  turn: Side,
  m: number,
  before: Seen | undefined,
  choice?: Direction,
): Seen {
  const previous = before && sameStores(before.pits, pits, m) ? before : undefined;
  let occurrence = 1;
  for (let s = previous; s; s = s.previous) {
    if (s.turn === turn && s.choice === choice && samePits(s.pits, pits)) {
      occurrence = s.occurrence + 1;
      break;
    }
  }
  return choice
    ? { pits, turn, choice, occurrence, previous }
    : { pits, turn, occurrence, previous };
}

function sameStores(a: Uint16Array, b: Uint16Array, m: number): boolean {
  return a[m] === b[m] && a[2 * m + 1] === b[2 * m + 1];
}
