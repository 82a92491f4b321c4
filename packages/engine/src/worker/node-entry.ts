/**
 * The engine in a Node worker thread: connects {@link createEngineHandler} to `parentPort`. Loaded
 * by `node-worker.mjs` (which registers tsx first); `workerData` may carry `{ ttMiB }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEngineHandler } from './handler.ts';

const port = parentPort;
if (port === null) throw new Error('node-entry.ts must run in a worker thread');
const data = (workerData ?? {}) as { ttMiB?: unknown };
const ttMiB = typeof data.ttMiB === 'number' ? data.ttMiB : undefined;
const handle = createEngineHandler(
  (reply) => port.postMessage(reply),
  ttMiB === undefined ? {} : { ttMiB },
);
port.on('message', handle);
