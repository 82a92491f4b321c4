import { legalMoves, play, unwrap, type Position } from '@kalaha/rules';
import { PlainMinimax } from '../src/solve/minimax.ts';

/**
 * For tests: the value of each house 1..m of `position` (a small board) by a plain minimax over
 * the rules library, for the player to move (`null` for a house that is no legal move).
 */
export function minimaxValues(position: Position): (number | null)[] {
  const minimax = new PlainMinimax();
  const values = Array.from({ length: position.houseCount }, () => null as number | null);
  for (const move of legalMoves(position)) {
    const child = unwrap(play(position, move)).position;
    const value = minimax.value(child);
    values[move.house - 1] = child.turn === position.turn ? value : -value;
  }
  return values;
}
