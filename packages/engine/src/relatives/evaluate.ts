import type { Position } from '@kalaha/rules';
import {
  EVAL_GIUTHI_MOBILITY,
  EVAL_GIUTHI_SIDE,
  EVAL_OBRIDJIE_SIDE,
  SCORE_SCALE,
  WARI_WEIGHTS,
} from '../params.ts';
import { wariEvaluatePits } from '../wari/evaluate.ts';

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
 * - the seeds on each side ({@link EVAL_OBRIDJIE_SIDE}, {@link EVAL_GIUTHI_SIDE}): they go to
 *   the side's owner at the end;
 * - Giuthi only: the houses of 2 or more seeds, own less the opponent's
 *   ({@link EVAL_GIUTHI_MOBILITY}): the moves each player has (docs/RULES.md 4).
 *
 * Wari and Oware positions are valued by the Wari evaluation (`wari/evaluate.ts`,
 * `wariEvaluatePits` with {@link WARI_WEIGHTS}), the one the Wari searcher uses.
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
  const m = own.length;
  const pits = WARI_PITS;
  pits.set(position.houses('south'), 0);
  pits.set(position.houses('north'), m);
  pits[2 * m] = position.store('south');
  pits[2 * m + 1] = position.store('north');
  return wariEvaluatePits(pits, 0, m, turn === 'south' ? 0 : 1, WARI_WEIGHTS);
}

/** The pits of a Wari position as `wariEvaluatePits` reads them (at most 12 houses a side). */
const WARI_PITS = new Uint16Array(2 * 12 + 2);

/** How many of `row`'s houses hold 2 or more seeds: Giuthi's moves (docs/RULES.md 4). */
function movable(row: readonly number[]): number {
  let n = 0;
  for (const s of row) if (s >= 2) n++;
  return n;
}
