/**
 * A bare WebSocket client for tests (the `ws` package): sends anything, including what no real
 * client would, and keeps every server message for the test to wait on.
 */
import { applyDelta, type GameView, type ServerMessage } from '@kalaha/protocol';
import { vi } from 'vitest';
import WebSocket from 'ws';

/** A WebSocket whose messages are kept in order, and how it closed. */
export class RawClient {
  readonly socket: WebSocket;
  readonly messages: ServerMessage[] = [];
  /** The close code, once closed. */
  closeCode: number | undefined;
  readonly #waiters = new Set<() => void>();

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      this.#wake();
    });
    this.socket.on('close', (code) => {
      this.closeCode = code;
      this.#wake();
    });
    this.socket.on('error', () => this.#wake());
  }

  /** Opens a client and waits for the server's `welcome`. */
  static async open(url: string): Promise<RawClient> {
    const client = new RawClient(url);
    await client.next((m) => m.type === 'welcome');
    return client;
  }

  /**
   * The game `gameId` as this client has heard it, as a client makes it: the last `state` or
   * `update`, with each `delta` since applied; `undefined` before its first `state`, or once a
   * delta did not follow.
   */
  game(gameId: string): GameView | undefined {
    let game: GameView | undefined;
    for (const m of this.messages) {
      if ((m.type === 'state' || m.type === 'update') && m.game.id === gameId) game = m.game;
      if (m.type === 'delta' && m.gameId === gameId && game) game = applyDelta(game, m);
    }
    return game;
  }

  /** Sends a message as JSON, or a string or bytes as they are. */
  send(message: object | string | Uint8Array): void {
    const data =
      typeof message === 'string' || message instanceof Uint8Array
        ? message
        : JSON.stringify(message);
    this.socket.send(data);
  }

  /**
   * The first message (from index `from`) that `match` accepts, waiting for it.
   *
   * @throws Error after `timeoutMs` or when the socket closes first (the test fails).
   */
  async next<M extends ServerMessage>(
    match: (message: ServerMessage) => message is M,
    from?: number,
    timeoutMs?: number,
  ): Promise<M>;
  async next(
    match: (message: ServerMessage) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<ServerMessage>;
  async next(
    match: (message: ServerMessage) => boolean,
    from = 0,
    timeoutMs = 10_000,
  ): Promise<ServerMessage> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closeCode !== undefined) {
        throw new Error(`closed (${this.closeCode}) before the message came`);
      }
      if (Date.now() > end) throw new Error('timed out waiting for a message');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.#waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends `message` and waits for the first message after it that `match` accepts. */
  async ask<M extends ServerMessage>(
    message: object | string,
    match: (message: ServerMessage) => message is M,
  ): Promise<M>;
  async ask(
    message: object | string,
    match: (message: ServerMessage) => boolean,
  ): Promise<ServerMessage>;
  async ask(
    message: object | string,
    match: (message: ServerMessage) => boolean,
  ): Promise<ServerMessage> {
    const from = this.messages.length;
    this.send(message);
    return this.next(match, from);
  }

  /** Waits for the socket to close; its close code. */
  async closed(timeoutMs = 10_000): Promise<number> {
    return vi.waitFor(
      () => {
        if (this.closeCode === undefined) throw new Error('the socket did not close');
        return this.closeCode;
      },
      { timeout: timeoutMs },
    );
  }

  /** Closes the socket and waits until it is closed. */
  async close(): Promise<void> {
    if (this.closeCode !== undefined) return;
    this.socket.close();
    await this.closed();
  }

  #wake(): void {
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }
}

/** A message that tells a watcher a change: `update` (the whole game) or `delta`. */
export function isChange(
  m: ServerMessage,
): m is Extract<ServerMessage, { type: 'update' | 'delta' }> {
  return m.type === 'update' || m.type === 'delta';
}
