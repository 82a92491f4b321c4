// Starts a helper thread of a parallel solve: tsx does not load inside worker_threads by itself,
// so register it first, then load the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./parallel-worker.ts');
