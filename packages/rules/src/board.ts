import type { Pit } from './events.ts';
import type { Side } from './side.ts';

/**
 * The pit layout shared by every game of this package: one array of `2m + 2` seed counts,
 *
 * ```
 * index:  0 .. m-1          m            m+1 .. 2m           2m+1
 *         South house 1..m  South store  North house 1..m    North store
 * ```
 *
 * so that counter-clockwise sowing (docs/RULES.md 0: 1 → m → own store → opponent's 1 → m) is the
 * index order, and South house k (index k-1) faces North house m+1-k (index 2m-k+1): the pit
 * opposite index `i` is `2m - i`. Games whose stores are off the track (Wari, Obridjie, Giuthi)
 * keep the same layout and skip both store slots when sowing.
 */

/** Index of the store of `side` on a board of `m` houses a side. */
export function storeIndex(m: number, side: Side): number {
  return side === 'south' ? m : 2 * m + 1;
}

/** Index of house `house` (1..m, from the owner's left) of `side`. */
export function houseIndex(m: number, side: Side, house: number): number {
  return side === 'south' ? house - 1 : m + house;
}

/** The side owning the pit at `index`. */
export function ownerOf(m: number, index: number): Side {
  return index <= m ? 'south' : 'north';
}

/** The house number (1..m) of the house at `index`; meaningless for a store index. */
export function houseNumberOf(m: number, index: number): number {
  return index < m ? index + 1 : index - m;
}

/** Index of the house opposite the house at `index`. */
export function oppositeIndex(m: number, index: number): number {
  return 2 * m - index;
}

/** Index of the first house of `side`: its houses are `first .. first + m - 1`. */
export function firstHouseIndex(m: number, side: Side): number {
  return side === 'south' ? 0 : m + 1;
}

/** Seeds in the houses of `side`. */
export function seedsOnSide(pits: ArrayLike<number>, m: number, side: Side): number {
  const first = firstHouseIndex(m, side);
  let total = 0;
  for (let i = first; i < first + m; i++) total += pits[i]!;
  return total;
}

/**
 * The house after the house at `index` counter-clockwise, skipping both stores: the track of the
 * games whose stores are banks beside the board (Wari, Obridjie; docs/RULES.md 2, 3).
 */
export function nextHouseIndex(m: number, index: number): number {
  if (index === m - 1) return m + 1;
  return index === 2 * m ? 0 : index + 1;
}

/**
 * The pit at `index` as events name it: a house of its side, or a store.
 */
export function pitAt(m: number, index: number): Pit {
  const side = ownerOf(m, index);
  return index === storeIndex(m, side)
    ? { kind: 'store', side }
    : { kind: 'house', side, house: houseNumberOf(m, index) };
}

/** True when two pit arrays hold the same seeds pit for pit. */
export function samePits(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
