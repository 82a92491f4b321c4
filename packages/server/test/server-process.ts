/**
 * The real server as `npm start` runs it (`bin/start.mjs`, a process of its own), for the fault
 * tests: started with the test's environment, killed as a crash kills it, started again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

const START = fileURLToPath(new URL('../bin/start.mjs', import.meta.url));
/** How long a server may take to start (tsx, then PGlite or PostgreSQL, migrations), in ms. */
const START_TIMEOUT_MS = 90_000;

/** A temporary directory, removed by `remove()`. */
export interface TempDir {
  readonly path: string;
  remove(): void;
}

/** A fresh temporary directory named `kalaha-<what>-…`. */
export function tempDir(what: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), `kalaha-${what}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A stand-in for the built web app (the fault tests need no real build): an `index.html`. */
export function webRootFor(dir: TempDir): string {
  writeFileSync(join(dir.path, 'index.html'), '<!doctype html><title>Kalaha</title>');
  return dir.path;
}

/** A server process that has printed its address. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** `ws://127.0.0.1:PORT/ws`. */
  readonly wsUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  readonly exited: Promise<number | string>;
  /** Kills it (SIGKILL: no chance to clean up, as a crash) and waits for it to be gone. */
  kill9(): Promise<void>;
  /** Asks it to stop (SIGTERM) and waits; kills it if it takes longer than 10 s. */
  stop(): Promise<number | string>;
}

/**
 * Starts `bin/start.mjs` with `env` added to this process's environment (`PORT=0` for any free
 * port) and waits for its "served at" line.
 *
 * @throws Error with its output when it exits or stays silent for 45 s.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${out}`));
    }, START_TIMEOUT_MS);
    const look = () => {
      const match = /served at http:\/\/localhost:(\d+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${out}`));
    });
  });
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    output: () => out,
    exited,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * The server process of a test file: started before its tests (any free port, a fresh data
 * directory named after `what`, a stand-in web app, and `env`), stopped after them with its
 * directories removed.
 *
 * @returns the running server (throws before the file's `beforeAll` has started it).
 */
export function useServerProcess(
  what: string,
  env: Record<string, string> = {},
): () => ServerProcess {
  const web = tempDir('web');
  const data = tempDir(what);
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServerProcess({
      PORT: '0',
      DATA_DIR: data.path,
      WEB_ROOT: webRootFor(web),
      ...env,
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    web.remove();
    data.remove();
  }, HOOK_TIMEOUT_MS);
  return () => {
    if (!server) throw new Error('the server is started before the tests run');
    return server;
  };
}
