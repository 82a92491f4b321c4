import { MAX_MESSAGE_BYTES } from '@kalaha/protocol';
import { err, ok, type Result } from '@kalaha/rules';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checked, readEnv, urlOf, variable, wholeNumber, type Env } from './env.ts';
import { OPEN_GAME_ABANDON_MS } from './service/game-service.ts';
import { kgpEnvSchema, type KgpConfig } from './kgp/config.ts';

export type { Env } from './env.ts';

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
  /**
   * Time between the server's WebSocket pings, in ms; a connection that answers none of two pings
   * is dropped at the next round (`ws/heartbeat.ts`).
   */
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
  /**
   * `OPEN_GAME_ABANDON_MS`: how long the creator of an open game may be away from it before it is
   * called off and leaves the lobby (ms; `OPEN_GAME_ABANDON_MS` of the service by default).
   */
  readonly openGameAbandonMs: number;
  /** `KGP_*`: the Kalah Game Protocol endpoint for bots (`src/kgp/config.ts`). */
  readonly kgp: KgpConfig;
}

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

/** `PORT`: a whole number 0..65535 (0: any free port). */
const PORT = wholeNumber('PORT', 0, 65535);

/** `TRUST_PROXY`: `true`, `false` (or `0`), or a number of proxies. */
const TRUST_PROXY = checked(
  'TRUST_PROXY',
  'true, false or a number of proxies',
  (text) => /^(true|false|\d{1,2})$/.test(text),
  (text): boolean | number =>
    text === 'true' ? true : text === 'false' ? false : Number(text) || false,
);

/** `ALLOWED_ORIGINS`: origins such as `https://kalaha.example`, comma-separated. */
const ALLOWED_ORIGINS = z.string().transform((text, context) => {
  const origins = text.split(',').map((origin) => origin.trim());
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin) {
      context.addIssue({
        code: 'custom',
        message: `ALLOWED_ORIGINS must be origins such as https://kalaha.example, comma-separated (got '${origin}')`,
      });
      return z.NEVER;
    }
  }
  return origins;
});

/** The limits a deployment may change: {@link LIMIT_VARIABLES}, each a whole number of at least 1. */
const LIMITS = Object.fromEntries(
  Object.entries(LIMIT_VARIABLES).map(([name, key]) => [
    name,
    variable(wholeNumber(name, 1, 999_999_999), DEFAULT_LIMITS[key]),
  ]),
) as Record<keyof typeof LIMIT_VARIABLES, z.ZodType<number>>;

/** Every variable `npm start` reads, in the order a refusal lists them. */
const ENV_SCHEMA = z.object({
  PORT: variable(PORT, DEFAULT_PORT),
  DATABASE_URL: variable(urlOf('DATABASE_URL', ['postgres:', 'postgresql:']), null),
  REDIS_URL: variable(urlOf('REDIS_URL', ['redis:', 'rediss:']), null),
  TRUST_PROXY: variable(TRUST_PROXY, false),
  REDIS_CHANNEL_PREFIX: variable(
    checked(
      'REDIS_CHANNEL_PREFIX',
      '1-64 letters, digits or _ . : -',
      (text) => /^[A-Za-z0-9_.:-]{1,64}$/.test(text),
      (text) => text,
    ),
    DEFAULT_CHANNEL_PREFIX,
  ),
  ...LIMITS,
  ALLOWED_ORIGINS: variable(ALLOWED_ORIGINS, []),
  OPEN_GAME_ABANDON_MS: variable(
    wholeNumber('OPEN_GAME_ABANDON_MS', 0, 2 ** 31 - 1),
    OPEN_GAME_ABANDON_MS,
  ),
  HOST: variable(z.string(), DEFAULT_HOST),
  DATA_DIR: variable(z.string(), DEFAULT_DATA_DIR),
  WEB_ROOT: variable(z.string(), DEFAULT_WEB_ROOT),
  KALAHA_LOG: variable(z.string(), ''),
});

/**
 * Reads and checks the configuration from `env` (zod schemas of `env.ts`; the KGP endpoint's
 * variables from `kgp/config.ts`).
 *
 * @returns the configuration, or every problem found, one sentence each naming the variable.
 */
export function readConfig(env: Env): Result<ServerConfig, string[]> {
  const read = readEnv(ENV_SCHEMA, env);
  // The server's port and interface are the KGP endpoint's defaults; with a bad configuration
  // they are only needed to read the KGP variables for their errors.
  const server = read.ok
    ? { port: read.value.PORT, host: read.value.HOST }
    : { port: DEFAULT_PORT, host: DEFAULT_HOST };
  const kgp = readEnv(kgpEnvSchema(server), env);
  if (!read.ok || !kgp.ok)
    return err([...(read.ok ? [] : read.error), ...(kgp.ok ? [] : kgp.error)]);
  const vars = read.value;
  const limits: Limits = {
    ...DEFAULT_LIMITS,
    ...Object.fromEntries(
      Object.entries(LIMIT_VARIABLES).map(([name, key]) => [
        key,
        vars[name as keyof typeof LIMIT_VARIABLES],
      ]),
    ),
  };
  return ok({
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    channelPrefix: vars.REDIS_CHANNEL_PREFIX,
    webRoot: resolve(vars.WEB_ROOT),
    trustProxy: vars.TRUST_PROXY,
    allowedOrigins: vars.ALLOWED_ORIGINS,
    log: vars.KALAHA_LOG === '1',
    limits: { ...limits, floodMessagesPerSecond: limits.messagesPerSecond * FLOOD_FACTOR },
    openGameAbandonMs: vars.OPEN_GAME_ABANDON_MS,
    kgp: kgp.value,
  });
}

/** Reads `PORT`: a whole number 0..65535 (0: any free port), else {@link DEFAULT_PORT}. */
export function readPort(value: string | undefined): Result<number, string> {
  const read = readEnv(z.object({ PORT: variable(PORT, DEFAULT_PORT) }), { PORT: value });
  return read.ok ? ok(read.value.PORT) : err(read.error.join('; '));
}
