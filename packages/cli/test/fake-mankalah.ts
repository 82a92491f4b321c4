/**
 * A fake ManKalah game engine for the tests and the benchmark (issue 7): it referees one game of
 * Kalah 7×7 with the pie rule between two players, speaking the ManKalah protocol to each, and
 * records the transcript, every move's response time, and how the game ended. A player is either
 * a real `kalaha agent` process talking over pipes or an in-process script.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { play, Position, SWAP_MOVE, type Side } from '@kalaha/rules';
import { mankalahRules } from '../src/agent/engine-chooser.ts';
import {
  boardOfSetup,
  makeManKalahLine,
  parseAgentLine,
  parseManKalahLine,
  type ManKalahNext,
} from '../src/agent/mankalah-protocol.ts';
import { REPO_ROOT } from './cli-process.ts';

/** One side of the referee's pipe to a player. */
export interface Player {
  readonly name: string;
  /** Sends one line to the player. */
  deliver(line: string): void;
  /** The player's next line, or `undefined` when none comes within `timeoutMs` or it closed. */
  reply(timeoutMs: number): Promise<string | undefined>;
  /** Ends the player (closes its input); resolves with its exit code (0 for scripts). */
  close(): Promise<number | null>;
}

/** A `kalaha agent --protocol mankalah …` process. */
export class AgentProcess implements Player {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #lines: string[] = [];
  #waiting: ((line: string | undefined) => void) | undefined;
  #buffer = '';
  #closed = false;
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    args: readonly string[] = [],
  ) {
    this.#child = spawn(
      process.execPath,
      ['packages/cli/bin/kalaha.mjs', 'agent', '--protocol', 'mankalah', ...args],
      { cwd: REPO_ROOT, stdio: 'pipe' },
    );
    this.#child.stdin.on('error', () => {});
    this.#child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      this.#buffer += chunk;
      let nl: number;
      while ((nl = this.#buffer.indexOf('\n')) >= 0) {
        this.#push(this.#buffer.slice(0, nl));
        this.#buffer = this.#buffer.slice(nl + 1);
      }
    });
    this.#child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) =>
      this.#child.on('close', (code) => {
        this.#closed = true;
        this.#waiting?.(undefined);
        resolve(code);
      }),
    );
  }

  #push(line: string): void {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting) waiting(line);
    else this.#lines.push(line);
  }

  deliver(line: string): void {
    if (!this.#closed) this.#child.stdin.write(`${line}\n`);
  }

  reply(timeoutMs: number): Promise<string | undefined> {
    const line = this.#lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.#closed) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting = undefined;
        resolve(undefined);
      }, timeoutMs);
      this.#waiting = (l) => {
        clearTimeout(timer);
        resolve(l);
      };
    });
  }

  close(): Promise<number | null> {
    this.#child.stdin.end();
    const timer = setTimeout(() => this.#child.kill(), 10_000);
    return this.exited.finally(() => clearTimeout(timer));
  }
}

/**
 * An in-process player: `answer` is called with every line it receives and returns the lines it
 * sends back (a `ManKalahAgent`'s `receive`, or a hand-written script).
 */
export class ScriptPlayer implements Player {
  readonly #out: string[] = [];
  readonly received: string[] = [];

  constructor(
    readonly name: string,
    private readonly answer: (line: string) => readonly string[],
  ) {}

  deliver(line: string): void {
    this.received.push(line);
    this.#out.push(...this.answer(line));
  }

  reply(): Promise<string | undefined> {
    return Promise.resolve(this.#out.shift());
  }

  close(): Promise<number | null> {
    return Promise.resolve(0);
  }
}

/**
 * A plain opponent written from the protocol document alone, without the rules library or the
 * agent's code: it knows its side from `START`, takes South after its own `SWAP` (which nobody
 * reports) and North after a reported `CHANGE;SWAP`, and sows the first house of its side that
 * the last board shows seeds in. With `swaps` it swaps when it is North and South has made the
 * first move. A check of the agent against another reading of the protocol than its own.
 */
export function protocolOpponent(name: string, swaps: boolean): ScriptPlayer {
  let side: Side = 'south';
  let changes = 0;
  return new ScriptPlayer(name, (line) => {
    const read = parseManKalahLine(line);
    if (!read.ok || read.value.type === 'end') return [];
    const message = read.value;
    if (message.type === 'start') {
      side = message.side;
      return side === 'south' ? ['MOVE;1'] : [];
    }
    changes++;
    if (message.move === 'swap') side = 'north';
    if (message.next !== 'you') return [];
    if (swaps && side === 'north' && changes === 1) {
      side = 'south';
      return ['SWAP'];
    }
    return [`MOVE;${message.board[side].findIndex((seeds) => seeds > 0) + 1}`];
  });
}

/** How a refereed game ended. */
export interface RefereeReport {
  /** Every line, `> ` to a player or `< ` from one, with the player's name: `> A START;South`. */
  readonly transcript: readonly string[];
  /** The final position (sides as the game engine names them). */
  readonly final: Position;
  /** The name of the player on each side at the end (they exchange sides with a swap). */
  readonly seats: Readonly<Record<Side, string>>;
  /** The winner's name, `draw`, or `undefined` when the game was stopped. */
  readonly winner: string | undefined;
  /** Why the game was stopped early: the offending player's name and what he did. */
  readonly fault?: { readonly player: string; readonly why: string };
  /** Each player's response times in ms, one per move it made. */
  readonly responses: Readonly<Record<string, number[]>>;
  /** The moves as the transcript gives them: holes, or `swap`. */
  readonly moves: readonly (number | 'swap')[];
}

/** Options of {@link referee}. */
export interface RefereeOptions {
  /** Longest wait for one move, in ms (default 30 s); a player that takes longer loses. */
  readonly moveTimeoutMs?: number;
  /**
   * Rewrites a CHANGE line before it goes to `player` (tests of bad input): return the line to
   * send, or several lines.
   */
  readonly tamper?: (
    line: string,
    player: string,
    moveNumber: number,
  ) => string | readonly string[];
}

/**
 * Referees one ManKalah game as the real game engine does, by its protocol document (public
 * repository crisbodnar/KalahAI, `doc/protocol.txt` and `doc/Protocol-info.txt`): `south` gets
 * `START;South` and moves first, `north` gets `START;North`; after every move both get
 * `CHANGE;move;board;YOU|OPP|END` (the board as it is after the move, the next player as each of
 * them sees it), except after a swap: only the swapper's opponent hears of it
 * (`CHANGE;SWAP;board;YOU`), the swapper gets nothing. At the end both get `END`, after a
 * `CHANGE;…;END` when the game ended by a move. An illegal or malformed answer, or none in time,
 * stops the game (a loss in the real engine) with `END` to both and no `CHANGE`.
 */
export async function referee(
  south: Player,
  north: Player,
  options: RefereeOptions = {},
): Promise<RefereeReport> {
  const rules = mankalahRules();
  const timeout = options.moveTimeoutMs ?? 30_000;
  const transcript: string[] = [];
  const responses: Record<string, number[]> = { [south.name]: [], [north.name]: [] };
  const seat: Record<Side, Player> = { south, north };
  const moves: (number | 'swap')[] = [];
  const send = (player: Player, line: string): void => {
    transcript.push(`> ${player.name} ${line}`);
    player.deliver(line);
  };
  let position = Position.initial(rules, 'south');
  let fault: RefereeReport['fault'];
  send(south, makeManKalahLine({ type: 'start', side: 'south' }));
  send(north, makeManKalahLine({ type: 'start', side: 'north' }));
  while (!position.isOver) {
    const mover = seat[position.turn];
    const asked = performance.now();
    const line = await mover.reply(timeout);
    responses[mover.name]!.push(performance.now() - asked);
    if (line === undefined) {
      fault = { player: mover.name, why: `no move within ${timeout} ms` };
      break;
    }
    transcript.push(`< ${mover.name} ${line}`);
    const move = parseAgentLine(line);
    const played =
      move === undefined
        ? undefined
        : play(position, move === 'swap' ? SWAP_MOVE : { house: move });
    if (move === undefined || !played?.ok) {
      fault = { player: mover.name, why: `illegal answer '${line}'` };
      break;
    }
    moves.push(move);
    if (move === 'swap') {
      // The swapper was North; he now plays South, his opponent North.
      const other = mover === south ? north : south;
      seat.south = mover;
      seat.north = other;
    }
    position = played.value.position;
    const board = boardOfSetup(position.toSetup());
    for (const side of ['south', 'north'] as const) {
      const player = seat[side];
      if (move === 'swap' && player === mover) continue;
      const next: ManKalahNext = position.isOver ? 'end' : position.turn === side ? 'you' : 'opp';
      const text = makeManKalahLine({ type: 'change', move, board, next });
      const tampered = options.tamper?.(text, player.name, moves.length) ?? text;
      for (const l of typeof tampered === 'string' ? [tampered] : tampered) send(player, l);
    }
  }
  send(south, 'END');
  send(north, 'END');
  const scores = { south: position.store('south'), north: position.store('north') };
  const winner =
    fault !== undefined
      ? undefined
      : scores.south === scores.north
        ? 'draw'
        : seat[scores.south > scores.north ? 'south' : 'north'].name;
  return {
    transcript,
    final: position,
    seats: { south: seat.south.name, north: seat.north.name },
    winner,
    ...(fault ? { fault } : {}),
    responses,
    moves,
  };
}
