import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A process's memory as Linux reports it in `/proc/<pid>/status`, in bytes. */
export interface ProcessMemory {
  /** Resident set size now (`VmRSS`). */
  readonly rssBytes: number;
  /** The highest resident set size so far (`VmHWM`). */
  readonly peakRssBytes: number;
}

/** Why a `/proc` figure could not be read. */
export class ProcReadError extends Error {
  readonly code = 'ERR_PROC';
}

/**
 * Reads the memory of process `pid` from `/proc/<pid>/status` (Linux).
 *
 * @throws ProcReadError when the process is gone or the file lacks `VmRSS` or `VmHWM`.
 */
export function readProcessMemory(pid: number): ProcessMemory {
  const status = readProc(`/proc/${pid}/status`);
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match) throw new ProcReadError(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rssBytes: kib('VmRSS'), peakRssBytes: kib('VmHWM') };
}

/** Clock ticks a second of `/proc` CPU times (`getconf CLK_TCK`; 100 on Linux in practice). */
export const CLOCK_TICKS_PER_SECOND = readClockTicks();

/**
 * The CPU time process `pid` has used so far, user and system together, in ms, from
 * `/proc/<pid>/stat` (fields 14 and 15, after the command name in parentheses). Every thread of
 * the process counts, so more than one core's worth a second is possible.
 *
 * @throws ProcReadError when the process is gone or the file cannot be read.
 */
export function readProcessCpuMs(pid: number): number {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name may hold spaces and parentheses: the fields start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime (14) and stime (15) are fields[11] and fields[12].
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new ProcReadError(`/proc/${pid}/stat has no CPU times`);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The whole machine's CPU time so far, in ms summed over its cores: busy and all. */
export interface MachineCpu {
  readonly busyMs: number;
  readonly totalMs: number;
}

/**
 * Reads the machine's CPU times from the `cpu` line of `/proc/stat`; idle and iowait count as not
 * busy.
 *
 * @throws ProcReadError when `/proc/stat` cannot be read.
 */
export function readMachineCpu(): MachineCpu {
  const line = readProc('/proc/stat').split('\n', 1)[0] ?? '';
  const ticks = line.split(/\s+/).slice(1, 9).map(Number);
  if (!line.startsWith('cpu ') || ticks.length < 5 || ticks.some((t) => !Number.isFinite(t))) {
    throw new ProcReadError('/proc/stat has no cpu line');
  }
  const total = ticks.reduce((sum, t) => sum + t, 0);
  const idle = ticks[3]! + ticks[4]!;
  const ms = (t: number) => (t * 1000) / CLOCK_TICKS_PER_SECOND;
  return { busyMs: ms(total - idle), totalMs: ms(total) };
}

function readProc(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ProcReadError(`cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

function readClockTicks(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}
