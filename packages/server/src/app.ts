import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS, type Limits } from './config.ts';
import { apiRoutes } from './http/api.ts';
import type { KgpGateway } from './kgp/gateway.ts';
import { kgpSocketRoute } from './kgp/websocket.ts';
import type { GameService } from './service/service.ts';
import { addSecurityHeaders } from './static/headers.ts';
import { registerWebApp } from './static/web-app.ts';
import { socketRoutes } from './ws/sockets.ts';
import { capConnections } from './http/connection-cap.ts';

/** How long an idle keep-alive connection is kept between requests, in ms (Node's default). */
const KEEP_ALIVE_MS = 5_000;
/** How often requests are checked against their timeout, in ms. */
const CHECK_MS = 2_000;

/** What the server is made of. */
export interface AppOptions {
  /** Online play itself; the app does not close it. */
  readonly service: GameService;
  /** The built web app to serve; none (API and WebSocket only) when absent. */
  readonly webRoot?: string;
  /** Defaults: {@link DEFAULT_LIMITS}. */
  readonly limits?: Limits;
  /** Log each request (Fastify's pino logger); off by default. */
  readonly logger?: boolean;
  /** Read client addresses from `X-Forwarded-For` (`true`, or a number of proxies in front). */
  readonly trustProxy?: boolean | number;
  /**
   * The Kalah Game Protocol endpoint: its WebSocket path `/kgp` and the bots of the HTTP API
   * (`/api/bots`); without it the API lists no bots. The app does not close it.
   */
  readonly kgp?: KgpGateway;
  /** Web pages of other origins that may open `/ws` and `/kgp` (`ALLOWED_ORIGINS`); none by default. */
  readonly allowedOrigins?: readonly string[];
}

/**
 * The Kalaha server as a Fastify instance, not yet listening: the web app (`webRoot`), the HTTP
 * API under `/api`, the WebSocket endpoint `/ws` (and `/kgp` for bots with `kgp`), and security
 * headers on every answer. A request must arrive whole within `limits.requestTimeoutMs`, a
 * connection may be silent for `limits.idleTimeoutMs`, and one address may hold
 * `limits.httpConnectionsPerAddress` connections (unless behind a proxy). Closing
 * the instance tells WebSocket clients to go elsewhere (1001) but leaves `service` open.
 *
 * @throws Error when `webRoot` holds no built app (check with `isBuiltApp` first).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: limits.bodyLimitBytes,
    trustProxy: trustOf(trustProxy),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_MS, limits.idleTimeoutMs),
    // Node looks for requests past their time this often (30 s by default, which would let a
    // trickling body hold its connection that much longer than the timeout).
    http: { connectionsCheckingInterval: Math.min(CHECK_MS, limits.requestTimeoutMs) },
  });
  app.server.headersTimeout = limits.requestTimeoutMs;
  if (trustProxy === false) capConnections(app.server, limits.httpConnectionsPerAddress);
  await addSecurityHeaders(app);
  // The web app first: its not-found handler (the app for page navigations) is the root's, and
  // the API's own, set after it, takes over under /api.
  if (options.webRoot !== undefined) await registerWebApp(app, options.webRoot);
  await app.register(apiRoutes, {
    prefix: '/api',
    service: options.service,
    limits,
    ...(options.kgp ? { bots: options.kgp } : {}),
  });
  const allowedOrigins = options.allowedOrigins ?? [];
  await socketRoutes(app, { service: options.service, limits, allowedOrigins });
  if (options.kgp) {
    kgpSocketRoute(app, options.kgp, { maxBufferedBytes: limits.maxBufferedBytes, allowedOrigins });
  }
  return app;
}

/** Fastify's trust setting: a number of proxies becomes "trust the first n hops". */
function trustOf(
  trustProxy: boolean | number,
): boolean | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'boolean') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
