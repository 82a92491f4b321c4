import { houseIndex } from './board.ts';
import { sowKalaha } from './kalaha/sow.ts';
import { pitsOf, type Position } from './position.ts';
import type { RuleSet } from './ruleset.ts';
import type { Side } from './side.ts';

/**
 * Counts the move sequences of length `depth` from `position` (one move = one sowing, so an extra
 * turn is a ply of its own). A finished game counts as one leaf and is not extended, so
 * `perft(p, 0) = 1` and a game over at any depth contributes 1.
 *
 * @param depth plies, 0 or more.
 */
export function perft(position: Position, depth: number): number {
  if (position.isOver) return 1;
  return count(position.rules, pitsOf(position), position.turn, depth);
}

function count(rules: RuleSet, pits: Uint16Array, turn: Side, depth: number): number {
  if (depth === 0) return 1;
  const m = rules.houses;
  let total = 0;
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, turn, h)] === 0) continue;
    const child = pits.slice();
    const next = sowKalaha(rules, child, turn, h, null);
    total += next.end ? 1 : count(rules, child, next.turn, depth - 1);
  }
  return total;
}
