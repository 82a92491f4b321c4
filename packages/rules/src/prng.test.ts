import { describe, expect, it } from 'vitest';
import { createPrng, deriveSeed } from './prng.ts';

describe('createPrng (mulberry32)', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number): number[] => {
      const random = createPrng(seed);
      return Array.from({ length: 8 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in [0, 1), spreads evenly over ten buckets, and reaches every whole number below n', () => {
    const random = createPrng(1);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const x = random.next();
      expect(x >= 0 && x < 1).toBe(true);
      buckets[Math.floor(x * 10)]! += 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) seen.add(random.below(6));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(() => random.below(0)).toThrow(RangeError);
  });

  it('derives independent, repeatable seeds for streams', () => {
    expect(deriveSeed(7, 0)).toBe(deriveSeed(7, 0));
    const seeds = new Set(Array.from({ length: 100 }, (_, i) => deriveSeed(7, i)));
    expect(seeds.size).toBe(100);
    expect(deriveSeed(7, 0)).not.toBe(deriveSeed(8, 0));
  });
});
