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
 * check word (32 bits): the high 32 bits of the position's 64-bit key (keyHi)
 *
 * data word (32 bits):
 *   bits  0-3   move   best or refuting move (house 1..12); 0 = none
 *   bits  4-5   bound  0 = empty, 1 = lower (value ≥ v), 2 = upper (value ≤ v), 3 = exact
 *   bits  6-13  depth  plies the bound holds for, 0..254; 255 = proven
 *   bits 14-19  work   ⌊log2(nodes searched below the entry)⌋ + 1, at most 63 (replacement)
 *   bits 20-31  value  v, signed 12 bits (read with data >> 20), in the solver's units
 * ```
 *
 * The largest value on a 12×12 board is 288 seeds (576 units under `emptierWins`), well within 12
 * bits. A stored entry has a non-zero bound, so its data word is never 0: 0 means empty. The
 * bucket index is the low bits of keyLo: a table of 2^b buckets checks b + 32 key bits (53 at the
 * default 64 MiB, 2^21 buckets).
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
   */
  constructor(mib: number) {
    const clamped = Math.min(
      SOLVER_TT_MAX_MIB,
      Math.max(SOLVER_TT_MIN_MIB, Number.isFinite(mib) ? mib : 0),
    );
    const buckets = 2 ** Math.floor(Math.log2((clamped * 2 ** 20) / 32));
    this.words = new Int32Array(buckets * 8);
    this.mask = buckets - 1;
  }

  /** Size in bytes. */
  get bytes(): number {
    return this.words.byteLength;
  }

  /** Forgets every entry. */
  clear(): void {
    this.words.fill(0);
  }

  /** Forgets the entries that are not proven (those of heuristic iterations). */
  clearHeuristic(): void {
    const w = this.words;
    for (let i = 1; i < w.length; i += 2) {
      const d = w[i]!;
      if (d !== 0 && ((d >>> 6) & 0xff) !== PROVEN_DEPTH) {
        w[i] = 0;
        w[i - 1] = 0;
      }
    }
  }

  /** The data word stored for the key, or 0. */
  probe(keyLo: number, keyHi: number): number {
    const b = (keyLo & this.mask) << 3;
    const w = this.words;
    if (w[b] === keyHi && w[b + 1] !== 0) return w[b + 1]!;
    if (w[b + 2] === keyHi && w[b + 3] !== 0) return w[b + 3]!;
    if (w[b + 4] === keyHi && w[b + 5] !== 0) return w[b + 5]!;
    if (w[b + 6] === keyHi && w[b + 7] !== 0) return w[b + 7]!;
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
      if (w[i] === keyHi && w[i + 1] !== 0) {
        const old = w[i + 1]!;
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
    w[slot] = keyHi;
    w[slot + 1] = (value << 20) | (work << 14) | (depth << 6) | (bound << 4) | move;
  }
}
