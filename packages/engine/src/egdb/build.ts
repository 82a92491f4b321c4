import type { RuleSet } from '@kalaha/rules';
import { Egdb, EGDB_MAX_ENTRIES, EgdbError, egdbKeyFor } from './egdb.ts';
import { EgdbLevelBuilder, egdbKernelMemory } from './kernel.ts';
import { SeedIndex } from './seed-index.ts';

/**
 * Building an endgame database by exhaustive enumeration, level by level (seeds left in the houses
 * 0, 1, …, N), each position's value the best over its moves of the seeds the move puts into the
 * stores (captures, sowing, the final sweep) plus the child's value (negated when the opponent moves
 * next).
 *
 * Every child of a position holds fewer seeds in the houses (a seed reached a store), or as many:
 * then the move stayed on the mover's side and moved his seeds closer to his store. With
 * P = Σ (seeds × houses between the seed and its owner's store), a sum that does not depend on who
 * is to move, such a child has a smaller P at the same level. So when the lower levels are done a
 * position's value needs only known entries and same-level children of smaller P; those are
 * computed on demand, recursively, and the recursion is at most N · m deep.
 *
 * This module drives the levels and chunks; the positions themselves are computed by the kernel in
 * WebAssembly (`kernel.ts`, `assembly/egdb-kernel.ts`).
 */

/** Progress of a build. */
export interface EgdbBuildProgress {
  /** The level (seeds in the houses) being built. */
  readonly seeds: number;
  /** The last level to build. */
  readonly maxSeeds: number;
  /** Entries computed so far, all levels. */
  readonly done: number;
  /** Entries in all. */
  readonly total: number;
  /** Milliseconds since the build started. */
  readonly elapsedMs: number;
}

/** Options of {@link buildEgdb}. */
export interface EgdbBuildOptions {
  /** Called after each chunk of entries (every few hundred thousand) and at the end. */
  readonly onProgress?: (progress: EgdbBuildProgress) => void;
  /** Stops the build when element 0 is non-zero (see `SearchLimits.stopFlag`). */
  readonly stopFlag?: Int32Array;
  /** Stops the build when aborted. */
  readonly signal?: AbortSignal;
}

/** Entries computed between two progress reports and stop checks. */
export const EGDB_CHUNK = 1 << 18;

/**
 * Builds the endgame database of `rules` for every position with at most `maxSeeds` seeds in the
 * houses, in this thread (synchronously; the Node module `node.ts` has a parallel builder on worker
 * threads). Memory: one byte an entry, C(maxSeeds + 2m, 2m) entries.
 *
 * @returns the database, or `undefined` when stopped (stop flag or signal).
 * @throws {EgdbError} `ERR_EGDB_RULES` for rules no database can serve (`majorityEnd`,
 *   `tieBreak: emptierWins`), `ERR_EGDB_SIZE` beyond {@link EGDB_MAX_ENTRIES} entries or beyond
 *   the kernel's memory ({@link egdbKernelMemory}).
 */
export function buildEgdb(
  rules: RuleSet,
  maxSeeds: number,
  options: EgdbBuildOptions = {},
): Egdb | undefined {
  const key = egdbKeyFor(rules);
  const size = checkedSize(rules.houses, maxSeeds);
  const shared = egdbKernelMemory(rules.houses, maxSeeds, size, 1);
  const builder = new EgdbLevelBuilder(rules, maxSeeds, shared, 0);
  const index = builder.index;
  const started = performance.now();
  let done = 0;
  for (let seeds = 0; seeds <= maxSeeds; seeds++) {
    const end = index.levelEnd(seeds);
    for (let from = index.levelStart(seeds); from < end; from += EGDB_CHUNK) {
      if (
        options.signal?.aborted ||
        (options.stopFlag !== undefined && Atomics.load(options.stopFlag, 0) !== 0)
      ) {
        return undefined;
      }
      const to = Math.min(end, from + EGDB_CHUNK);
      builder.buildRange(seeds, from, to);
      done += to - from;
      options.onProgress?.({
        seeds,
        maxSeeds,
        done,
        total: size,
        elapsedMs: performance.now() - started,
      });
    }
  }
  return new Egdb(key, rules.houses, maxSeeds, shared.data);
}

/**
 * Most seeds a database is built for: an entry is one byte holding the mover's share (0..N), 255
 * marking an entry not computed yet, and the builder's kernel keeps a pit's seeds in a byte.
 */
export const EGDB_MAX_SEEDS = 254;

/**
 * Entries of a database of `houses` houses a side and `maxSeeds` seeds.
 *
 * @throws {EgdbError} `ERR_EGDB_SIZE` for a seed limit that is no whole number from 0 to
 *   {@link EGDB_MAX_SEEDS}, or beyond {@link EGDB_MAX_ENTRIES} entries.
 */
export function checkedSize(houses: number, maxSeeds: number): number {
  if (!Number.isInteger(maxSeeds) || maxSeeds < 0 || maxSeeds > EGDB_MAX_SEEDS) {
    throw new EgdbError(
      'ERR_EGDB_SIZE',
      `the seed limit must be a whole number from 0 to ${EGDB_MAX_SEEDS}`,
    );
  }
  const size = new SeedIndex(houses, 0).sizeFor(maxSeeds);
  if (size > EGDB_MAX_ENTRIES) {
    throw new EgdbError(
      'ERR_EGDB_SIZE',
      `an endgame database of ${houses} houses and ${maxSeeds} seeds has ${size} entries, more than the ${EGDB_MAX_ENTRIES} one array holds`,
    );
  }
  return size;
}
