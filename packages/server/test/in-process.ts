/**
 * A whole server in the test's own process, listening on a free port of 127.0.0.1, over PGlite
 * in memory and the in-process bus: the real app, service and storage, nothing faked.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openBus } from '../src/bus/open.ts';
import { DEFAULT_LIMITS, type Limits } from '../src/config.ts';
import { createGameService } from '../src/service/game-service.ts';
import type { GameService } from '../src/service/service.ts';
import { openStorage } from '../src/storage/open.ts';
import type { Storage } from '../src/storage/storage.ts';

/** A running in-process server. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly service: GameService;
  /** The storage under the service, to check what was stored. */
  readonly storage: Storage;
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** `ws://127.0.0.1:PORT/ws`. */
  readonly wsUrl: string;
  close(): Promise<void>;
}

/** Starts a server; `limits` override the defaults. */
export async function startTestServer(limits: Partial<Limits> = {}): Promise<TestServer> {
  const storage = await openStorage({});
  const bus = await openBus({});
  const service = createGameService({ storage, bus });
  const app = await buildApp({ service, limits: { ...DEFAULT_LIMITS, ...limits } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    service,
    storage,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    async close() {
      await app.close();
      await service.close();
    },
  };
}
