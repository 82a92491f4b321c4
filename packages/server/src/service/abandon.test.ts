import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbandonTimers } from './abandon.ts';

afterEach(() => vi.useRealTimers());

describe('AbandonTimers', () => {
  it('fires once the creator has been away the whole time, counted from when he left', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    const timers = new AbandonTimers(60_000, (id) => fired.push(id));
    timers.set('g1', true);
    vi.advanceTimersByTime(30_000);
    // Still away: the time runs on from the first leaving.
    timers.set('g1', true);
    vi.advanceTimersByTime(29_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['g1']);
    expect(timers.armed('g1')).toBe(false);
  });

  it('does not fire for a creator who came back, nor after clear', () => {
    vi.useFakeTimers();
    const fired: string[] = [];
    const timers = new AbandonTimers(60_000, (id) => fired.push(id));
    timers.set('g1', true);
    timers.set('g2', true);
    vi.advanceTimersByTime(59_000);
    timers.set('g1', false);
    expect(timers.armed('g1')).toBe(false);
    timers.clear();
    vi.advanceTimersByTime(120_000);
    expect(fired).toEqual([]);
  });
});
