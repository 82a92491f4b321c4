import type WebSocket from 'ws';

/**
 * Rounds a socket may stay silent and still be kept: pinged at one round and the next without an
 * answer, it is dropped at the round after (see {@link Heartbeat}).
 */
export const HEARTBEAT_SILENT_ROUNDS = 2;

/**
 * Sockets a round pings before it lets the event loop turn (the rest in the loop's next turns).
 * A ping is a socket write, some microseconds each: 10,000 sockets pinged in one callback held
 * back every timer and every frame for tens to hundreds of milliseconds.
 */
export const HEARTBEAT_PINGS_PER_TURN = 256;

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
 * socket so on a loaded machine). A round goes {@link HEARTBEAT_PINGS_PER_TURN} sockets at a
 * time, the event loop turning in between.
 */
export class Heartbeat {
  /** Per socket: rounds pinged since its last answer. */
  readonly #silent = new Map<WebSocket, number>();
  readonly #timer: NodeJS.Timeout;
  /** True while a round has sockets left to visit in the loop's next turns. */
  #visiting = false;
  /** Set by {@link stop}: a round in progress pings and drops nothing more. */
  #stopped = false;

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

  /** Stops the rounds, the one in progress included (the server is closing). */
  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  #round(): void {
    // A round not finished yet (an overloaded loop) is not overtaken: no socket is pinged twice
    // in a round.
    if (this.#visiting) return;
    this.#visit([...this.#silent.keys()], 0);
  }

  /**
   * Pings `sockets` from `from` on, {@link HEARTBEAT_PINGS_PER_TURN} of them, and leaves the rest
   * for the loop's next turn; those silent for {@link HEARTBEAT_SILENT_ROUNDS} rounds are left to
   * the verdict instead (a socket closed meanwhile is skipped).
   */
  #visit(sockets: readonly WebSocket[], from: number): void {
    if (this.#stopped) return;
    const end = Math.min(sockets.length, from + HEARTBEAT_PINGS_PER_TURN);
    const suspects: WebSocket[] = [];
    for (let i = from; i < end; i++) {
      const socket = sockets[i]!;
      const rounds = this.#silent.get(socket);
      if (rounds === undefined) continue;
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
    this.#visiting = end < sockets.length;
    if (this.#visiting) setImmediate(() => this.#visit(sockets, end));
  }

  /** Terminates those of `suspects` that have still not answered. */
  #drop(suspects: readonly WebSocket[]): void {
    if (this.#stopped) return;
    for (const socket of suspects) {
      const rounds = this.#silent.get(socket);
      if (rounds === undefined || rounds < HEARTBEAT_SILENT_ROUNDS) continue;
      this.#silent.delete(socket);
      socket.terminate();
    }
  }
}
