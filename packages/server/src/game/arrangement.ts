/**
 * How a Giuthi lay-out (docs/RULES.md 4 "Rounds": the loser's row, house 1 first) is kept in the
 * `actions.move` text column of an `arrange` action: the seeds of each house in decimal, separated
 * by commas (`1,2,3,4,10`), as the position notation writes a row. One text column serves every
 * action's argument (a move's notation, a lay-out), so the actions table and its batched insert
 * keep their shape; a comma never occurs in a move's notation, so the two cannot be mixed up.
 */

/** The stored text of `arrangement` (`[1, 2, 10]` → `1,2,10`). */
export function formatArrangement(arrangement: readonly number[]): string {
  return arrangement.join(',');
}

/**
 * The lay-out stored as `text` by {@link formatArrangement}, or `undefined` when the text is not a
 * comma-separated list of whole numbers of seeds (stored data the server did not write). Whether
 * the rules allow the lay-out is for the rules library's `arrange` to say.
 */
export function parseArrangement(text: string | null): number[] | undefined {
  if (text === null || !/^\d{1,5}(,\d{1,5})*$/.test(text)) return undefined;
  return text.split(',').map(Number);
}
