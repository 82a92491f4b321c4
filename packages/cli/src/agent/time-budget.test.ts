/** The agent's time per move from the ManKalah budget (issue 7: one hour per agent per game). */
import { describe, expect, it } from 'vitest';
import { BUDGET_SHARE, DEFAULT_MOVE_MS, MANKALAH_BUDGET_MS, moveTimeMs } from './time-budget.ts';

describe('moveTimeMs', () => {
  it('gives the default second a move while the hour is nearly whole', () => {
    expect(moveTimeMs(MANKALAH_BUDGET_MS)).toBe(DEFAULT_MOVE_MS);
    expect(moveTimeMs(MANKALAH_BUDGET_MS, 5_000)).toBe(5_000);
  });

  it('moves fast when little time is left: at most 1/30 of it, 0 when none is left', () => {
    expect(moveTimeMs(3_000)).toBe(100);
    expect(moveTimeMs(30, 1_000)).toBe(1);
    expect(moveTimeMs(0)).toBe(0);
    expect(moveTimeMs(-500)).toBe(0);
  });

  it('never runs the budget out: 200 moves at the longest time leave time over', () => {
    let left = 10_000;
    for (let i = 0; i < 200; i++) left -= moveTimeMs(left, 60_000);
    expect(left).toBeGreaterThan(0);
    expect(BUDGET_SHARE).toBeGreaterThan(1);
  });
});
