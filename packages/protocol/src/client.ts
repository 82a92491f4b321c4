import { err, ok, type Result } from '@kalaha/rules';
import { applyDelta, type DeltaMessage } from './delta.ts';
import type { ErrorCode } from './errors.ts';
import type { GameView } from './game-view.ts';
import {
  ClientMessageSchema,
  ServerMessageSchema,
  type ActionMessage,
  type Change,
  type ClientMessage,
  type ServerMessage,
} from './messages.ts';

/**
 * The part of a WebSocket the client uses: the browser's `WebSocket` and the `ws` package's both
 * have it. Handlers are declared bivariantly so that either's event types fit.
 */
export interface WebSocketLike {
  /** 0 connecting, 1 open, 2 closing, 3 closed. */
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ readonly data: unknown }> | null;
  onclose: Handler<{ readonly code: number; readonly reason: string }> | null;
  onerror: Handler<unknown> | null;
}

/** An event handler property, bivariant in its event (the usual TypeScript idiom). */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** A WebSocket class: the browser's `WebSocket`, or `WebSocket` of the `ws` package in Node. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Where the connection is: trying to connect, connected, or not (waiting to retry, or closed). */
export type ClientStatus = 'connecting' | 'open' | 'closed';

/**
 * What a watcher hears: `state`, the whole game, on `watch` and after each reconnect; `update`,
 * the game after each change, with the `change` (the client makes it from the server's `delta`
 * where the server sends one).
 */
export interface WatchMessage {
  readonly type: 'state' | 'update';
  readonly game: GameView;
  /** What changed (for `update`). */
  readonly change?: Change;
}

/** Hears one game. */
export type WatchListener = (message: WatchMessage) => void;

/** An action to send: as the protocol has it, with or without its `actionId`. */
export type ActionInput = ActionMessage extends infer A
  ? A extends ActionMessage
    ? Omit<A, 'actionId'> & { readonly actionId?: string }
    : never
  : never;

/**
 * The codes an action can end with: the server's, or `client/closed` when {@link
 * OnlineClient.close} was called before the server answered (the action may or may not have been
 * applied; watching the game tells).
 */
export type ClientErrorCode = ErrorCode | 'client/closed';

/** How an action ended: applied (the game's `version` after it) or refused. */
export type ActResult = Result<
  { readonly version: number },
  { readonly code: ClientErrorCode; readonly message: string }
>;

/** A server error not tied to an action (a refused `watch`, `hello` or message). */
export interface ClientError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly gameId?: string;
}

/** How to reach the server and what to do when it is away. */
export interface OnlineClientOptions {
  /** WebSocket URLs (`ws://host/ws`) of the server's instances, tried in turn on failure. */
  readonly urls: readonly string[];
  /** The WebSocket class; the global `WebSocket` (browsers) when absent. */
  readonly WebSocket?: WebSocketConstructor;
  /** The player's credentials, sent as `hello` on each connection (his seats show connected). */
  readonly player?: { readonly playerId: string; readonly secret: string };
  /** Called on each change of {@link OnlineClient.status}. */
  readonly onStatus?: (status: ClientStatus) => void;
  /** Called with each server error not tied to an action. */
  readonly onError?: (error: ClientError) => void;
  /**
   * Reconnection delays in ms: the first retry after about `minMs`, each failure doubling it up
   * to `maxMs`, each delay drawn between its half and its whole (jitter, so that the clients of a
   * restarted server do not all come back at once).
   */
  readonly retry: { readonly minMs: number; readonly maxMs: number };
  /**
   * Time between `ping`s in ms (default {@link DEFAULT_PING_INTERVAL_MS}); a connection that has
   * heard nothing for two intervals counts as dead and is replaced.
   */
  readonly pingIntervalMs?: number;
}

/** The default time between pings: often enough to notice a dead network within half a minute. */
export const DEFAULT_PING_INTERVAL_MS = 10_000;
/** How long to wait before resending actions the server dropped as `rate/limited`, in ms. */
const RATE_LIMITED_RETRY_MS = 1_000;
/** `WebSocket.OPEN`. */
const OPEN = 1;
/** A normal close (RFC 6455). */
const NORMAL_CLOSE = 1000;

interface Pending {
  readonly message: ActionMessage;
  readonly promise: Promise<ActResult>;
  readonly resolve: (result: ActResult) => void;
}

/**
 * The client side of online play, for the web app, tests and benchmarks (browser and Node alike;
 * no Node imports). It keeps one WebSocket open to one of `urls` and survives losing it:
 *
 * - it reconnects on its own, with exponential backoff and jitter, trying the URLs in turn;
 * - after each (re)connection it says `hello` and watches every game again, so each watcher gets
 *   a fresh `state` and the game is shown exactly as the server has it;
 * - each action gets an `actionId` and is resent after a reconnect until the server answers
 *   (`ack`, or the `delta` of its change, or `error`): the server applies an action once, however
 *   often it arrives;
 * - it applies each `delta` to the game it has and tells the watchers the whole game; a delta
 *   that does not follow the version it has (a change missed) makes it watch the game again, and
 *   the server answers with the whole game.
 *
 * Every message from the server is checked with `ServerMessageSchema`; others are reported as
 * `message/invalid` through `onError` and ignored.
 */
export class OnlineClient {
  readonly #options: OnlineClientOptions;
  readonly #WebSocket: WebSocketConstructor;
  readonly #pingIntervalMs: number;
  readonly #watchers = new Map<string, Set<WatchListener>>();
  /** The last game view heard of each watched game. */
  readonly #games = new Map<string, GameView>();
  /** Games watched again for their whole view after a missed change, until it comes. */
  readonly #resyncing = new Set<string>();
  readonly #pending = new Map<string, Pending>();
  #socket: WebSocketLike | null = null;
  #status: ClientStatus = 'closed';
  #urlIndex = 0;
  /** Failed attempts since the last open connection. */
  #failures = 0;
  #lastHeard = 0;
  #offsetMs = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #resendTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  /**
   * Starts connecting at once.
   *
   * @throws RangeError when `urls` is empty or `retry` is not 0 < minMs <= maxMs; TypeError when
   *   there is no `WebSocket` option and no global `WebSocket` (both bugs of the caller).
   */
  constructor(options: OnlineClientOptions) {
    if (options.urls.length === 0) throw new RangeError('OnlineClient needs at least one URL');
    if (!(options.retry.minMs > 0 && options.retry.minMs <= options.retry.maxMs)) {
      throw new RangeError('OnlineClient needs 0 < retry.minMs <= retry.maxMs');
    }
    const global = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    const WebSocket = options.WebSocket ?? global;
    if (!WebSocket) throw new TypeError('no WebSocket: pass one (such as ws) as an option');
    this.#options = options;
    this.#WebSocket = WebSocket;
    this.#pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
    this.#connect();
  }

  /** Where the connection is now. */
  get status(): ClientStatus {
    return this.#status;
  }

  /** The URL in use (or being tried). */
  get url(): string {
    return this.#options.urls[this.#urlIndex]!;
  }

  /**
   * The server's clock minus this device's, in ms (0 until the first `welcome`): a clock shows
   * the server's `Date.now() + serverOffsetMs`. Measured from `welcome`, then from each `pong`
   * (half the round trip taken as the way there).
   */
  get serverOffsetMs(): number {
    return this.#offsetMs;
  }

  /**
   * Watches a game: `listener` hears `state` (now if the game is already watched and known, and
   * after every reconnect) and an `update` after each change. Updates older than what was heard
   * are dropped.
   *
   * @returns a function that stops this listener (the last one unwatches the game).
   */
  watch(gameId: string, listener: WatchListener): () => void {
    let listeners = this.#watchers.get(gameId);
    if (!listeners) {
      listeners = new Set();
      this.#watchers.set(gameId, listeners);
      this.#send({ type: 'watch', gameId });
    } else {
      const game = this.#games.get(gameId);
      if (game) queueMicrotask(() => listeners?.has(listener) && listener({ type: 'state', game }));
    }
    listeners.add(listener);
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      if (this.#watchers.get(gameId) !== listeners) return;
      this.#watchers.delete(gameId);
      this.#games.delete(gameId);
      this.#resyncing.delete(gameId);
      this.#send({ type: 'unwatch', gameId });
    };
  }

  /**
   * Sends an action for a seat (`move`, `resign`, `abort`, `rematch`, `offerEnd`, `acceptEnd`,
   * `declineEnd`), with a fresh `actionId` unless it has one, and resends it after each reconnect
   * until the server answers. Acting again with the same `actionId` while it is pending returns
   * the same promise.
   *
   * @returns once answered: the game's version after it, or the server's refusal (such as
   *   `action/not_your_turn`); `message/invalid` at once for an action the protocol refuses;
   *   `client/closed` when the client is closed first. Never rejects.
   */
  act(input: ActionInput): Promise<ActResult> {
    const message = { ...input, actionId: input.actionId ?? newActionId() };
    const checked = ClientMessageSchema.safeParse(message);
    if (!checked.success || !('seatSecret' in checked.data)) {
      const issue = checked.success ? undefined : checked.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      return Promise.resolve(refused('message/invalid', `not an action${where}`));
    }
    if (this.#closed) {
      return Promise.resolve(refused('client/closed', 'the client is closed'));
    }
    const action = checked.data;
    const known = this.#pending.get(action.actionId);
    if (known) return known.promise;
    let resolve!: (result: ActResult) => void;
    const promise = new Promise<ActResult>((done) => (resolve = done));
    this.#pending.set(action.actionId, { message: action, promise, resolve });
    this.#send(action);
    return promise;
  }

  /** Closes the connection for good; pending actions end with `client/closed`. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#resendTimer);
    this.#drop(NORMAL_CLOSE);
    this.#setStatus('closed');
    for (const pending of this.#pending.values()) {
      pending.resolve(refused('client/closed', 'the client was closed before the server answered'));
    }
    this.#pending.clear();
  }

  #connect(): void {
    if (this.#closed) return;
    this.#setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = new this.#WebSocket(this.url);
    } catch {
      // A URL the WebSocket refuses: count it as a failed attempt and try the next.
      this.#lost();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => socket === this.#socket && this.#opened();
    socket.onmessage = (event) => socket === this.#socket && this.#heard(event.data);
    socket.onclose = () => socket === this.#socket && this.#lost();
    socket.onerror = () => {
      // A close event follows.
    };
  }

  #opened(): void {
    this.#failures = 0;
    this.#lastHeard = Date.now();
    this.#setStatus('open');
    this.#resyncing.clear();
    const player = this.#options.player;
    if (player) this.#send({ type: 'hello', playerId: player.playerId, secret: player.secret });
    for (const gameId of this.#watchers.keys()) this.#send({ type: 'watch', gameId });
    this.#resendPending();
    this.#pingTimer = setInterval(() => this.#ping(), this.#pingIntervalMs);
  }

  #ping(): void {
    if (Date.now() - this.#lastHeard > 2 * this.#pingIntervalMs) {
      this.#drop(NORMAL_CLOSE);
      this.#lost();
      return;
    }
    this.#send({ type: 'ping', t: Date.now() });
  }

  /** The connection is gone (or never came): wait, then try the next URL. */
  #lost(): void {
    this.#drop();
    if (this.#closed) return;
    this.#setStatus('closed');
    const { minMs, maxMs } = this.#options.retry;
    const ceiling = Math.min(maxMs, minMs * 2 ** Math.min(this.#failures, 30));
    const delay = ceiling / 2 + (Math.random() * ceiling) / 2;
    this.#failures += 1;
    this.#urlIndex = (this.#urlIndex + 1) % this.#options.urls.length;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => this.#connect(), delay);
  }

  /** Forgets the current socket (closing it with `code` if given) and stops pinging. */
  #drop(code?: number): void {
    clearInterval(this.#pingTimer);
    this.#pingTimer = undefined;
    const socket = this.#socket;
    this.#socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    if (code !== undefined) {
      try {
        socket.close(code);
      } catch {
        // Already closing.
      }
    }
  }

  #heard(data: unknown): void {
    this.#lastHeard = Date.now();
    const text =
      typeof data === 'string'
        ? data
        : data instanceof ArrayBuffer || ArrayBuffer.isView(data)
          ? new TextDecoder().decode(data as ArrayBuffer)
          : '';
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = ServerMessageSchema.safeParse(json);
    if (!parsed.success) {
      this.#options.onError?.({
        code: 'message/invalid',
        message: 'the server sent a bad message',
      });
      return;
    }
    this.#handle(parsed.data);
  }

  #handle(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.#offsetMs = message.serverTime - Date.now();
        return;
      case 'pong':
        this.#offsetMs = message.serverTime - (message.t + Date.now()) / 2;
        return;
      case 'state':
      case 'update':
        this.#game(message);
        return;
      case 'delta':
        this.#delta(message);
        // Answered once the game it changed is told (as `update` came before `ack`).
        if (message.actionId !== undefined) {
          this.#answer(message.actionId, ok({ version: message.live.version }));
        }
        return;
      case 'ack':
        this.#answer(message.actionId, ok({ version: message.version }));
        return;
      case 'error': {
        const { code, actionId, gameId } = message;
        if (actionId !== undefined && this.#pending.has(actionId)) {
          this.#answer(actionId, refused(code, message.message));
          return;
        }
        if (code === 'rate/limited' && this.#pending.size > 0) this.#resendLater();
        this.#options.onError?.({
          code,
          message: message.message,
          ...(gameId === undefined ? {} : { gameId }),
        });
      }
    }
  }

  #game(message: Extract<ServerMessage, WatchMessage>): void {
    const known = this.#games.get(message.game.id);
    if (message.type === 'update' && known && message.game.version < known.version) return;
    if (message.type === 'state') this.#resyncing.delete(message.game.id);
    this.#tell(message);
  }

  /**
   * A change as a delta: applied to the game heard last when it follows it; dropped when it is
   * older (a whole view came since); otherwise a change was missed, and the game is watched again
   * for its whole view (once, until it comes).
   */
  #delta(message: DeltaMessage): void {
    const { gameId } = message;
    const known = this.#games.get(gameId);
    if (!known || !this.#watchers.has(gameId) || message.base < known.version) return;
    const game = applyDelta(known, message);
    if (game) {
      this.#tell({ type: 'update', game, change: message.change });
      return;
    }
    if (this.#resyncing.has(gameId)) return;
    this.#resyncing.add(gameId);
    this.#send({ type: 'watch', gameId });
  }

  /** Keeps `message`'s game as the one heard last and tells its watchers. */
  #tell(message: WatchMessage): void {
    const listeners = this.#watchers.get(message.game.id);
    if (!listeners) return;
    this.#games.set(message.game.id, message.game);
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        // A listener's bug: surface it without stopping the other listeners or this client.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  #answer(actionId: string, result: ActResult): void {
    const pending = this.#pending.get(actionId);
    if (!pending) return;
    this.#pending.delete(actionId);
    pending.resolve(result);
  }

  /** A message of ours was dropped by the server's rate limit: resend the actions in a while. */
  #resendLater(): void {
    if (this.#resendTimer !== undefined) return;
    this.#resendTimer = setTimeout(() => {
      this.#resendTimer = undefined;
      this.#resendPending();
    }, RATE_LIMITED_RETRY_MS);
  }

  #resendPending(): void {
    for (const pending of this.#pending.values()) this.#send(pending.message);
  }

  #send(message: ClientMessage): void {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) return;
    socket.send(JSON.stringify(message));
  }

  #setStatus(status: ClientStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    this.#options.onStatus?.(status);
  }
}

function refused(code: ClientErrorCode, message: string): ActResult {
  return err({ code, message });
}

/** 128 random bits in hex (`crypto.randomUUID` needs a secure context; this does not). */
function newActionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
