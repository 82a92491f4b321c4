import { ensureBundle } from '../../../scripts/node-bundles.mjs';

/**
 * A vitest global setup (the `node` project): builds the server's and the `kalaha` command's
 * bundles when missing or stale (`scripts/node-bundles.mjs`), so that the processes the tests
 * start (`npm start`'s server, the `kalaha` command) run from them, as `npm start` does, instead
 * of compiling the sources through tsx in each process.
 */
export default async function setup(): Promise<void> {
  await ensureBundle('server');
  await ensureBundle('cli');
}
