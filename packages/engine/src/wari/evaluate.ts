import { SCORE_SCALE, WARI_WEIGHTS, type WariWeights } from '../params.ts';
import { lastSeedDistance, type WariBoard } from './board.ts';

/**
 * The final score of a finished Wari game on the board, in internal units (1/SCORE_SCALE seed),
 * from the view of the player who would have moved: the store difference after the last sweep
 * (docs/RULES.md 2). The same value as the generic searcher's `relativeFinalScore`.
 */
export function wariFinalScore(board: WariBoard): number {
  const turn = board.turn;
  return (board.store(turn) - board.store(1 - turn)) * SCORE_SCALE;
}

/**
 * The heuristic score of a Wari position in play on the board, in internal units from the view of
 * the player to move: {@link wariEvaluatePits} of the board's current frame.
 */
export function wariEvaluate(board: WariBoard, weights: WariWeights = WARI_WEIGHTS): number {
  return wariEvaluatePits(board.frames, board.frameBase, board.houses, board.turn, weights);
}

/**
 * The heuristic score of a Wari or Oware position in play (docs/RULES.md 2), in internal units
 * (1/SCORE_SCALE seed) from the view of `turn` (0 South, 1 North), the one place this evaluation
 * is computed (the Wari searcher's board and the generic searcher's positions both come here):
 *
 * - the store difference, a seed a seed;
 * - `weights.side` per seed of (own side − opponent's side);
 * - `weights.captureAtHand` per opponent house the player to move can capture now;
 * - −`weights.threatened` per own house the opponent's next sowing can capture;
 * - `weights.mobility` per house holding seeds, own less the opponent's.
 *
 * @param pits the position's seeds from `base` on: South's houses 1..m, North's houses 1..m
 *   (a ring of 2m places in sowing order), then South's and North's stores.
 * @param m houses a side.
 */
export function wariEvaluatePits(
  pits: Uint16Array,
  base: number,
  m: number,
  turn: number,
  weights: WariWeights,
): number {
  const opp = 1 - turn;
  const ring = 2 * m;
  const stores = pits[base + ring + turn]! - pits[base + ring + opp]!;
  let sides = 0;
  let mobility = 0;
  for (let k = 0; k < m; k++) {
    const own = pits[base + turn * m + k]!;
    const theirs = pits[base + opp * m + k]!;
    sides += own - theirs;
    mobility += Number(own > 0) - Number(theirs > 0);
  }
  return (
    stores * SCORE_SCALE +
    sides * weights.side +
    capturable(pits, base, m, turn) * weights.captureAtHand -
    capturable(pits, base, m, opp) * weights.threatened +
    mobility * weights.mobility
  );
}

/**
 * How many of the opponent's houses a sowing from one of `mover`'s houses would capture by its
 * last seed (the house then holding 2 or 3; docs/RULES.md 2), each counted once, the chain of further
 * captures left out; the position's pits start at `base`. Seen from the mover, his house k (0-based) is ring place k, the opponent's
 * house k is place m + k; a sowing of s seeds skips its origin, so its last seed lands t =
 * ((s − 1) mod (2m − 1)) + 1 places on, having passed that place ⌊(s − t) / (2m − 1)⌋ + 1 times.
 * A heuristic: under `originSkip: over12` a house of 2m..12 seeds, which sows into its origin, is
 * counted as if it skipped it, and `captureChain` does not matter since only hit houses count.
 */
function capturable(pits: Uint16Array, base: number, m: number, mover: number): number {
  const ring = 2 * m;
  const lap = ring - 1;
  const own = base + mover * m;
  const target = base + (1 - mover) * m;
  let hit = 0; // bit per target house
  for (let k = 0; k < m; k++) {
    const s = pits[own + k]!;
    if (s === 0) continue;
    const t = lastSeedDistance(s, lap);
    const place = k + t < ring ? k + t : k + t - ring; // k < m and t < 2m
    if (place < m) continue;
    const house = place - m;
    const after = pits[target + house]! + (s <= lap ? 1 : ((s - t) / lap + 1) | 0);
    hit |= Number((after & ~1) === 2) << house; // after is 2 or 3, without a branch
  }
  let count = 0;
  for (; hit !== 0; hit &= hit - 1) count++;
  return count;
}
