// Starts a worker thread of the parallel endgame-database builder: tsx does not load inside
// worker_threads by itself, so register it first, then load the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./build-worker.ts');
