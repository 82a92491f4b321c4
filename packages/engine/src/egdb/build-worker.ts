/**
 * A worker thread of the parallel endgame-database builder (`node.ts`, {@link buildEgdbParallel}).
 * Node only. Started through `build-worker.mjs`, which registers tsx first.
 *
 * The entries (in the build's WebAssembly memory, `kernel.ts`) and a control block are shared by
 * every worker. For each level the main thread posts `{ seeds }`; the workers take chunks of that
 * level off a shared counter until none is left, then answer `'done'`. A position two workers
 * happen to need at once is computed twice, to the same value: harmless.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  CONTROL_DONE,
  CONTROL_NEXT_CHUNK,
  CONTROL_STOP,
  type BuildWorkerData,
} from './build-control.ts';
import { EGDB_CHUNK } from './build.ts';
import { EgdbLevelBuilder } from './kernel.ts';

const port = parentPort;
if (port) {
  const init = workerData as BuildWorkerData;
  const control = new Int32Array(init.control);
  const builder = new EgdbLevelBuilder(init.rules, init.maxSeeds, init.shared, init.thread);
  const index = builder.index;
  port.on('message', (message: { readonly seeds: number }) => {
    const seeds = message.seeds;
    const start = index.levelStart(seeds);
    const end = index.levelEnd(seeds);
    for (;;) {
      if (Atomics.load(control, CONTROL_STOP) !== 0) break;
      const from = start + Atomics.add(control, CONTROL_NEXT_CHUNK, 1) * EGDB_CHUNK;
      if (from >= end) break;
      const to = Math.min(end, from + EGDB_CHUNK);
      builder.buildRange(seeds, from, to);
      Atomics.add(control, CONTROL_DONE, to - from);
    }
    port.postMessage('done');
  });
}
