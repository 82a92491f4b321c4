// The bootstrap of the engine's Node worker thread. tsx's loader, registered in the main thread
// by `bin/kalaha.mjs` or by vitest, does not reach into worker threads: register it here, then
// load the TypeScript entry, which connects the message handler to `parentPort`.
import { register } from 'tsx/esm/api';

register();
await import('./node-entry.ts');
