import { afterAll, beforeAll } from 'vitest';
import type { Limits } from '../src/config.ts';
import { startTestServer, type TestServer } from './in-process.ts';
import { RawClient } from './raw-client.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

/** An in-process server for the tests of one file, and the WebSocket clients they open on it. */
export interface FileServer {
  /** The server (started before the file's tests). */
  readonly server: TestServer;
  /** Opens a raw WebSocket client on the server; it is closed after the tests at the latest. */
  open(): Promise<RawClient>;
  /** Closes every client opened so far. */
  closeClients(): Promise<void>;
}

/**
 * Starts an in-process server (`limits` override the defaults) before the file's tests; after
 * them, closes the clients opened with `open`, then the server.
 */
export function useTestServer(limits: Partial<Limits> = {}): FileServer {
  let started: TestServer | undefined;
  const clients: RawClient[] = [];
  const server = (): TestServer => {
    if (!started) throw new Error('the test server is not started yet');
    return started;
  };
  const closeClients = async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  };
  beforeAll(async () => {
    started = await startTestServer(limits);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await closeClients();
    await started?.close();
  }, HOOK_TIMEOUT_MS);
  return {
    get server() {
      return server();
    },
    async open() {
      const client = await RawClient.open(server().wsUrl);
      clients.push(client);
      return client;
    },
    closeClients,
  };
}
