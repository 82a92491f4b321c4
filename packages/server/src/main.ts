import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openBus } from './bus/open.ts';
import { readConfig, type Env, type ServerConfig } from './config.ts';
import { serverEngine } from './kgp/engine.ts';
import { KgpGateway } from './kgp/gateway.ts';
import { openKgpTcp } from './kgp/tcp.ts';
import { installLastResort } from './last-resort.ts';
import { dropUnreadOutput } from './unread-output.ts';
import { createGameService } from './service/game-service.ts';
import { isBuiltApp } from './static/web-app.ts';
import { openStorage } from './storage/open.ts';

/** A server listening, and how to stop it. */
export interface RunningServer {
  /** The address to open, `http://localhost:PORT` (the actual port when `PORT=0`). */
  readonly url: string;
  /** The TCP port bots connect to over KGP (the actual one with `KGP_PORT=0`); null: none. */
  readonly kgpPort: number | null;
  readonly app: FastifyInstance;
  /** Stops taking connections, tells WebSocket clients to go elsewhere, closes everything. */
  close(): Promise<void>;
}

/**
 * Opens storage (PostgreSQL with `databaseUrl`, else PGlite in `dataDir`), the bus (Redis with
 * `redisUrl`, else in-process), the game service, the KGP gateway for bots and the Fastify app,
 * and listens (the app on `port`, KGP over TCP on `kgp.port`).
 *
 * @throws StorageOpenError when storage cannot be opened (its code says why), Error with code
 *   `EADDRINUSE` when the port is taken (`ERR_KGP_PORT_IN_USE` for a KGP port named by
 *   `KGP_PORT`), Error when the bus cannot connect; whatever was opened is closed again.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const storage = await openStorage(
    config.databaseUrl !== null ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const closing: (() => Promise<void>)[] = [() => storage.close()];
  let closed: Promise<void> | undefined;
  const unwind = () =>
    (closed ??= (async () => {
      for (const close of [...closing].reverse()) {
        await close().catch((error: unknown) => console.error('closing failed:', error));
      }
    })());
  try {
    const bus = await openBus(
      config.redisUrl !== null
        ? { redisUrl: config.redisUrl, channelPrefix: config.channelPrefix }
        : {},
    );
    closing.push(() => bus.close());
    const service = createGameService({
      storage,
      bus,
      openGameAbandonMs: config.openGameAbandonMs,
    });
    // The service closes the bus and storage.
    closing.splice(0, closing.length, () => service.close());
    const kgp = new KgpGateway({
      service,
      storage,
      engine: serverEngine(config.dataDir),
      options: config.kgp.options,
      connectionsPerAddress: config.limits.connectionsPerAddress,
    });
    closing.push(() => kgp.close());
    const app = await buildApp({
      kgp,
      service,
      webRoot: config.webRoot,
      limits: config.limits,
      logger: config.log,
      trustProxy: config.trustProxy,
      allowedOrigins: config.allowedOrigins,
    });
    closing.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const kgpTcp = await openKgpTcp(kgp, config.kgp, config.limits.maxBufferedBytes);
    if (kgpTcp) closing.push(() => kgpTcp.close());
    await kgp.start();
    return { url: `http://localhost:${port}`, kgpPort: kgpTcp?.port ?? null, app, close: unwind };
  } catch (error) {
    await unwind();
    throw error;
  }
}

/**
 * `npm start`: reads the configuration from `env` (see `config.ts` and the README), starts the
 * server, prints `Kalaha is served at http://localhost:PORT`, and closes gracefully on SIGINT or
 * SIGTERM (a second signal exits at once). Signals are taken from the first moment: one that comes
 * while the server starts stops it as soon as it has started (storage is closed, not cut off
 * half-opened), or, if the start fails, the failure's exit code ends it. Once started, a failure
 * nothing caught is logged and the server goes on (`last-resort.ts`); output nobody reads is
 * dropped (`unread-output.ts`).
 *
 * @returns the exit code when it cannot start: 2 for a bad configuration, 1 for anything else
 *   (the web app not built, the port taken, the database unreachable or in use); 0 once started.
 */
export async function main(env: Env = process.env): Promise<number> {
  dropUnreadOutput();
  let server: RunningServer | undefined;
  let stopping = false;
  const closeAndExit = (running: RunningServer) =>
    void running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    // While starting: the start's end closes it (below).
    if (server) closeAndExit(server);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const read = readConfig(env);
  if (!read.ok) {
    for (const error of read.error) console.error(error);
    return 2;
  }
  const config = read.value;
  if (!isBuiltApp(config.webRoot)) {
    console.error(`No built app in ${config.webRoot}: run npm run build first (npm start does)`);
    return 1;
  }
  try {
    server = await startServer(config);
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is in use: set another with PORT=8081 npm start`);
    } else console.error(error.message);
    return 1;
  }
  const where = config.databaseUrl !== null ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const bus = config.redisUrl !== null ? ', events through Redis' : '';
  console.log(`Kalaha is served at ${server.url} (storage: ${where}${bus})`);
  const kgpSocket = `${server.url.replace(/^http/, 'ws')}/kgp`;
  console.log(
    server.kgpPort === null
      ? `KGP bots connect to ${kgpSocket}`
      : `KGP bots connect to tcp://localhost:${server.kgpPort} or ${kgpSocket}`,
  );
  installLastResort();
  if (stopping) closeAndExit(server);
  return 0;
}
