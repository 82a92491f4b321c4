/**
 * The engine as a client of the Kalah Game Protocol in its `freeplay` mode (KGP 1.0, public
 * repository KWARC/kalah-game, `spec/`; issue 7, section 2), as a state machine over lines: it is
 * fed each line from the server and each search report, and answers with effects (lines to send,
 * searches to start or stop, closing the connection) that a thin I/O layer carries out. It never
 * throws on a line: anything unexpected is logged and ignored.
 *
 * What it does with each command of the server:
 * - `kgp MAJOR MINOR PATCH` (spec 013): major 1 → `set info:name`, `set auth:token` (when given,
 *   spec 041/043, before the mode as the reference client sends them) and `mode freeplay`; any
 *   other major → `error` and close.
 * - `ping` → `pong` at once, referencing the ping (and echoing its first argument, as the
 *   reference client does).
 * - `state <board>` (spec 021): the board with South to move; a search starts, each improved best
 *   move is sent as `@ID move N` and the end of the search as `@ID yield`. Several states may be
 *   open at once; each is answered under its own id.
 * - `stop` `@ID`: the search of that state stops and nothing more is sent for it.
 * - `set OPTION VALUE` (spec 040-044): `time:*`, `game:*`, `info:*` and `auth:*` are kept (the
 *   clock bounds the thinking time); any other option is tolerated and logged.
 * - `ok` is ignored, `error`/`nok` are logged, `init` (the drafts' confirmation) is ignored,
 *   `goodbye` closes the connection.
 */
import {
  parseKgpCommand,
  positionOfKgpBoard,
  writeKgpCommand,
  type KgpArgument,
  type KgpBoard,
  type KgpCommand,
} from '@kalaha/protocol';
import { legalMoves, type Position } from '@kalaha/rules';
import { moveTimeMs } from '../agent/time-budget.ts';

/** The protocol major version this client speaks (spec 000: KGP 1.0.0). */
export const KGP_MAJOR = 1;

/**
 * The share of a relative clock (`time:mode relative`: the seconds for this one request) the
 * client thinks for at most, leaving the rest for the line to travel and the server to read it.
 */
export const RELATIVE_CLOCK_SHARE = 0.8;

/** What the I/O layer must do. `search` numbers identify searches in the reports fed back. */
export type KgpEffect =
  | { readonly type: 'send'; readonly line: string }
  | {
      readonly type: 'search';
      readonly search: number;
      readonly position: Position;
      /** Thinking time in milliseconds (for a timed search; a level may keep its own). */
      readonly timeMs: number;
    }
  | { readonly type: 'stop'; readonly search: number }
  | {
      readonly type: 'close';
      /** Why the client gives up, when it does (the command then exits with a failure). */
      readonly error?: string;
    };

/** The client's settings. */
export interface KgpClientOptions {
  /** Sent as `set info:name` (spec 041) when given. */
  readonly name?: string | undefined;
  /** Sent as `set auth:token` (spec 043) when given. */
  readonly token?: string | undefined;
  /** Thinking time per `state` request in milliseconds, capped by the server's clock. */
  readonly moveTimeMs: number;
  /** Writes one line to the log (standard error). */
  readonly log: (line: string) => void;
}

/** What the server told the client with `set` (spec 040-044), as received. */
export interface KgpServerSettings {
  /** `time:mode`: `none`, `absolute` or `relative`. */
  readonly timeMode?: string;
  /** `time:clock`: the seconds the client has left. */
  readonly clockSeconds?: number;
  /** `time:opclock`: the seconds the opponent has left. */
  readonly opponentClockSeconds?: number;
  /** `game:*` and `info:*` options and any other, by option name. */
  readonly others: ReadonlyMap<string, KgpArgument>;
}

/** A state request being answered: its search and the last move sent for it. */
interface OpenState {
  readonly search: number;
  sent: number | undefined;
}

/** The key of a state request: its id, or `null` for a request without one. */
type StateKey = number | null;

/**
 * A KGP freeplay client as a state machine (see the module comment). Feed it {@link receive} for
 * each line, and {@link improved}, {@link finished} and {@link failed} for each search report;
 * carry out the effects each returns, in order.
 */
export class KgpClient {
  readonly #options: KgpClientOptions;
  readonly #open = new Map<StateKey, OpenState>();
  readonly #keyOf = new Map<number, StateKey>();
  readonly #others = new Map<string, KgpArgument>();
  #timeMode: string | undefined;
  #clock: number | undefined;
  #opclock: number | undefined;
  #greeted = false;
  #closed = false;
  #nextSearch = 1;

  constructor(options: KgpClientOptions) {
    this.#options = options;
  }

  /** What the server has told the client with `set`. */
  get settings(): KgpServerSettings {
    return {
      ...(this.#timeMode === undefined ? {} : { timeMode: this.#timeMode }),
      ...(this.#clock === undefined ? {} : { clockSeconds: this.#clock }),
      ...(this.#opclock === undefined ? {} : { opponentClockSeconds: this.#opclock }),
      others: this.#others,
    };
  }

  /** The ids of the state requests being answered (`null` for one without an id). */
  get openStates(): StateKey[] {
    return [...this.#open.keys()];
  }

  /** True once the client has decided to close the connection. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Handles one line from the server (without its line end). */
  receive(line: string): KgpEffect[] {
    if (this.#closed) return [];
    const parsed = parseKgpCommand(line);
    if (!parsed.ok) {
      this.#options.log(`ignored a line: ${parsed.error.message}`);
      return [];
    }
    const command = parsed.value;
    switch (command.name) {
      case 'kgp':
        return this.#greet(command);
      case 'ping':
        return [this.#send('pong', command.args.slice(0, 1), command.id)];
      case 'state':
        return this.#state(command);
      case 'stop':
        return this.#stop(command);
      case 'set':
        this.#set(command);
        return [];
      case 'ok':
      case 'init':
        return [];
      case 'error':
      case 'nok':
        this.#options.log(`the server says ${command.name}: ${command.args.map(text).join(' ')}`);
        return [];
      case 'goodbye':
        return this.#close();
      default:
        this.#options.log(`ignored the unknown command '${command.name}'`);
        return [];
    }
  }

  /** A search found a (new) best move, a house number 1..m of South on the state's board. */
  improved(search: number, house: number): KgpEffect[] {
    const key = this.#keyOf.get(search);
    if (key === undefined) return [];
    const open = this.#open.get(key)!;
    if (open.sent === house) return [];
    open.sent = house;
    return [this.#send('move', [house], key)];
  }

  /** A search ended with this best move (`undefined`: none); the state is answered with `yield`. */
  finished(search: number, house: number | undefined): KgpEffect[] {
    const key = this.#keyOf.get(search);
    if (key === undefined) return [];
    const effects = house === undefined ? [] : this.improved(search, house);
    this.#forget(key);
    return [...effects, this.#send('yield', [], key)];
  }

  /** A search failed (an engine fault): logged, answered with `error` and `yield`. */
  failed(search: number, message: string): KgpEffect[] {
    const key = this.#keyOf.get(search);
    if (key === undefined) return [];
    this.#options.log(`the engine failed on state ${key ?? '(no id)'}: ${message}`);
    this.#forget(key);
    return [
      this.#send('error', [`engine failure: ${ascii(message)}`], key),
      this.#send('yield', [], key),
    ];
  }

  #greet(command: KgpCommand): KgpEffect[] {
    const [major, minor, patch] = command.args;
    if (typeof major !== 'number') {
      this.#options.log(`ignored 'kgp' without a version number`);
      return [];
    }
    const version = [major, minor, patch].filter((v) => v !== undefined).join('.');
    if (major !== KGP_MAJOR) {
      const why = `the server speaks KGP ${version}; this client speaks KGP ${KGP_MAJOR}`;
      return [this.#send('error', [why], command.id), ...this.#close(why)];
    }
    if (this.#greeted) {
      this.#options.log(`ignored a second 'kgp' greeting`);
      return [];
    }
    this.#greeted = true;
    const effects: KgpEffect[] = [];
    if (this.#options.name !== undefined) {
      effects.push(this.#send('set', ['info:name', this.#options.name]));
    }
    if (this.#options.token !== undefined) {
      effects.push(this.#send('set', ['auth:token', this.#options.token]));
    }
    effects.push(this.#send('mode', ['freeplay']));
    return effects;
  }

  #state(command: KgpCommand): KgpEffect[] {
    const key: StateKey = command.id ?? null;
    const board = command.args[0];
    if (!isBoard(board)) {
      this.#options.log(`ignored a state request without a board`);
      return [this.#send('error', ['a state request needs a board'], key)];
    }
    if (this.#open.has(key)) {
      this.#options.log(`ignored a state request reusing the open id ${key ?? '(no id)'}`);
      return [];
    }
    const position = positionOfKgpBoard(board);
    if (!position.ok) {
      this.#options.log(`cannot play state ${key ?? '(no id)'}: ${position.error.message}`);
      return [
        this.#send('error', [`unsupported board: ${ascii(position.error.message)}`], key),
        this.#send('yield', [], key),
      ];
    }
    if (position.value.isOver || legalMoves(position.value).length === 0) {
      this.#options.log(`state ${key ?? '(no id)'} is a finished game: nothing to move`);
      return [this.#send('yield', [], key)];
    }
    const search = this.#nextSearch++;
    this.#open.set(key, { search, sent: undefined });
    this.#keyOf.set(search, key);
    return [{ type: 'search', search, position: position.value, timeMs: this.#thinkingTime() }];
  }

  #stop(command: KgpCommand): KgpEffect[] {
    const key: StateKey = command.ref ?? null;
    const open = this.#open.get(key);
    // A stop after the yield is the usual end of a request (spec 021's example): nothing to do.
    if (open === undefined) return [];
    this.#forget(key);
    return [{ type: 'stop', search: open.search }];
  }

  #set(command: KgpCommand): void {
    const [option, value] = command.args;
    if (typeof option !== 'string' || value === undefined) {
      this.#options.log(`ignored 'set' without an option and a value`);
      return;
    }
    switch (option) {
      case 'time:mode':
        if (typeof value === 'string') this.#timeMode = value;
        return;
      case 'time:clock':
        if (typeof value === 'number' && value >= 0) this.#clock = value;
        return;
      case 'time:opclock':
        if (typeof value === 'number' && value >= 0) this.#opclock = value;
        return;
    }
    this.#others.set(option, value);
    const group = option.split(':')[0];
    if (group !== 'game' && group !== 'info' && group !== 'auth') {
      this.#options.log(`noted the unknown option ${option}`);
    }
  }

  /** The thinking time for the next state: the per-move time, capped by the server's clock. */
  #thinkingTime(): number {
    const perMove = this.#options.moveTimeMs;
    if (this.#clock === undefined) return perMove;
    const clockMs = this.#clock * 1000;
    if (this.#timeMode === 'relative') {
      return Math.floor(Math.min(perMove, clockMs * RELATIVE_CLOCK_SHARE));
    }
    if (this.#timeMode === 'absolute') return moveTimeMs(clockMs, perMove);
    return perMove;
  }

  #close(error?: string): KgpEffect[] {
    this.#closed = true;
    const stops: KgpEffect[] = [...this.#open.values()].map((open) => ({
      type: 'stop',
      search: open.search,
    }));
    for (const key of [...this.#open.keys()]) this.#forget(key);
    return [...stops, error === undefined ? { type: 'close' } : { type: 'close', error }];
  }

  #forget(key: StateKey): void {
    const open = this.#open.get(key);
    if (open === undefined) return;
    this.#open.delete(key);
    this.#keyOf.delete(open.search);
  }

  #send(name: string, args: readonly KgpArgument[], ref?: number | null): KgpEffect {
    const command: KgpCommand =
      ref === undefined || ref === null ? { name, args } : { ref, name, args };
    return { type: 'send', line: writeKgpCommand(command) };
  }
}

function isBoard(argument: KgpArgument | undefined): argument is KgpBoard {
  return typeof argument === 'object';
}

/** A message for the wire: KGP strings are ASCII (spec 012's CHAR); other characters become '?'. */
function ascii(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?');
}

function text(argument: KgpArgument): string {
  return typeof argument === 'object' ? JSON.stringify(argument) : String(argument);
}
