import { SOLVER_TT_MAX_MIB, SOLVER_TT_MIN_MIB } from '../params.ts';

/**
 * The solver's transposition table: a bound on the value of each position stored, with the depth
 * it holds for, in one Int32Array.
 *
 * Values stored are relative: the margin still to be gained from the position (see `solver.ts`),
 * which for most rule sets does not depend on the stores, so that positions with the same houses
 * share an entry. An entry of depth {@link PROVEN_DEPTH} holds a proven bound, true at any depth
 * and forever; lower depths come from the solver's heuristic iterations (leaves scored by the
 * store difference) and serve move ordering and those iterations only.
 *
 * ```
 * bucket (8 words, 32 bytes):  [ check₀ | data₀ | check₁ | data₁ | check₂ | data₂ | check₃ | data₃ ]
 *   a position already in the bucket is updated in place (when the new depth is at least the old);
 *   a new one replaces the entry of least (depth, work), an empty one first
 *
 * check word (32 bits): the high 32 bits of the position's 64-bit key (keyHi) XOR the data word
 *
 * data word (32 bits):
 *   bits  0-3   move   best or refuting move (house 1..12); 0 = none
 *   bits  4-5   bound  0 = empty, 1 = lower (value ≥ v), 2 = upper (value ≤ v), 3 = exact
 *   bits  6-13  depth  plies the bound holds for, 0..254; 255 = proven
 *   bits 14-19  work   ⌊log2(nodes searched below the entry)⌋ + 1, at most 63 (replacement)
 *   bits 20-31  value  v, signed 12 bits (read with data >> 20), in the solver's units
 * ```
 *
 * The check word is stored XORed with the data word (Hyatt's lockless hashing): threads sharing the
 * table (`parallel.ts`) write the two words without a lock, and an entry torn by two writers fails
 * the check instead of pairing one position's check with another's bounds.
 *
 * The largest value on a 12×12 board is 288 seeds (576 units under `emptierWins`), well within 12
 * bits. A stored entry has a non-zero bound, so its data word is never 0: 0 means empty. The
 * bucket index is the low bits of keyLo: a table of 2^b buckets checks b + 32 key bits (51 at the
 * default 16 MiB, 2^19 buckets; 53 at 64 MiB): with a few million entries probed some 10^8
 * times a solve, a false match has odds of about 10^-7 per solve.
 */

/** Bound type: the value is at least the stored value. */
export const LOWER = 1;
/** Bound type: the value is at most the stored value. */
export const UPPER = 2;
/** Bound type: the value is the stored value. */
export const EXACT = 3;
/** Depth of a proven entry. */
export const PROVEN_DEPTH = 255;

/** The move of a data word. */
export function tableMove(data: number): number {
  return data & 0xf;
}
/** The bound type of a data word (0 = empty). */
export function tableBound(data: number): number {
  return (data >>> 4) & 0x3;
}
/** The depth of a data word. */
export function tableDepth(data: number): number {
  return (data >>> 6) & 0xff;
}
/** The value of a data word (relative, solver units). */
export function tableValue(data: number): number {
  return data >> 20;
}

/** ⌊log2(n)⌋ + 1 for n ≥ 1, capped at 63; 0 for n < 1. */
export function workOf(nodes: number): number {
  if (nodes < 1) return 0;
  const w = 32 - Math.clz32(Math.min(nodes, 0x7fffffff));
  return w > 63 ? 63 : w;
}

/** The solver's table (see the layout above). */
export class SolverTable {
  private readonly words: Int32Array;
  private readonly mask: number;

  /**
   * @param mib size in MiB, rounded down to a power of two buckets of 32 bytes and clamped to
   *   {@link SOLVER_TT_MIN_MIB}..{@link SOLVER_TT_MAX_MIB}.
   * @param shared a SharedArrayBuffer to hold the table instead (its size, rounded down to a power
   *   of two buckets, replaces `mib`), shared with the solvers of other threads.
   */
  constructor(mib: number, shared?: SharedArrayBuffer) {
    if (shared !== undefined) {
      const buckets = 2 ** Math.floor(Math.log2(shared.byteLength / 32));
      this.words = new Int32Array(shared, 0, buckets * 8);
      this.mask = buckets - 1;
      return;
    }
    const buckets = SolverTable.bucketsFor(mib);
    this.words = new Int32Array(buckets * 8);
    this.mask = buckets - 1;
  }

  /**
   * Buckets of a table of `mib` MiB: rounded down to a power of two and clamped to
   * {@link SOLVER_TT_MIN_MIB}..{@link SOLVER_TT_MAX_MIB}.
   */
  static bucketsFor(mib: number): number {
    const clamped = Math.min(
      SOLVER_TT_MAX_MIB,
      Math.max(SOLVER_TT_MIN_MIB, Number.isFinite(mib) ? mib : 0),
    );
    return 2 ** Math.floor(Math.log2((clamped * 2 ** 20) / 32));
  }

  /** The table's memory (to share it with other threads when it is a SharedArrayBuffer). */
  get buffer(): ArrayBufferLike {
    return this.words.buffer;
  }

  /** Size in bytes. */
  get bytes(): number {
    return this.words.byteLength;
  }

  /** Forgets every entry. */
  clear(): void {
    this.words.fill(0);
  }

  /** The data word stored for the key, or 0. */
  probe(keyLo: number, keyHi: number): number {
    const b = (keyLo & this.mask) << 3;
    const w = this.words;
    for (let i = b; i < b + 8; i += 2) {
      const d = w[i + 1]!;
      if (d !== 0 && (w[i]! ^ d) === keyHi) return d;
    }
    return 0;
  }

  /**
   * Records a bound on a position's value.
   *
   * @param bound {@link LOWER}, {@link UPPER} or {@link EXACT}.
   * @param value the bound, relative units (|value| < 2048).
   * @param depth plies it holds for (≥ {@link PROVEN_DEPTH}: proven).
   * @param move the best or refuting move, 0 = none (then a stored move is kept).
   * @param work {@link workOf} the nodes spent.
   */
  store(
    keyLo: number,
    keyHi: number,
    bound: number,
    value: number,
    depth: number,
    move: number,
    work: number,
  ): void {
    const b = (keyLo & this.mask) << 3;
    const w = this.words;
    if (depth > PROVEN_DEPTH) depth = PROVEN_DEPTH;
    let slot = -1;
    for (let i = b; i < b + 8; i += 2) {
      const old = w[i + 1]!;
      if (old !== 0 && (w[i]! ^ old) === keyHi) {
        const oldDepth = (old >>> 6) & 0xff;
        if (depth < oldDepth) return;
        if (move === 0) move = old & 0xf;
        const oldWork = (old >>> 14) & 0x3f;
        if (oldWork > work) work = oldWork;
        if (depth === oldDepth && old >> 20 === value) {
          // Two opposite bounds of the same value make it exact.
          const oldBound = (old >>> 4) & 0x3;
          if (oldBound !== bound) bound = EXACT;
        }
        slot = i;
        break;
      }
    }
    if (slot < 0) {
      let least = 1 << 30;
      for (let i = b; i < b + 8; i += 2) {
        const d = w[i + 1]!;
        const rank = d === 0 ? -1 : (((d >>> 6) & 0xff) << 6) | ((d >>> 14) & 0x3f);
        if (rank < least) {
          least = rank;
          slot = i;
        }
      }
    }
    const d = (value << 20) | (work << 14) | (depth << 6) | (bound << 4) | move;
    w[slot] = keyHi ^ d;
    w[slot + 1] = d;
  }
}
