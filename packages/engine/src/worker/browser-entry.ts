/**
 * The engine in a browser Web Worker: connects {@link createEngineHandler} to the worker's global
 * scope. Bundle this file as a module worker, e.g. with Vite:
 *
 * ```ts
 * const worker = new Worker(new URL('@kalaha/engine/worker/browser', import.meta.url), { type: 'module' });
 * const client = new EngineClient(browserPort(worker));
 * ```
 *
 * Nothing here (nor in the engine core it loads) imports a Node module.
 */
import { createEngineHandler } from './handler.ts';
import type { EngineReply } from './protocol.ts';

/** The parts of a dedicated worker's global scope used here. */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: EngineReply): void;
}

const scope = globalThis as unknown as WorkerScope;
const handle = createEngineHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => handle(event.data);
