import { firstHouseIndex, houseNumberOf, ownerOf, seedsOnSide, storeIndex } from './board.ts';
import type { GameEnd, MoveEvent } from './events.ts';
import { SIDES, type Side } from './side.ts';

/**
 * The end of a Wari or Obridjie game (docs/RULES.md 2, 3), whose stores are banks beside the board:
 * the seeds still in houses are swept, then the `end` event gives the final store counts. Mutates
 * `pits` and appends `sweep` and `end` events to `events` when given.
 *
 * @param split share the seeds left equally instead of giving each house's seeds to the owner of
 *   its side: Wari's `cycleRule: split` after a repetition or an agreed end (docs/RULES.md 2, 004: "die
 *   verbliebenen Bohnen teilen"); see {@link splitSweep}.
 */
export function finishOnBoard(
  pits: Uint16Array,
  m: number,
  end: GameEnd,
  split: boolean,
  events: MoveEvent[] | null,
): void {
  if (split) splitSweep(pits, m, events);
  else ownerSweep(pits, m, events);
  events?.push({
    type: 'end',
    end,
    scores: { south: pits[storeIndex(m, 'south')]!, north: pits[storeIndex(m, 'north')]! },
  });
}

/**
 * Every seed in a house goes to the owner of its side (004 on Wari: "Bei Spielende fallen die
 * Bohnen in den Mulden dem zu, auf dessen Seite sie liegen"; on Obridjie: "Die in den Mulden
 * liegenden Bohnen gehören dem Spieler, auf dessen Seite sie sich befinden").
 */
function ownerSweep(pits: Uint16Array, m: number, events: MoveEvent[] | null): void {
  for (const side of SIDES) {
    const first = firstHouseIndex(m, side);
    for (let i = first; i < first + m; i++) move(pits, m, i, pits[i]!, side, events);
  }
}

/**
 * docs/RULES.md 2 `cycleRule: split`: the seeds left on the board are divided equally, each player
 * receiving half, rounded down; an odd seed is left out and stays in its house. **(choice)** of
 * which seeds go where, so that as few as possible cross the board: each player first takes the
 * seeds on his own side, house 1 first, up to his half; then the player with more on his side
 * hands the other the seeds he still lacks, from his houses in order. The odd seed, if any, is
 * then the last seed of that richer side.
 */
function splitSweep(pits: Uint16Array, m: number, events: MoveEvent[] | null): void {
  const half = Math.floor((seedsOnSide(pits, m, 'south') + seedsOnSide(pits, m, 'north')) / 2);
  const owed = { south: half, north: half };
  for (const [from, to] of [
    ['south', 'south'],
    ['north', 'north'],
    ['south', 'north'],
    ['north', 'south'],
  ] as const) {
    const first = firstHouseIndex(m, from);
    for (let i = first; i < first + m && owed[to] > 0; i++) {
      const seeds = Math.min(pits[i]!, owed[to]);
      owed[to] -= seeds;
      move(pits, m, i, seeds, to, events);
    }
  }
}

/** Moves `seeds` from the house at `index` to the store of `to`, with its `sweep` event. */
function move(
  pits: Uint16Array,
  m: number,
  index: number,
  seeds: number,
  to: Side,
  events: MoveEvent[] | null,
): void {
  if (seeds === 0) return;
  pits[index]! -= seeds;
  pits[storeIndex(m, to)]! += seeds;
  const side = ownerOf(m, index);
  events?.push({ type: 'sweep', side, house: houseNumberOf(m, index), seeds, to });
}
