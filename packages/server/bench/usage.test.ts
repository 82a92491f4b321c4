import { describe, expect, it } from 'vitest';
import {
  cpuBetween,
  LOOP_RESOLUTION_MS,
  LoopDelayMonitor,
  machineBusyPercent,
  snapshot,
} from './usage.ts';

describe('cpuBetween', () => {
  it('gives CPU in percent of one core over the wall time, the machine’s of all its cores', () => {
    const from = { wallMs: 0, serverCpuMs: 0, botCpuMs: 0, machineBusyMs: 0, machineTotalMs: 0 };
    // 1 s on a 2-core machine: the server used 0.8 s, the bots 0.3 s, the machine 1.5 s of 2 s.
    const to = {
      wallMs: 1000,
      serverCpuMs: 800,
      botCpuMs: 300,
      machineBusyMs: 1500,
      machineTotalMs: 2000,
    };
    expect(cpuBetween(from, to)).toEqual({
      serverPercent: 80,
      botPercent: 30,
      otherPercent: 40,
      machinePercent: 75,
    });
  });
});

describe('snapshot', () => {
  it('reads the CPU times of a process, this one, and the machine', () => {
    const a = snapshot(process.pid);
    // 100 ms of CPU, however long the busy machine takes to give it.
    while (snapshot(process.pid).botCpuMs - a.botCpuMs < 100) Math.sqrt(Math.random());
    const b = snapshot(process.pid);
    expect(b.wallMs).toBeGreaterThan(a.wallMs);
    expect(b.serverCpuMs - a.serverCpuMs).toBeGreaterThan(50);
    expect(b.serverCpuMs).toBeGreaterThanOrEqual(a.serverCpuMs);
    expect(b.machineTotalMs).toBeGreaterThan(a.machineTotalMs);
  });
});

describe('LoopDelayMonitor', () => {
  it('sees a blocked event loop, and starts afresh after each take', async () => {
    const monitor = new LoopDelayMonitor();
    // The histogram samples the time between two runs of its timer: a timer due after that
    // timer's first run lets it take its start; then the loop is blocked 300 ms (the delay
    // measured); then a timer due after its next run, both long expired, runs after it.
    const turn = () => new Promise((resolve) => setTimeout(resolve, 2 * LOOP_RESOLUTION_MS));
    await turn();
    const until = Date.now() + 300;
    while (Date.now() < until) Math.sqrt(Math.random());
    await turn();
    const blocked = monitor.take();
    expect(blocked.max).toBeGreaterThan(250);
    // Afresh: nothing of the block is left in the next take.
    expect(monitor.take()).toEqual({ p50: 0, p99: 0, max: 0 });
    monitor.stop();
  });
});

describe('machineBusyPercent', () => {
  it('is a share of the machine between 0 and 100', async () => {
    const busy = await machineBusyPercent(100);
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(busy).toBeLessThanOrEqual(100);
  });
});
