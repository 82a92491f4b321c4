import type WebSocket from 'ws';

/**
 * Rounds a socket may stay silent and still be kept: pinged at one round and the next without an
 * answer, it is dropped at the round after (see {@link Heartbeat}).
 */
export const HEARTBEAT_SILENT_ROUNDS = 2;

/**
 * Drops dead connections: every `intervalMs` each socket gets a WebSocket ping, and one that has
 * answered none of the last {@link HEARTBEAT_SILENT_ROUNDS} pings (no pong, no message) is
 * terminated. A client whose network vanished without closing the socket is so dropped after two
 * to three intervals, and its seats stop showing as connected.
 *
 * Two rounds, not one, and the verdict left for the event loop's check phase (`setImmediate`),
 * after the input already waiting has been read: when the server itself stalls (a long garbage
 * collection, an overloaded machine), its round's timer can run before it has read the pongs that
 * arrived meanwhile, or before a client on the same machine had the time to answer; judging a
 * single round then would drop live connections (a test with a 200 ms heartbeat once lost its
 * socket so on a loaded machine).
 */
export class Heartbeat {
  /** Per socket: rounds pinged since its last answer. */
  readonly #silent = new Map<WebSocket, number>();
  readonly #timer: NodeJS.Timeout;

  constructor(intervalMs: number) {
    this.#timer = setInterval(() => this.#round(), intervalMs);
    this.#timer.unref();
  }

  /** Starts watching `socket` (until it closes). */
  add(socket: WebSocket): void {
    this.#silent.set(socket, 0);
    const answered = () => this.#silent.set(socket, 0);
    socket.on('pong', answered);
    socket.on('message', answered);
    socket.once('close', () => this.#silent.delete(socket));
  }

  /** Sockets watched. */
  get size(): number {
    return this.#silent.size;
  }

  /** Stops the timer (the server is closing). */
  stop(): void {
    clearInterval(this.#timer);
  }

  #round(): void {
    const suspects: WebSocket[] = [];
    for (const [socket, rounds] of this.#silent) {
      if (rounds >= HEARTBEAT_SILENT_ROUNDS) {
        suspects.push(socket);
        continue;
      }
      this.#silent.set(socket, rounds + 1);
      try {
        socket.ping();
      } catch {
        // The socket is closing; its close event removes it.
      }
    }
    if (suspects.length > 0) setImmediate(() => this.#drop(suspects));
  }

  /** Terminates those of `suspects` that have still not answered. */
  #drop(suspects: readonly WebSocket[]): void {
    for (const socket of suspects) {
      const rounds = this.#silent.get(socket);
      if (rounds === undefined || rounds < HEARTBEAT_SILENT_ROUNDS) continue;
      this.#silent.delete(socket);
      socket.terminate();
    }
  }
}
