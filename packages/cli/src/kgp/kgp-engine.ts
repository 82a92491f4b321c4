/**
 * The engine behind `kalaha kgp-client`: each KGP `state` request becomes a job of the engine in a
 * worker thread (`EngineWorker`), so that the connection stays responsive (a `ping` is answered,
 * a `stop` arrives) while it searches. Jobs run one at a time, in the order the requests came.
 *
 * - Without a level: the engine's full search for the request's thinking time, reporting the best
 *   move after each completed iteration of its iterative deepening.
 * - Levels 6-9 (`search` in the engine's level table): the same search within the level's node
 *   budget (deterministic), with the same reports.
 * - Levels 1-5 and 10 (`softmax`, `perfect`): the level's move (`levelMove`), reported once at
 *   the end; level 10 thinks for the request's thinking time.
 */
import { levelSpec } from '@kalaha/engine';
import { EngineWorker } from '@kalaha/engine/worker/node';
import { createPrng, type Position, type Prng } from '@kalaha/rules';
import { BOT_TT_MIB, type BotEngineOptions } from '../agent/bot-engine.ts';

/** Where a search reports to. */
export interface KgpSearchReports {
  /** A new best move after a completed iteration (a house 1..m of the side to move). */
  improved(house: number): void;
  /** The search ended with this move (`undefined` only for a finished game). */
  finished(house: number | undefined): void;
  /** The engine failed (a bug, or its thread died). */
  failed(message: string): void;
}

/** A search that can be stopped; a stopped search still ends with `finished`. */
export interface KgpSearchJob {
  stop(): void;
}

/** Runs the searches of a KGP client. */
export interface KgpEngine {
  /** Starts searching `position` (South to move) for about `timeMs` milliseconds. */
  start(position: Position, timeMs: number, reports: KgpSearchReports): KgpSearchJob;
  /** Ends the engine (its worker thread). */
  close(): Promise<void>;
}

/**
 * The engine in a worker thread (see the module comment); levels 1-5 take one draw a request of
 * the random numbers `seed` starts.
 */
export class WorkerKgpEngine implements KgpEngine {
  readonly #worker = new EngineWorker({ ttMiB: BOT_TT_MIB });
  readonly #level: number | undefined;
  readonly #random: Prng;

  constructor(options: BotEngineOptions = {}) {
    this.#level = options.level;
    this.#random = createPrng(options.seed ?? 0);
  }

  start(position: Position, timeMs: number, reports: KgpSearchReports): KgpSearchJob {
    const level = this.#level === undefined ? undefined : levelSpec(this.#level);
    if (level !== undefined && level.method !== 'search') {
      const job = this.#worker.levelMove(
        position,
        level.level,
        this.#random.nextUint32(),
        level.method === 'perfect' ? timeMs : undefined,
      );
      job.result.then(
        (move) => reports.finished(move.move),
        (error: Error) => reports.failed(error.message),
      );
      return job;
    }
    const limits = level === undefined ? { timeMs } : { depth: level.depth, nodes: level.nodes };
    const job = this.#worker.search(position, limits, (progress) => {
      const best = progress.pv[0];
      if (best !== undefined) reports.improved(best);
    });
    job.result.then(
      (result) => reports.finished(result.move),
      (error: Error) => reports.failed(error.message),
    );
    return job;
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}
