/**
 * A fake KGP 1.0 server for the tests and the benchmark (issue 7, section 2): a `node:net` server
 * whose connections are driven by a script, with every line recorded (`s: …` sent by the server,
 * `c: …` sent by the client), and a referee that plays a whole freeplay game against the client
 * with the rules library: the server plays one side and sends a `state` for every turn of the
 * client's side, extra turns included (mirrored when the client's side is North, spec 021).
 * Also the client as a real process: `node packages/cli/bin/kalaha.mjs kgp-client …`.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import {
  kgpBoardOf,
  kgpRules,
  mirrorKgpBoard,
  parseKgpCommand,
  writeKgpBoard,
} from '@kalaha/protocol';
import { legalMoves, play, Position, type Side } from '@kalaha/rules';
import { REPO_ROOT } from './cli-process.ts';

/** A line protocol connection from the server's side, recording the transcript. */
export class KgpConnection {
  readonly #socket: Socket;
  readonly #lines: string[] = [];
  #waiting: ((line: string | undefined) => void) | undefined;
  #buffer = '';
  #ended = false;
  /** Every line in order: `s: LINE` sent, `c: LINE` received. */
  readonly transcript: string[] = [];
  /** Resolves when the client's side has closed (end or reset). */
  readonly closed: Promise<void>;

  constructor(socket: Socket) {
    this.#socket = socket;
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let nl: number;
      while ((nl = this.#buffer.indexOf('\n')) >= 0) {
        const line = this.#buffer.slice(0, nl).replace(/\r$/, '');
        this.#buffer = this.#buffer.slice(nl + 1);
        this.transcript.push(`c: ${line}`);
        const waiting = this.#waiting;
        this.#waiting = undefined;
        if (waiting) waiting(line);
        else this.#lines.push(line);
      }
    });
    socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      socket.on('close', () => {
        this.#ended = true;
        this.#waiting?.(undefined);
        resolve();
      }),
    );
  }

  /** Sends lines in one write (so the client reads them together), each ended by CRLF. */
  send(...lines: string[]): void {
    for (const line of lines) this.transcript.push(`s: ${line}`);
    if (!this.#socket.destroyed) this.#socket.write(lines.map((l) => `${l}\r\n`).join(''));
  }

  /** Sends raw text, recorded as is (for bytes that are no line). */
  sendRaw(text: string, note: string): void {
    this.transcript.push(`s: ${note}`);
    if (!this.#socket.destroyed) this.#socket.write(text);
  }

  /** The client's next line, or `undefined` when none comes within `timeoutMs` or it closed. */
  next(timeoutMs: number): Promise<string | undefined> {
    const line = this.#lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.#ended) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting = undefined;
        resolve(undefined);
      }, timeoutMs);
      this.#waiting = (got) => {
        clearTimeout(timer);
        resolve(got);
      };
    });
  }

  /** Reads lines until one matches `pattern`; returns the lines read (the match last). */
  async until(pattern: RegExp, timeoutMs: number): Promise<string[]> {
    const deadline = performance.now() + timeoutMs;
    const read: string[] = [];
    for (;;) {
      const line = await this.next(Math.max(0, deadline - performance.now()));
      if (line === undefined) {
        throw new Error(
          `no line matching ${pattern} within ${timeoutMs} ms; read ${read.join(' | ')}`,
        );
      }
      read.push(line);
      if (pattern.test(line)) return read;
    }
  }

  /** Ends the connection cleanly (FIN). */
  end(): void {
    this.#socket.end();
  }

  /** Breaks the connection (RST): the client sees a reset. */
  reset(): void {
    this.#socket.resetAndDestroy();
  }
}

/** A fake KGP server on a free loopback port; each connection is handed to `script`. */
export class FakeKgpServer {
  readonly #server: Server;
  readonly connections: KgpConnection[] = [];
  /** What each connection's script returned or threw, in order. */
  readonly outcomes: Promise<unknown>[] = [];

  private constructor(script: (connection: KgpConnection) => Promise<unknown>) {
    this.#server = createServer((socket) => {
      const connection = new KgpConnection(socket);
      this.connections.push(connection);
      const outcome = script(connection);
      outcome.catch(() => {});
      this.outcomes.push(outcome);
    });
  }

  /** Starts listening on 127.0.0.1 and a free port. */
  static async start(
    script: (connection: KgpConnection) => Promise<unknown>,
  ): Promise<FakeKgpServer> {
    const server = new FakeKgpServer(script);
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  /** `127.0.0.1:PORT`. */
  get address(): string {
    return `127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Stops listening (open connections are left to their scripts). */
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** How the referee plays a game. */
export interface KgpGameOptions {
  readonly houses?: number;
  readonly seeds?: number;
  /** The side the client plays (the server sends its boards mirrored when it is North). */
  readonly clientSide?: Side;
  /** The server's move in `position` (its own side to move); default: the legal house nearest its store. */
  readonly serverMove?: (position: Position) => number;
  /** How long the client may think on a state before the server sends `stop` (ms). */
  readonly stopAfterMs?: number;
  /** The id before the first request's (default 2: the first request is 4). */
  readonly firstId?: number;
  /** Lines the server sends right after each state request (numbered from 1). */
  readonly extra?: (request: number) => string[];
}

/** How a refereed game went. */
export interface KgpGameReport {
  /** The final position (finished unless the client broke the game). */
  readonly final: Position;
  /** The houses played, in order, each with the side that played it. */
  readonly moves: readonly { readonly side: Side; readonly house: number }[];
  /** State requests sent to the client. */
  readonly requests: number;
  /** State requests for the client that followed the client's own move (extra turns). */
  readonly extraTurns: number;
  /** Every `move` line the client sent, per request. */
  readonly answers: readonly (readonly number[])[];
  /** Milliseconds from each state request to the client's yield (or the stop). */
  readonly answerMs: readonly number[];
  /** The id of the last command the server sent. */
  readonly lastId: number;
  /** Why the game broke off, if it did. */
  readonly fault?: string;
}

/** Greets the client (`kgp 1 0 0`) and waits for its `mode freeplay` (its `set` lines come first). */
export async function greetKgpClient(connection: KgpConnection): Promise<void> {
  connection.send('kgp 1 0 0');
  await connection.until(/^mode freeplay$/, 30_000);
}

/**
 * A whole game refereed over a connection: {@link greetKgpClient}, {@link playKgpGame}, and
 * `goodbye` when the game was played to its end.
 */
export async function refereeKgpGame(
  connection: KgpConnection,
  options: KgpGameOptions = {},
): Promise<KgpGameReport> {
  await greetKgpClient(connection);
  const report = await playKgpGame(connection, options);
  if (report.fault === undefined) connection.send('goodbye');
  return report;
}

/**
 * Referees one game against a greeted client: a `state` request with an even id for each turn of
 * the client (ids 4, 6, 8…, as in spec 021's example; `firstId` + 2 onwards), the client's last
 * `move` before its `yield` (or before `stop`, sent after `stopAfterMs`) played, then `ID@REQ stop`
 * (as in the example). The server plays the other side itself.
 */
export async function playKgpGame(
  connection: KgpConnection,
  options: KgpGameOptions = {},
): Promise<KgpGameReport> {
  const clientSide = options.clientSide ?? 'south';
  const stopAfterMs = options.stopAfterMs ?? 20_000;
  const serverMove = options.serverMove ?? ((p: Position) => legalMoves(p).at(-1)!.house);
  let position = Position.initial(kgpRules(options.houses ?? 6, options.seeds ?? 4));
  const moves: { side: Side; house: number }[] = [];
  const answers: number[][] = [];
  const answerMs: number[] = [];
  let id = options.firstId ?? 2;
  let requests = 0;
  let extraTurns = 0;
  let lastMover: Side | undefined;
  const report = (fault?: string): KgpGameReport => ({
    final: position,
    moves,
    requests,
    extraTurns,
    answers,
    answerMs,
    lastId: id,
    ...(fault === undefined ? {} : { fault }),
  });

  while (!position.isOver) {
    const mover = position.turn;
    let house: number;
    if (mover === clientSide) {
      id += 2;
      requests += 1;
      if (lastMover === clientSide) extraTurns += 1;
      const own = kgpBoardOf(position);
      const board = clientSide === 'south' ? own : mirrorKgpBoard(own);
      const request = id;
      const started = performance.now();
      connection.send(
        `${request} state ${writeKgpBoard(board)}`,
        ...(options.extra?.(requests) ?? []),
      );
      const sent: number[] = [];
      const deadline = started + stopAfterMs;
      let stopped = false;
      for (;;) {
        const line = await connection.next(Math.max(0, deadline - performance.now()));
        if (line === undefined) {
          if (performance.now() < deadline) return report('the client closed the connection');
          stopped = true;
          break;
        }
        const command = parseKgpCommand(line);
        if (!command.ok || command.value.ref !== request) continue;
        if (command.value.name === 'move' && typeof command.value.args[0] === 'number') {
          sent.push(command.value.args[0]);
        }
        if (command.value.name === 'yield') break;
      }
      answerMs.push(performance.now() - started);
      answers.push(sent);
      id += 2;
      connection.send(`${id}@${request} stop`);
      if (sent.length === 0)
        return report(`no move for state ${request}${stopped ? ' before stop' : ''}`);
      house = sent.at(-1)!;
    } else {
      house = serverMove(position);
    }
    const played = play(position, { house });
    if (!played.ok) return report(`${mover} played ${house}: ${played.error.message}`);
    position = played.value.position;
    moves.push({ side: mover, house });
    lastMover = mover;
  }
  return report();
}

/** `kalaha kgp-client ADDRESS …args` as a real process. */
export class KgpClientProcess {
  readonly #child: ChildProcessWithoutNullStreams;
  stdout = '';
  stderr = '';
  /** The exit code. */
  readonly exited: Promise<number | null>;

  constructor(address: string, args: readonly string[] = [], timeoutMs = 60_000) {
    this.#child = spawn(
      process.execPath,
      ['packages/cli/bin/kalaha.mjs', 'kgp-client', address, ...args],
      { cwd: REPO_ROOT, stdio: 'pipe' },
    );
    this.#child.stdin.end();
    this.#child.stdout.setEncoding('utf8').on('data', (chunk: string) => (this.stdout += chunk));
    this.#child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    const timer = setTimeout(() => this.#child.kill(), timeoutMs);
    this.exited = new Promise((resolve) =>
      this.#child.on('close', (code) => {
        clearTimeout(timer);
        resolve(code);
      }),
    );
  }

  /** Kills the process (a test that failed half-way). */
  kill(): void {
    this.#child.kill();
  }
}
