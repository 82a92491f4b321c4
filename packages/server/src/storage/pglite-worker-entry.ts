/**
 * The PGlite storage thread: opens the database cluster of `workerData.dir` (whose lock the main
 * thread holds) and answers the main thread's `Storage` calls (`pglite-worker.ts`) one message
 * each: `{ id, method, args }` → `{ id, ok: true, value }` or `{ id, ok: false, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteIn, storageOn } from './pglite.ts';
import type { Storage } from './storage.ts';
import { describeError, type StorageCall, type StorageReply } from './worker-messages.ts';

const port = parentPort;
if (port === null) throw new Error('pglite-worker-entry.ts must run in a worker thread');
const { dir } = workerData as { readonly dir: string };

try {
  const storage: Storage = storageOn(await openPgliteIn(dir), undefined);
  port.on('message', (call: StorageCall) => {
    const method = storage[call.method] as (...args: unknown[]) => Promise<unknown>;
    method.apply(storage, [...call.args]).then(
      (value) => port.postMessage({ id: call.id, ok: true, value } satisfies StorageReply),
      (error: unknown) =>
        port.postMessage({
          id: call.id,
          ok: false,
          error: describeError(error),
        } satisfies StorageReply),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies StorageReply);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: describeError(error) } satisfies StorageReply);
}
