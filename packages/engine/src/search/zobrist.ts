import { ZOBRIST_SEED } from '../params.ts';

/** The Zobrist numbers of one board shape. */
export interface ZobristTable {
  /**
   * Two signed 32-bit numbers per (pit, seed count): index `(pit · (total + 1) + seeds) · 2` is the
   * low half, `+ 1` the high half. Seed count 0 maps to 0 in both halves, so empty pits cost
   * nothing in a key.
   */
  readonly table: Int32Array;
  /** Low half XORed in when North is to move. */
  readonly turnLo: number;
  /** High half XORed in when North is to move. */
  readonly turnHi: number;
  /**
   * Giuthi (docs/RULES.md 4): the low and high halves XORed in for a pending further choice, by its
   * direction (index 0 `ccw`, 1 `cw`), as `[lo, hi]`.
   */
  readonly choice: readonly (readonly [number, number])[];
}

const cache = new Map<string, ZobristTable>();

/**
 * The Zobrist numbers for a board of `width` pits holding `total` seeds in all, drawn from
 * splitmix32 seeded with {@link ZOBRIST_SEED}: the same numbers on every run, so keys and the bench
 * node count are reproducible. Tables are cached by shape and never change.
 */
export function zobristTable(width: number, total: number): ZobristTable {
  const id = `${width}:${total}`;
  const cached = cache.get(id);
  if (cached) return cached;
  let state = ZOBRIST_SEED | 0;
  const random = (): number => {
    // splitmix32 (a 32-bit variant of Steele, Lea & Flood's SplitMix): one output per call.
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  const table = new Int32Array(width * (total + 1) * 2);
  for (let pit = 0; pit < width; pit++) {
    for (let seeds = 1; seeds <= total; seeds++) {
      const idx = (pit * (total + 1) + seeds) * 2;
      table[idx] = random();
      table[idx + 1] = random();
    }
  }
  const turnLo = random();
  const turnHi = random();
  const choice = [
    [random(), random()],
    [random(), random()],
  ] as const;
  const made = { table, turnLo, turnHi, choice };
  cache.set(id, made);
  return made;
}
