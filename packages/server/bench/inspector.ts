import WebSocket from 'ws';
import {
  LOOP_RESOLUTION_MS,
  LoopHistogramReadingSchema,
  loopDelayOf,
  type LoopDelay,
} from './usage.ts';

/** The global that holds the inspected process's event-loop histogram. */
const LOOP_GLOBAL = '__kalahaBenchLoopDelay';

/** How long an inspector call may take, in ms (a full garbage collection of a large heap). */
export const INSPECTOR_TIMEOUT_MS = 30_000;

/** Why the inspector could not be used: not reachable, an error answer, or no answer in time. */
export class InspectorError extends Error {
  readonly code = 'ERR_INSPECTOR';
}

/** The V8 heap of a process: bytes in use and bytes reserved. */
export interface HeapUsage {
  readonly usedBytes: number;
  readonly totalBytes: number;
}

/** A V8 CPU profile as `Profiler.stop` returns it (and Chrome's DevTools open, `.cpuprofile`). */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
    };
    readonly children?: readonly number[];
  }[];
  readonly startTime: number;
  readonly endTime: number;
  /** The node sampled at each tick. */
  readonly samples: readonly number[];
  /** µs since the previous sample, for each sample. */
  readonly timeDeltas: readonly number[];
}

/**
 * The Chrome DevTools Protocol session of a Node process started with `--inspect`, used for a
 * few calls: a full garbage collection (`HeapProfiler.collectGarbage`), so that a resident-set
 * reading right after it is not blurred by garbage not collected yet, the heap's usage
 * (`Runtime.getHeapUsage`), and a CPU profile of a stretch of time (`Profiler`). None enables the
 * debugger, so the process runs at full speed (the profiler's sampling costs a few percent while
 * it runs).
 */
export class Inspector {
  readonly #socket: WebSocket;
  readonly #waiting = new Map<number, (reply: InspectorReply) => void>();
  #next = 0;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString('utf8')) as InspectorReply;
      if (reply.id === undefined) return;
      this.#waiting.get(reply.id)?.(reply);
      this.#waiting.delete(reply.id);
    });
  }

  /**
   * Opens a session on `url` (the `ws://…` of the "Debugger listening on" line).
   *
   * @throws InspectorError when it cannot connect.
   */
  static open(url: string): Promise<Inspector> {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    return new Promise<Inspector>((resolve, reject) => {
      socket.once('open', () => resolve(new Inspector(socket)));
      socket.once('error', (error) =>
        reject(new InspectorError(`cannot open the inspector at ${url}: ${error.message}`)),
      );
    });
  }

  /** Runs a full garbage collection in the inspected process. */
  async collectGarbage(): Promise<void> {
    await this.#call('HeapProfiler.collectGarbage');
  }

  /** The inspected process's V8 heap now. */
  async heapUsage(): Promise<HeapUsage> {
    const result = (await this.#call('Runtime.getHeapUsage')) as {
      usedSize?: unknown;
      totalSize?: unknown;
    };
    if (typeof result.usedSize !== 'number' || typeof result.totalSize !== 'number') {
      throw new InspectorError('Runtime.getHeapUsage answered without sizes');
    }
    return { usedBytes: result.usedSize, totalBytes: result.totalSize };
  }

  /** Starts sampling the process's CPU every `intervalUs` µs. */
  async startProfile(intervalUs = 1000): Promise<void> {
    await this.#call('Profiler.enable');
    await this.#call('Profiler.setSamplingInterval', { interval: intervalUs });
    await this.#call('Profiler.start');
  }

  /** Stops sampling and returns the profile since {@link startProfile}. */
  async stopProfile(): Promise<CpuProfile> {
    const result = (await this.#call('Profiler.stop')) as { profile?: CpuProfile };
    if (!result.profile) throw new InspectorError('Profiler.stop answered without a profile');
    await this.#call('Profiler.disable');
    return result.profile;
  }

  /**
   * Starts watching the inspected process's event-loop delay (Node's `monitorEventLoopDelay`,
   * sampled every {@link LOOP_RESOLUTION_MS} ms, installed through the inspector's command-line
   * API), or starts it afresh. Resolves once the histogram has taken its first sample (Node
   * counts a delay from the second on), after 2.5 sampling intervals of the inspected process.
   */
  async watchLoopDelay(): Promise<void> {
    await this.#evaluate(
      `(globalThis[${JSON.stringify(LOOP_GLOBAL)}] ??= (() => {` +
        `const h = require('node:perf_hooks').monitorEventLoopDelay({ resolution: ${LOOP_RESOLUTION_MS} });` +
        `h.enable(); return h; })()).reset();` +
        `new Promise((resolve) => setTimeout(resolve, ${2.5 * LOOP_RESOLUTION_MS}))`,
    );
  }

  /**
   * The inspected process's event-loop delay since {@link watchLoopDelay} or the last take, in ms;
   * then starts afresh.
   *
   * @throws InspectorError when the delay is not being watched or the answer is not a reading.
   */
  async takeLoopDelay(): Promise<LoopDelay> {
    const value = await this.#evaluate(
      `(() => { const h = globalThis[${JSON.stringify(LOOP_GLOBAL)}];` +
        `const r = { count: h.count, p50: h.percentile(50), p99: h.percentile(99), max: h.max };` +
        `h.reset(); return r; })()`,
    );
    const reading = LoopHistogramReadingSchema.safeParse(value);
    if (!reading.success) throw new InspectorError('the event-loop delay is not watched');
    return loopDelayOf(reading.data);
  }

  /** Ends the session. */
  close(): void {
    this.#socket.close();
  }

  /**
   * Evaluates `expression` in the inspected process (with `require`) and returns its value (a
   * promise's once it settles).
   */
  async #evaluate(expression: string): Promise<unknown> {
    const result = (await this.#call('Runtime.evaluate', {
      expression,
      includeCommandLineAPI: true,
      returnByValue: true,
      awaitPromise: true,
    })) as { result?: { value?: unknown }; exceptionDetails?: { text?: string } };
    if (result.exceptionDetails) {
      throw new InspectorError(`evaluation failed: ${result.exceptionDetails.text ?? 'error'}`);
    }
    return result.result?.value;
  }

  #call(method: string, params: Readonly<Record<string, unknown>> = {}): Promise<unknown> {
    const id = ++this.#next;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new InspectorError(`${method} got no answer within ${INSPECTOR_TIMEOUT_MS} ms`));
      }, INSPECTOR_TIMEOUT_MS);
      this.#waiting.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.error) reject(new InspectorError(`${method}: ${reply.error.message}`));
        else resolve(reply.result ?? {});
      });
      this.#socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

/** An answer of the protocol (events, without `id`, are ignored). */
interface InspectorReply {
  readonly id?: number;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
}
