import {
  EVAL_WARI_CAPTURE_AT_HAND,
  EVAL_WARI_SIDE,
  EVAL_WARI_THREATENED,
  SCORE_SCALE,
} from '../params.ts';
import type { WariBoard } from './board.ts';

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
 * the player to move: the terms of the generic searcher's `relativeEvaluate` for Wari with the
 * same weights (`params.ts`), worked out on the board's ring (the tests require equal values on
 * random positions):
 *
 * - the store difference, a seed a seed;
 * - {@link EVAL_WARI_SIDE} per seed of (own side − opponent's side);
 * - {@link EVAL_WARI_CAPTURE_AT_HAND} per opponent house the player to move can capture now;
 * - −{@link EVAL_WARI_THREATENED} per own house the opponent's next sowing can capture.
 */
export function wariEvaluate(board: WariBoard): number {
  const turn = board.turn;
  const opp = 1 - turn;
  const pits = board.frames;
  const base = board.frameBase;
  const m = board.houses;
  const stores = pits[base + board.ring + turn]! - pits[base + board.ring + opp]!;
  let sides = 0;
  for (let k = 0; k < m; k++) sides += pits[base + turn * m + k]! - pits[base + opp * m + k]!;
  return (
    stores * SCORE_SCALE +
    sides * EVAL_WARI_SIDE +
    capturable(pits, base, m, turn) * EVAL_WARI_CAPTURE_AT_HAND -
    capturable(pits, base, m, opp) * EVAL_WARI_THREATENED
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
    const t = ((s - 1) % lap) + 1;
    const place = (k + t) % ring;
    if (place < m) continue;
    const house = place - m;
    const after = pits[target + house]! + (((s - t) / lap) | 0) + 1;
    if (after === 2 || after === 3) hit |= 1 << house;
  }
  let count = 0;
  for (; hit !== 0; hit &= hit - 1) count++;
  return count;
}
