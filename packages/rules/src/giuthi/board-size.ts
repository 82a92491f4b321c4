/**
 * The board of a Giuthi round (docs/RULES.md 4; 004: "Hat der Verlierer nach der ersten Runde weniger
 * als die Hälfte (ein Viertel bzw. Achtel), so wird das Spielfeld auf jeder Seite um 1 Mulde …
 * verkleinert"): the loser's share of all seeds decides how many houses a side are taken away from
 * the match's starting board. docs/RULES.md 4 fixes 1, 2 and 3 houses (004's "3 bzw. 4" does not follow
 * the halving steps and is read as an OCR slip).
 */

/** The most houses a side a Giuthi board shrinks by (docs/RULES.md 4: "less than 1/8 by 3"). */
export const GIUTHI_MAX_SHRINK = 3;

/**
 * Houses a side taken away for the next round when the loser of the last one holds `loserSeeds`
 * of `totalSeeds`: 3 below 1/8, 2 below 1/4, 1 below 1/2, else 0. The board grows back when the
 * loser regains a share: the count is worked out afresh after every round from the share alone.
 */
export function giuthiShrink(loserSeeds: number, totalSeeds: number): number {
  if (loserSeeds * 8 < totalSeeds) return 3;
  if (loserSeeds * 4 < totalSeeds) return 2;
  if (loserSeeds * 2 < totalSeeds) return 1;
  return 0;
}
