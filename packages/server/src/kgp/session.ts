import {
  KGP_MAX_LINE,
  kgpQuote,
  parseKgpCommand,
  writeKgpCommand,
  type KgpArgument,
  type KgpBoard,
  type KgpCommand,
} from '@kalaha/protocol';
import type { KgpClock, KgpTimer } from './clock.ts';

/**
 * One bot's connection speaking the Kalah Game Protocol (KGP 1.0, public repository
 * KWARC/kalah-game, `spec/`), without its transport: lines come in through {@link
 * KgpSession.receive} and go out through {@link KgpTransport.send}, time through an injected
 * {@link KgpClock}. TCP (`tcp.ts`) and the WebSocket path `/kgp` (`websocket.ts`) carry it.
 *
 * What it does, by the specification's sections:
 *
 * - 013 overview: greets with `kgp 1 0 0` (no id); accepts `mode freeplay` (the bot is then
 *   identified by its owner, who answers `ok` or refuses it with `error` and `goodbye`); any other
 *   mode gets `error` and `goodbye` and the connection is closed; answers a bot's `ping` with
 *   `pong`; sends `ping` every `pingMs` and drops a bot that has not answered the last one by the
 *   next; ends with `goodbye`.
 * - 021 freeplay: {@link KgpSession.ask} sends `ID state <board>` (South to move) and keeps the
 *   last legal `@ID move N` until `@ID yield` or the time limit, then sends `ID2@ID stop`; moves
 *   after that are ignored silently, an illegal one gets an `error` referring to it (the move before
 *   stands).
 * - 040-044 `set`: `info:name` (and `auth:name`) and `auth:token` are kept for identification;
 *   every other option is tolerated without a word, never a reason to close.
 * - 012 grammar: a line that is no command, or longer than `KGP_MAX_LINE`, gets an `error` and the
 *   session goes on; commands the server alone sends (`state`, `stop`, …) or unknown ones too.
 *
 * Server commands carry ids 1, 2, 3, …, never reused.
 */

/** Where a session's lines go. */
export interface KgpTransport {
  /** Sends one command line (without its line end). */
  send(line: string): void;
  /** Closes the connection once the lines sent so far are out. */
  close(): void;
}

/** What the session tells its owner (the gateway). */
export interface KgpSessionEvents {
  /**
   * The bot asked for `mode freeplay`: identify it by {@link KgpSession.credentials}, then call
   * {@link KgpSession.accept} or {@link KgpSession.refuse}.
   */
  freeplay(session: KgpSession): void;
  /** The connection is over, closed by either side; told once. */
  closed(session: KgpSession): void;
  /** Writing to the bot failed (a bug): the connection is being closed. For the log. */
  failed?(session: KgpSession, error: unknown): void;
}

/** What a session is made with. */
export interface KgpSessionOptions {
  readonly transport: KgpTransport;
  readonly events: KgpSessionEvents;
  readonly clock: KgpClock;
  /** Time between pings, in ms. */
  readonly pingMs: number;
  /** Lines the bot may send per second; beyond, dropped; beyond three times as many, closed. */
  readonly linesPerSecond: number;
  /** A label for logs (the transport and a number). */
  readonly label: string;
}

/** What a bot said about itself before freeplay (`set info:name`/`auth:name`, `set auth:token`). */
export interface KgpCredentials {
  readonly name?: string;
  readonly token?: string;
}

/** How a `state` request ended and the bot's last legal move. */
export interface KgpAnswer {
  /** The house of the bot's last legal `move` (1-based, as on the board sent); none if it made none. */
  readonly house: number | undefined;
  /**
   * `yield`: the bot said it was done; `stop`: its time ran out; `withdrawn`: the server no longer
   * needs the move (both with a `stop` sent); `closed`: the connection ended first.
   */
  readonly end: 'yield' | 'stop' | 'withdrawn' | 'closed';
}

/** A `state` request to ask a bot for its move. */
export interface KgpStateRequest {
  /** The board with the bot to move as South (mirror North's boards before). */
  readonly board: KgpBoard;
  /** How long the bot has, in ms, before `stop`. */
  readonly timeMs: number;
  /** Why house `house` is no legal move on this board, or `undefined` when it is one. */
  readonly illegal: (house: number) => string | undefined;
  /**
   * The game the board is from, announced (spec 044: `set game:id`, `set game:opponent`) before
   * the first `state` of each game on this connection.
   */
  readonly game: { readonly id: string; readonly opponent: string };
}

/** A `state` request sent: its command id, the answer to come, and how to withdraw it. */
export interface KgpAsked {
  readonly id: number;
  readonly answer: Promise<KgpAnswer>;
  /** Sends `stop` and ends the request (`withdrawn`), if it is still open. */
  withdraw(): void;
}

/** The version the greeting announces: KGP 1.0.0. */
const VERSION = [1, 0, 0] as const;
/** Commands only a server sends: a client sending one gets an `error`. */
const SERVER_COMMANDS = new Set(['kgp', 'state', 'stop', 'init']);
/** How many times the allowed lines within one second close the connection. */
const FLOOD_FACTOR = 3;

/** An open `state` request. */
interface Open {
  readonly id: number;
  readonly illegal: (house: number) => string | undefined;
  readonly timer: KgpTimer;
  readonly resolve: (answer: KgpAnswer) => void;
  house: number | undefined;
}

/** The KGP session of one connection (see the module comment). */
export class KgpSession {
  readonly label: string;
  readonly #o: KgpSessionOptions;
  #stage: 'greeted' | 'freeplay' | 'accepted' | 'closed' = 'greeted';
  #credentials: { name?: string; token?: string } = {};
  /** The id of the bot's `mode` command, which `ok` or `error` answer. */
  #modeId: number | undefined;
  #nextId = 1;
  readonly #open = new Map<number, Open>();
  /** The game announced last (`set game:id`). */
  #announced: string | undefined;
  /** The `time:clock` told last, in seconds. */
  #toldClock: number | undefined;
  #pingTimer: KgpTimer | undefined;
  #awaitingPong = false;
  #window = { start: 0, lines: 0, warned: false };

  /** Greets the bot (`kgp 1 0 0`) and starts pinging. */
  constructor(options: KgpSessionOptions) {
    this.#o = options;
    this.label = options.label;
    this.#write({ name: 'kgp', args: [...VERSION] });
    this.#schedulePing();
  }

  /** What the bot said about itself so far. */
  get credentials(): KgpCredentials {
    return { ...this.#credentials };
  }

  /** True once the connection is over. */
  get closed(): boolean {
    return this.#stage === 'closed';
  }

  /** True once the owner accepted the bot for freeplay. */
  get accepted(): boolean {
    return this.#stage === 'accepted';
  }

  /** State requests open now. */
  get openRequests(): number {
    return this.#open.size;
  }

  /**
   * Answers a line the transport dropped for being longer than `KGP_MAX_LINE` (its `length` in
   * characters) with an `error`, as {@link receive} answers an over-long line. Never throws.
   */
  tooLong(length: number): void {
    if (this.#stage === 'closed' || !this.#counted()) return;
    this.#error(`a line of ${length} characters is longer than the limit of ${KGP_MAX_LINE}`);
  }

  /**
   * Handles one line from the bot (without its line end). Never throws: a failure while handling
   * it (a bug) is told to `events.failed` and closes this connection only.
   */
  receive(line: string): void {
    try {
      this.#receive(line);
    } catch (error) {
      this.#o.events.failed?.(this, error);
      this.close();
    }
  }

  #receive(line: string): void {
    if (this.#stage === 'closed' || !this.#counted()) return;
    const parsed = parseKgpCommand(line);
    if (!parsed.ok) {
      // Blank lines are no command, and no mistake worth an answer either.
      if (line.trim() !== '') this.#error(parsed.error.message);
      return;
    }
    const command = parsed.value;
    switch (command.name) {
      case 'mode':
        return this.#mode(command);
      case 'set':
        return this.#set(command);
      case 'move':
        return this.#move(command);
      case 'yield':
        return this.#yield(command);
      case 'pong':
        this.#awaitingPong = false;
        return;
      case 'ping':
        this.#write({ name: 'pong', args: command.args, ...refTo(command) });
        return;
      case 'goodbye':
        this.close();
        return;
      case 'ok':
      case 'nok':
      case 'error':
        // Responses to the server's commands: nothing here waits for one.
        return;
      default:
        this.#error(
          SERVER_COMMANDS.has(command.name)
            ? `'${command.name}' is a command of the server, not of a client`
            : `unknown command '${command.name}'`,
          command.id,
        );
    }
  }

  /** Accepts the bot for freeplay: `ok` to its `mode` command, saying `message`. */
  accept(message: string): void {
    if (this.#stage !== 'freeplay') return;
    this.#stage = 'accepted';
    this.#write({ name: 'ok', args: [message], ...ref(this.#modeId) });
  }

  /** Refuses the bot: `error` to its `mode` command, saying `message`, then `goodbye`. */
  refuse(message: string): void {
    if (this.#stage === 'closed') return;
    this.#error(message, this.#modeId);
    this.close();
  }

  /**
   * Asks the bot for a move on `request.board` (see {@link KgpStateRequest}): announces the game
   * when it is new on this connection, tells `time:clock` when it changed, and sends the `state`.
   * The answer comes on `yield`, at the time limit (`stop` sent), on {@link KgpAsked.withdraw} or
   * when the connection closes.
   */
  ask(request: KgpStateRequest): KgpAsked {
    if (this.#stage === 'closed') {
      return {
        id: 0,
        answer: Promise.resolve({ house: undefined, end: 'closed' }),
        withdraw: () => {},
      };
    }
    if (this.#announced !== request.game.id) {
      this.#announced = request.game.id;
      this.#write({ name: 'set', args: ['game:id', request.game.id] });
      this.#write({ name: 'set', args: ['game:opponent', request.game.opponent] });
      this.#write({ name: 'set', args: ['time:mode', 'relative'] });
    }
    // Whole seconds (spec 042), rounded up: a bot told 0 might not move at all.
    const seconds = Math.ceil(request.timeMs / 1000);
    if (this.#toldClock !== seconds) {
      this.#toldClock = seconds;
      this.#write({ name: 'set', args: ['time:clock', seconds] });
    }
    // Open before it is sent, so that an answer however quick finds it: the state's id is the
    // next one written.
    const id = this.#nextId;
    let resolve!: (answer: KgpAnswer) => void;
    const answer = new Promise<KgpAnswer>((r) => (resolve = r));
    const timer = this.#o.clock.setTimeout(() => this.#finish(id, 'stop'), request.timeMs);
    this.#open.set(id, { id, illegal: request.illegal, timer, resolve, house: undefined });
    this.#write({ name: 'state', args: [request.board] });
    return { id, answer, withdraw: () => this.#finish(id, 'withdrawn') };
  }

  /**
   * Ends the connection: `error` with `reason` if given, `goodbye`, then the transport is closed;
   * open requests end as `closed`.
   */
  close(reason?: string): void {
    if (this.#stage === 'closed') return;
    if (reason !== undefined) this.#error(reason);
    this.#write({ name: 'goodbye', args: [] });
    this.#end();
    this.#o.transport.close();
  }

  /** The transport closed from the other side: nothing more is sent; open requests end as `closed`. */
  transportClosed(): void {
    if (this.#stage === 'closed') return;
    this.#end();
  }

  #end(): void {
    this.#stage = 'closed';
    this.#o.clock.clearTimeout(this.#pingTimer);
    for (const id of [...this.#open.keys()]) this.#finish(id, 'closed');
    this.#o.events.closed(this);
  }

  #mode(command: KgpCommand): void {
    if (this.#stage !== 'greeted') {
      this.#error('the mode was chosen already', command.id);
      return;
    }
    const [mode] = command.args;
    if (mode !== 'freeplay') {
      this.#error(`unsupported mode ${describe(mode)}: this server plays freeplay`, command.id);
      this.close();
      return;
    }
    this.#stage = 'freeplay';
    this.#modeId = command.id;
    this.#o.events.freeplay(this);
  }

  #set(command: KgpCommand): void {
    const [option, value] = command.args;
    if (typeof option !== 'string' || value === undefined) {
      this.#error('set takes an option and its value', command.id);
      return;
    }
    const field =
      option === 'info:name' || option === 'auth:name'
        ? 'name'
        : option === 'auth:token'
          ? 'token'
          : undefined;
    // Any other option (info:authors, info:comment, time:…, options of later versions) is a hint
    // this server has no use for: tolerated, never a reason to close (spec 013).
    if (field === undefined) return;
    if (typeof value === 'object') {
      this.#error(`${option} takes a string, not a board`, command.id);
      return;
    }
    if (this.#stage !== 'greeted') {
      this.#error(
        `${option} is read when 'mode freeplay' comes: send it before (reconnect to change it)`,
        command.id,
      );
      return;
    }
    this.#credentials[field] = String(value);
  }

  #move(command: KgpCommand): void {
    const open = this.#target(command);
    if (!open) return;
    const [house] = command.args;
    if (typeof house !== 'number' || !Number.isInteger(house)) {
      this.#error(`move takes a house number (got ${describe(house)})`, command.id ?? open.id);
      return;
    }
    const why = open.illegal(house);
    if (why !== undefined) {
      const before = open.house === undefined ? 'no move yet' : `move ${open.house} stands`;
      this.#error(`move ${house} is not legal: ${why} (${before})`, command.id ?? open.id);
      return;
    }
    open.house = house;
  }

  #yield(command: KgpCommand): void {
    const open = this.#target(command);
    if (open) this.#finish(open.id, 'yield');
  }

  /**
   * The open request a `move` or `yield` refers to (its `@ref`, or the only open one when it has
   * none). A reference to a request that is over is ignored silently (spec 021: moves after `stop`);
   * one to an id never sent, or no reference with several requests open, gets an `error`.
   */
  #target(command: KgpCommand): Open | undefined {
    if (command.ref === undefined) {
      if (this.#open.size === 1) return [...this.#open.values()][0];
      this.#error(
        this.#open.size === 0
          ? `no state request is open for '${command.name}'`
          : `'${command.name}' needs the id of its state request (@ID): several are open`,
        command.id,
      );
      return undefined;
    }
    const open = this.#open.get(command.ref);
    if (!open && command.ref >= this.#nextId) {
      this.#error(`no state request ${command.ref} was sent`, command.id);
    }
    return open;
  }

  /** Ends request `id` (if open): `stop` unless the connection closed, and its answer. */
  #finish(id: number, end: KgpAnswer['end']): void {
    const open = this.#open.get(id);
    if (!open) return;
    this.#open.delete(id);
    this.#o.clock.clearTimeout(open.timer);
    if (end !== 'closed') this.#write({ name: 'stop', args: [], ref: id });
    open.resolve({ house: open.house, end });
  }

  #schedulePing(): void {
    this.#pingTimer = this.#o.clock.setTimeout(() => {
      if (this.#stage === 'closed') return;
      if (this.#awaitingPong) {
        this.close('no pong to the last ping');
        return;
      }
      this.#awaitingPong = true;
      this.#write({ name: 'ping', args: [] });
      this.#schedulePing();
    }, this.#o.pingMs);
  }

  /**
   * Counts a line against the rate limit: false when it is to be dropped (with one `error` per
   * second) or the connection was closed for flooding.
   */
  #counted(): boolean {
    const now = this.#o.clock.now();
    if (now - this.#window.start >= 1000) this.#window = { start: now, lines: 0, warned: false };
    const lines = ++this.#window.lines;
    const limit = this.#o.linesPerSecond;
    if (lines <= limit) return true;
    if (lines > limit * FLOOD_FACTOR) {
      this.close(`flooding: more than ${limit * FLOOD_FACTOR} lines within a second`);
    } else if (!this.#window.warned) {
      this.#window.warned = true;
      this.#error(`too many lines: at most ${limit} a second; the rest of this second is dropped`);
    }
    return false;
  }

  #error(message: string, refId?: number): void {
    this.#write({ name: 'error', args: [message], ...ref(refId) });
  }

  /**
   * Sends a command with the next id (the greeting without one); its id. A command that cannot be
   * written (a bug) or a transport that throws ends this connection, never the process: the
   * failure goes to `events.failed`.
   */
  #write(command: Omit<KgpCommand, 'id'>): number {
    if (this.#stage === 'closed') return 0;
    const id = command.name === 'kgp' ? undefined : this.#nextId++;
    try {
      this.#o.transport.send(writeKgpCommand({ ...command, ...(id === undefined ? {} : { id }) }));
    } catch (error) {
      this.#o.events.failed?.(this, error);
      this.#end();
      this.#o.transport.close();
    }
    return id ?? 0;
  }
}

/** `{ ref }` when there is an id to refer to. */
function ref(id: number | undefined): { ref?: number } {
  return id === undefined ? {} : { ref: id };
}

/** A reference to `command`, if it has an id. */
function refTo(command: KgpCommand): { ref?: number } {
  return ref(command.id);
}

/** An argument as the error messages name it. */
function describe(argument: KgpArgument | undefined): string {
  if (argument === undefined) return 'nothing';
  if (typeof argument === 'object') return 'a board';
  return typeof argument === 'string' ? kgpQuote(argument) : String(argument);
}
