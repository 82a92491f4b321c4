import type { RuleSet } from '@kalaha/rules';
import { EngineBoard, IN_PLAY, NORTH, SOUTH } from '../kalaha/board.ts';
import { Egdb, EGDB_MAX_ENTRIES, EGDB_UNKNOWN, EgdbError, egdbKeyFor } from './egdb.ts';
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

/** Room for the children of a position in the builder's per-ply buffers: houses ≤ 12, rounded up. */
const CHILDREN_PER_PLY = 16;

/** Entries computed between two progress reports and stop checks. */
export const EGDB_CHUNK = 1 << 18;

/**
 * The entries of one database being built, over any byte array (a SharedArrayBuffer's when worker
 * threads share the work): computes a range of one level at a time.
 */
export class EgdbLevelBuilder {
  readonly index: SeedIndex;
  private readonly data: Uint8Array;
  private readonly board: EngineBoard;
  private readonly m: number;
  private readonly playOn: boolean;
  private readonly emptierTakes: boolean;
  private readonly config: Int32Array;
  /** Per ply of the recursion, {@link CHILDREN_PER_PLY} slots: each child's index. */
  private readonly children: Float64Array;
  /** The same slots: the seeds the child's move put into the stores, the mover's view. */
  private readonly gains: Int32Array;
  /** The same slots: the child's move, packed (see {@link value}). */
  private readonly moves: Int32Array;

  /**
   * @param data {@link SeedIndex.size} bytes, {@link EGDB_UNKNOWN} where not computed yet.
   * @throws {EgdbError} `ERR_EGDB_RULES` for rules refused by `egdbRefusal`.
   */
  constructor(rules: RuleSet, maxSeeds: number, data: Uint8Array) {
    egdbKeyFor(rules);
    this.m = rules.houses;
    this.index = new SeedIndex(this.m, maxSeeds);
    this.data = data;
    // The recursion within a level goes at most P ≤ N · m moves deep (see above).
    this.board = new EngineBoard(rules, maxSeeds * this.m + 2);
    this.playOn = this.board.rules.endRule === 'playOn';
    this.emptierTakes = this.board.rules.endRule === 'emptierTakes';
    this.config = new Int32Array(2 * this.m);
    const slots = (this.board.capacity + 1) * CHILDREN_PER_PLY;
    this.children = new Float64Array(slots);
    this.gains = new Int32Array(slots);
    this.moves = new Int32Array(slots);
  }

  /** Computes the entries `from` ≤ index < `to`, all of level `seeds`; lower levels must be done. */
  buildRange(seeds: number, from: number, to: number): void {
    const x = this.config;
    const data = this.data;
    this.index.unrank(from, x);
    for (let i = from; i < to; i++) {
      if (data[i] === EGDB_UNKNOWN) data[i] = this.share(x, seeds);
      this.index.next(x);
    }
  }

  /** The mover's share of the `seeds` seeds of configuration `x` (mover's houses first). */
  private share(x: Int32Array, seeds: number): number {
    // The mover as South: his houses are the board's first.
    const b = this.board;
    b.setHouses(x, SOUTH);
    const own = b.southSeeds;
    const opp = b.northSeeds;
    if (own === 0 || opp === 0) {
      if (seeds === 0) return 0;
      if (!this.playOn) {
        // A side is empty: the game is over, with the final sweep (docs/RULES.md 1.3).
        if (this.emptierTakes) return own === 0 ? seeds : 0;
        return own;
      }
      // playOn: an empty side's player passes; the opponent's empty side is an ordinary position.
      if (own === 0) {
        // The mover passes: the position is the opponent's to move (and his value, negated).
        b.setHouses(x, NORTH);
        const v = this.value(seeds);
        return (seeds - v) / 2;
      }
    }
    return (this.value(seeds) + seeds) / 2;
  }

  /**
   * The value (margin still to be gained, seeds) of the board's current position, in play with
   * `seeds` seeds in its houses, from the view of the player to move; same-level children not yet
   * known are computed and stored on the way.
   *
   * In two passes: every move is made first and its child's index noted, then the children's
   * entries are read one after the other. Each read is likely a cache miss (the children of a
   * position lie far apart in a database of hundreds of MB); read back to back, the processor
   * waits for them together instead of one a move. A child not known yet has its move made again
   * to compute it.
   */
  private value(seeds: number): number {
    const b = this.board;
    const m = this.m;
    const turn = b.turn;
    const ownStore = turn === SOUTH ? m : 2 * m + 1;
    const oppStore = turn === SOUTH ? 2 * m + 1 : m;
    const base = turn === SOUTH ? 0 : m + 1;
    const children = this.children;
    const gains = this.gains;
    const moves = this.moves;
    const from = b.ply * CHILDREN_PER_PLY;
    let count = from;
    let best = -Infinity;
    for (let h = 1; h <= m; h++) {
      const before = b.pits;
      if (before[base + h - 1] === 0) continue;
      const storesBefore = before[ownStore]! - before[oppStore]!;
      b.make(h);
      const p = b.pits;
      const gain = p[ownStore]! - p[oppStore]! - storesBefore;
      if (b.over !== IN_PLAY) {
        if (gain > best) best = gain;
      } else {
        // The child's index from the view of its player to move, its house and seeds left, and
        // whether the mover moves again, packed: house · 2 + same, then the seeds left.
        children[count] = this.index.rankPits(p, b.turn === SOUTH);
        gains[count] = gain;
        moves[count] = (h << 1) | (b.turn === turn ? 1 : 0) | ((b.southSeeds + b.northSeeds) << 5);
        count++;
      }
      b.unmake();
    }
    const data = this.data;
    for (let k = from; k < count; k++) {
      const r = children[k]!;
      const move = moves[k]!;
      const left = move >>> 5;
      let a = data[r]!;
      if (a === EGDB_UNKNOWN) {
        // Same level, smaller P: compute it now.
        b.make((move >>> 1) & 15);
        a = (this.value(left) + left) / 2;
        b.unmake();
        data[r] = a;
      }
      const child = 2 * a - left;
      const v = (move & 1) === 1 ? gains[k]! + child : gains[k]! - child;
      if (v > best) best = v;
    }
    if (best === -Infinity) throw new Error(`egdb: no move in a position of ${seeds} seeds`);
    return best;
  }
}

/**
 * Builds the endgame database of `rules` for every position with at most `maxSeeds` seeds in the
 * houses, in this thread (synchronously; the Node module `node.ts` has a parallel builder on worker
 * threads). Memory: one byte an entry, C(maxSeeds + 2m, 2m) entries.
 *
 * @returns the database, or `undefined` when stopped (stop flag or signal).
 * @throws {EgdbError} `ERR_EGDB_RULES` for rules no database can serve (`majorityEnd`,
 *   `tieBreak: emptierWins`), `ERR_EGDB_SIZE` beyond {@link EGDB_MAX_ENTRIES} entries.
 */
export function buildEgdb(
  rules: RuleSet,
  maxSeeds: number,
  options: EgdbBuildOptions = {},
): Egdb | undefined {
  const key = egdbKeyFor(rules);
  const size = checkedSize(rules.houses, maxSeeds);
  const data = new Uint8Array(size).fill(EGDB_UNKNOWN);
  const builder = new EgdbLevelBuilder(rules, maxSeeds, data);
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
  return new Egdb(key, rules.houses, maxSeeds, data);
}

/**
 * Entries of a database of `houses` houses a side and `maxSeeds` seeds.
 *
 * @throws {EgdbError} `ERR_EGDB_SIZE` beyond {@link EGDB_MAX_ENTRIES}.
 */
export function checkedSize(houses: number, maxSeeds: number): number {
  if (!Number.isInteger(maxSeeds) || maxSeeds < 0) {
    throw new EgdbError('ERR_EGDB_SIZE', `the seed limit must be a whole number, 0 or more`);
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
