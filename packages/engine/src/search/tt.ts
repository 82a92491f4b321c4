import { TT_DEFAULT_MIB, TT_MAX_MIB, TT_MIN_MIB } from '../params.ts';

/**
 * The transposition table: search results by position, in one Int32Array.
 *
 * The table is an array of buckets; a bucket is 16 bytes holding two entries, and an entry is two
 * 32-bit words:
 *
 * ```
 * bucket (4 words):  [ check₀ | data₀ | check₁ | data₁ ]
 *   slot 0: depth-preferred — replaced only by an entry at least as deep, or of a newer search
 *   slot 1: always replaced otherwise
 *
 * check word (32 bits): the high 32 bits of the position's 64-bit key (keyHi)
 *
 * data word (32 bits, signed):
 *   bits  0-3   move        best or refuting move: house 1..12 of the side to move; 0 = none
 *   bits  4-5   bound       0 = empty slot, 1 = upper (true ≤ score), 2 = lower (true ≥ score),
 *                           3 = exact
 *   bit   6     proven      1 = every leaf below was a finished game: the bound is the true
 *                           minimax bound and holds at any depth
 *   bits  7-13  depth       plies searched below this position, 0..127
 *   bits 14-15  generation  number of the search that wrote it, modulo 4 (for replacement)
 *   bits 16-31  score       signed 16 bits, in 1/SCORE_SCALE seed, from the view of the side to
 *                           move (read back with an arithmetic shift: data >> 16)
 * ```
 *
 * The bucket index is the low bits of the key's low half (keyLo & mask), so a table of 2^b buckets
 * identifies a position by b + 32 key bits: 52 at the default 16 MiB (2^20 buckets), 48 at the
 * smallest (1 MiB). A data word is never 0 for a stored entry (its bound is not 0).
 */

/** Bound of an entry: the true score is at most the stored score. */
export const BOUND_UPPER = 1;
/** Bound of an entry: the true score is at least the stored score. */
export const BOUND_LOWER = 2;
/** Bound of an entry: the stored score is the score (at that depth, or proven). */
export const BOUND_EXACT = 3;

/** The move (house 1..12, 0 = none) of a data word. */
export function entryMove(data: number): number {
  return data & 0xf;
}
/** The bound (1 upper, 2 lower, 3 exact; 0 = no entry) of a data word. */
export function entryBound(data: number): number {
  return (data >>> 4) & 0x3;
}
/** Whether a data word's score is proven (independent of depth). */
export function entryProven(data: number): boolean {
  return (data & 0x40) !== 0;
}
/** The depth in plies of a data word. */
export function entryDepth(data: number): number {
  return (data >>> 7) & 0x7f;
}
/** The score (internal units, side to move) of a data word. */
export function entryScore(data: number): number {
  return data >> 16;
}

/**
 * Whether a probed data word ends a fail-soft alpha-beta node with `depth` plies to go and the
 * window (`alpha`, `beta`) without a search: the node's score is then the entry's
 * ({@link entryScore}). Only at a null-window node (beta − alpha = 1): the root and principal
 * variation nodes are always searched, which keeps the principal variation whole down to the
 * horizon or the end of the game. The entry must be proven or searched at least `depth` plies, and
 * its bound must settle the window: exact, a lower bound ≥ beta, or an upper bound ≤ alpha. False
 * for 0 (no entry). A cutoff by an entry that is not proven is a heuristic score, which callers
 * count for their exactness.
 */
export function entryCutoff(data: number, depth: number, alpha: number, beta: number): boolean {
  if (data === 0 || beta - alpha !== 1 || (!entryProven(data) && entryDepth(data) < depth)) {
    return false;
  }
  const bound = entryBound(data);
  const score = entryScore(data);
  return (
    bound === BOUND_EXACT ||
    (bound === BOUND_LOWER ? score >= beta : bound === BOUND_UPPER && score <= alpha)
  );
}

/** Packs a data word; see the layout above. `score` must fit 16 signed bits, `depth` 0..127. */
export function packEntry(
  move: number,
  bound: number,
  proven: boolean,
  depth: number,
  generation: number,
  score: number,
): number {
  return (
    (score << 16) |
    ((generation & 0x3) << 14) |
    ((depth & 0x7f) << 7) |
    (proven ? 0x40 : 0) |
    ((bound & 0x3) << 4) |
    (move & 0xf)
  );
}

/** A transposition table of a fixed size (see the layout above). */
export class TranspositionTable {
  /** The buckets, 4 words each. */
  private readonly words: Int32Array;
  /** Buckets − 1 (the bucket count is a power of two). */
  private readonly mask: number;
  /** Generation of the current search, 0..3. */
  private generation = 0;

  /**
   * @param mib size in MiB (2^20 bytes), rounded down to a power of two buckets of 16 bytes and
   *   clamped to the range of `params.ts` ({@link TT_MIN_MIB}..{@link TT_MAX_MIB}).
   */
  constructor(mib: number = TT_DEFAULT_MIB) {
    const clamped = Math.min(TT_MAX_MIB, Math.max(TT_MIN_MIB, Number.isFinite(mib) ? mib : 0));
    const buckets = 2 ** Math.floor(Math.log2((clamped * 2 ** 20) / 16));
    this.words = new Int32Array(buckets * 4);
    this.mask = buckets - 1;
  }

  /** Size of the table in bytes. */
  get bytes(): number {
    return this.words.byteLength;
  }

  /** Forgets every entry. */
  clear(): void {
    this.words.fill(0);
    this.generation = 0;
  }

  /** Starts a new search: entries written from now on are preferred over older ones. */
  newSearch(): void {
    this.generation = (this.generation + 1) & 0x3;
  }

  /** The data word stored for the key (keyLo, keyHi), or 0 when there is none. */
  probe(keyLo: number, keyHi: number): number {
    const b = (keyLo & this.mask) << 2;
    const w = this.words;
    if (w[b] === keyHi && w[b + 1] !== 0) return w[b + 1]!;
    if (w[b + 2] === keyHi && w[b + 3] !== 0) return w[b + 3]!;
    return 0;
  }

  /**
   * Stores a search result for the key (keyLo, keyHi). A result without a move keeps the move
   * already stored for the same position.
   */
  store(
    keyLo: number,
    keyHi: number,
    move: number,
    bound: number,
    proven: boolean,
    depth: number,
    score: number,
  ): void {
    const b = (keyLo & this.mask) << 2;
    const w = this.words;
    const gen = this.generation;
    let slot: number;
    if (w[b] === keyHi && w[b + 1] !== 0) slot = b;
    else if (w[b + 2] === keyHi && w[b + 3] !== 0) slot = b + 2;
    else {
      const old = w[b + 1]!;
      slot = old === 0 || ((old >>> 14) & 0x3) !== gen || ((old >>> 7) & 0x7f) <= depth ? b : b + 2;
    }
    if (move === 0 && w[slot] === keyHi) move = w[slot + 1]! & 0xf;
    w[slot] = keyHi;
    w[slot + 1] = packEntry(move, bound, proven, depth, gen, score);
  }

  /**
   * Stores the result of a fail-soft alpha-beta node searched with the window (`alpha`, `beta`)
   * (alpha as it was on entry): its `best` score is a lower bound when ≥ `beta`, exact when above
   * `alpha`, else an upper bound, stored without a move (keeping the one held). `bestMove` is the
   * move field to store (1..15), `proven` whether the score is free of heuristic scores, `depth`
   * the plies searched.
   */
  storeNode(
    keyLo: number,
    keyHi: number,
    best: number,
    alpha: number,
    beta: number,
    bestMove: number,
    proven: boolean,
    depth: number,
  ): void {
    const bound = best >= beta ? BOUND_LOWER : best > alpha ? BOUND_EXACT : BOUND_UPPER;
    this.store(keyLo, keyHi, bound === BOUND_UPPER ? 0 : bestMove, bound, proven, depth, best);
  }

  /**
   * Permille of the first 1000 buckets' slots holding an entry of the current search (the
   * "hashfull" figure of UCI engines).
   */
  hashfull(): number {
    const w = this.words;
    const buckets = Math.min(1000, this.mask + 1);
    let used = 0;
    for (let i = 0; i < buckets * 4; i += 2) {
      const d = w[i + 1]!;
      if (d !== 0 && ((d >>> 14) & 0x3) === this.generation) used++;
    }
    return Math.round((used * 1000) / (buckets * 2));
  }
}
