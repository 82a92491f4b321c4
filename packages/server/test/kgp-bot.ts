/**
 * A scripted KGP client for tests: it reads the server's lines with the protocol's codec,
 * keeps every command, answers `ping` with `pong`, introduces itself after the greeting (its
 * name and token, then `mode freeplay`) and, while `autoplay` is on, answers each `state` with a
 * legal move and `yield`, worked out from the board with the rules library (as a real bot would).
 * Over TCP ({@link kgpOverTcp}), the WebSocket path ({@link kgpOverWebSocket}) or, in the test's
 * own process, straight to a session ({@link KgpBot.transport}).
 */
import {
  parseKgpCommand,
  positionOfKgpBoard,
  writeKgpCommand,
  type KgpArgument,
  type KgpBoard,
  type KgpCommand,
  LineSplitter,
} from '@kalaha/protocol';
import { legalMoves } from '@kalaha/rules';
import { connect } from 'node:net';
import WebSocket from 'ws';

/** How the bot plays. */
export interface KgpBotOptions {
  /** Sent as `set info:name` after the greeting. */
  readonly name?: string;
  /** Sent as `set auth:token` after the greeting. */
  readonly token?: string;
  /** Answer the greeting with the name, token and `mode freeplay` (default true). */
  readonly introduce?: boolean;
  /**
   * The house to play on a state's board (South to move), or `undefined` to send nothing; by
   * default the first legal house.
   */
  readonly choose?: (board: KgpBoard) => number | undefined;
  /** Answer at most this many states, then let the others run out (default: all). */
  readonly answers?: number;
}

/** A received command and the line it came as. */
export interface Received {
  readonly line: string;
  readonly command: KgpCommand;
}

/** The first legal house of South on a board (the bot's own side on every state). */
export function firstLegalHouse(board: KgpBoard): number | undefined {
  const position = positionOfKgpBoard(board);
  if (!position.ok)
    throw new Error(`the server sent an impossible board: ${position.error.message}`);
  return legalMoves(position.value)[0]?.house;
}

/** A scripted KGP client (see the module comment). */
export class KgpBot {
  readonly received: Received[] = [];
  readonly sent: string[] = [];
  /** Answer states as they come. */
  autoplay = true;
  /** True once the server closed or said goodbye. */
  gone = false;
  /** Lines the server sent that the codec refused (none expected). */
  readonly unreadable: string[] = [];
  #send: (line: string) => void = () => {};
  #nextId = 1;
  readonly #options: KgpBotOptions;
  readonly #waiters = new Set<() => void>();

  constructor(options: KgpBotOptions = {}) {
    this.#options = options;
  }

  /** Where the bot's lines go (set by the transport). */
  attach(send: (line: string) => void): void {
    this.#send = send;
  }

  /** Sends a line as it is. */
  sendLine(line: string): void {
    this.sent.push(line);
    this.#send(line);
  }

  /** Sends a command with the bot's next id; the id. */
  command(name: string, args: readonly KgpArgument[] = [], ref?: number): number {
    const id = this.#nextId;
    this.#nextId += 2;
    this.sendLine(writeKgpCommand({ id, name, args, ...(ref === undefined ? {} : { ref }) }));
    return id;
  }

  /** Handles a line from the server. */
  receive(line: string): void {
    const parsed = parseKgpCommand(line);
    if (!parsed.ok) {
      this.unreadable.push(line);
      return;
    }
    const command = parsed.value;
    this.received.push({ line, command });
    switch (command.name) {
      case 'kgp':
        if (this.#options.introduce !== false) this.introduce();
        break;
      case 'ping':
        this.command('pong', [], command.id);
        break;
      case 'state':
        if (this.autoplay && this.all('state').length <= (this.#options.answers ?? Infinity)) {
          this.answer(command);
        }
        break;
      case 'goodbye':
        this.gone = true;
        break;
    }
    this.#wake();
  }

  /** Sends the name and token it has, then `mode freeplay`. */
  introduce(): void {
    if (this.#options.name !== undefined) this.command('set', ['info:name', this.#options.name]);
    if (this.#options.token !== undefined) this.command('set', ['auth:token', this.#options.token]);
    this.command('mode', ['freeplay']);
  }

  /** Answers a `state` with its chosen move (if any) and `yield`. */
  answer(state: KgpCommand): void {
    const board = state.args[0];
    if (typeof board !== 'object' || state.id === undefined) {
      throw new Error(`a state without a board or id: ${writeKgpCommand(state)}`);
    }
    const house = (this.#options.choose ?? firstLegalHouse)(board);
    if (house !== undefined) this.command('move', [house], state.id);
    this.command('yield', [], state.id);
  }

  /** The server closed the connection. */
  closedByServer(): void {
    this.gone = true;
    this.#wake();
  }

  /** Commands received with this name. */
  all(name: string): Received[] {
    return this.received.filter((r) => r.command.name === name);
  }

  /**
   * The first command from index `from` that `match` accepts, waiting for it.
   *
   * @throws Error after `timeoutMs`, or when the connection ends first.
   */
  async next(
    match: (received: Received) => boolean,
    from = 0,
    timeoutMs = 20_000,
  ): Promise<Received> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found) return found;
      if (this.gone)
        throw new Error(`the connection ended before the command came:\n${this.log()}`);
      if (Date.now() > end) throw new Error(`timed out waiting for a command:\n${this.log()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.#waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The conversation, for failure messages. */
  log(): string {
    return this.received
      .map((r) => `< ${r.line}`)
      .join('\n')
      .slice(-4000);
  }

  /** A transport that hands the session's lines to this bot (for a session in the same process). */
  transport(close: () => void): { send(line: string): void; close(): void } {
    return {
      send: (line) => setImmediate(() => this.receive(line)),
      close: () => {
        close();
        setImmediate(() => this.closedByServer());
      },
    };
  }

  #wake(): void {
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }
}

/** A bot connected to the server: how to end the connection. */
export interface Connected {
  readonly bot: KgpBot;
  /** Closes the connection from the bot's side, abruptly (no goodbye). */
  drop(): void;
}

/** Connects a bot over TCP to `port` on 127.0.0.1. */
export async function kgpOverTcp(port: number, bot: KgpBot): Promise<Connected> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const lines = new LineSplitter(1 << 20);
  socket.on('data', (chunk: string) => {
    for (const piece of lines.push(chunk)) if ('line' in piece) bot.receive(piece.line);
  });
  socket.on('close', () => bot.closedByServer());
  socket.on('error', () => {});
  bot.attach((line) => socket.write(`${line}\r\n`));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { bot, drop: () => socket.destroy() };
}

/** Connects a bot over WebSocket to `url` (`ws://…/kgp`). */
export async function kgpOverWebSocket(url: string, bot: KgpBot): Promise<Connected> {
  const socket = new WebSocket(url);
  socket.on('message', (data) => bot.receive(String(data)));
  socket.on('close', () => bot.closedByServer());
  socket.on('error', () => {});
  bot.attach((line) => socket.send(`${line}\r\n`));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { bot, drop: () => socket.terminate() };
}
