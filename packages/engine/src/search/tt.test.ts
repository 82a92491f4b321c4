import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_UPPER,
  entryBound,
  entryCutoff,
  entryDepth,
  entryMove,
  entryProven,
  entryScore,
  packEntry,
  TranspositionTable,
} from './tt.ts';

describe('transposition table entry layout', () => {
  it('packs and unpacks every field independently', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(BOUND_UPPER, BOUND_LOWER, BOUND_EXACT),
        fc.boolean(),
        fc.integer({ min: 0, max: 127 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -32768, max: 32767 }),
        (move, bound, proven, depth, generation, score) => {
          const data = packEntry(move, bound, proven, depth, generation, score);
          expect(data).not.toBe(0);
          expect(entryMove(data)).toBe(move);
          expect(entryBound(data)).toBe(bound);
          expect(entryProven(data)).toBe(proven);
          expect(entryDepth(data)).toBe(depth);
          expect((data >>> 14) & 3).toBe(generation);
          expect(entryScore(data)).toBe(score);
        },
      ),
      { seed: 7, numRuns: 2000 },
    );
  });

  it('puts the fields at the documented bits', () => {
    const data = packEntry(0xa, BOUND_LOWER, true, 0x55, 2, -2);
    // score -2 = 0xfffe in bits 16-31, generation 2 in 14-15, depth 0x55 in 7-13, proven bit 6,
    // bound 2 in 4-5, move 0xa in 0-3.
    expect(data >>> 0).toBe(
      ((0xfffe << 16) | (2 << 14) | (0x55 << 7) | (1 << 6) | (2 << 4) | 0xa) >>> 0,
    );
  });
});

describe('TranspositionTable', () => {
  it('rounds its size down to a power of two buckets of 16 bytes, within the limits', () => {
    expect(new TranspositionTable(1).bytes).toBe(2 ** 20);
    expect(new TranspositionTable(3).bytes).toBe(2 ** 21);
    expect(new TranspositionTable(0).bytes).toBe(2 ** 20);
    expect(new TranspositionTable(Number.NaN).bytes).toBe(2 ** 20);
  });

  it('finds what it stored, only under the same key', () => {
    const tt = new TranspositionTable(1);
    tt.newSearch();
    expect(tt.probe(123, 456)).toBe(0);
    tt.store(123, 456, 3, BOUND_EXACT, false, 9, -40);
    const data = tt.probe(123, 456);
    expect([entryMove(data), entryBound(data), entryDepth(data), entryScore(data)]).toEqual([
      3,
      BOUND_EXACT,
      9,
      -40,
    ]);
    // Same bucket, other check word: no hit.
    expect(tt.probe(123, 457)).toBe(0);
    // Other bucket, same check word: no hit.
    expect(tt.probe(124, 456)).toBe(0);
    tt.clear();
    expect(tt.probe(123, 456)).toBe(0);
  });

  it('keeps the stored move when a result without a move replaces it', () => {
    const tt = new TranspositionTable(1);
    tt.store(5, 6, 4, BOUND_LOWER, false, 3, 10);
    tt.store(5, 6, 0, BOUND_UPPER, true, 5, 2);
    const data = tt.probe(5, 6);
    expect(entryMove(data)).toBe(4);
    expect(entryBound(data)).toBe(BOUND_UPPER);
    expect(entryProven(data)).toBe(true);
  });

  it('keeps the deeper entry of a bucket and puts a shallower newcomer beside it', () => {
    const tt = new TranspositionTable(1);
    const buckets = 2 ** 16;
    tt.store(7, 1, 1, BOUND_EXACT, false, 20, 1);
    tt.store(7 + buckets, 2, 2, BOUND_EXACT, false, 5, 2); // same bucket, shallower
    expect(entryDepth(tt.probe(7, 1))).toBe(20);
    expect(entryDepth(tt.probe(7 + buckets, 2))).toBe(5);
    tt.store(7 + 2 * buckets, 3, 3, BOUND_EXACT, false, 6, 3); // replaces the always-replace slot
    expect(tt.probe(7 + buckets, 2)).toBe(0);
    expect(entryDepth(tt.probe(7, 1))).toBe(20);
    // A newer search may replace the deep entry.
    tt.newSearch();
    tt.store(7 + 3 * buckets, 4, 4, BOUND_EXACT, false, 1, 4);
    expect(tt.probe(7, 1)).toBe(0);
    expect(entryDepth(tt.probe(7 + 3 * buckets, 4))).toBe(1);
    expect(tt.hashfull()).toBeGreaterThanOrEqual(0);
  });
});

describe('storing an alpha-beta node', () => {
  it('stores a lower bound at or above beta, exact inside the window, an upper bound below', () => {
    const tt = new TranspositionTable(1);
    const stored = (best: number, move: number): number => {
      tt.storeNode(5, 9, best, -10, 10, move, true, 4);
      return tt.probe(5, 9);
    };
    const lower = stored(10, 3);
    expect([entryBound(lower), entryMove(lower), entryScore(lower)]).toEqual([BOUND_LOWER, 3, 10]);
    const exact = stored(2, 6);
    expect([entryBound(exact), entryMove(exact), entryScore(exact)]).toEqual([BOUND_EXACT, 6, 2]);
    expect([entryProven(exact), entryDepth(exact)]).toEqual([true, 4]);
    // An upper bound stores no move of its own: the move held (6) stays.
    const upper = stored(-10, 2);
    expect([entryBound(upper), entryMove(upper), entryScore(upper)]).toEqual([BOUND_UPPER, 6, -10]);
  });
});

describe('a table cutoff', () => {
  /** An entry at depth 6, not proven, of the current generation. */
  const entry = (bound: number, score: number, proven = false, depth = 6): number =>
    packEntry(4, bound, proven, depth, 0, score);

  it('ends a null-window node by an exact score, a lower bound ≥ beta or an upper bound ≤ alpha', () => {
    expect(entryCutoff(entry(BOUND_EXACT, 3), 6, 20, 21)).toBe(true);
    expect(entryCutoff(entry(BOUND_LOWER, 21), 6, 20, 21)).toBe(true);
    expect(entryCutoff(entry(BOUND_LOWER, 20), 6, 20, 21)).toBe(false);
    expect(entryCutoff(entry(BOUND_UPPER, 20), 6, 20, 21)).toBe(true);
    expect(entryCutoff(entry(BOUND_UPPER, 21), 6, 20, 21)).toBe(false);
  });

  it('needs an entry at least as deep as the plies to go, unless it is proven', () => {
    expect(entryCutoff(entry(BOUND_EXACT, 3), 7, 20, 21)).toBe(false);
    expect(entryCutoff(entry(BOUND_EXACT, 3, true), 7, 20, 21)).toBe(true);
    expect(entryCutoff(entry(BOUND_LOWER, 30, true, 0), 40, 20, 21)).toBe(true);
  });

  it('never ends a node with a wider window (root, principal variation), nor without an entry', () => {
    expect(entryCutoff(entry(BOUND_EXACT, 3, true), 1, 20, 22)).toBe(false);
    expect(entryCutoff(entry(BOUND_LOWER, 30, true), 1, -100, 100)).toBe(false);
    expect(entryCutoff(0, 0, 20, 21)).toBe(false);
  });
});
