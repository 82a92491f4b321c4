import {
  arrange,
  arrangementsAllowed,
  opponent,
  startMatch,
  type Match,
  unwrap,
} from '@kalaha/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrangingMatch, giuthiRules } from '../../test/giuthi-match.ts';
import { EngineBoardError } from '../kalaha/board.ts';
import { ARRANGE_ENUMERATE_MAX } from '../params.ts';
import { Searcher } from '../searcher.ts';
import { chooseArrangement, layoutCandidates, randomLayout } from './arrangement.ts';
import { createPrng } from '@kalaha/rules';

/** True when `pattern` is a layout the loser may make (docs/RULES.md 4: all his seeds, ≥ 1 a house). */
function isValid(match: Match, pattern: readonly number[]): boolean {
  const allowed = arrangementsAllowed(match)!;
  return (
    pattern.length === allowed.houses &&
    pattern.every((n) => Number.isInteger(n) && n >= 1) &&
    pattern.reduce((a, b) => a + b, 0) === allowed.seeds &&
    arrange(match, pattern).ok
  );
}

describe('chooseArrangement (docs/RULES.md 4 "Rounds": the loser lays out his seeds)', () => {
  it('lays out every seed, at least 1 a house, over the next board, on random matches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 7 }),
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (houses, seeds, matchSeed, level, seed) => {
          const match = arrangingMatch(giuthiRules({ houses, seeds }), matchSeed);
          const pattern = chooseArrangement(match, level, { seed });
          expect(isValid(match, pattern)).toBe(true);
          // The same seed, the same layout.
          expect(chooseArrangement(match, level, { seed })).toEqual(pattern);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('lays out validly at the strong levels too', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    for (const level of [6, 8, 10]) {
      const match = arrangingMatch(giuthiRules(), level);
      expect(isValid(match, chooseArrangement(match, level, { seed: 1, searcher }))).toBe(true);
    }
  });

  it('a higher level lays out at least as well as level 1, weighed by a deeper search', () => {
    const rules = giuthiRules({ houses: 5, seeds: 4 });
    /** The arranger's value of a layout by a 4-ply search from the next round's start. */
    const value = (match: Match, pattern: readonly number[]): number => {
      const side = match.arranger!;
      const next = unwrap(arrange(match, pattern));
      const { phase, position, rounds } = next;
      if (phase !== 'playing') {
        const s = rounds.at(-1)!.seeds;
        return s[side] - s[opponent(side)];
      }
      const score = new Searcher({ ttMiB: 1 }).search(position, { depth: 4 }).score;
      return position.turn === side ? score : -score;
    };
    let low = 0;
    let high = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const match = arrangingMatch(rules, seed * 31);
      low += value(match, chooseArrangement(match, 1, { seed }));
      high += value(match, chooseArrangement(match, 8, { seed }));
    }
    expect(high).toBeGreaterThanOrEqual(low);
  });

  it('throws ERR_MATCH_PHASE when nothing is to be arranged, RangeError for a bad level', () => {
    const playing = startMatch(giuthiRules());
    expect(() => chooseArrangement(playing, 5, { seed: 1 })).toThrow(EngineBoardError);
    try {
      chooseArrangement(playing, 5, { seed: 1 });
    } catch (error) {
      expect((error as EngineBoardError).code).toBe('ERR_MATCH_PHASE');
    }
    const match = arrangingMatch(giuthiRules(), 1);
    expect(() => chooseArrangement(match, 0, { seed: 1 })).toThrow(RangeError);
  });
});

describe('the layouts weighed', () => {
  it('are every layout when there are few: C(seeds − 1, houses − 1) of them, all distinct', () => {
    // 9 seeds over 4 houses: C(8, 3) = 56 layouts, within ARRANGE_ENUMERATE_MAX.
    expect(ARRANGE_ENUMERATE_MAX).toBeGreaterThanOrEqual(56);
    const all = layoutCandidates(4, 9, createPrng(1));
    expect(all).toHaveLength(56);
    expect(new Set(all.map((p) => p.join(','))).size).toBe(56);
    for (const p of all) expect(p.reduce((a, b) => a + b, 0)).toBe(9);
  });

  it('are the even spread, the heaps and random layouts when there are many', () => {
    const some = layoutCandidates(6, 30, createPrng(2));
    expect(some).toContainEqual([5, 5, 5, 5, 5, 5]);
    expect(some).toContainEqual([25, 1, 1, 1, 1, 1]);
    expect(some).toContainEqual([1, 1, 1, 1, 1, 25]);
    expect(some).toContainEqual([13, 1, 1, 1, 1, 13]);
    expect(some.length).toBeGreaterThan(10);
    for (const p of some) {
      expect(p).toHaveLength(6);
      expect(p.every((n) => n >= 1)).toBe(true);
      expect(p.reduce((a, b) => a + b, 0)).toBe(30);
    }
  });

  it('a random layout is valid and every layout can come up', () => {
    const random = createPrng(3);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const p = randomLayout(3, 6, random);
      expect(p.every((n) => n >= 1) && p.reduce((a, b) => a + b, 0) === 6).toBe(true);
      seen.add(p.join(','));
    }
    // C(5, 2) = 10 layouts of 6 seeds over 3 houses.
    expect(seen.size).toBe(10);
  });
});
