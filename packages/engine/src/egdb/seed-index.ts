/**
 * The perfect index of the endgame databases: every way of putting at most N seeds into the 2m
 * houses of a board gets a number 0 .. C(N + 2m, 2m) − 1, with no gaps and no collisions.
 *
 * A configuration x₀ … x₂ₘ₋₁ (seeds per house; houses 0..m−1 are the mover's houses 1..m, houses
 * m..2m−1 the opponent's houses 1..m) is a row of stars and bars; its prefix sums Sⱼ = x₀ + … + xⱼ
 * give the strictly increasing numbers pⱼ = Sⱼ + j, and the index is their rank in the
 * combinatorial number system (colex order of 2m-element sets of naturals):
 *
 * ```
 * index = Σⱼ C(pⱼ, j + 1) = Σⱼ C(Sⱼ + j, j + 1),   j = 0 .. 2m − 1
 * ```
 *
 * The last term, C(k + 2m − 1, 2m) with k = S₂ₘ₋₁ the seeds in all, is the number of configurations
 * holding fewer than k seeds, so the configurations with exactly k seeds occupy one block,
 * [C(k + 2m − 1, 2m), C(k + 2m, 2m)) (a "level"), and a database for N seeds is a prefix of the one
 * for N + 1. Ranking costs 2m additions and table look-ups.
 */

/** C(n, k), exact for results below 2^53; 0 when k < 0 or k > n. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The index of configurations of at most {@link maxSeeds} seeds in 2 · {@link houses} houses. */
export class SeedIndex {
  /** Houses a side (m). */
  readonly houses: number;
  /** Houses on the board (2m): the length of a configuration. */
  readonly width: number;
  /** Most seeds in a configuration (N). */
  readonly maxSeeds: number;
  /** Configurations in all: C(N + 2m, 2m). */
  readonly size: number;
  /** `terms[j · (N + 1) + s]` = C(s + j, j + 1): the rank term of house j with prefix sum s. */
  readonly terms: Float64Array;

  constructor(houses: number, maxSeeds: number) {
    this.houses = houses;
    this.width = 2 * houses;
    this.maxSeeds = maxSeeds;
    this.size = binomial(maxSeeds + this.width, this.width);
    const stride = maxSeeds + 1;
    this.terms = new Float64Array(this.width * stride);
    for (let j = 0; j < this.width; j++) {
      for (let s = 0; s <= maxSeeds; s++) this.terms[j * stride + s] = binomial(s + j, j + 1);
    }
  }

  /** First index of the configurations holding exactly `seeds` seeds. */
  levelStart(seeds: number): number {
    return seeds <= 0 ? 0 : binomial(seeds + this.width - 1, this.width);
  }

  /** One past the last index of the configurations holding exactly `seeds` seeds. */
  levelEnd(seeds: number): number {
    return binomial(seeds + this.width, this.width);
  }

  /** Configurations holding at most `seeds` seeds (a prefix of the index). */
  sizeFor(seeds: number): number {
    return binomial(seeds + this.width, this.width);
  }

  /** The index of configuration `x` (2m seed counts, at most N seeds in all). */
  rank(x: ArrayLike<number>): number {
    const terms = this.terms;
    const stride = this.maxSeeds + 1;
    let s = 0;
    let r = 0;
    for (let j = 0, row = 0; j < this.width; j++, row += stride) {
      s += x[j]!;
      r += terms[row + s]!;
    }
    return r;
  }

  /**
   * The index of the houses of an engine board's pit array (`board.ts` layout: South's houses at
   * 0..m-1, North's at m+1..2m) from the view of the player to move: his houses first, then the
   * opponent's; the same as {@link rank} of that configuration, without copying it. At most N
   * seeds in the houses (not checked).
   */
  rankPits(pits: ArrayLike<number>, southToMove: boolean): number {
    const m = this.houses;
    const terms = this.terms;
    const stride = this.maxSeeds + 1;
    const own = southToMove ? 0 : m + 1;
    const opp = southToMove ? m + 1 : 0;
    let s = 0;
    let r = 0;
    let row = 0;
    for (let k = 0; k < m; k++, row += stride) {
      s += pits[own + k]!;
      r += terms[row + s]!;
    }
    for (let k = 0; k < m; k++, row += stride) {
      s += pits[opp + k]!;
      r += terms[row + s]!;
    }
    return r;
  }

  /** Writes the configuration of `index` (0 ≤ index < {@link size}) into `out` (2m entries). */
  unrank(index: number, out: Int32Array | number[]): void {
    let rest = index;
    let above = Infinity;
    // Greedy, from the last term down: pⱼ is the largest p < pⱼ₊₁ with C(p, j + 1) ≤ rest.
    for (let j = this.width - 1; j >= 0; j--) {
      let p = j;
      while (p + 1 < above && binomial(p + 1, j + 1) <= rest) p++;
      rest -= binomial(p, j + 1);
      out[j] = p - j; // Sⱼ for now
      above = p;
    }
    for (let j = this.width - 1; j > 0; j--) out[j] = out[j]! - out[j - 1]!;
  }

  /**
   * Steps `x` to the configuration of the next index within its level (same number of seeds);
   * returns false, leaving `x` unchanged, when `x` is the last one of its level.
   *
   * Colex successor: with j the first house such that house j + 1 holds seeds, one seed moves from
   * house j + 1 to house j, and houses 0..j − 1 give theirs to house j.
   */
  next(x: Int32Array | number[]): boolean {
    const last = this.width - 1;
    let sum = 0;
    for (let j = 0; j < last; j++) {
      sum += x[j]!;
      if (x[j + 1]! > 0) {
        x[j + 1]!--;
        for (let i = 0; i < j; i++) x[i] = 0;
        x[j] = sum + 1;
        return true;
      }
    }
    return false;
  }
}
