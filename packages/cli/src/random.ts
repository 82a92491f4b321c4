import { randomInt } from 'node:crypto';

/** A source of random numbers that can be seeded, so that games can be repeated. */
export interface Random {
  /** A number in `[0, 1)`. */
  next(): number;
  /** A whole number in `0 .. n - 1`; `n` must be at least 1. */
  below(n: number): number;
}

/**
 * A seeded random source (mulberry32: 32 bits of state, fast, and good enough to pick moves and draw
 * lots; not for cryptography). The same seed gives the same sequence on every platform.
 *
 * @param seed any whole number; only its low 32 bits are used.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** A fresh seed for a game whose seed the user did not give. */
export function freshSeed(): number {
  return randomInt(2 ** 32 - 1);
}
