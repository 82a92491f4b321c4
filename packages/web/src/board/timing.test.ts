import { describe, expect, it } from 'vitest';
import { isSpeed, STEP_MS, stepDuration } from './timing.ts';

describe('timing', () => {
  const sow = {
    type: 'sow',
    pit: { kind: 'store', side: 'south' },
    seeds: 1,
    lap: 1,
  } as const;

  it('scales each step with the speed', () => {
    expect(stepDuration(sow, 1, false)).toBe(STEP_MS.sow);
    expect(stepDuration(sow, 2, false)).toBe(Math.round(STEP_MS.sow / 2));
    expect(stepDuration(sow, 0.5, false)).toBe(STEP_MS.sow * 2);
  });

  it('shows everything at once under reduced motion', () => {
    expect(stepDuration(sow, 1, true)).toBe(0);
  });

  it('knows its speeds', () => {
    expect(isSpeed(2)).toBe(true);
    expect(isSpeed(3)).toBe(false);
  });
});
