/**
 * The seeded pseudo-random generator of the whole repository: the deliberate randomness of the
 * engine's low strength levels, the match runner's openings and game seeds, the terminal's drawn
 * lots, and the random games of tests and benches. Small and portable: the same seed gives the
 * same numbers on every machine and in every thread (Node worker or browser Web Worker), so a
 * level's choices, a game and a whole match can be repeated. Not for cryptography.
 */

/** A seeded source of random numbers. */
export interface Prng {
  /** A number in `[0, 1)` with 32 random bits. */
  next(): number;
  /** A whole number in `0 .. n - 1`; `n` must be a whole number ≥ 1. */
  below(n: number): number;
  /** A whole number in `0 .. 2^32 - 1` (for seeding another generator). */
  nextUint32(): number;
}

/**
 * A generator seeded with `seed` (mulberry32: 32 bits of state, a full period of 2^32, passes
 * the usual statistical batteries for this use; Tommy Ettinger, 2017).
 *
 * @param seed any number; only the low 32 bits of its whole part are used.
 */
export function createPrng(seed: number): Prng {
  let state = Math.trunc(seed) >>> 0;
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => nextUint32() / 2 ** 32;
  return {
    next,
    nextUint32,
    below: (n) => {
      if (!Number.isInteger(n) || n < 1) throw new RangeError(`below(${n}): n must be 1 or more`);
      return Math.floor(next() * n);
    },
  };
}

/**
 * A seed derived from `seed` and `index` (a stream number: a game of a match, a side), so that
 * related streams are independent and each can be recreated alone: the splitmix32 finaliser of
 * the two mixed together.
 *
 * @returns a whole number in `0 .. 2^32 - 1`.
 */
export function deriveSeed(seed: number, index: number): number {
  let z = (Math.trunc(seed) ^ Math.imul(Math.trunc(index) + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
