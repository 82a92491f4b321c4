import { MAX_MESSAGE_BYTES } from '@kalaha/protocol';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readKgpConfig, type KgpConfig } from './kgp/config.ts';

/** The port used when `PORT` is not set. */
export const DEFAULT_PORT = 8080;
/** Every interface, so that other devices on the network can play. */
export const DEFAULT_HOST = '0.0.0.0';
/** The embedded database's directory when `DATA_DIR` is not set (relative to the working directory). */
export const DEFAULT_DATA_DIR = './data';
/** The start of the bus channels' names when `REDIS_CHANNEL_PREFIX` is not set. */
export const DEFAULT_CHANNEL_PREFIX = 'kalaha:';
/** The built web app: `packages/web/dist`, as `npm run build` writes it. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * The limits that keep one client from hurting the others. Each default says why it is what it
 * is; `LIMIT_*` variables change the three a deployment may need to (a load test from one address,
 * a school behind one NAT address).
 */
export interface Limits {
  /** The largest WebSocket message read, in bytes: the protocol's {@link MAX_MESSAGE_BYTES}. */
  readonly maxMessageBytes: number;
  /** The largest HTTP request body read, in bytes. */
  readonly bodyLimitBytes: number;
  /** Messages a connection may send per second; more get `rate/limited` and are dropped. */
  readonly messagesPerSecond: number;
  /** Messages within one second at which a connection counts as flooding and is closed. */
  readonly floodMessagesPerSecond: number;
  /** Messages all connections of one client address may send per second; more are dropped. */
  readonly messagesPerSecondPerAddress: number;
  /** Actions (moves, resigns…) of one connection waiting for their answer; more are refused. */
  readonly actionsInFlightPerConnection: number;
  /** Actions of all connections of one client address waiting for their answer. */
  readonly actionsInFlightPerAddress: number;
  /** Open WebSocket connections per client address; more get `rate/too_many_connections`. */
  readonly connectionsPerAddress: number;
  /** HTTP API requests per address per minute; more get 429 `rate/limited`. */
  readonly httpRequestsPerMinute: number;
  /**
   * Open HTTP connections (WebSockets included) per client address; one more is closed at once.
   * Not applied behind a proxy (`TRUST_PROXY`): every connection then comes from the proxy.
   */
  readonly httpConnectionsPerAddress: number;
  /** The longest a client may take to send a whole HTTP request (headers and body), in ms. */
  readonly requestTimeoutMs: number;
  /** The longest an HTTP connection may stay silent (no request, no upgrade), in ms. */
  readonly idleTimeoutMs: number;
  /** Players one address may create per hour (`POST /api/players`); more get 429. */
  readonly newPlayersPerHour: number;
  /** Rated games one address may create per hour (a new game, a bot challenge); more get 429. */
  readonly ratedGamesPerHour: number;
  /** Games one connection may watch at once. */
  readonly watchedGamesPerConnection: number;
  /** Time between the server's WebSocket pings, in ms; a connection silent for two is dropped. */
  readonly heartbeatMs: number;
  /** Bytes queued for a connection that reads too slowly, at which it is dropped. */
  readonly maxBufferedBytes: number;
}

/**
 * A person makes a move every second or two; a client that reconnects sends `hello`, a `watch`
 * per game it shows (at most {@link DEFAULT_WATCHED_GAMES}) and its unanswered actions at once,
 * and pings every few seconds: 30 a second leaves room for all of that together.
 */
export const DEFAULT_MESSAGES_PER_SECOND = 30;
/**
 * All the connections of one address together: a household's few players (each a message or
 * two a second) with room for reconnect bursts. 60 a second from each of 40 addresses is what
 * saturates this server on 2 cores (about 2,400 moves a second, `npm run bench:server`), so one
 * address can take no more than a fortieth of it.
 */
export const DEFAULT_MESSAGES_PER_SECOND_PER_ADDRESS = 60;
/**
 * A person has one action unanswered at a time, a client reconnecting resends its few unanswered
 * ones at once: 8 is plenty, and bounds the storage work one connection can have queued.
 */
export const DEFAULT_ACTIONS_IN_FLIGHT_PER_CONNECTION = 8;
/** A household's connections together: four busy connections' worth. */
export const DEFAULT_ACTIONS_IN_FLIGHT_PER_ADDRESS = 32;
/** Three times the allowed rate within one second is no burst but a flood. */
export const FLOOD_FACTOR = 3;
/**
 * A household or a small office behind one address: a few devices with a few tabs each, each
 * tab one connection. 50 stays far from what hurts the server (a connection costs a few kB).
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 50;
/**
 * The app calls the API a few times per screen (player page, lobby, a new game); static files do
 * not count. 300 a minute is ten times a busy person and stops scripted hammering.
 */
export const DEFAULT_HTTP_REQUESTS_PER_MINUTE = 300;
/**
 * The WebSockets one address may hold ({@link DEFAULT_CONNECTIONS_PER_ADDRESS}) and a browser's
 * few parallel requests for each of its tabs.
 */
export const DEFAULT_HTTP_CONNECTIONS_PER_ADDRESS = 100;
/**
 * The largest request is a few kB: even a slow phone sends it within a second or two. 10 s
 * frees a connection held by a body that trickles in.
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/**
 * Above the 5 s keep-alive of Fastify's idle connections between requests, well below what a
 * connection held open for nothing should cost.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
/**
 * A browser makes its player once and keeps him: 30 an hour lets a class behind one school address
 * start together, and stops a script making throwaway opponents by the hundred.
 */
export const DEFAULT_NEW_PLAYERS_PER_HOUR = 30;
/**
 * A rated game takes minutes to play: 30 an hour is more than a household plays, and caps what
 * one address can farm (see the README's "Threat model and limits").
 */
export const DEFAULT_RATED_GAMES_PER_HOUR = 30;
/** A player shows his game and perhaps a few he watches; 16 covers a screen of miniatures. */
export const DEFAULT_WATCHED_GAMES = 16;
/** Below the 60 s idle timeout of common proxies and load balancers, so they keep the socket. */
export const DEFAULT_HEARTBEAT_MS = 30_000;
/** A full game view is about 1 kB: 1 MiB queued means the client stopped reading long ago. */
export const DEFAULT_MAX_BUFFERED_BYTES = 1 << 20;

/** Everything `npm start` reads from the environment, checked. */
export interface ServerConfig {
  /** `PORT`: 0-65535 (0: any free port). */
  readonly port: number;
  /** `HOST`: the interface to listen on. */
  readonly host: string;
  /** `DATA_DIR`: the embedded PGlite database's directory (absolute), used without `DATABASE_URL`. */
  readonly dataDir: string;
  /** `DATABASE_URL`: a `postgres://` URL; when set, PostgreSQL instead of PGlite. */
  readonly databaseUrl: string | null;
  /** `REDIS_URL`: a `redis://` URL; when set, game events go through Redis pub/sub. */
  readonly redisUrl: string | null;
  /**
   * `REDIS_CHANNEL_PREFIX`: the start of the bus channels' names (`kalaha:` by default), so that
   * several sites (or test runs) can share one Redis. The instances of one site must agree.
   */
  readonly channelPrefix: string;
  /** `WEB_ROOT`: the built web app (absolute). */
  readonly webRoot: string;
  /** `TRUST_PROXY`: read client addresses from `X-Forwarded-For` (`true`, or a number of hops). */
  readonly trustProxy: boolean | number;
  /**
   * `ALLOWED_ORIGINS`: web pages of other origins (`https://kalaha.example`, comma-separated) that
   * may open the WebSockets; the server's own pages and clients that send no origin always may.
   */
  readonly allowedOrigins: readonly string[];
  /** `KALAHA_LOG=1`: log each request (Fastify's pino logger). */
  readonly log: boolean;
  readonly limits: Limits;
  /** `KGP_*`: the Kalah Game Protocol endpoint for bots (`src/kgp/config.ts`). */
  readonly kgp: KgpConfig;
}

/** The environment as `process.env` holds it. */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and checks the configuration from `env`.
 *
 * @returns the configuration, or every problem found, one sentence each naming the variable.
 */
export function readConfig(
  env: Env,
): { ok: true; config: ServerConfig } | { ok: false; errors: string[] } {
  const port = readPort(env.PORT);
  const databaseUrl = readUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const redisUrl = readUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']);
  const trustProxy = readTrustProxy(env.TRUST_PROXY);
  const channelPrefix = readChannelPrefix(env.REDIS_CHANNEL_PREFIX);
  const limits = readLimits(env);
  const allowedOrigins = readOrigins(env.ALLOWED_ORIGINS);
  const host = nonEmpty(env.HOST) ?? DEFAULT_HOST;
  const kgp = readKgpConfig(env, { port: port.ok ? port.value : DEFAULT_PORT, host });
  if (
    !kgp.ok ||
    !port.ok ||
    !databaseUrl.ok ||
    !redisUrl.ok ||
    !trustProxy.ok ||
    !channelPrefix.ok ||
    !limits.ok ||
    !allowedOrigins.ok
  ) {
    const reads = [port, databaseUrl, redisUrl, trustProxy, channelPrefix, limits];
    const errors = reads.flatMap((read) => (read.ok ? [] : read.error.split('\n')));
    return { ok: false, errors: [...errors, ...(kgp.ok ? [] : kgp.errors)] };
  }
  return {
    ok: true,
    config: {
      port: port.value,
      host,
      dataDir: resolve(nonEmpty(env.DATA_DIR) ?? DEFAULT_DATA_DIR),
      databaseUrl: databaseUrl.value,
      redisUrl: redisUrl.value,
      channelPrefix: channelPrefix.value,
      webRoot: resolve(nonEmpty(env.WEB_ROOT) ?? DEFAULT_WEB_ROOT),
      trustProxy: trustProxy.value,
      allowedOrigins: allowedOrigins.value,
      log: env.KALAHA_LOG === '1',
      limits: limits.value,
      kgp: kgp.config,
    },
  };
}

/** One variable read: its value, or a sentence saying what is wrong with it. */
export type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/** The limits with every default. */
export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: MAX_MESSAGE_BYTES,
  // The largest body (a new game with every option) is a few hundred bytes.
  bodyLimitBytes: MAX_MESSAGE_BYTES,
  messagesPerSecond: DEFAULT_MESSAGES_PER_SECOND,
  floodMessagesPerSecond: DEFAULT_MESSAGES_PER_SECOND * FLOOD_FACTOR,
  messagesPerSecondPerAddress: DEFAULT_MESSAGES_PER_SECOND_PER_ADDRESS,
  actionsInFlightPerConnection: DEFAULT_ACTIONS_IN_FLIGHT_PER_CONNECTION,
  actionsInFlightPerAddress: DEFAULT_ACTIONS_IN_FLIGHT_PER_ADDRESS,
  connectionsPerAddress: DEFAULT_CONNECTIONS_PER_ADDRESS,
  httpRequestsPerMinute: DEFAULT_HTTP_REQUESTS_PER_MINUTE,
  newPlayersPerHour: DEFAULT_NEW_PLAYERS_PER_HOUR,
  ratedGamesPerHour: DEFAULT_RATED_GAMES_PER_HOUR,
  httpConnectionsPerAddress: DEFAULT_HTTP_CONNECTIONS_PER_ADDRESS,
  requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
  idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
  watchedGamesPerConnection: DEFAULT_WATCHED_GAMES,
  heartbeatMs: DEFAULT_HEARTBEAT_MS,
  maxBufferedBytes: DEFAULT_MAX_BUFFERED_BYTES,
};

/**
 * The limits a deployment may change, each by its variable (a whole number of at least 1): a load
 * test from one address, a school behind one NAT address.
 */
export const LIMIT_VARIABLES = {
  LIMIT_MESSAGES_PER_SECOND: 'messagesPerSecond',
  LIMIT_MESSAGES_PER_SECOND_PER_ADDRESS: 'messagesPerSecondPerAddress',
  LIMIT_ACTIONS_IN_FLIGHT_PER_ADDRESS: 'actionsInFlightPerAddress',
  LIMIT_CONNECTIONS_PER_ADDRESS: 'connectionsPerAddress',
  LIMIT_HTTP_REQUESTS_PER_MINUTE: 'httpRequestsPerMinute',
  LIMIT_NEW_PLAYERS_PER_HOUR: 'newPlayersPerHour',
  LIMIT_RATED_GAMES_PER_HOUR: 'ratedGamesPerHour',
  LIMIT_HTTP_CONNECTIONS_PER_ADDRESS: 'httpConnectionsPerAddress',
  LIMIT_REQUEST_TIMEOUT_MS: 'requestTimeoutMs',
  LIMIT_IDLE_TIMEOUT_MS: 'idleTimeoutMs',
} as const satisfies Record<string, keyof Limits>;

/** The limits: {@link DEFAULT_LIMITS} with the {@link LIMIT_VARIABLES} set in `env`. */
function readLimits(env: Env): Read<Limits> {
  const limits: Record<keyof Limits, number> = { ...DEFAULT_LIMITS };
  const errors: string[] = [];
  for (const [name, key] of Object.entries(LIMIT_VARIABLES)) {
    const read = readCount(name, env[name], DEFAULT_LIMITS[key]);
    if (read.ok) limits[key] = read.value;
    else errors.push(read.error);
  }
  if (errors.length > 0) return { ok: false, error: errors.join('\n') };
  limits.floodMessagesPerSecond = limits.messagesPerSecond * FLOOD_FACTOR;
  return { ok: true, value: limits };
}

/** Reads `PORT`: a whole number 0..65535 (0: any free port), else {@link DEFAULT_PORT}. */
export function readPort(value: string | undefined): Read<number> {
  const text = nonEmpty(value);
  if (text === undefined) return { ok: true, value: DEFAULT_PORT };
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    return { ok: false, error: `PORT must be a whole number 0-65535 (got '${text}')` };
  }
  return { ok: true, value: Number(text) };
}

function readUrl(
  name: string,
  value: string | undefined,
  protocols: readonly string[],
): Read<string | null> {
  const text = nonEmpty(value);
  if (text === undefined) return { ok: true, value: null };
  if (!URL.canParse(text)) {
    return { ok: false, error: `${name} must be a URL such as ${protocols[0]}//host:port/…` };
  }
  const protocol = new URL(text).protocol;
  if (!protocols.includes(protocol)) {
    return {
      ok: false,
      error: `${name} must start with ${protocols.join(' or ')}// (got '${protocol}')`,
    };
  }
  return { ok: true, value: text };
}

function readTrustProxy(value: string | undefined): Read<boolean | number> {
  const text = nonEmpty(value);
  if (text === undefined || text === 'false' || text === '0') return { ok: true, value: false };
  if (text === 'true') return { ok: true, value: true };
  if (/^\d{1,2}$/.test(text)) return { ok: true, value: Number(text) };
  return {
    ok: false,
    error: `TRUST_PROXY must be true, false or a number of proxies (got '${text}')`,
  };
}

function readOrigins(value: string | undefined): Read<readonly string[]> {
  const text = nonEmpty(value);
  if (text === undefined) return { ok: true, value: [] };
  const origins = text.split(',').map((origin) => origin.trim());
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
      return {
        ok: false,
        error: `ALLOWED_ORIGINS must be origins such as https://kalaha.example, comma-separated (got '${origin}')`,
      };
    }
  }
  return { ok: true, value: origins };
}

function readChannelPrefix(value: string | undefined): Read<string> {
  const text = nonEmpty(value);
  if (text === undefined) return { ok: true, value: DEFAULT_CHANNEL_PREFIX };
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(text)) {
    return {
      ok: false,
      error: `REDIS_CHANNEL_PREFIX must be 1-64 letters, digits or _ . : - (got '${text}')`,
    };
  }
  return { ok: true, value: text };
}

function readCount(name: string, value: string | undefined, fallback: number): Read<number> {
  const text = nonEmpty(value);
  if (text === undefined) return { ok: true, value: fallback };
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
    return { ok: false, error: `${name} must be a whole number of at least 1 (got '${text}')` };
  }
  return { ok: true, value: Number(text) };
}

function nonEmpty(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
}
