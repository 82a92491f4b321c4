import { ApiClient } from './api-client.ts';
import { prepareEnvironment } from './environment.ts';
import type { BenchDatabase } from './options.ts';
import { HOOK_TIMEOUT_MS } from '../test/timeouts.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * How long a test hook may take to start or stop a server (PGlite's first start is slow), in ms:
 * the test suite's hook limit, above the start's own limit (`START_TIMEOUT_MS`, 90 s).
 */
export const SERVER_HOOK_MS = HOOK_TIMEOUT_MS;

/** A real server for a test file, as the benchmark starts it, and its API. */
export interface BenchServer {
  readonly server: ServerProcess;
  readonly api: ApiClient;
  /** `ws://127.0.0.1:PORT/ws`. */
  readonly wsUrl: string;
  /** Stops the server and removes its storage. */
  stop(): Promise<void>;
}

/** Starts the server (`bin/start.mjs`) on fresh storage with the benchmark's raised limits. */
export async function startBenchServer(db: BenchDatabase = 'pglite'): Promise<BenchServer> {
  const environment = await prepareEnvironment({
    games: 16,
    db,
    postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  let server: ServerProcess;
  try {
    server = await startServerProcess({ env: environment.env });
  } catch (error) {
    await environment.remove();
    throw error;
  }
  return {
    server,
    api: new ApiClient(server.url),
    wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`,
    stop: async () => {
      await server.stop();
      await environment.remove();
    },
  };
}
