/** The solve and egdb commands' figures: counts, times and sizes as the terminal prints them. */
import { describe, expect, it } from 'vitest';
import { compact, formatBytes, seconds } from './solve.ts';

describe('seconds', () => {
  it('prints short times to the hundredth, then the tenth, then whole minutes and seconds', () => {
    expect(seconds(250)).toBe('0.25 s');
    expect(seconds(12_345)).toBe('12.3 s');
    expect(seconds(125_000)).toBe('2 min 5 s');
    expect(seconds(26 * 60_000 + 9_400)).toBe('26 min 9 s');
  });

  it('carries a second that rounds to 60 into the minutes (a build once printed "12 min 60 s")', () => {
    expect(seconds(12 * 60_000 + 59_700)).toBe('13 min 0 s');
    expect(seconds(119_970)).toBe('2 min 0 s');
    expect(seconds(9_999)).toBe('10.0 s');
  });
});

describe('compact and formatBytes', () => {
  it('keep three significant digits in the unit that holds them', () => {
    expect(compact(950)).toBe('950');
    expect(compact(12_345)).toBe('12.3k');
    expect(compact(2_730_363_744)).toBe('2.73G');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1_251_678_260)).toBe('1.25 GB');
  });

  it('move to the next unit when rounding reaches 1000', () => {
    expect(compact(999.6)).toBe('1.00k');
    expect(compact(999_600)).toBe('1.00M');
    expect(formatBytes(999_999_999)).toBe('1.00 GB');
  });
});
