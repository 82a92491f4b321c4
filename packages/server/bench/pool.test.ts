import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapLimited } from './pool.ts';

describe('mapLimited', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Resolves after `ms` of the fake clock. */
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('runs at most `limit` tasks at once and keeps the results in order', async () => {
    let running = 0;
    let most = 0;
    const mapped = mapLimited([30, 5, 20, 1, 10, 2, 8], 3, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await sleep(ms);
      running -= 1;
      return `${index}:${ms}`;
    });
    await vi.runAllTimersAsync();
    expect(most).toBe(3);
    expect(await mapped).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2', '6:8']);
  });

  it('rejects with the first failure, after the running tasks settle, and starts no more', async () => {
    const started: number[] = [];
    const mapped = mapLimited([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await sleep(5);
      if (n === 2) throw new Error('task 2 failed');
      return n;
    });
    const rejected = expect(mapped).rejects.toThrow('task 2 failed');
    await vi.runAllTimersAsync();
    await rejected;
    expect(started).toEqual([1, 2, 3]);
  });

  it('answers an empty list at once and refuses a limit below 1', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
    await expect(mapLimited([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
