import type { Match, Position } from '@kalaha/rules';
import type { Analysis } from '../analysis/types.ts';
import type { LevelMove } from '../levels/level-move.ts';
import type { GameResult, GameSpec } from '../match/game.ts';
import type { SearchProgress, SearchResult } from '../search/types.ts';
import {
  toWire,
  type EngineErrorCode,
  type EngineRequest,
  type JobId,
  type JobKind,
  type WireLimits,
} from './protocol.ts';
import { toWireMatch } from './wire-match.ts';

/**
 * The client side of the message API (`protocol.ts`), over any transport: a Node worker thread
 * (`node-client.ts`), a browser Web Worker ({@link webWorkerPort}), or a handler in the same
 * thread. Each call starts a job and returns an {@link EngineJob}: a promise of the result, and
 * `stop()`.
 */

/** A transport to an engine thread. */
export interface EnginePort {
  /** Sends a message to the engine. */
  postMessage(message: EngineRequest): void;
  /** Registers the one listener of the engine's replies (called once, by the client). */
  onReply(listener: (data: unknown) => void): void;
}

/** A job the engine refused or failed, with the code of its error reply (`protocol.ts`). */
export class EngineError extends Error {
  constructor(
    /** The error code of the reply, or `ERR_WORKER` when the engine thread itself failed. */
    readonly code: EngineErrorCode | 'ERR_WORKER',
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** A running job. */
export interface EngineJob<T> {
  /** The job's id in the messages. */
  readonly id: JobId;
  /** The result; rejects with an {@link EngineError}. */
  readonly result: Promise<T>;
  /**
   * Asks the job to stop: it then resolves with the best result found so far. Immediate with a
   * shared stop flag (SharedArrayBuffer available); otherwise only a job not yet started stops.
   */
  stop(): void;
}

interface Pending {
  readonly kind: JobKind;
  readonly resolve: (value: never) => void;
  readonly reject: (error: EngineError) => void;
  readonly onProgress: ((progress: never) => void) | undefined;
}

/** Whether this thread can share memory with a worker (Node always; browsers when isolated). */
function canShareMemory(): boolean {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  return typeof SharedArrayBuffer === 'function' && isolated !== false;
}

/** Runs engine jobs over an {@link EnginePort}. */
export class EngineClient {
  readonly #port: EnginePort;
  readonly #pending = new Map<JobId, Pending>();
  #nextId = 1;
  #failure: EngineError | undefined;

  /** A client sending its jobs through `port` (and listening to its replies). */
  constructor(port: EnginePort) {
    this.#port = port;
    port.onReply((data) => this.#receive(data));
  }

  /** Jobs started and not yet answered. */
  get pending(): number {
    return this.#pending.size;
  }

  /**
   * Analyses `position` (see `analyze`): every move's value, the best line and the verdict.
   *
   * @param onProgress called with the analysis so far after each completed iteration.
   */
  analyze(
    position: Position,
    limits: WireLimits = {},
    onProgress?: (analysis: Analysis) => void,
  ): EngineJob<Analysis> {
    return this.#start('analyze', { position: toWire(position), limits }, onProgress);
  }

  /**
   * Searches `position` for the best move (see `Searcher.search`).
   *
   * @param onProgress called after each completed iteration.
   */
  search(
    position: Position,
    limits: WireLimits = {},
    onProgress?: (progress: SearchProgress) => void,
  ): EngineJob<SearchResult> {
    return this.#start('search', { position: toWire(position), limits }, onProgress);
  }

  /**
   * The move of strength `level` in `position` (a game in progress; see `levelMove`).
   *
   * @param seed seeds the level's choices: a whole number 0..2^32 − 1.
   * @param timeMs level 10's thinking time, milliseconds.
   */
  levelMove(
    position: Position,
    level: number,
    seed: number,
    timeMs?: number,
  ): EngineJob<LevelMove> {
    return this.#start('levelMove', {
      position: toWire(position),
      level,
      seed,
      ...(timeMs === undefined ? {} : { timeMs }),
    });
  }

  /**
   * The layout of strength `level` for the computer that lost a Giuthi round (the match is
   * `arranging`; see `chooseArrangement`): the pattern for `arrange`, house 1 first.
   *
   * @param seed seeds the level's choices: a whole number 0..2^32 − 1.
   */
  arrange(match: Match, level: number, seed: number): EngineJob<readonly number[]> {
    return this.#start('arrange', { match: toWireMatch(match), level, seed });
  }

  /** Plays a whole game between two levels (see `playGame`). */
  playGame(game: GameSpec): EngineJob<GameResult> {
    return this.#start('playGame', { game });
  }

  /** Rejects every pending job and every later one with `error` (the engine thread failed). */
  fail(error: EngineError): void {
    this.#failure ??= error;
    for (const [id, job] of this.#pending) {
      this.#pending.delete(id);
      job.reject(error);
    }
  }

  #start<K extends JobKind, T>(
    kind: K,
    fields: Record<string, unknown>,
    onProgress?: (progress: never) => void,
  ): EngineJob<T> {
    const id = this.#nextId++;
    const flag = canShareMemory() ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
    const result = new Promise<T>((resolve, reject) => {
      if (this.#failure) {
        reject(this.#failure);
        return;
      }
      this.#pending.set(id, {
        kind,
        resolve: resolve as (value: never) => void,
        reject,
        onProgress,
      });
    });
    if (!this.#failure) {
      const message = { type: kind, id, ...fields, ...(flag ? { stopFlag: flag } : {}) };
      this.#port.postMessage(message as unknown as EngineRequest);
    }
    return {
      id,
      result,
      stop: () => {
        if (!this.#pending.has(id)) return;
        if (flag) Atomics.store(flag, 0, 1);
        this.#port.postMessage({ type: 'stop', id });
      },
    };
  }

  #receive(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const reply = data as { type?: unknown; id?: unknown };
    const job = this.#pending.get(reply.id as JobId);
    if (job === undefined) return;
    const id = reply.id as JobId;
    switch (reply.type) {
      case 'progress':
        job.onProgress?.((data as { progress: never }).progress);
        return;
      case 'result':
        this.#pending.delete(id);
        job.resolve((data as { result: never }).result);
        return;
      case 'error': {
        this.#pending.delete(id);
        const { code, message } = data as { code: EngineErrorCode; message: string };
        job.reject(new EngineError(code, message));
        return;
      }
    }
  }
}

/** The parts of a browser `Worker` (or `MessagePort`) used by {@link webWorkerPort}. */
export interface WebWorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** An {@link EnginePort} over a browser Web Worker running `browser-entry.ts`. */
export function webWorkerPort(worker: WebWorkerLike): EnginePort {
  return {
    postMessage: (message) => worker.postMessage(message),
    onReply: (listener) => worker.addEventListener('message', (event) => listener(event.data)),
  };
}
