import { vi } from 'vitest';

/**
 * A fake `performance.now()` for tests of time limits: every read advances it by `msPerRead`
 * milliseconds, so a search's clock runs with its work and the same search always stops at the
 * same point, whatever the machine's load. Call `restore()` when done (or rely on
 * `vi.restoreAllMocks`).
 */
export function steppingClock(msPerRead: number): { now(): number; restore(): void } {
  let time = 0;
  const spy = vi.spyOn(performance, 'now').mockImplementation(() => (time += msPerRead));
  return { now: () => time, restore: () => spy.mockRestore() };
}
