import {
  EngineClient,
  webWorkerPort,
  type Analysis,
  type EngineJob,
  type LevelMove,
  type WebWorkerLike,
} from '@kalaha/engine';
import type { Position } from '@kalaha/rules';
import {
  EngineCancelled,
  type AnalysisLimits,
  type Engine,
  type EngineMove,
  type PositionAnalysis,
} from './types.ts';

/** A worker the engine runs in: messages both ways, and an end. */
export interface EngineWorker extends WebWorkerLike {
  terminate(): void;
}

/**
 * The app's {@link Engine} on the engine's message API (`EngineClient` of `@kalaha/engine`) over
 * a Web Worker running the engine's browser entry, so that the page never waits for a search.
 * {@link Engine.cancel} ends the worker (a running search cannot be interrupted from the page
 * without shared memory) and the next request starts a fresh one.
 *
 * @param spawn starts a worker (tests pass one that runs the engine's handler in-process).
 * @param seed gives the seed of each computer move (a whole number 0..2^32 − 1).
 */
export function workerEngine(spawn: () => EngineWorker, seed: () => number = randomSeed): Engine {
  let current: { worker: EngineWorker; client: EngineClient } | undefined;
  const running = new Map<EngineJob<unknown>, (error: Error) => void>();

  const client = (): EngineClient => {
    if (!current) {
      const worker = spawn();
      current = { worker, client: new EngineClient(webWorkerPort(worker)) };
    }
    return current.client;
  };

  /** Tracks a job so that `cancel` can reject it at once. */
  const track = <T>(job: EngineJob<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      running.set(job as EngineJob<unknown>, reject);
      job.result.then(
        (value) => {
          running.delete(job as EngineJob<unknown>);
          resolve(value);
        },
        (error: Error) => {
          running.delete(job as EngineJob<unknown>);
          reject(error);
        },
      );
    });

  return {
    async levelMove(position: Position, level: number): Promise<EngineMove> {
      const move: LevelMove = await track(client().levelMove(position, level, seed()));
      return {
        move: move.move,
        ...(move.direction === undefined ? {} : { direction: move.direction }),
        score: move.score,
        exact: move.exact,
        elapsedMs: move.elapsedMs,
      };
    },
    arrange(match, level) {
      return track(client().arrange(match, level, seed()));
    },
    async analyze(position, limits: AnalysisLimits, onProgress) {
      const job = client().analyze(
        position,
        limits,
        onProgress && ((progress) => onProgress(fromAnalysis(progress))),
      );
      return fromAnalysis(await track(job));
    },
    cancel() {
      if (running.size === 0) return;
      current?.worker.terminate();
      current = undefined;
      const rejects = [...running.values()];
      running.clear();
      for (const reject of rejects) reject(new EngineCancelled());
    },
    dispose() {
      this.cancel();
      current?.worker.terminate();
      current = undefined;
    },
  };
}

/** The engine's analysis reduced to what the app shows. */
export function fromAnalysis(analysis: Analysis): PositionAnalysis {
  return {
    turn: analysis.turn,
    moves: analysis.moves.map((m) => ({
      move: m.move,
      ...(m.direction === undefined ? {} : { direction: m.direction }),
      score: m.score,
      exact: m.exact,
      extraTurn: m.extraTurn,
    })),
    bestMove: analysis.bestMove,
    score: analysis.score,
    exact: analysis.exact,
  };
}

/** A random whole number 0..2^32 − 1. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The engine in a browser Web Worker. */
export function browserEngine(): Engine {
  return workerEngine(
    () =>
      new Worker(new URL('./engine.worker.ts', import.meta.url), {
        type: 'module',
        name: 'kalaha-engine',
      }),
  );
}
