import type { Position } from '@kalaha/rules';
import {
  EVAL_GIUTHI_MOBILITY,
  EVAL_GIUTHI_SIDE,
  EVAL_OBRIDJIE_SIDE,
  EVAL_WARI_CAPTURE_AT_HAND,
  EVAL_WARI_SIDE,
  EVAL_WARI_THREATENED,
  SCORE_SCALE,
} from '../params.ts';

/**
 * The final score of a finished Wari, Obridjie or Giuthi game (a Giuthi round), in internal units
 * (1/SCORE_SCALE seed), from the view of `position.turn` (the player who would have moved): the
 * store difference after the last sweep (docs/RULES.md 2, 3, 4: the seeds left go to their side's
 * owner, or are shared under Wari's `cycleRule: split`). These games have no tie-break.
 */
export function relativeFinalScore(position: Position): number {
  const d = position.store('south') - position.store('north');
  return (position.turn === 'south' ? d : -d) * SCORE_SCALE;
}

/**
 * The heuristic score of a Wari, Obridjie or Giuthi position in play, in internal units from the
 * view of the player to move:
 *
 * - the store difference, a seed a seed;
 * - the seeds on each side ({@link EVAL_WARI_SIDE}, {@link EVAL_OBRIDJIE_SIDE},
 *   {@link EVAL_GIUTHI_SIDE}): they go to the side's owner at the end;
 * - Giuthi only: the houses of 2 or more seeds, own less the opponent's
 *   ({@link EVAL_GIUTHI_MOBILITY}): the moves each player has (docs/RULES.md 4);
 * - Wari only: the opponent's houses the player to move can capture now
 *   ({@link EVAL_WARI_CAPTURE_AT_HAND}) and the own houses of 1-2 seeds the opponent's next sowing
 *   can capture ({@link EVAL_WARI_THREATENED}), found from where each sowing's last seed lands
 *   (skipping the origin, docs/RULES.md 2) without sowing; the chain of further captures is left out.
 */
export function relativeEvaluate(position: Position): number {
  const turn = position.turn;
  const own = position.houses(turn);
  const opp = position.houses(turn === 'south' ? 'north' : 'south');
  const stores = position.store(turn) - position.store(turn === 'south' ? 'north' : 'south');
  let sides = 0;
  for (const s of own) sides += s;
  for (const s of opp) sides -= s;
  if (position.rules.game === 'giuthi') {
    const mobility = movable(own) - movable(opp);
    return stores * SCORE_SCALE + sides * EVAL_GIUTHI_SIDE + mobility * EVAL_GIUTHI_MOBILITY;
  }
  if (position.rules.game !== 'wari') return stores * SCORE_SCALE + sides * EVAL_OBRIDJIE_SIDE;
  const atHand = capturable(own, opp);
  const threatened = capturable(opp, own);
  return (
    stores * SCORE_SCALE +
    sides * EVAL_WARI_SIDE +
    atHand * EVAL_WARI_CAPTURE_AT_HAND -
    threatened * EVAL_WARI_THREATENED
  );
}

/**
 * How many of `target`'s houses a sowing from one of `mover`'s houses would capture by its last
 * seed (the house then holding 2 or 3; docs/RULES.md 2), each counted once. Houses of both rows form a
 * ring of 2m: the mover's house h is ring place h − 1, the target's house h is m + h − 1.
 */
export function capturable(mover: readonly number[], target: readonly number[]): number {
  const m = mover.length;
  const ring = 2 * m;
  const lap = ring - 1; // every house but the origin
  let hit = 0; // bit per target house
  for (let i = 0; i < m; i++) {
    const s = mover[i]!;
    if (s === 0) continue;
    const t = ((s - 1) % lap) + 1; // offset of the last seed's house from the origin
    const place = (i + t) % ring;
    if (place < m) continue; // lands on the mover's own side
    const house = place - m;
    const added = Math.floor((s - t) / lap) + 1;
    const after = target[house]! + added;
    if (after === 2 || after === 3) hit |= 1 << house;
  }
  let count = 0;
  for (; hit !== 0; hit &= hit - 1) count++;
  return count;
}

/** How many of `row`'s houses hold 2 or more seeds: Giuthi's moves (docs/RULES.md 4). */
function movable(row: readonly number[]): number {
  let n = 0;
  for (const s of row) if (s >= 2) n++;
  return n;
}
