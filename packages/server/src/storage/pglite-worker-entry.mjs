// The bootstrap of the PGlite storage thread (`pglite-worker.ts`): tsx's loader does not reach
// worker threads, so register it here, then load the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker-entry.ts');
