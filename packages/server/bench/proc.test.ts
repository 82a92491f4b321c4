import { describe, expect, it, vi } from 'vitest';
import {
  CLOCK_TICKS_PER_SECOND,
  ProcReadError,
  readMachineCpu,
  readProcessCpuMs,
  readProcessMemory,
} from './proc.ts';

/** A pid no process has: above Linux's pid_max limit (2^22). */
const NO_PID = 2 ** 22 + 1;

describe('readProcessMemory', () => {
  it('reads this process’s resident set and its peak, in bytes', () => {
    const memory = readProcessMemory(process.pid);
    // Node itself takes tens of MB; the kernel's figure and Node's own agree within a few MB.
    expect(memory.rssBytes).toBeGreaterThan(20 * 2 ** 20);
    expect(memory.peakRssBytes).toBeGreaterThanOrEqual(memory.rssBytes);
    expect(Math.abs(memory.rssBytes - process.memoryUsage.rss())).toBeLessThan(16 * 2 ** 20);
  });

  it('throws ProcReadError for a process that does not exist', () => {
    expect(() => readProcessMemory(NO_PID)).toThrow(ProcReadError);
  });
});

describe('readProcessCpuMs', () => {
  it('counts this process’s CPU time in ms, as Node counts it', () => {
    const cpuMs = () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    };
    const before = readProcessCpuMs(process.pid);
    const nodeBefore = cpuMs();
    // 300 ms of CPU (not of wall time: the machine may be busy with other work).
    while (cpuMs() - nodeBefore < 300) Math.sqrt(Math.random());
    const after = readProcessCpuMs(process.pid);
    const nodeAfter = cpuMs();
    // The kernel counts in clock ticks of 1000 / CLK_TCK ms; other threads of this process add
    // a little more to its figure than to the main thread's busy loop.
    const tick = 1000 / CLOCK_TICKS_PER_SECOND;
    expect(after - before).toBeGreaterThan(300 - 2 * tick);
    expect(Math.abs(after - before - (nodeAfter - nodeBefore))).toBeLessThan(100);
  });

  it('throws ProcReadError for a process that does not exist', () => {
    expect(() => readProcessCpuMs(NO_PID)).toThrow(ProcReadError);
  });
});

describe('readMachineCpu', () => {
  it('reads the machine’s busy and total CPU time, growing with time', async () => {
    const before = readMachineCpu();
    expect(before.busyMs).toBeLessThanOrEqual(before.totalMs);
    // The kernel's counters move on a clock tick: read again until they have.
    const after = await vi.waitFor(() => {
      const now = readMachineCpu();
      expect(now.totalMs).toBeGreaterThan(before.totalMs);
      return now;
    });
    expect(after.busyMs).toBeGreaterThanOrEqual(before.busyMs);
    expect(after.busyMs).toBeLessThanOrEqual(after.totalMs);
  });
});
