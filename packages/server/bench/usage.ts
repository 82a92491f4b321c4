import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import * as z from 'zod/mini';
import { readMachineCpu, readProcessCpuMs } from './proc.ts';

/** CPU times at one moment, in ms: wall clock, the server process, this process, the machine. */
export interface UsageSnapshot {
  readonly wallMs: number;
  readonly serverCpuMs: number;
  readonly botCpuMs: number;
  readonly machineBusyMs: number;
  readonly machineTotalMs: number;
}

/**
 * CPU use between two snapshots, in percent of one core (100: one core busy all the time; the
 * machine figure in percent of all its cores).
 */
export interface CpuUse {
  readonly serverPercent: number;
  readonly botPercent: number;
  /** Every other process of the machine together (other work sharing the cores). */
  readonly otherPercent: number;
  readonly machinePercent: number;
}

/**
 * Reads the CPU times now of the server process `serverPid` (from `/proc`), of this process (the
 * bots) and of the machine.
 *
 * @throws ProcReadError when the server process is gone.
 */
export function snapshot(serverPid: number): UsageSnapshot {
  const bot = process.cpuUsage();
  const machine = readMachineCpu();
  return {
    wallMs: performance.now(),
    serverCpuMs: readProcessCpuMs(serverPid),
    botCpuMs: (bot.user + bot.system) / 1000,
    machineBusyMs: machine.busyMs,
    machineTotalMs: machine.totalMs,
  };
}

/** The CPU used from `from` to `to`. */
export function cpuBetween(from: UsageSnapshot, to: UsageSnapshot): CpuUse {
  const wall = Math.max(1, to.wallMs - from.wallMs);
  const machineTotal = Math.max(1, to.machineTotalMs - from.machineTotalMs);
  const server = to.serverCpuMs - from.serverCpuMs;
  const bot = to.botCpuMs - from.botCpuMs;
  const busy = to.machineBusyMs - from.machineBusyMs;
  return {
    serverPercent: (100 * server) / wall,
    botPercent: (100 * bot) / wall,
    otherPercent: (100 * Math.max(0, busy - server - bot)) / wall,
    machinePercent: (100 * busy) / machineTotal,
  };
}

/**
 * How busy the machine is over `ms` (in percent of all its cores), before the benchmark starts
 * anything: other work on the machine blurs every figure, and the report says so.
 */
export async function machineBusyPercent(ms: number): Promise<number> {
  const from = readMachineCpu();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const to = readMachineCpu();
  return (100 * (to.busyMs - from.busyMs)) / Math.max(1, to.totalMs - from.totalMs);
}

/** How late this process's event loop ran its callbacks (the bots' own lag), in ms. */
export interface LoopDelay {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** How often the event-loop delay is sampled, in ms. */
export const LOOP_RESOLUTION_MS = 10;

/**
 * What Node's event-loop histogram (`monitorEventLoopDelay` at {@link LOOP_RESOLUTION_MS}) read,
 * in ns: its sample count, median, 99th percentile and maximum (as another process answers it,
 * checked with this schema).
 */
export const LoopHistogramReadingSchema = z.object({
  count: z.number(),
  p50: z.number(),
  p99: z.number(),
  max: z.number(),
});
export type LoopHistogramReading = z.infer<typeof LoopHistogramReadingSchema>;

/**
 * The delays a histogram reading tells, in ms: each sampling interval is held whole, so the delay
 * is what exceeds {@link LOOP_RESOLUTION_MS}; no samples, no delay.
 */
export function loopDelayOf(reading: LoopHistogramReading): LoopDelay {
  if (reading.count === 0) return { p50: 0, p99: 0, max: 0 };
  const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return { p50: ms(reading.p50), p99: ms(reading.p99), max: ms(reading.max) };
}

/**
 * Watches this process's event-loop delay, so that a report tells how much of a measured round
 * trip may be the bots' own queueing. Node's histogram holds each sampling interval whole; the
 * delay is what exceeds {@link LOOP_RESOLUTION_MS}.
 */
export class LoopDelayMonitor {
  readonly #histogram: IntervalHistogram = monitorEventLoopDelay({
    resolution: LOOP_RESOLUTION_MS,
  });

  constructor() {
    this.#histogram.enable();
  }

  /** The delays since the last call (or since it was made), then starts afresh. */
  take(): LoopDelay {
    const h = this.#histogram;
    const delay = loopDelayOf({
      count: h.count,
      p50: h.percentile(50),
      p99: h.percentile(99),
      max: h.max,
    });
    h.reset();
    return delay;
  }

  stop(): void {
    this.#histogram.disable();
  }
}
