import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBundle } from '../../../scripts/node-bundles.mjs';
import { ensureBuild } from '../scripts/ensure-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the app served by `npm start`'s server, e.g. `http://localhost:41234`. */
    baseUrl: string;
    /** The TCP port of the same server's Kalah Game Protocol endpoint, for bots. */
    kgpPort: number;
  }
}

/**
 * Before the end-to-end tests: builds the app and the server's bundle if needed (as `npm start`
 * does) and starts the server of `npm start` (`packages/server/bin/start.mjs`) on a free port,
 * with its embedded database in a fresh temporary directory and its KGP endpoint for bots on
 * another free port (a lone bot waits for a challenge instead of playing the engine after a
 * while); stops it and removes the directory afterwards.
 * `vitest.config.ts` runs the project only where Debian's Chromium is installed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  await ensureBundle('server');
  const start = fileURLToPath(new URL('../../server/bin/start.mjs', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'kalaha-e2e-'));
  const server = spawn(process.execPath, [start], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      KGP_PORT: '0',
      KGP_PAIR_WAIT_MS: '86400000',
      // The lobby test's open game waits the whole run for its creator, who has left.
      OPEN_GAME_ABANDON_MS: '86400000',
      // Every browser of the suite comes from 127.0.0.1: one address for dozens of players.
      LIMIT_NEW_PLAYERS_PER_HOUR: '100000',
      LIMIT_RATED_GAMES_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { url, kgpPort } = await addressOf(server);
  project.provide('baseUrl', url);
  project.provide('kgpPort', kgpPort);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Waits for the server's "served at http://…" and "KGP bots connect to tcp://…:PORT" lines. The
 * server takes some 25 s to start on a busy 2-core machine (PGlite's first start), so the wait is
 * generous: it only guards against a server that never starts.
 */
function addressOf(server: ChildProcess): Promise<{ url: string; kgpPort: number }> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 120_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const served = /served at (http:\/\/\S+)/.exec(out);
      const kgp = /KGP bots connect to tcp:\/\/\S+:(\d+)/.exec(out);
      if (served && kgp) {
        clearTimeout(timer);
        resolve({ url: served[1]!, kgpPort: Number(kgp[1]) });
      }
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
}
