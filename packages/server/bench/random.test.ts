import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  it('stays in [0, 1) and spreads evenly over ten buckets', () => {
    const random = seededRandom(1);
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = random();
      if (x < 0 || x >= 1) outside += 1;
      else buckets[Math.floor(x * 10)]! += 1;
    }
    expect(outside).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
