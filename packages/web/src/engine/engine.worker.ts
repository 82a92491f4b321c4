/**
 * The engine's Web Worker: the browser entry of `@kalaha/engine` (its message handler on the
 * worker's global scope). A file of our own so that Vite bundles it as a module worker.
 */
import '@kalaha/engine/worker/browser';
