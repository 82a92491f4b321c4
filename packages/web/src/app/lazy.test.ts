import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaints, SETTLE_MS } from './lazy.ts';

describe('fetching what the next tap needs once the first screen has settled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the settling time after the page has loaded, and calls once', () => {
    expect(document.readyState).toBe('complete');
    const then = vi.fn();
    afterFirstPaints(then);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(SETTLE_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not wait once the user presses a key or a pointer', () => {
    for (const type of ['keydown', 'pointerdown']) {
      const then = vi.fn();
      afterFirstPaints(then);
      window.dispatchEvent(new Event(type));
      expect(then).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(SETTLE_MS);
      expect(then).toHaveBeenCalledTimes(1);
    }
  });

  it('is never called once cancelled', () => {
    const then = vi.fn();
    afterFirstPaints(then)();
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(SETTLE_MS);
    expect(then).not.toHaveBeenCalled();
  });
});
