import type WebSocket from 'ws';

/**
 * Drops dead connections: every `intervalMs` each socket gets a WebSocket ping; one that has not
 * answered (pong) or sent anything since the previous round is terminated. A client whose network
 * vanished without closing the socket is so dropped after one to two intervals, and its seats
 * stop showing as connected.
 *
 * The verdict waits for the event loop's next check phase (`setImmediate`), after the input that
 * is already waiting has been read: when the server itself was stalled (a long garbage collection,
 * an overloaded machine) for more than an interval, the round's timer runs before the loop reads
 * the pongs that arrived meanwhile, and judging then would drop every live connection.
 */
export class Heartbeat {
  readonly #alive = new Map<WebSocket, boolean>();
  readonly #timer: NodeJS.Timeout;

  constructor(intervalMs: number) {
    this.#timer = setInterval(() => this.#round(), intervalMs);
    this.#timer.unref();
  }

  /** Starts watching `socket` (until it closes). */
  add(socket: WebSocket): void {
    this.#alive.set(socket, true);
    const alive = () => this.#alive.set(socket, true);
    socket.on('pong', alive);
    socket.on('message', alive);
    socket.once('close', () => this.#alive.delete(socket));
  }

  /** Sockets watched. */
  get size(): number {
    return this.#alive.size;
  }

  /** Stops the timer (the server is closing). */
  stop(): void {
    clearInterval(this.#timer);
  }

  #round(): void {
    const silent: WebSocket[] = [];
    for (const [socket, alive] of this.#alive) {
      if (!alive) {
        silent.push(socket);
        continue;
      }
      this.#alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        // The socket is closing; its close event removes it.
      }
    }
    if (silent.length > 0) setImmediate(() => this.#drop(silent));
  }

  /** Terminates those of `silent` that have still not answered (see the class comment). */
  #drop(silent: readonly WebSocket[]): void {
    for (const socket of silent) {
      if (this.#alive.get(socket) !== false) continue;
      this.#alive.delete(socket);
      socket.terminate();
    }
  }
}
