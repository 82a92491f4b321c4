/**
 * The engine in a Node worker thread: connects {@link createEngineHandler} to `parentPort`. Loaded
 * by `node-worker.mjs` (which registers tsx first); `workerData` may carry `{ ttMiB, egdbDir }`:
 * the searchers' table size and a directory of endgame databases, loaded when a job under their
 * rules first needs them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { EgdbShelf } from '../egdb/node.ts';
import { ExactSources } from '../levels/exact-sources.ts';
import { createEngineHandler } from './handler.ts';

const port = parentPort;
if (port === null) throw new Error('node-entry.ts must run in a worker thread');
const data = (workerData ?? {}) as { ttMiB?: unknown; egdbDir?: unknown };
const ttMiB = typeof data.ttMiB === 'number' ? data.ttMiB : undefined;
const shelf = typeof data.egdbDir === 'string' ? new EgdbShelf(data.egdbDir) : undefined;
const handle = createEngineHandler((reply) => port.postMessage(reply), {
  ...(ttMiB === undefined ? {} : { ttMiB }),
  exact: new ExactSources(
    shelf === undefined ? undefined : (rules) => shelf.for(rules),
    undefined,
    shelf === undefined ? undefined : (rules) => shelf.forWari(rules),
  ),
});
port.on('message', handle);
