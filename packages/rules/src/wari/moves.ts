import { houseIndex, seedsOnSide, storeIndex } from '../board.ts';
import type { GameEnd } from '../events.ts';
import type { WariRuleSet } from '../ruleset.ts';
import { opponent, SIDES, type Side } from '../side.ts';
import { isGrandSlam } from './sow.ts';

/**
 * The legal Wari moves of `turn` (docs/RULES.md 2), house numbers in increasing order:
 * - a non-empty house of his;
 * - must feed: when the opponent's houses are all empty, only a move that sows at least one seed
 *   into them (004: "der Mitspieler keine Möglichkeit hat, ihm Bohnen hinüberzuspielen (wozu er
 *   verpflichtet ist)");
 * - `grandSlam: forbidden`: not a move that would capture every seed on the opponent's side (004:
 *   "Sie dürfen in einem Zug auch nicht die Reihen eines Gegners ausräumen"), unless every move
 *   left is one: then they are all legal and capture nothing.
 *
 * Empty when `turn` cannot move, which ends the game (docs/RULES.md 2).
 */
export function wariMoves(rules: WariRuleSet, pits: Uint16Array, turn: Side): number[] {
  const m = rules.houses;
  const feeding = feedingMoves(pits, m, turn);
  if (rules.grandSlam !== 'forbidden') return feeding;
  const fair = feeding.filter((h) => !isGrandSlam(rules, pits, turn, h));
  return fair.length > 0 ? fair : feeding;
}

/**
 * Why the sowing of house `house` of `turn`, a non-empty house, is not a legal Wari move:
 * `mustFeed` (it leaves the empty opponent unfed), `grandSlam` (forbidden grand slam while another
 * move exists), or `undefined` when it is legal.
 */
export function wariRefusal(
  rules: WariRuleSet,
  pits: Uint16Array,
  turn: Side,
  house: number,
): 'mustFeed' | 'grandSlam' | undefined {
  const m = rules.houses;
  const feeding = feedingMoves(pits, m, turn);
  if (!feeding.includes(house)) return 'mustFeed';
  if (rules.grandSlam !== 'forbidden' || !isGrandSlam(rules, pits, turn, house)) return undefined;
  return feeding.every((h) => isGrandSlam(rules, pits, turn, h)) ? undefined : 'grandSlam';
}

/**
 * The end checks of Wari after a move and on a set-up position (docs/RULES.md 2 "End"): a store holds
 * more than half of the seeds (`majority`), or `next`, the player to move, has no legal move
 * (`noMove`: his houses are empty, or the opponent's are and no move of his feeds them). The
 * repetition rule is checked by the caller, which keeps the history.
 */
export function endOfWari(rules: WariRuleSet, pits: Uint16Array, next: Side): GameEnd | undefined {
  const m = rules.houses;
  const total = 2 * m * rules.seeds;
  for (const side of SIDES) {
    if (pits[storeIndex(m, side)]! * 2 > total) return { reason: 'majority', side };
  }
  // The grand-slam rule never leaves a player without a move, so the feeding moves decide.
  return feedingMoves(pits, m, next).length === 0 ? { reason: 'noMove', side: next } : undefined;
}

/**
 * The non-empty houses of `turn`; when the opponent's houses are all empty, only those whose seeds
 * reach the opponent's house 1: house h of m reaches it with more than m - h seeds.
 */
function feedingMoves(pits: Uint16Array, m: number, turn: Side): number[] {
  const starving = seedsOnSide(pits, m, opponent(turn)) === 0;
  const moves: number[] = [];
  for (let h = 1; h <= m; h++) {
    const seeds = pits[houseIndex(m, turn, h)]!;
    if (seeds > 0 && (!starving || seeds > m - h)) moves.push(h);
  }
  return moves;
}
