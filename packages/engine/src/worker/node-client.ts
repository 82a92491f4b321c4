import { Worker } from 'node:worker_threads';
import { EngineClient, EngineError } from './client.ts';

/** Options of an {@link EngineWorker}. */
export interface EngineWorkerOptions {
  /** Transposition-table size of each of the worker's searchers, in MiB (default 16). */
  readonly ttMiB?: number;
  /**
   * A directory of endgame databases (`kalaha egdb build --out DIR`): level 10 and analyses use
   * the one built for a job's rules, loaded in the worker when first needed.
   */
  readonly egdbDir?: string;
}

/**
 * The engine in a Node worker thread: an {@link EngineClient} whose jobs (analysis, search, level
 * moves, games) run in a `worker_threads` Worker, so the calling thread stays free. Jobs run one
 * at a time in the order started; `stop()` on a job sets its shared stop flag, which the search
 * reads within a few thousand nodes. Node only (the browser's counterpart is `browser-entry.ts`
 * with `webWorkerPort`).
 *
 * ```ts
 * const engine = new EngineWorker();
 * const job = engine.analyze(position, { timeMs: 1000 }, (a) => console.log(a.depth, a.bestMove));
 * const analysis = await job.result;
 * await engine.terminate();
 * ```
 *
 * The worker loads `node-worker.mjs`, which registers tsx in the thread and then the TypeScript
 * handler; starting takes a few hundred milliseconds. A worker that dies (an error, or
 * {@link EngineWorker.terminate}) rejects its pending jobs with `ERR_WORKER`.
 */
export class EngineWorker extends EngineClient {
  readonly #worker: Worker;

  /** Starts the worker thread (it answers jobs once loaded; jobs posted before wait for it). */
  constructor(options: EngineWorkerOptions = {}) {
    const worker = new Worker(new URL('./node-worker.mjs', import.meta.url), {
      workerData: { ttMiB: options.ttMiB, egdbDir: options.egdbDir },
    });
    super({
      postMessage: (message) => worker.postMessage(message),
      onReply: (listener) => worker.on('message', listener),
    });
    this.#worker = worker;
    worker.on('error', (error) => this.fail(new EngineError('ERR_WORKER', error.message)));
    worker.on('exit', (code) =>
      this.fail(new EngineError('ERR_WORKER', `the engine worker exited (code ${code})`)),
    );
  }

  /** Stops the worker thread at once; pending jobs reject with `ERR_WORKER`. */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  /**
   * Lets the process exit while the worker is idle (`Worker.unref`): for a worker kept around
   * for occasional jobs.
   */
  unref(): void {
    this.#worker.unref();
  }
}
