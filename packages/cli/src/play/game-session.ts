import { writeFile } from 'node:fs/promises';
import {
  legalMoves,
  makeRecord,
  outcome,
  Position,
  SIDES,
  type MoveError,
  type PerSide,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { explainMove, explainResult } from '../explain.ts';
import { quantity, sideName } from '../names.ts';
import type { Player } from '../players/player.ts';
import type { Style } from '../style.ts';
import { commandHelp, parseCommand } from './commands.ts';
import { hintText } from './hint.ts';
import { GameHistory } from './history.ts';
import { gameRecord } from './record.ts';
import { bottomSide, isHuman, titles, type Seat } from './seats.ts';
import type { Terminal } from './terminal.ts';

/** One game to play: the rules, who sits where and who moves first. */
export interface GameSetup {
  readonly rules: RuleSet;
  /** The rule set named for the screen (see `rulesTitle`). */
  readonly rulesTitle: string;
  readonly seats: PerSide<Seat>;
  /** The side that moves first. */
  readonly starter: Side;
  /** True when the starter was drawn by lot (RULES.md 0: the rulebooks draw lots). */
  readonly drawn: boolean;
}

/**
 * How a game session ended: the players asked for a `rematch`; the game was `finished` and no
 * rematch wanted; a human chose to `quit`; or the input ended (`inputEnded`) during the game.
 */
export type SessionEnd = 'rematch' | 'finished' | 'quit' | 'inputEnded';

/** The question asked at the end of a game. */
const REMATCH_QUESTION = 'Rematch with sides swapped? [y/N] ';

/**
 * Plays one game in the terminal: draws the board from the mover's view, reads the humans' moves
 * and commands (house number, `undo`, `hint`, `save FILE`, `help`, `quit`), lets the computers move,
 * explains every move, and at the end shows the result and asks for a rematch (where `save FILE`
 * also works, to keep the finished game).
 */
export function playGame(setup: GameSetup, terminal: Terminal, style: Style): Promise<SessionEnd> {
  return new GameSession(setup, terminal, style).run();
}

class GameSession {
  readonly #history: GameHistory;
  readonly #players: PerSide<Seat['info']>;
  readonly #titles: PerSide<string>;
  readonly #started = new Date().toISOString();

  constructor(
    private readonly setup: GameSetup,
    private readonly terminal: Terminal,
    private readonly style: Style,
  ) {
    this.#history = new GameHistory(Position.initial(setup.rules, setup.starter));
    this.#players = { south: setup.seats.south.info, north: setup.seats.north.info };
    this.#titles = titles(this.#players);
  }

  async run(): Promise<SessionEnd> {
    this.#intro();
    while (!this.#position.isOver) {
      const computer = this.setup.seats[this.#position.turn].player;
      if (computer) {
        await this.#computerMove(computer);
      } else {
        const left = await this.#humanTurn();
        if (left) return left;
      }
    }
    this.#drawBoard();
    const result = outcome(this.#position);
    if (result) this.terminal.print(...explainResult(result, this.#titles));
    return this.#askRematch();
  }

  get #position(): Position {
    return this.#history.position;
  }

  get #humans(): Side[] {
    return SIDES.filter((side) => isHuman(this.#players, side));
  }

  #intro(): void {
    const { setup } = this;
    const who = (side: Side): string => `${this.#titles[side]}, ${this.#players[side].kind}`;
    this.terminal.print(
      `Rules: ${setup.rulesTitle}`,
      `Players: ${who('south')}; ${who('north')}`,
      `${sideName(setup.starter)} starts${setup.drawn ? ' (drawn by lot)' : ''}.`,
    );
    if (this.#humans.length > 0) {
      this.terminal.print('Type a house number to sow it, or help for the commands.');
    }
  }

  #drawBoard(): void {
    const bottom = bottomSide(this.#players, this.#position.turn);
    this.terminal.print(
      '',
      ...drawBoard(this.#position, { bottom, titles: this.#titles, style: this.style }),
      '',
    );
  }

  async #computerMove(computer: Player): Promise<void> {
    // Between two computers nobody else shows the board, so show it before every move.
    if (this.#humans.length === 0) this.#drawBoard();
    const move = await computer.chooseMove(this.#position);
    const played = this.#history.play(move);
    if (!played.ok)
      throw new Error(`${computer.label} chose an illegal move: ${played.error.message}`);
    this.terminal.print(...explainMove(played.value.events));
  }

  /** Plays `house` for the human to move and explains it; `false` (with the reason shown) if illegal. */
  #play(house: number): boolean {
    const played = this.#history.play({ house });
    if (!played.ok) {
      this.terminal.print(refusal(this.#position, house, played.error));
      return false;
    }
    this.terminal.print(...explainMove(played.value.events));
    return true;
  }

  /** Reads commands until the human to move has moved; the end of the session if he left. */
  async #humanTurn(): Promise<SessionEnd | undefined> {
    this.#drawBoard();
    for (;;) {
      const line = await this.terminal.ask(this.#prompt());
      if (line === undefined) {
        this.terminal.print('Input ended: the game was left unfinished.');
        return 'inputEnded';
      }
      const command = parseCommand(line);
      switch (command.kind) {
        case 'move':
          if (this.#play(command.house)) return undefined;
          break;
        case 'undo':
          if (this.#undo()) return undefined;
          break;
        case 'hint':
          this.terminal.print(hintText(this.#position));
          break;
        case 'save':
          await this.#save(command.file);
          break;
        case 'help':
          this.terminal.print(...commandHelp(this.#position.houseCount));
          break;
        case 'quit':
          this.terminal.print('You left the game; it was left unfinished.');
          return 'quit';
        case 'invalid':
          this.terminal.print(command.message);
          break;
      }
    }
  }

  #prompt(): string {
    const houses = legalMoves(this.#position).map((m) => m.house);
    return `${this.#titles[this.#position.turn]}, choose a house [${houses.join(' ')}] or help: `;
  }

  /**
   * Takes back one move between two humans; against the computer, the human's last turn and the
   * computer's replies. False when there is nothing to take back.
   */
  #undo(): boolean {
    const count =
      this.#humans.length === 2
        ? this.#history.undoMove()
        : this.#history.undoTurn((side) => isHuman(this.#players, side));
    this.terminal.print(count === 0 ? 'Nothing to undo.' : `Took back ${quantity(count, 'move')}.`);
    return count > 0;
  }

  async #save(file: string): Promise<void> {
    const record = gameRecord(this.#history, this.#players, this.#started);
    try {
      await writeFile(file, makeRecord(record));
      this.terminal.print(`Saved the game (${quantity(record.moves.length, 'move')}) to ${file}.`);
    } catch (error) {
      this.terminal.print(`Could not save to ${file}: ${(error as Error).message}`);
    }
  }

  async #askRematch(): Promise<SessionEnd> {
    for (;;) {
      const answer = await this.terminal.ask(REMATCH_QUESTION);
      const command = answer === undefined ? undefined : parseCommand(answer);
      if (command?.kind === 'save') {
        await this.#save(command.file);
        continue;
      }
      return answer !== undefined && /^y(es)?$/i.test(answer.trim()) ? 'rematch' : 'finished';
    }
  }
}

/** Why a house cannot be played, in the words of the prompt. */
function refusal(position: Position, house: number, error: MoveError): string {
  switch (error.code) {
    case 'ERR_NO_SUCH_HOUSE':
      return `house ${house} does not exist: choose 1-${position.houseCount}`;
    case 'ERR_EMPTY_HOUSE': {
      const houses = legalMoves(position).map((m) => m.house);
      return `house ${house} is empty: choose ${houses.join(', ')}`;
    }
    default:
      return error.message;
  }
}
