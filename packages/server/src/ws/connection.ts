import {
  parseClientMessage,
  type ActionMessage,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from '@kalaha/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import WebSocket from 'ws';
import type { Limits } from '../config.ts';
import type { GameService, GameUpdate } from '../service/service.ts';
import type { AddressCap } from './address-cap.ts';
import { CLOSE } from './close-codes.ts';

/** What a connection needs from the server around it. */
export interface ConnectionContext {
  readonly service: GameService;
  readonly limits: Limits;
  /** Counts each connection's messages per second, keyed by {@link Connection.id}. */
  readonly limiter: RateLimiterMemory;
  /** Counts the messages of all connections of an address per second, keyed by address. */
  readonly addressLimiter: RateLimiterMemory;
  /** Counts the actions waiting for their answer per address. */
  readonly actionsInFlight: AddressCap;
  /** The client's address. */
  readonly address: string;
  readonly log: FastifyBaseLogger;
}

/** One subscription of this connection to a game. */
interface Watch {
  /** False once replaced or ended: its listener forwards nothing more. */
  active: boolean;
  /** False until `state` is sent; updates heard before wait in `queue`. */
  ready: boolean;
  readonly queue: GameUpdate[];
  unwatch: () => void;
}

/**
 * One client's WebSocket: reads each frame through the protocol's `parseClientMessage` and the
 * per-connection rate limit, and answers every message, good or bad, without ever throwing:
 *
 * - `hello` authenticates the connection as a player (his seats show as connected while he
 *   watches their games); a wrong secret gets `auth/unknown_player`;
 * - `watch` answers `state`, then `update`s (at most {@link Limits.watchedGamesPerConnection}
 *   games); `unwatch` ends that;
 * - `move`, `resign`, `abort`, `rematch` go to the service and get `ack` or `error`, with their
 *   `actionId`; at most {@link Limits.actionsInFlightPerConnection} of this connection, and
 *   {@link Limits.actionsInFlightPerAddress} of its address, wait for their answer at once (one
 *   more is refused with `rate/limited` at once);
 * - `ping` gets `pong`.
 *
 * `hello`, `watch` and `unwatch` are handled in the order they came; actions and pings at once
 * (each action is answered on its own, by `actionId`). {@link close} ends every subscription.
 */
export class Connection {
  readonly #socket: WebSocket;
  readonly #context: ConnectionContext;
  readonly #watches = new Map<string, Watch>();
  #playerId: string | undefined;
  /** The `hello`, `watch` and `unwatch` messages not handled yet, in order. */
  #chain: Promise<void> = Promise.resolve();
  #closed = false;
  /** This connection's actions waiting for their answer. */
  #inFlight = 0;
  /**
   * The `actionId`s of this connection's actions in the service, each `true` once answered in
   * the `delta` of its change (its `ack` is then not sent).
   */
  readonly #acting = new Map<string, boolean>();

  /**
   * @param id unique per connection on this instance (the rate limiter's key).
   */
  constructor(
    readonly id: string,
    socket: WebSocket,
    context: ConnectionContext,
  ) {
    this.#socket = socket;
    this.#context = context;
  }

  /** Games this connection watches. */
  get watched(): number {
    return this.#watches.size;
  }

  /** Sends `welcome` with the server's clock. */
  welcome(): void {
    this.send({ type: 'welcome', serverTime: Date.now() });
  }

  /**
   * Handles one frame as `ws` delivers it (a text or binary message), once it is within the
   * connection's rate and then its address's.
   */
  receive(data: WebSocket.RawData): void {
    if (this.#closed) return;
    const { limiter, addressLimiter, address } = this.#context;
    limiter
      .consume(this.id)
      .then(
        () =>
          addressLimiter.consume(address).then(
            () => this.#dispatch(frameBytes(data)),
            (refusal: RateLimiterRes | Error) => this.#refuseForAddress(refusal),
          ),
        (refusal: RateLimiterRes | Error) => this.#refuse(refusal),
      )
      .catch((error: unknown) => this.#bug(error, 'a message'));
  }

  /** Ends every subscription; later frames are ignored. Called once the socket has closed. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const watch of this.#watches.values()) this.#end(watch);
    this.#watches.clear();
    void this.#context.limiter.delete(this.id);
  }

  /**
   * Sends a message if the socket is open. A client that has stopped reading (more than
   * {@link Limits.maxBufferedBytes} queued) is dropped instead of queueing more.
   */
  send(message: ServerMessage): void {
    this.#sendText(JSON.stringify(message));
  }

  #sendText(text: string): void {
    if (this.#socket.readyState !== WebSocket.OPEN) return;
    if (this.#socket.bufferedAmount > this.#context.limits.maxBufferedBytes) {
      this.#socket.terminate();
      return;
    }
    this.#socket.send(text);
  }

  #refuse(refusal: RateLimiterRes | Error): void {
    if (refusal instanceof Error) {
      this.#context.log.error({ err: refusal }, 'rate limiter failed');
      return;
    }
    if (refusal.consumedPoints > this.#context.limits.floodMessagesPerSecond) {
      this.#socket.close(CLOSE.policy, 'flooding');
      return;
    }
    this.#error(
      'rate/limited',
      `at most ${this.#context.limits.messagesPerSecond} messages a second; this one was dropped`,
    );
  }

  #refuseForAddress(refusal: RateLimiterRes | Error): void {
    if (refusal instanceof Error) {
      this.#context.log.error({ err: refusal }, 'rate limiter failed');
      return;
    }
    this.#error(
      'rate/limited',
      `at most ${this.#context.limits.messagesPerSecondPerAddress} messages a second from one address; this one was dropped`,
    );
  }

  #dispatch(frame: Uint8Array): void {
    if (this.#closed) return;
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) {
      this.#error(parsed.error.code, parsed.error.message);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'ping':
        this.send({ type: 'pong', t: message.t, serverTime: Date.now() });
        return;
      case 'hello':
      case 'watch':
      case 'unwatch':
        this.#inOrder(message);
        return;
      default:
        void this.#act(message);
    }
  }

  #inOrder(message: Extract<ClientMessage, { type: 'hello' | 'watch' | 'unwatch' }>): void {
    this.#chain = this.#chain.then(async () => {
      if (this.#closed) return;
      try {
        if (message.type === 'hello') await this.#hello(message.playerId, message.secret);
        else if (message.type === 'watch') await this.#watch(message.gameId);
        else this.#unwatch(message.gameId);
      } catch (error) {
        this.#bug(error, message.type, 'gameId' in message ? message.gameId : undefined);
      }
    });
  }

  async #hello(playerId: string, secret: string): Promise<void> {
    if (!(await this.#context.service.authenticate({ playerId, secret }))) {
      this.#error('auth/unknown_player', 'no player with this id and secret');
      return;
    }
    if (this.#playerId === playerId) return;
    this.#playerId = playerId;
    // Watch again as the player, so that his seats in the games shown count as connected.
    for (const gameId of [...this.#watches.keys()]) await this.#watch(gameId);
  }

  async #watch(gameId: string): Promise<void> {
    const limit = this.#context.limits.watchedGamesPerConnection;
    if (!this.#watches.has(gameId) && this.#watches.size >= limit) {
      this.#error('rate/limited', `a connection may watch at most ${limit} games`, { gameId });
      return;
    }
    const watch: Watch = { active: true, ready: false, queue: [], unwatch: () => {} };
    const result = await this.#context.service.watch(
      gameId,
      (update) => this.#forward(watch, update),
      this.#playerId,
    );
    if (!result.ok) {
      this.#error(result.error.code, result.error.message, { gameId });
      return;
    }
    watch.unwatch = result.value.unwatch;
    if (this.#closed) {
      this.#end(watch);
      return;
    }
    const previous = this.#watches.get(gameId);
    if (previous) this.#end(previous);
    this.#watches.set(gameId, watch);
    this.send({ type: 'state', game: result.value.game });
    watch.ready = true;
    for (const update of watch.queue.splice(0)) this.#forward(watch, update);
  }

  #unwatch(gameId: string): void {
    const watch = this.#watches.get(gameId);
    if (!watch) return;
    this.#watches.delete(gameId);
    this.#end(watch);
  }

  #forward(watch: Watch, update: GameUpdate): void {
    if (!watch.active) return;
    if (!watch.ready) {
      watch.queue.push(update);
      return;
    }
    const { delta, actionId } = update;
    if (delta && actionId !== undefined && this.#acting.get(actionId) === false) {
      // The change of this connection's own action: its answer goes in the same frame. (The
      // names a copy adds come before it: Node 20's V8 takes about a microsecond to add a name
      // after an object spread, some tens of nanoseconds before it.)
      this.#acting.set(actionId, true);
      this.send({ type: 'delta', actionId, ...delta });
      return;
    }
    this.#sendText(updateFrame(update));
  }

  #end(watch: Watch): void {
    if (!watch.active) return;
    watch.active = false;
    try {
      watch.unwatch();
    } catch (error) {
      this.#context.log.error({ err: error }, 'unwatch failed');
    }
  }

  async #act(action: ActionMessage): Promise<void> {
    const ids = { actionId: action.actionId, gameId: action.gameId };
    const { limits, actionsInFlight, address } = this.#context;
    if (this.#inFlight >= limits.actionsInFlightPerConnection || !actionsInFlight.take(address)) {
      const [count, whose] =
        this.#inFlight >= limits.actionsInFlightPerConnection
          ? [limits.actionsInFlightPerConnection, 'connection']
          : [limits.actionsInFlightPerAddress, 'address'];
      this.#error(
        'rate/limited',
        `at most ${count} actions of one ${whose} may wait for their answer; send this one again after an answer`,
        ids,
      );
      return;
    }
    this.#inFlight++;
    this.#acting.set(action.actionId, false);
    try {
      const result = await this.#context.service.act(action);
      const answered = this.#acting.get(action.actionId) === true;
      if (!result.ok) this.#error(result.error.code, result.error.message, ids);
      else if (!answered) this.send({ type: 'ack', version: result.value.version, ...ids });
    } catch (error) {
      this.#bug(error, action.type, action.gameId, action.actionId);
    } finally {
      this.#acting.delete(action.actionId);
      this.#inFlight--;
      actionsInFlight.release(address);
    }
  }

  /** A service call threw: a bug. Logged; the client hears `server/internal`. */
  #bug(error: unknown, what: string, gameId?: string, actionId?: string): void {
    this.#context.log.error({ err: error, what, gameId, actionId }, 'message handler failed');
    this.#error('server/internal', `the server failed on ${what}; try again`, {
      ...(gameId === undefined ? {} : { gameId }),
      ...(actionId === undefined ? {} : { actionId }),
    });
  }

  #error(
    code: ErrorCode,
    message: string,
    ids: { readonly gameId?: string; readonly actionId?: string } = {},
  ): void {
    this.send({ type: 'error', code, message, ...ids });
  }
}

/** Each update's frame, encoded once however many connections watch its game. */
const updateFrames = new WeakMap<GameUpdate, string>();

/** The frame of an update: its `delta` where it has one, else the whole game (`update`). */
function updateFrame(update: GameUpdate): string {
  let frame = updateFrames.get(update);
  if (frame === undefined) {
    const message: ServerMessage = update.delta
      ? { type: 'delta', ...update.delta }
      : { type: 'update', game: update.game, change: update.change };
    frame = JSON.stringify(message);
    updateFrames.set(update, frame);
  }
  return frame;
}

/** The bytes of a frame, whichever form `ws` delivers them in. */
function frameBytes(data: WebSocket.RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}
