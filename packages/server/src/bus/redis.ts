import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { Bus, BusGap } from './bus.ts';
import { ChannelListeners } from './listeners.ts';
import type { Listener, ListenerErrorHandler } from './listeners.ts';
import { BusOpenError } from './open-error.ts';

/** How long (ms) to wait for Redis to accept a connection. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Settings of a {@link RedisBus} beyond its URL. */
export interface RedisBusOptions {
  /**
   * Put before every channel name in Redis, so that several sites (or test runs) can share one
   * Redis; the listeners see channel names without it. Default `kalaha:`.
   */
  readonly channelPrefix?: string;
  /** The name both connections give themselves (Redis `CLIENT SETNAME`). Default `kalaha-bus`. */
  readonly connectionName?: string;
  /** What to do with a listener's exception (default: rethrow it later, see `listeners.ts`). */
  readonly onListenerError?: ListenerErrorHandler;
  /**
   * Hears connection errors after the start (Redis went away). The bus reconnects by itself, with
   * backoff, and subscribes its channels again; messages published meanwhile are lost (the bus
   * delivers at most once), which clients make up for by reloading the game on reconnect.
   */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * The wait before each attempt to reconnect, in ms, by attempt (1, 2, …); by default ioredis's
   * own (50 ms times the attempt, at most 2 s). Tests make it long to hold a gap open.
   */
  readonly reconnectDelayMs?: (attempt: number) => number;
}

/**
 * The bus of several server instances: Redis pub/sub over two connections per instance, one that
 * publishes and one that subscribes (a subscribing Redis connection can do nothing else). However
 * many local listeners a channel has, this instance SUBSCRIBEs to it once, and UNSUBSCRIBEs when
 * the last one leaves. A message published here reaches this instance's listeners through Redis
 * too, so every instance hears each publisher's messages in the same order. When the subscribing
 * connection is lost (Redis restarted, `CLIENT KILL`), the gap is told (`onGap`: `lost`, then
 * `back` once ioredis has reconnected and Redis confirmed every SUBSCRIBE again).
 */
export class RedisBus implements Bus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #prefix: string;
  readonly #listeners: ChannelListeners;
  /** The SUBSCRIBE of each channel with listeners, once sent (resolved once Redis confirmed it). */
  readonly #subscribed = new Map<string, Promise<unknown>>();
  readonly #gapListeners = new Set<(event: BusGap) => void>();
  /** True from the loss of the subscribing connection until it hears every channel again. */
  #lost = false;
  #closing: Promise<void> | undefined;

  /**
   * Connects to Redis at `redisUrl` (`redis://[:password@]host:port[/db]`, or `rediss://` for
   * TLS) and checks it answers.
   *
   * @throws BusOpenError `ERR_REDIS_URL` for another kind of URL, `ERR_REDIS_UNREACHABLE` when
   *   Redis cannot be reached within {@link CONNECT_TIMEOUT_MS} ms or refuses us (the message
   *   names host and port, never the password).
   */
  static async connect(redisUrl: string, options: RedisBusOptions = {}): Promise<RedisBus> {
    const where = describeRedis(redisUrl);
    const settings: RedisOptions = {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      connectionName: options.connectionName ?? 'kalaha-bus',
      ...(options.reconnectDelayMs ? { retryStrategy: options.reconnectDelayMs } : {}),
    };
    const publisher = new Redis(redisUrl, settings);
    const subscriber = new Redis(redisUrl, settings);
    const onConnectionError = options.onConnectionError ?? (() => undefined);
    // Without a listener, ioredis prints every connection error itself.
    publisher.on('error', onConnectionError);
    subscriber.on('error', onConnectionError);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await publisher.ping();
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      const reason = error instanceof Error ? `: ${error.message}` : '';
      throw new BusOpenError(
        'ERR_REDIS_UNREACHABLE',
        `Cannot connect to Redis at ${where}${reason}`,
        {
          cause: error,
        },
      );
    }
    return new RedisBus(publisher, subscriber, options);
  }

  private constructor(publisher: Redis, subscriber: Redis, options: RedisBusOptions) {
    this.#publisher = publisher;
    this.#subscriber = subscriber;
    this.#prefix = options.channelPrefix ?? 'kalaha:';
    this.#listeners = new ChannelListeners(options.onListenerError);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(this.#prefix)) {
        this.#listeners.deliver(channel.slice(this.#prefix.length), message);
      }
    });
    subscriber.on('close', () => {
      if (this.#closing !== undefined || this.#lost) return;
      this.#lost = true;
      this.#tellGap('lost');
    });
    // ioredis says `ready` before it sends the SUBSCRIBEs again (autoResubscribe): a PING queued
    // behind them answers once Redis has confirmed them all.
    subscriber.on('ready', () => {
      if (!this.#lost) return;
      subscriber.ping().then(
        () => {
          if (!this.#lost || this.#closing !== undefined) return;
          this.#lost = false;
          this.#tellGap('back');
        },
        // Lost again before the answer: the next `ready` tries again.
        () => undefined,
      );
    });
  }

  onGap(listener: (event: BusGap) => void): void {
    this.#gapListeners.add(listener);
  }

  #tellGap(event: BusGap): void {
    for (const listener of this.#gapListeners) listener(event);
  }

  /** @throws Error (a rejection) after {@link close}, or when Redis fails the PUBLISH. */
  async publish(channel: string, message: string): Promise<void> {
    this.#checkOpen();
    await this.#publisher.publish(this.#prefix + channel, message);
  }

  /**
   * Resolves once Redis has confirmed the channel's SUBSCRIBE: from then on every message
   * published on the channel, on any instance, reaches `listener`.
   *
   * @throws Error (a rejection) after {@link close}, or when Redis fails the SUBSCRIBE.
   */
  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    this.#checkOpen();
    const { subscription, first } = this.#listeners.add(channel, listener);
    if (first) this.#subscribed.set(channel, this.#subscriber.subscribe(this.#prefix + channel));
    const unsubscribe = async (): Promise<void> => {
      if (!this.#listeners.remove(channel, subscription)) return;
      this.#subscribed.delete(channel);
      if (this.#closing === undefined) await this.#subscriber.unsubscribe(this.#prefix + channel);
    };
    try {
      await this.#subscribed.get(channel);
    } catch (error) {
      await unsubscribe().catch(() => undefined);
      throw error;
    }
    return unsubscribe;
  }

  /** Drops every subscription and closes both connections (QUIT); later calls fail. */
  close(): Promise<void> {
    this.#closing ??= this.#quit();
    return this.#closing;
  }

  async #quit(): Promise<void> {
    this.#gapListeners.clear();
    this.#listeners.clear();
    this.#subscribed.clear();
    await Promise.all(
      [this.#publisher, this.#subscriber].map((connection) =>
        // QUIT waits for the answers of commands sent before it; a broken connection just ends.
        connection.quit().catch(() => connection.disconnect()),
      ),
    );
  }

  #checkOpen(): void {
    if (this.#closing !== undefined) throw new Error('Bus: used after close()');
  }
}

/**
 * `host:port` of a Redis URL, for messages (without the password).
 *
 * @throws BusOpenError `ERR_REDIS_URL` when it is not a `redis://` or `rediss://` URL (the
 *   message does not repeat the URL, which may hold a password).
 */
export function describeRedis(redisUrl: string): string {
  let url: URL;
  try {
    url = new URL(redisUrl);
  } catch {
    throw new BusOpenError('ERR_REDIS_URL', 'REDIS_URL is not a URL: expected redis://host:port');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new BusOpenError(
      'ERR_REDIS_URL',
      `REDIS_URL has the scheme ${url.protocol}//: expected redis:// or rediss://`,
    );
  }
  return url.port === '' ? `${url.hostname || 'localhost'}:6379` : url.host;
}
