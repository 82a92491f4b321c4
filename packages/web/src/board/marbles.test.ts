import { describe, expect, it } from 'vitest';
import { hash, MARBLE_COLOURS, MAX_DRAWN, marbleSpots } from './marbles.ts';

describe('marbleSpots', () => {
  it('draws one marble a seed, up to the pit’s limit', () => {
    expect(marbleSpots('house', 0, 'south-1')).toEqual([]);
    expect(marbleSpots('house', 6, 'south-1')).toHaveLength(6);
    expect(marbleSpots('house', 100, 'south-1')).toHaveLength(MAX_DRAWN.house);
    expect(marbleSpots('store', 72, 'south-store')).toHaveLength(72);
  });

  it('keeps each marble where it was when a seed is added', () => {
    const six = marbleSpots('house', 6, 'north-4');
    const seven = marbleSpots('house', 7, 'north-4');
    expect(seven.slice(0, 6)).toEqual(six);
  });

  it('keeps marbles inside the pit', () => {
    for (const kind of ['house', 'store'] as const) {
      for (const s of marbleSpots(kind, MAX_DRAWN[kind], `${kind}-x`)) {
        expect(s.x).toBeGreaterThanOrEqual(10);
        expect(s.x).toBeLessThanOrEqual(90);
        expect(s.y).toBeGreaterThanOrEqual(5);
        expect(s.y).toBeLessThanOrEqual(95);
        expect(s.colour).toBeGreaterThanOrEqual(0);
        expect(s.colour).toBeLessThan(MARBLE_COLOURS.length);
      }
    }
  });

  it('lays out neighbouring pits differently', () => {
    expect(marbleSpots('house', 4, 'south-1')).not.toEqual(marbleSpots('house', 4, 'south-2'));
  });

  it('hashes deterministically', () => {
    expect(hash('south-1')).toBe(hash('south-1'));
    expect(hash('')).toBe(0x811c9dc5);
  });
});
