import type { GiuthiRuleSet } from '../ruleset.ts';

/**
 * The board of a Giuthi round (docs/RULES.md 4; 004: "Hat der Verlierer nach der ersten Runde weniger
 * als die Hälfte (ein Viertel bzw. Achtel), so wird das Spielfeld auf jeder Seite um 1 Mulde (3
 * bzw. 4 Mulden) verkleinert"): the loser's share of all seeds decides how many houses a side are
 * taken away from the match's starting board, as option `shrink` says, never below
 * {@link GIUTHI_FEWEST_HOUSES}.
 */

/**
 * The fewest houses a side a Giuthi board keeps (docs/RULES.md 4 **(choice)**: "The board never goes
 * below 2 houses a side"): a shrink that would take it lower stops there.
 */
export const GIUTHI_FEWEST_HOUSES = 2;

/**
 * Houses a side taken away under each `shrink` reading, by the loser's share step (index 0: at
 * least 1/2, 1: less than 1/2, 2: less than 1/4, 3: less than 1/8): `oneThreeFour` is 004's
 * "um 1 Mulde (3 bzw. 4 Mulden)", `oneTwoThree` the halving steps 1, 2, 3.
 */
const SHRINK_BY_STEP = {
  oneThreeFour: [0, 1, 3, 4],
  oneTwoThree: [0, 1, 2, 3],
} as const satisfies Record<GiuthiRuleSet['shrink'], readonly number[]>;

/**
 * The loser's share step (docs/RULES.md 4) when he holds `loserSeeds` of `totalSeeds`: 3 below 1/8,
 * 2 below 1/4, 1 below 1/2, else 0. The share is worked out afresh after every round, so the board
 * grows back when the loser regains a share.
 */
export function loserShareStep(loserSeeds: number, totalSeeds: number): 0 | 1 | 2 | 3 {
  if (loserSeeds * 8 < totalSeeds) return 3;
  if (loserSeeds * 4 < totalSeeds) return 2;
  if (loserSeeds * 2 < totalSeeds) return 1;
  return 0;
}

/**
 * Houses a side of the next round of a match under `rules` when the loser of the last one holds
 * `loserSeeds` of `totalSeeds`: the starting board less the houses `shrink` takes away at the
 * loser's share step ({@link loserShareStep}), never below {@link GIUTHI_FEWEST_HOUSES}.
 */
export function giuthiHouses(rules: GiuthiRuleSet, loserSeeds: number, totalSeeds: number): number {
  const taken = SHRINK_BY_STEP[rules.shrink][loserShareStep(loserSeeds, totalSeeds)];
  return Math.max(GIUTHI_FEWEST_HOUSES, rules.houses - taken);
}

/** The fewest houses a side any round of a match under `rules` can have. */
export function fewestGiuthiHouses(rules: GiuthiRuleSet): number {
  return Math.max(GIUTHI_FEWEST_HOUSES, rules.houses - SHRINK_BY_STEP[rules.shrink][3]);
}
