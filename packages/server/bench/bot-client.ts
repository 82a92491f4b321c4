import type { ClientMessage, ServerMessage } from '@kalaha/protocol';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** What a bot client tells its owner. `at` is `performance.now()` when the frame arrived (ms). */
export interface BotClientEvents {
  /** A server message, parsed with `JSON.parse` only (the server is trusted: no schema here). */
  message(message: ServerMessage, at: number): void;
  /** A frame that is not JSON. */
  garbage(text: string): void;
  /** The socket closed without {@link BotClient.close} (code 1006: the connection broke). */
  lost(code: number, reason: string): void;
}

/** How long a connection may take to open and be welcomed, in ms. */
export const CONNECT_TIMEOUT_MS = 30_000;

/** Why a bot could not connect: the socket's error, or no `welcome` in time. */
export class ConnectError extends Error {
  readonly code = 'bench/connect_failed';
}

/**
 * One WebSocket client of the load benchmark, made cheap for thousands in one process: the `ws`
 * package directly (no reconnecting client, no schema validation), every frame timestamped with
 * `performance.now()` before it is parsed, so that the bot side's own parsing is inside the
 * measured round trip, as in a real client.
 */
export class BotClient {
  readonly #socket: WebSocket;
  #closing = false;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
  }

  /**
   * Opens a connection to `url` (`ws://host:port/ws`) and waits for the server's `welcome`.
   *
   * @throws ConnectError when it fails or takes longer than {@link CONNECT_TIMEOUT_MS}.
   */
  static connect(url: string, events: BotClientEvents): Promise<BotClient> {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const client = new BotClient(socket);
    return new Promise<BotClient>((resolve, reject) => {
      let welcomed = false;
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new ConnectError(`no welcome from ${url} within ${CONNECT_TIMEOUT_MS} ms`));
      }, CONNECT_TIMEOUT_MS);
      socket.on('message', (data: Buffer) => {
        const at = performance.now();
        const text = data.toString('utf8');
        let message: ServerMessage;
        try {
          message = JSON.parse(text) as ServerMessage;
        } catch {
          events.garbage(text);
          return;
        }
        if (!welcomed && message.type === 'welcome') {
          welcomed = true;
          clearTimeout(timer);
          resolve(client);
          return;
        }
        events.message(message, at);
      });
      socket.on('error', (error) => {
        if (welcomed) return;
        clearTimeout(timer);
        reject(new ConnectError(`cannot connect to ${url}: ${error.message}`, { cause: error }));
      });
      socket.on('close', (code, reason) => {
        if (!welcomed) {
          clearTimeout(timer);
          reject(new ConnectError(`${url} closed the connection (${code} ${reason.toString()})`));
        } else if (!client.#closing) events.lost(code, reason.toString());
      });
    });
  }

  /** Sends a message; false when the socket is no longer open (the message is not sent). */
  send(message: ClientMessage): boolean {
    if (this.#socket.readyState !== WebSocket.OPEN) return false;
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  /** True while the socket is open. */
  get open(): boolean {
    return this.#socket.readyState === WebSocket.OPEN;
  }

  /** Closes the connection normally (1000) and waits until it has closed (at most `ms`). */
  close(ms = 5_000): Promise<void> {
    this.#closing = true;
    if (this.#socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#socket.terminate();
        resolve();
      }, ms);
      this.#socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.#socket.close(1000, 'bench done');
    });
  }
}
