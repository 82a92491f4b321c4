import {
  capabilities,
  checkAgreement,
  legalMoves,
  makeRecord,
  opponent,
  outcome,
  Position,
  SIDES,
  type Move,
  type PerSide,
  type Side,
} from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { explainMove, explainResult } from '../explain.ts';
import { quantity } from '../names.ts';
import type { Player } from '../players/player.ts';
import type { Style } from '../style.ts';
import { commandHelp, parseCommand } from './commands.ts';
import { hintText } from './hint.ts';
import { GameHistory } from './history.ts';
import { gameRecord } from './record.ts';
import { bottomSide, isHuman, titles, type Seat } from './seats.ts';
import {
  askRematch,
  introLines,
  isYes,
  refusal,
  saveRecord,
  type GameSetup,
  type SessionEnd,
} from './session-common.ts';
import type { Terminal } from './terminal.ts';

/**
 * Plays one game of the Kalaha family, Wari, Oware or Obridjie (docs/RULES.md 1-3) in the terminal:
 * draws the board from the mover's view, reads the humans' moves and commands (house number,
 * `undo`, `hint`, `offer` in Wari and Obridjie, `save FILE`, `help`, `quit`), lets the computers
 * move, explains every move, and at the end shows the result and asks for a rematch (where
 * `save FILE` also works, to keep the finished game). Giuthi's matches are `playGiuthiMatch`'s.
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
    this.terminal.print(...introLines(this.setup, this.#players, this.#titles));
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

  /** Plays `move` for the human to move and explains it; `false` (with the reason shown) if illegal. */
  #play(move: Move): boolean {
    const played = this.#history.play(move);
    if (!played.ok) {
      this.terminal.print(refusal(this.#position, move.house, played.error));
      return false;
    }
    this.terminal.print(...explainMove(played.value.events));
    return true;
  }

  /**
   * The human to move offers to end the game by agreement (docs/RULES.md 2, Wari and Obridjie): the
   * computer answers as `answerEndOffer` decides, another human answers y or n. True when the
   * game ended.
   */
  async #offer(): Promise<boolean> {
    const refused = checkAgreement(this.#position);
    if (refused) {
      this.terminal.print(refused.message);
      return false;
    }
    const offerer = this.#position.turn;
    const other = opponent(offerer);
    const computer = this.setup.seats[other].player;
    let accept: boolean;
    if (computer) {
      const answer = computer.answerEndOffer(this.#position, other);
      accept = answer.accept;
      const ending = `ending now leaves it ${signedSeeds(answer.ending)}`;
      const playing = `playing on it expects ${signedSeeds(answer.playingOn)}`;
      this.terminal.print(
        accept
          ? `${this.#titles[other]} accepts: ${ending}; ${playing}.`
          : `${this.#titles[other]} declines: ${ending}; ${playing}.`,
      );
    } else {
      accept = isYes(
        await this.terminal.ask(
          `${this.#titles[other]}, ${this.#titles[offerer]} offers to end the game, the seeds left going as the rules say. Agree? [y/n] `,
        ),
      );
      if (!accept) this.terminal.print(`${this.#titles[other]} declines: play on.`);
    }
    if (!accept) return false;
    const agreed = this.#history.agree();
    if (!agreed.ok) throw new Error(`the agreed end failed: ${agreed.error.message}`);
    this.terminal.print(...explainMove(agreed.value.events));
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
          if (this.#play(command)) return undefined;
          break;
        case 'offer':
          if (await this.#offer()) return undefined;
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
          this.terminal.print(
            ...commandHelp(capabilities(this.setup.rules), this.#position.houseCount),
          );
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
    const what = `the game (${quantity(record.moves.length, 'move')})`;
    await saveRecord(this.terminal, file, makeRecord(record), what);
  }

  #askRematch(): Promise<SessionEnd> {
    return askRematch(this.terminal, (file) => this.#save(file));
  }
}

/** Seeds from a player's view: `3 seeds ahead`, `2 seeds behind`, `level`. */
function signedSeeds(seeds: number): string {
  if (seeds === 0) return 'level';
  return `${quantity(Math.abs(seeds), 'seed')} ${seeds > 0 ? 'ahead' : 'behind'}`;
}
