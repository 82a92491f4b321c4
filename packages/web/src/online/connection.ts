import {
  OnlineClient,
  type ClientError,
  type ClientStatus,
  type WebSocketConstructor,
} from '@kalaha/protocol';
import { connectionState, type ConnectionState } from './connection-state.ts';
import type { Identity } from './identity.ts';

/**
 * Reconnection delays of the page's online client, in ms: the first retry after about half a
 * second (a server restart takes about that), doubling up to 8 s so that a long outage costs the
 * server little while a player who comes back waits at most a few seconds.
 */
export const RETRY = { minMs: 500, maxMs: 8_000 } as const;

/** The WebSocket address of the server that served the page (`ws://host/ws`, `wss:` under https). */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/**
 * The page's one connection to the server: an {@link OnlineClient} that says `hello` as the
 * player (so his seats show as connected), made again when the player changes (after choosing a
 * name), and the connection indicator's state. Closed when the online pages are left.
 */
export class Connection {
  readonly #url: string;
  readonly #WebSocket: WebSocketConstructor | undefined;
  readonly #listeners = new Set<() => void>();
  #client: OnlineClient | undefined;
  #playerId: string | undefined;
  #status: ClientStatus = 'connecting';
  #wasOpen = false;
  #lastError: ClientError | undefined;
  /** Counts the clients made: a closed client's late reports are ignored. */
  #generation = 0;

  /**
   * @param url the server's WebSocket address ({@link socketUrl}).
   * @param WebSocket the WebSocket class (the browser's by default).
   */
  constructor(url: string, WebSocket?: WebSocketConstructor) {
    this.#url = url;
    this.#WebSocket = WebSocket;
  }

  /**
   * The client for `identity` (none: a spectator's), connecting now if there is none yet or the
   * player changed (the previous client is closed).
   */
  client(identity: Identity | undefined): OnlineClient {
    if (this.#client && this.#playerId === identity?.playerId) return this.#client;
    this.#client?.close();
    this.#client = undefined;
    this.#playerId = identity?.playerId;
    this.#wasOpen = false;
    const generation = ++this.#generation;
    const client = new OnlineClient({
      urls: [this.#url],
      ...(this.#WebSocket ? { WebSocket: this.#WebSocket } : {}),
      ...(identity ? { player: { playerId: identity.playerId, secret: identity.secret } } : {}),
      retry: RETRY,
      onStatus: (status) => {
        if (generation !== this.#generation) return;
        if (status === 'open') this.#wasOpen = true;
        this.#status = status;
        this.#tell();
      },
      onError: (error) => {
        if (generation !== this.#generation) return;
        this.#lastError = error;
        this.#tell();
      },
    });
    this.#client = client;
    this.#status = client.status;
    this.#tell();
    return client;
  }

  /** What the connection indicator shows. */
  get state(): ConnectionState {
    return connectionState(this.#status, this.#wasOpen);
  }

  /** The last server error not tied to an action (a refused `watch`: `game/not_found`…). */
  get lastError(): ClientError | undefined {
    return this.#lastError;
  }

  /** Server time minus local time, in ms (0 before the first connection). */
  get serverOffsetMs(): number {
    return this.#client?.serverOffsetMs ?? 0;
  }

  /** Calls `listener` on every change of state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Closes the connection for good. */
  close(): void {
    this.#generation++;
    this.#client?.close();
    this.#client = undefined;
    this.#listeners.clear();
  }

  #tell(): void {
    for (const listener of this.#listeners) listener();
  }
}
