import { houseIndex } from './board.ts';
import { sowKalaha } from './kalaha/sow.ts';
import { pieAfterSowing } from './play.ts';
import { pitsOf, seenOf, type PieState, type Position } from './position.ts';
import { candidateMoves, playRelative, type RelativeRuleSet } from './relatives.ts';
import type { Seen } from './repetition.ts';
import type { GiuthiRuleSet, KalahaRuleSet } from './ruleset.ts';
import { opponent, type Side } from './side.ts';
import { settleGiuthi } from './giuthi/settle.ts';
import { giuthiMinSeeds, sowGiuthi } from './giuthi/sow.ts';
import type { Direction } from './move.ts';

/**
 * Counts the move sequences of length `depth` from `position` (one move = one sowing, so an extra
 * turn is a ply of its own, and an Obridjie move with all its relay sowings is one ply). A
 * finished game counts as one leaf and is not extended, so `perft(p, 0) = 1` and a game over at
 * any depth contributes 1. The pie rule's swap (option `swap`, docs/RULES.md 5) is a move and is
 * counted where it is legal. In Wari and Obridjie the repetition rule applies along each sequence,
 * from the history the position carries (docs/RULES.md 2, 3). In Giuthi (docs/RULES.md 4) a move with its
 * relay sowings is one ply, a further choice inside the turn the next ply, a pass none.
 *
 * @param depth plies, 0 or more.
 */
export function perft(position: Position, depth: number): number {
  if (position.isOver) return 1;
  const rules = position.rules;
  const pits = pitsOf(position);
  if (rules.game === 'giuthi') {
    const m = position.houseCount;
    return countGiuthi(rules, pits, m, position.turn, position.choice, depth, seenOf(position));
  }
  if (rules.game !== 'kalaha') {
    return countRelative(rules, pits, position.turn, depth, seenOf(position));
  }
  return count(rules, pits, position.turn, depth, position.pie);
}

function count(
  rules: KalahaRuleSet,
  pits: Uint16Array,
  turn: Side,
  depth: number,
  pie: PieState | undefined,
): number {
  if (depth === 0) return 1;
  const m = rules.houses;
  let total = 0;
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, turn, h)] === 0) continue;
    const child = pits.slice();
    const next = sowKalaha(rules, child, turn, h, null, pie === 'firstMove');
    total += next.end
      ? 1
      : count(rules, child, next.turn, depth - 1, pieAfterSowing(pie, turn, next.turn));
  }
  // The swap: the same board, the same side to move, the swap closed.
  if (pie === 'offered') total += count(rules, pits, turn, depth - 1, undefined);
  return total;
}

function countRelative(
  rules: RelativeRuleSet,
  pits: Uint16Array,
  turn: Side,
  depth: number,
  seen: Seen | undefined,
): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const h of candidateMoves(rules, pits, turn)) {
    const child = pits.slice();
    const next = playRelative(rules, child, turn, h, seen, null);
    if (next === undefined) continue; // an Obridjie move that never ends is not legal
    total += next.end ? 1 : countRelative(rules, child, next.turn, depth - 1, next.seen);
  }
  return total;
}

function countGiuthi(
  rules: GiuthiRuleSet,
  pits: Uint16Array,
  m: number,
  turn: Side,
  choice: Direction | undefined,
  depth: number,
  seen: Seen | undefined,
): number {
  if (depth === 0) return 1;
  let total = 0;
  const directions: readonly Direction[] = choice ? [choice] : ['ccw', 'cw'];
  const least = giuthiMinSeeds(rules, choice);
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, turn, h)]! < least) continue;
    for (const direction of directions) {
      const child = pits.slice();
      const sowing = sowGiuthi(rules, child, m, turn, h, direction, null);
      if (sowing.kind === 'endless') continue; // not a legal move
      const again = sowing.kind === 'choice' ? sowing.direction : undefined;
      const next = settleGiuthi(rules, child, m, again ? turn : opponent(turn), again, seen, null);
      total += next.end
        ? 1
        : countGiuthi(rules, child, m, next.turn, next.choice, depth - 1, next.seen);
    }
  }
  return total;
}
