import type { Inspector } from './inspector.ts';
import { readProcessMemory } from './proc.ts';

/** The server's memory at one moment, right after a full garbage collection. In bytes. */
export interface MemoryReading {
  /** Resident set (`VmRSS`). */
  readonly rssBytes: number;
  /** The highest resident set so far (`VmHWM`). */
  readonly peakRssBytes: number;
  /** V8 heap in use (JavaScript objects; PGlite's WebAssembly memory is outside it). */
  readonly heapUsedBytes: number;
}

/**
 * How long to let the server return freed pages to the system between two collections, in ms:
 * V8 sweeps and releases memory concurrently, after the collection call has returned.
 */
export const SETTLE_MS = 500;

/**
 * Reads the server's memory: two full garbage collections through its inspector first,
 * {@link SETTLE_MS} apart, so that two readings differ by what is live and not by garbage not
 * collected or pages not released yet, then the resident set from `/proc` and the heap from V8.
 *
 * @throws InspectorError when the inspector fails; ProcReadError when the process is gone.
 */
export async function readServerMemory(pid: number, inspector: Inspector): Promise<MemoryReading> {
  await inspector.collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await inspector.collectGarbage();
  const { rssBytes, peakRssBytes } = readProcessMemory(pid);
  const heap = await inspector.heapUsage();
  return { rssBytes, peakRssBytes, heapUsedBytes: heap.usedBytes };
}
