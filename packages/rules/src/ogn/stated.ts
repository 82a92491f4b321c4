import type { PerSide } from '../side.ts';
import type { OgnGame } from './types.ts';

/**
 * The result an OGN file states where it differs from the result of its moves: the stores before
 * the final sweep, as the Aualé Oware program writes its `Result` tag (the seeds left on the board
 * go to the side they lie on at the end, docs/RULES.md 2 "End", and Aualé leaves them out).
 *
 * @returns the stated seeds of each player, or `undefined` when the file states none or states the
 *   result of its moves.
 */
export function statedBeforeSweep(game: OgnGame): PerSide<number> | undefined {
  const stated = game.statedScores;
  const scores = game.record.result?.scores;
  if (!stated || !scores) return undefined;
  return stated.south === scores.south && stated.north === scores.north ? undefined : stated;
}
