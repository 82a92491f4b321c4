import {
  legalMoves,
  opponent,
  play,
  Position,
  SWAP_MOVE,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import {
  boardOfSetup,
  boardText,
  makeAgentLine,
  parseManKalahLine,
  setupOfBoard,
  type ManKalahBoard,
} from './mankalah-protocol.ts';

/**
 * The agent's decision in a position where it is to move: a house (1..m) of the side to move, or
 * the swap, which {@link MoveChooser} is asked for only where the pie rule offers it.
 */
export type AgentChoice = number | 'swap';

/** Chooses the agent's moves: the engine in the `kalaha agent` command, anything in tests. */
export interface MoveChooser {
  /**
   * The move in `position` (a game in progress, the agent to move; `position.pie === 'offered'`
   * when the swap may be chosen), thinking at most about `timeMs` milliseconds.
   */
  choose(position: Position, timeMs: number): AgentChoice;
}

/** What the agent does with one line: the lines to send back, and whether the game is over. */
export interface AgentStep {
  readonly send: readonly string[];
  readonly done: boolean;
}

/** The agent's settings. */
export interface ManKalahAgentOptions {
  /** The rules: Kalah 7×7 with the pie rule (see `mankalahRules`). */
  readonly rules: RuleSet;
  readonly chooser: MoveChooser;
  /** The milliseconds to think about the next move, given the budget used so far (ms). */
  readonly timeFor: (usedMs: number) => number;
  /** Writes one line to the log (standard error). */
  readonly log: (line: string) => void;
}

/**
 * A ManKalah agent as a state machine over lines (issue 7): it tracks the game in a rules-library
 * position (sides as the game engine names them) and answers when a `CHANGE` says `YOU`. It knows
 * its side from `START` and the pie rule, as the game engine's protocol document has it (public
 * repository crisbodnar/KalahAI, `doc/protocol.txt`): after its own `SWAP` it plays South, and the
 * engine tells only the opponent (`CHANGE;SWAP;…;YOU`), never the swapper; after the opponent's
 * `CHANGE;SWAP` it plays North. Each `CHANGE` is checked against the tracked position: a board, a
 * move or a next player that does not follow is an error, logged with both boards, after which
 * the agent goes on from the engine's board (its side stays what the protocol made it). It never
 * throws on a line: anything unexpected is logged and ignored.
 */
export class ManKalahAgent {
  #side: Side | undefined;
  #position: Position;
  #usedMs = 0;

  constructor(readonly options: ManKalahAgentOptions) {
    this.#position = Position.initial(options.rules, 'south');
  }

  /** The side the agent plays now (it changes with a swap); `undefined` before `START`. */
  get side(): Side | undefined {
    return this.#side;
  }

  /** The position the agent tracks. */
  get position(): Position {
    return this.#position;
  }

  /** Thinking time spent so far in this game, in milliseconds. */
  get usedMs(): number {
    return this.#usedMs;
  }

  /** Handles one line from the game engine. */
  receive(line: string): AgentStep {
    const read = parseManKalahLine(line);
    if (!read.ok) {
      if (line.trim() !== '') this.options.log(`ignored: ${read.error.message}`);
      return { send: [], done: false };
    }
    const message = read.value;
    switch (message.type) {
      case 'end':
        return { send: [], done: true };
      case 'start':
        if (this.#side !== undefined) {
          this.options.log(`ignored: a second START in one game`);
          return { send: [], done: false };
        }
        this.#side = message.side;
        this.#position = Position.initial(this.options.rules, 'south');
        return { send: message.side === 'south' ? [this.#move()] : [], done: false };
      case 'change': {
        if (this.#side === undefined) {
          this.options.log('ignored: CHANGE before START');
          return { send: [], done: false };
        }
        this.#apply(message.move, message.board, message.next);
        return { send: message.next === 'you' ? [this.#move()] : [], done: false };
      }
    }
  }

  /** Plays the reported move on the tracked position, then checks the board against the message. */
  #apply(move: number | 'swap', board: ManKalahBoard, next: 'you' | 'opp' | 'end'): void {
    const before = this.#position;
    const mover = before.turn;
    const played = play(before, move === 'swap' ? SWAP_MOVE : { house: move });
    if (played.ok) {
      this.#position = played.value.position;
      // Only the opponent's swap is reported: the agent was South and now plays North.
      if (move === 'swap') this.#side = opponent(this.#side!);
    } else {
      this.options.log(
        `error: the reported ${move === 'swap' ? 'swap' : `move ${move} of ${mover}`} is not legal here (${played.error.message}): ignored`,
      );
    }
    const turn: Side =
      next === 'you' ? this.#side! : next === 'opp' ? opponent(this.#side!) : this.#position.turn;
    const tracked = this.#position;
    const trackedBoard = boardOfSetup(tracked.toSetup());
    const same =
      boardText(trackedBoard) === boardText(board) &&
      (next === 'end' ? tracked.isOver : !tracked.isOver && tracked.turn === turn);
    if (same) return;
    const resynced = Position.fromSetup(this.options.rules, {
      ...setupOfBoard(board, turn),
      ...(tracked.pie && !tracked.isOver ? { pie: tracked.pie } : {}),
    });
    const what =
      `the engine's board ${boardText(board)} with ${next === 'end' ? 'the game over' : `${turn} to move`}` +
      ` differs from the tracked ${boardText(trackedBoard)} with ${tracked.isOver ? 'the game over' : `${tracked.turn} to move`}`;
    if (!resynced.ok) {
      this.options.log(
        `error: ${what}, and is not a position (${resynced.error.message}): keeping the tracked one`,
      );
      return;
    }
    this.options.log(`error: ${what}: going on from the engine's board as ${this.#side}`);
    this.#position = resynced.value;
  }

  /** Chooses and writes the agent's move, counting the time against the budget. */
  #move(): string {
    let position = this.#position;
    const side = this.#side ?? 'south';
    if (position.isOver || position.turn !== side) {
      this.options.log(
        `error: asked to move, but the tracked position has ${position.isOver ? 'ended' : `${position.turn} to move`}: moving for ${side} anyway`,
      );
      const turned = Position.fromSetup(this.options.rules, {
        ...position.toSetup(),
        turn: side,
        pie: undefined,
      });
      if (turned.ok && !turned.value.isOver && turned.value.turn === side) position = turned.value;
    }
    const started = performance.now();
    const legal = legalMoves(position);
    let choice: AgentChoice;
    if (legal.length === 0 || position.turn !== side) {
      // Nothing legal in the tracked position: the first non-empty house of the agent's side.
      const houses = position.houses(side);
      choice = Math.max(1, houses.findIndex((s) => s > 0) + 1);
    } else {
      choice = this.options.chooser.choose(position, this.options.timeFor(this.#usedMs));
    }
    this.#usedMs += performance.now() - started;
    if (choice === 'swap') this.#swapped();
    return makeAgentLine(choice);
  }

  /**
   * Takes the agent's own swap into the tracked game: the game engine does not report it (only
   * the opponent hears `CHANGE;SWAP`), so the agent plays South from here on.
   */
  #swapped(): void {
    const swapped = play(this.#position, SWAP_MOVE);
    if (!swapped.ok) {
      this.options.log(`error: the swap chosen is not legal here (${swapped.error.message})`);
      return;
    }
    this.#position = swapped.value.position;
    this.#side = opponent(this.#side!);
  }
}
