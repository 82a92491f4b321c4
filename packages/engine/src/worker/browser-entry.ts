/**
 * The engine in a browser Web Worker: {@link startBrowserEngine} connects
 * {@link createEngineHandler} to the worker's global scope. Call it from a module worker of your
 * own (the web app's is `src/engine/engine.worker.ts`, which Vite bundles) and talk to that worker
 * through an `EngineClient` on a `browserPort`.
 *
 * Nothing here (nor in the engine core it loads) imports a Node module.
 */
import { createEngineHandler, type EngineHandlerOptions } from './handler.ts';
import type { EngineReply } from './protocol.ts';

/** The parts of a dedicated worker's global scope used here. */
interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: EngineReply): void;
}

/**
 * Answers the engine's messages (`protocol.ts`) on this worker's global scope, with `options`
 * (e.g. `exact` with the Wari databases of a `FetchedWariShelf`).
 */
export function startBrowserEngine(options: EngineHandlerOptions = {}): void {
  const scope = globalThis as unknown as WorkerScope;
  const handle = createEngineHandler((reply) => scope.postMessage(reply), options);
  scope.onmessage = (event) => handle(event.data);
}
