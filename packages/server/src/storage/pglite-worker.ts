import { Worker } from 'node:worker_threads';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { StorageOpenError, type StorageOpenErrorCode } from './open-error.ts';
import { prepareDataDir } from './pglite.ts';
import type { Storage } from './storage.ts';
import type { ErrorDescription, StorageCall, StorageReply } from './worker-messages.ts';

/**
 * Storage on embedded PGlite in `<dataDir>/pglite`, run in a worker thread of its own, so that
 * the database's work (about half of the server's CPU per move, measured by `npm run
 * bench:server -- --profile`) runs on another core than the sockets and game masters. The data
 * directory is created and locked in this thread (`data-dir-lock.ts`); every `Storage` call is a
 * message to the thread and resolves when the thread's storage has resolved it, so a resolved
 * commit is as durable as with PGlite in this thread (`pglite.ts`).
 *
 * @throws StorageOpenError `ERR_DATA_DIR_IN_USE`, `ERR_DATA_DIR` (as `openPgliteStorage`).
 */
export async function openPgliteWorkerStorage(dataDir: string): Promise<Storage> {
  const dir = await prepareDataDir(dataDir);
  const lock = await lockDataDir(dir);
  const worker = new Worker(new URL('./pglite-worker-entry.mjs', import.meta.url), {
    workerData: { dir },
  });
  const storage = new WorkerStorage(worker, lock);
  try {
    await storage.ready;
  } catch (error) {
    await worker.terminate();
    await lock.release();
    throw error;
  }
  return storage;
}

/** The thread's error as an error of this thread: the same class (where known), message and code. */
function rebuild(error: ErrorDescription): Error {
  if (error.name === 'StorageOpenError' && error.code !== undefined) {
    return new StorageOpenError(error.code as StorageOpenErrorCode, error.message);
  }
  if (error.name === 'RangeError') return new RangeError(error.message);
  return Object.assign(new Error(error.message), {
    name: error.name,
    ...(error.code === undefined ? {} : { code: error.code }),
  });
}

/** The main thread's side: each `Storage` method is a message to the storage thread. */
class WorkerStorage implements Storage {
  /** Settles when the thread has opened the database (or failed to). */
  readonly ready: Promise<void>;
  readonly #worker: Worker;
  readonly #lock: DataDirLock;
  readonly #pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  #next = 1;
  #gone: Error | undefined;

  constructor(worker: Worker, lock: DataDirLock) {
    this.#worker = worker;
    this.#lock = lock;
    this.ready = new Promise((resolve, reject) => {
      this.#pending.set(0, { resolve: () => resolve(), reject });
    });
    worker.on('message', (reply: StorageReply) => {
      const waiting = this.#pending.get(reply.id);
      if (waiting === undefined) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(rebuild(reply.error));
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) =>
      this.#fail(new Error(`Storage: the PGlite thread exited (code ${code})`)),
    );
  }

  /** Rejects every waiting call and all later ones with `error`. */
  #fail(error: Error): void {
    this.#gone ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #call<M extends keyof Storage>(
    method: M,
    ...args: Parameters<Storage[M]>
  ): ReturnType<Storage[M]> {
    return new Promise<unknown>((resolve, reject) => {
      if (this.#gone !== undefined) {
        reject(this.#gone);
        return;
      }
      const id = this.#next++;
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, method, args } satisfies StorageCall);
    }) as ReturnType<Storage[M]>;
  }

  migrate: Storage['migrate'] = () => this.#call('migrate');
  insertPlayer: Storage['insertPlayer'] = (...a) => this.#call('insertPlayer', ...a);
  findPlayer: Storage['findPlayer'] = (...a) => this.#call('findPlayer', ...a);
  renamePlayer: Storage['renamePlayer'] = (...a) => this.#call('renamePlayer', ...a);
  findPlayerByToken: Storage['findPlayerByToken'] = (...a) => this.#call('findPlayerByToken', ...a);
  findRegisteredPlayer: Storage['findRegisteredPlayer'] = (...a) =>
    this.#call('findRegisteredPlayer', ...a);
  insertGame: Storage['insertGame'] = (...a) => this.#call('insertGame', ...a);
  loadGame: Storage['loadGame'] = (...a) => this.#call('loadGame', ...a);
  findAction: Storage['findAction'] = (...a) => this.#call('findAction', ...a);
  commit: Storage['commit'] = (...a) => this.#call('commit', ...a);
  listGames: Storage['listGames'] = (...a) => this.#call('listGames', ...a);
  ratingsOf: Storage['ratingsOf'] = (...a) => this.#call('ratingsOf', ...a);
  leaderboard: Storage['leaderboard'] = (...a) => this.#call('leaderboard', ...a);
  puzzleRatingOf: Storage['puzzleRatingOf'] = (...a) => this.#call('puzzleRatingOf', ...a);
  puzzleStanding: Storage['puzzleStanding'] = (...a) => this.#call('puzzleStanding', ...a);
  recordPuzzleAttempt: Storage['recordPuzzleAttempt'] = (...a) =>
    this.#call('recordPuzzleAttempt', ...a);

  /** Closes the database in its thread, ends the thread, then releases the data directory. */
  close: Storage['close'] = async () => {
    if (this.#gone !== undefined) return;
    await this.#call('close');
    this.#fail(new Error('Storage: used after close()'));
    await this.#worker.terminate();
    await this.#lock.release();
  };
}
