import type { Position } from '@kalaha/rules';
import { PlainMinimax } from '../src/solve/minimax.ts';

/**
 * For tests: the value of each house 1..m of `position` (a small board) by a plain minimax over
 * the rules library, for the player to move (`null` for a house that is no legal move).
 */
export function minimaxValues(position: Position): (number | null)[] {
  const values = new PlainMinimax().moveValues(position);
  return Array.from({ length: position.houseCount }, (_, i) => values.get(i + 1) ?? null);
}
