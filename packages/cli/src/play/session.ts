import type { Position } from '@kalaha/rules';
import {
  act,
  actor,
  capabilities,
  checkAgreement,
  checkMove,
  legalActions,
  makeMove,
  opponent,
  outcome,
  SIDES,
  startMatch,
  type Action,
  type Capabilities,
  type Match,
  type Move,
  type PerSide,
  type Side,
} from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { explainMove, explainResult } from '../explain.ts';
import { directionName, quantity } from '../names.ts';
import type { Player } from '../players/player.ts';
import type { Style } from '../style.ts';
import { commandHelp, parseCommand, parseDirection } from './commands.ts';
import { hintText } from './hint.ts';
import {
  evenPattern,
  layoutLine,
  matchResultLines,
  roundEndLines,
  roundHeader,
} from './match-text.ts';
import { recordOf } from './record.ts';
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
 * Plays one game of any rule set in the terminal, between two people, a person and the computer,
 * or two computers, as the rules library's match (`legalActions`, `act`): draws the board from the
 * mover's view, reads the people's moves and commands (`undo`, `hint`, `offer` where the game can
 * be ended by agreement, `save FILE`, `help`, `quit`), lets the computers act, explains every move,
 * and at the end shows the result and asks for a rematch (where `save FILE` also works).
 *
 * What the game can do decides the rest (`capabilities`): where moves have directions (Giuthi,
 * docs/RULES.md 4) they are typed `3ccw` / `3cw` (or the house alone, then the direction asked),
 * and a pending further choice is prompted in the direction it must take; where the game has
 * rounds each round is announced and its end explained, the loser lays out his seeds (typed as a
 * pattern such as `3 1 2 1 1`; the computer's chosen by the engine and shown mirrored on the
 * board), and the record saved is the match's. `undo` takes back one move or lay-out between two
 * people, and against the computer the person's last turn (extra turns and further choices
 * included) or lay-out with everything the computer did after it.
 */
export function playSession(
  setup: GameSetup,
  terminal: Terminal,
  style: Style,
): Promise<SessionEnd> {
  return new Session(setup, terminal, style).run();
}

class Session {
  #match: Match;
  /** The match before each action so far, for `undo`. */
  readonly #earlier: Match[] = [];
  readonly #start: Position;
  readonly #can: Capabilities;
  readonly #players: PerSide<Seat['info']>;
  readonly #titles: PerSide<string>;
  readonly #started = new Date().toISOString();

  constructor(
    private readonly setup: GameSetup,
    private readonly terminal: Terminal,
    private readonly style: Style,
  ) {
    this.#match = startMatch(setup.rules, setup.starter);
    this.#start = this.#match.position;
    this.#can = capabilities(setup.rules);
    this.#players = { south: setup.seats.south.info, north: setup.seats.north.info };
    this.#titles = titles(this.#players);
  }

  async run(): Promise<SessionEnd> {
    this.terminal.print(...introLines(this.setup, this.#players, this.#titles));
    if (this.#can.hasRounds) this.terminal.print(roundHeader(this.#match));
    for (;;) {
      const phase = this.#match.phase;
      if (phase === 'over') break;
      const computer = this.setup.seats[actor(this.#match)].player;
      if (computer) {
        await (phase === 'arranging'
          ? this.#computerArrangement(computer)
          : this.#computerMove(computer));
        continue;
      }
      const left = phase === 'arranging' ? await this.#arrangement() : await this.#turn();
      if (left) return left;
    }
    this.#drawBoard();
    this.terminal.print(...this.#resultLines());
    return askRematch(this.terminal, (file) => this.#save(file));
  }

  #drawBoard(): void {
    const position = this.#match.position;
    const bottom = bottomSide(this.#players, position.turn);
    this.terminal.print(
      '',
      ...drawBoard(position, { bottom, titles: this.#titles, style: this.style }),
      '',
    );
  }

  get #humans(): Side[] {
    return SIDES.filter((side) => isHuman(this.#players, side));
  }

  /** The computer moves (a direction chosen by the engine where moves have one), told as a person's. */
  async #computerMove(computer: Player): Promise<void> {
    // Between two computers nobody else shows the board, so show it before every move.
    if (this.#humans.length === 0) this.#drawBoard();
    const move = await computer.chooseMove(this.#match.position);
    const played = act(this.#match, { kind: 'move', move });
    if (!played.ok) {
      throw new Error(`${computer.label} chose an illegal move: ${played.error.message}`);
    }
    this.terminal.print(...explainMove(played.value.events, move));
    this.#advance(played.value.match);
  }

  /** The computer lost the round and lays out its seeds; the board shows them, mirrored. */
  async #computerArrangement(computer: Player): Promise<void> {
    const pattern = await computer.chooseArrangement(this.#match);
    const refused = this.#layOut(pattern);
    if (refused) throw new Error(`${computer.label} chose a wrong lay-out: ${refused}`);
    // Before the computer's first move of the round, a person sees the lay-out on the board.
    if (this.#humans.length > 0) this.#drawBoard();
  }

  /** Lays out `pattern` for the loser and says so; why not, if the rules refuse it. */
  #layOut(pattern: readonly number[]): string | undefined {
    const arranged = this.#do({ kind: 'arrange', pattern });
    return arranged.ok ? undefined : arranged.error;
  }

  /**
   * Does `action` and says what changed: the move explained, a lay-out told, a round's end and
   * the next round's start where the game has rounds.
   */
  #do(action: Action): { readonly ok: true } | { readonly ok: false; readonly error: string } {
    const before = this.#match;
    const done = act(before, action);
    if (!done.ok) {
      const house = action.kind === 'move' ? action.move.house : 0;
      return { ok: false, error: refusal(before.position, house, done.error) };
    }
    if (action.kind === 'move') {
      this.terminal.print(...explainMove(done.value.events, action.move));
    } else if (action.kind === 'arrange') {
      this.terminal.print(layoutLine(before.arranger!, action.pattern));
    } else {
      this.terminal.print(...explainMove(done.value.events));
    }
    this.#advance(done.value.match);
    return { ok: true };
  }

  /** Goes on to `next` (after an action on the match now) and says where a round ended or began. */
  #advance(next: Match): void {
    const before = this.#match;
    this.#earlier.push(before);
    this.#match = next;
    if (!this.#can.hasRounds) return;
    if (next.rounds.length > before.rounds.length) {
      this.terminal.print(...roundEndLines(next, this.#titles));
    } else if (before.phase === 'arranging') this.terminal.print(roundHeader(next));
  }

  /** Reads commands until the person to move has moved; the end of the session if he left. */
  async #turn(): Promise<SessionEnd | undefined> {
    this.#drawBoard();
    for (;;) {
      const line = await this.terminal.ask(this.#prompt());
      if (line === undefined) return this.#inputEnded();
      const command = parseCommand(line);
      switch (command.kind) {
        case 'move': {
          const move = await this.#completed(command);
          if (move === 'inputEnded') return this.#inputEnded();
          if (move && this.#play(move)) return undefined;
          break;
        }
        case 'offer':
          if (await this.#offer()) return undefined;
          break;
        case 'undo':
          if (this.#undo()) return undefined;
          break;
        case 'hint':
          this.terminal.print(hintText(this.#match.position));
          break;
        case 'save':
          await this.#save(command.file);
          break;
        case 'help':
          this.terminal.print(...commandHelp(this.#can, this.#match.position.houseCount));
          break;
        case 'quit':
          return this.#quit();
        case 'invalid':
          this.terminal.print(command.message);
          break;
      }
    }
  }

  /**
   * The move prompt: the moves allowed (house numbers; with their directions where moves have
   * one, in the one direction of a pending further choice).
   */
  #prompt(): string {
    const { moves } = legalActions(this.#match);
    const position = this.#match.position;
    const title = this.#titles[position.turn];
    if (!this.#can.hasDirections) {
      return `${title}, choose a house [${moves.map((m) => m.house).join(' ')}] or help: `;
    }
    const listed = moves.map(makeMove).join(' ');
    return position.choice
      ? `${title}, a further choice: choose a house to sow ${directionName(position.choice)} [${listed}] or help: `
      : `${title}, choose a house and a direction [${listed}] or help: `;
  }

  /**
   * The move typed, with its direction where moves have one: as typed; in a further choice the
   * direction it must take; else the direction asked for (an empty answer goes back to the move
   * prompt, `undefined`). A house that cannot be sown either way is refused at once.
   */
  async #completed(move: Move): Promise<Move | 'inputEnded' | undefined> {
    if (!this.#can.hasDirections || move.direction) return move;
    const { house } = move;
    const position = this.#match.position;
    if (position.choice) return { house, direction: position.choice };
    const refused = checkMove(position, { house, direction: 'ccw' });
    if (refused && checkMove(position, { house, direction: 'cw' })) {
      this.terminal.print(refusal(position, house, refused));
      return undefined;
    }
    for (;;) {
      const answer = await this.terminal.ask(
        `Sow house ${house} counter-clockwise (ccw) or clockwise (cw)? `,
      );
      if (answer === undefined) return 'inputEnded';
      if (answer.trim() === '') return undefined;
      const direction = parseDirection(answer);
      if (direction) return { house, direction };
      this.terminal.print(
        `'${answer.trim()}' is not a direction: type ccw (counter-clockwise) or cw (clockwise), or nothing to choose another house`,
      );
    }
  }

  /** Plays `move` for the person to move and explains it; false (with the reason shown) if illegal. */
  #play(move: Move): boolean {
    const played = this.#do({ kind: 'move', move });
    if (!played.ok) this.terminal.print(played.error);
    return played.ok;
  }

  /**
   * The person to move offers to end the game by agreement (`canOfferEnd`: Wari and Obridjie,
   * docs/RULES.md 2, 3): the computer answers as `answerEndOffer` decides, another person answers
   * y or n. True when the game ended.
   */
  async #offer(): Promise<boolean> {
    const position = this.#match.position;
    const refused = checkAgreement(position);
    if (refused) {
      this.terminal.print(refused.message);
      return false;
    }
    const offerer = position.turn;
    const other = opponent(offerer);
    const computer = this.setup.seats[other].player;
    let accept: boolean;
    if (computer) {
      const answer = computer.answerEndOffer(position, other);
      accept = answer.accept;
      const ending = `ending now leaves it ${signedSeeds(answer.ending)}`;
      const playing = `playing on it expects ${signedSeeds(answer.playingOn)}`;
      this.terminal.print(
        `${this.#titles[other]} ${accept ? 'accepts' : 'declines'}: ${ending}; ${playing}.`,
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
    const agreed = this.#do({ kind: 'agree' });
    if (!agreed.ok) throw new Error(`the agreed end failed: ${agreed.error}`);
    return true;
  }

  /** Reads the loser's lay-out of his seeds for the next round; the end of the session if he left. */
  async #arrangement(): Promise<SessionEnd | undefined> {
    const allowed = legalActions(this.#match).arrangement!;
    const example = evenPattern(allowed.seeds, allowed.houses).join(' ');
    for (;;) {
      const line = await this.terminal.ask(
        `${this.#titles[allowed.side]}, lay out your ${allowed.seeds} seeds over houses 1-${allowed.houses} from your left (e.g. ${example}) or help: `,
      );
      if (line === undefined) return this.#inputEnded();
      const text = line.trim();
      if (/^[\d\s,]+$/.test(text)) {
        const refused = this.#layOut(text.split(/[\s,]+/).map(Number));
        if (!refused) return undefined;
        this.terminal.print(refused);
        continue;
      }
      const command = parseCommand(text);
      switch (command.kind) {
        case 'undo':
          if (this.#undo()) return undefined;
          break;
        case 'save':
          await this.#save(command.file);
          break;
        case 'quit':
          return this.#quit();
        case 'help':
          this.terminal.print(
            `Type ${allowed.houses} whole numbers, the seeds for each house from your left, at least 1 each, ${allowed.seeds} in all (e.g. ${example}); the other player lays out the same pattern.`,
            `  undo       ${this.#humans.length === 2 ? 'take back the last move' : "take back your last turn or lay-out and the computer's replies"}`,
            '  save FILE  write the match record (JSON) to FILE',
            '  quit       leave the game',
          );
          break;
        default:
          this.terminal.print(
            `'${text}' is not a lay-out: type ${allowed.houses} numbers of seeds, one for each house, e.g. ${example}`,
          );
      }
    }
  }

  /** Writes the record so far (the match's where the game has rounds, else the game's) to `file`. */
  async #save(file: string): Promise<void> {
    const { text, what } = recordOf(
      this.#match,
      this.#start,
      this.#can.hasRounds,
      this.#players,
      this.#started,
    );
    await saveRecord(this.terminal, file, text, what);
  }

  /**
   * Takes back the last move or lay-out between two people; against the computer, the person's
   * last turn (his moves in a row: extra turns, further choices) or lay-out, with the computer's
   * replies after it. False when there is nothing of a person's to take back.
   */
  #undo(): boolean {
    const earlier = this.#earlier;
    let at = earlier.findLastIndex((m) => isHuman(this.#players, actor(m)));
    if (at < 0) {
      this.terminal.print('Nothing to undo.');
      return false;
    }
    const sameTurn = (a: Match, b: Match): boolean =>
      a.phase === 'playing' && b.phase === 'playing' && actor(a) === actor(b);
    if (this.#humans.length < 2) {
      while (at > 0 && sameTurn(earlier[at - 1]!, earlier[at]!)) at--;
    }
    // The matches before each action taken back: a lay-out from `arranging`, else a move.
    const taken = earlier.splice(at);
    this.#match = taken[0]!;
    const layouts = taken.filter((m) => m.phase === 'arranging').length;
    const moves = taken.length - layouts;
    const parts = [moves && quantity(moves, 'move'), layouts && quantity(layouts, 'lay-out')];
    this.terminal.print(`Took back ${parts.filter(Boolean).join(' and ')}.`);
    return true;
  }

  #quit(): SessionEnd {
    this.terminal.print('You left the game; it was left unfinished.');
    return 'quit';
  }

  #inputEnded(): SessionEnd {
    this.terminal.print('Input ended: the game was left unfinished.');
    return 'inputEnded';
  }

  /** The result: the match's where the game has rounds, else the game's (`outcome`). */
  #resultLines(): string[] {
    if (this.#can.hasRounds) return matchResultLines(this.#match, this.#titles);
    const result = outcome(this.#match.position);
    return result ? explainResult(result, this.#titles) : [];
  }
}

/** Seeds from a player's view: `3 seeds ahead`, `2 seeds behind`, `level`. */
function signedSeeds(seeds: number): string {
  if (seeds === 0) return 'level';
  return `${quantity(Math.abs(seeds), 'seed')} ${seeds > 0 ? 'ahead' : 'behind'}`;
}
