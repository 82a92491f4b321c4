import {
  arrange,
  capabilities,
  arrangementsAllowed,
  checkAgreement,
  checkMove,
  giuthiShrink,
  legalMoves,
  makeMatchRecord,
  makeMove,
  matchRecordOf,
  opponent,
  playInMatch,
  SIDES,
  startMatch,
  totalSeeds,
  type Match,
  type GiuthiRuleSet,
  type Move,
  type PerSide,
  type Side,
} from '@kalaha/rules';
import { drawBoard } from '../board-view.ts';
import { explainMove } from '../explain.ts';
import { directionName, quantity, sideName } from '../names.ts';
import type { Player } from '../players/player.ts';
import type { Style } from '../style.ts';
import { commandHelp, parseCommand, parseDirection } from './commands.ts';
import { hintText } from './hint.ts';
import { bottomSide, isHuman, titles, type Seat } from './seats.ts';
import {
  askRematch,
  introLines,
  refusal,
  saveRecord,
  type GameSetup,
  type SessionEnd,
} from './session-common.ts';
import type { Terminal } from './terminal.ts';

/**
 * Plays a Giuthi match (docs/RULES.md 4) in the terminal, between two people, a person and the
 * computer, or two computers: each round on its board (6 houses a side by default, shrinking and
 * growing back between rounds), moves typed as `3ccw` / `3cw` (or the house alone, then the
 * direction asked), a pending further choice prompted in the direction it must take, the
 * computer's moves (with their direction, its further choices too) played and told like a
 * person's, passes and the round's end explained, then the loser's lay-out of his seeds (typed as
 * a pattern such as `3 1 2 1 1`, checked by `arrange`; the computer's chosen by the engine and
 * shown on the board, mirrored on the winner's side), the next round, and the match result.
 * `hint` gives the engine's move with its direction; `undo` takes back one move or lay-out
 * between two people, and against the computer the person's last turn (with its further choices)
 * or lay-out with everything the computer did after it; `save FILE` writes the match record
 * (`makeMatchRecord`), also at the end, where it asks for a rematch.
 */
export function playGiuthiMatch(
  setup: GameSetup,
  terminal: Terminal,
  style: Style,
): Promise<SessionEnd> {
  return new GiuthiSession(setup, terminal, style).run();
}

class GiuthiSession {
  #match: Match;
  /** The match before each move and lay-out so far, for `undo`. */
  readonly #earlier: Match[] = [];
  readonly #players: PerSide<Seat['info']>;
  readonly #titles: PerSide<string>;
  readonly #started = new Date().toISOString();

  constructor(
    private readonly setup: GameSetup,
    private readonly terminal: Terminal,
    private readonly style: Style,
  ) {
    this.#match = startMatch(setup.rules as GiuthiRuleSet, setup.starter);
    this.#players = { south: setup.seats.south.info, north: setup.seats.north.info };
    this.#titles = titles(this.#players);
  }

  async run(): Promise<SessionEnd> {
    this.terminal.print(...introLines(this.setup, this.#players, this.#titles));
    this.terminal.print(this.#roundHeader());
    for (;;) {
      const phase = this.#match.phase;
      if (phase === 'over') break;
      const computer = this.setup.seats[decider(this.#match)].player;
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

  /** The computer moves (its direction chosen by the engine) and the move is told. */
  async #computerMove(computer: Player): Promise<void> {
    // Between two computers nobody else shows the board, so show it before every move.
    if (this.#humans.length === 0) this.#drawBoard();
    const move = await computer.chooseMove(this.#match.position);
    const played = playInMatch(this.#match, move);
    if (!played.ok) {
      throw new Error(`${computer.label} chose an illegal move: ${played.error.message}`);
    }
    this.terminal.print(...explainMove(played.value.events, move));
    this.#advance(played.value.match);
  }

  /** The computer lost the round and lays out its seeds; the board shows them, mirrored. */
  async #computerArrangement(computer: Player): Promise<void> {
    const pattern = await computer.chooseArrangement(this.#match);
    const arranged = arrange(this.#match, pattern);
    if (!arranged.ok) {
      throw new Error(`${computer.label} chose a wrong lay-out: ${arranged.error.message}`);
    }
    this.#laidOut(pattern, arranged.value);
    // Before the computer's first move of the round, a person sees the lay-out on the board.
    if (this.#humans.length > 0) this.#drawBoard();
  }

  /**
   * Goes on to the round laid out by the loser with `pattern` (`next`) and says so:
   * `North lays out 3 1 2 1 1 from his left; South mirrors it, the same from his left.`
   */
  #laidOut(pattern: readonly number[], next: Match): void {
    const loser = this.#match.arranger!;
    this.terminal.print(
      `${sideName(loser)} lays out ${pattern.join(' ')} from his left; ${sideName(opponent(loser))} mirrors it, the same from his left.`,
    );
    this.#advance(next);
  }

  /** `Round 2 on 5 houses a side: North moves first.` */
  #roundHeader(): string {
    const match = this.#match;
    return `Round ${match.rounds.length + 1} on ${match.houses} houses a side: ${sideName(match.first)} moves first.`;
  }

  /** Goes on to `next` (after a move or lay-out from the match now) and says what changed. */
  #advance(next: Match): void {
    const before = this.#match;
    this.#earlier.push(before);
    this.#match = next;
    if (next.rounds.length > before.rounds.length) this.terminal.print(...this.#roundEnd());
    else if (before.phase === 'arranging') this.terminal.print(this.#roundHeader());
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
          const move = command.direction ? command : await this.#withDirection(command.house);
          if (move === 'inputEnded') return this.#inputEnded();
          if (move && this.#play(move)) return undefined;
          break;
        }
        case 'undo':
          if (this.#undo()) return undefined;
          break;
        case 'offer':
          this.terminal.print(checkAgreement(this.#match.position)?.message ?? '');
          break;
        case 'hint':
          this.terminal.print(hintText(this.#match.position));
          break;
        case 'save':
          await this.#save(command.file);
          break;
        case 'help':
          this.terminal.print(...commandHelp(capabilities(this.#match.rules), this.#match.houses));
          break;
        case 'quit':
          return this.#quit();
        case 'invalid':
          this.terminal.print(command.message);
          break;
      }
    }
  }

  /** The move prompt: the moves allowed, in the one direction of a pending further choice. */
  #prompt(): string {
    const position = this.#match.position;
    const moves = legalMoves(position).map(makeMove).join(' ');
    const title = this.#titles[position.turn];
    return position.choice
      ? `${title}, a further choice: choose a house to sow ${directionName(position.choice)} [${moves}] or help: `
      : `${title}, choose a house and a direction [${moves}] or help: `;
  }

  /**
   * The move of `house` typed without a direction: in a further choice the direction it must
   * take; else the direction asked for (an empty answer goes back to the move prompt,
   * `undefined`). A house that cannot be sown either way is refused at once.
   */
  async #withDirection(house: number): Promise<Move | 'inputEnded' | undefined> {
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

  /** Plays `move` and explains it; `false` (with the reason shown) if illegal. */
  #play(move: Move): boolean {
    const position = this.#match.position;
    const played = playInMatch(this.#match, move);
    if (!played.ok) {
      this.terminal.print(refusal(position, move.house, played.error));
      return false;
    }
    this.terminal.print(...explainMove(played.value.events, move));
    this.#advance(played.value.match);
    return true;
  }

  /** What a finished round left: the seeds, its winner, and what happens next. */
  #roundEnd(): string[] {
    const match = this.#match;
    const round = match.rounds.at(-1)!;
    const number = match.rounds.length;
    const seeds = `South ${round.seeds.south} seeds, North ${round.seeds.north}`;
    const lines = [
      `Round ${number} result: ${seeds}: ${round.winner ? `${this.#titles[round.winner]} wins the round` : 'the seeds are equal'}.`,
    ];
    const allowed = arrangementsAllowed(match);
    if (!allowed) return lines;
    const loser = allowed.side;
    const winner = opponent(loser);
    const total = totalSeeds(match.rules);
    const shrink = giuthiShrink(allowed.seeds, total);
    const share = shrink > 0 ? `less than 1/${2 ** shrink}` : 'at least half';
    const size =
      allowed.houses < round.houses
        ? `shrinks from ${round.houses} to ${allowed.houses}`
        : allowed.houses > round.houses
          ? `grows from ${round.houses} to ${allowed.houses}`
          : `stays at ${allowed.houses}`;
    return [
      ...lines,
      `The board ${size} houses a side: ${sideName(loser)} holds ${allowed.seeds} of the ${total} seeds, ${share}.`,
      `${this.#titles[loser]} lost the round, lays out all ${quantity(allowed.seeds, 'seed')} over the ${allowed.houses} houses (at least 1 in each) and moves first; ${this.#titles[winner]} lays out the same pattern and keeps the rest in his store.`,
    ];
  }

  /** Reads the loser's lay-out of his seeds for the next round; the end of the session if he left. */
  async #arrangement(): Promise<SessionEnd | undefined> {
    const allowed = arrangementsAllowed(this.#match)!;
    const example = evenPattern(allowed.seeds, allowed.houses).join(' ');
    for (;;) {
      const line = await this.terminal.ask(
        `${this.#titles[allowed.side]}, lay out your ${allowed.seeds} seeds over houses 1-${allowed.houses} from your left (e.g. ${example}) or help: `,
      );
      if (line === undefined) return this.#inputEnded();
      const text = line.trim();
      if (/^[\d\s,]+$/.test(text)) {
        const pattern = text.split(/[\s,]+/).map(Number);
        const arranged = arrange(this.#match, pattern);
        if (arranged.ok) {
          this.#laidOut(pattern, arranged.value);
          return undefined;
        }
        this.terminal.print(arranged.error.message);
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

  /** Writes the record of the match so far (`matchRecordOf`) to `file`. */
  async #save(file: string): Promise<void> {
    const match = this.#match;
    const ended = match.phase === 'over' ? { ended: new Date().toISOString() } : {};
    const record = matchRecordOf(match, {
      players: this.#players,
      started: this.#started,
      ...ended,
    });
    const moves = match.history.reduce((sum, round) => sum + round.moves.length, 0);
    const what = `the match (${quantity(match.history.length, 'round')}, ${quantity(moves, 'move')})`;
    await saveRecord(this.terminal, file, makeMatchRecord(record), what);
  }

  /**
   * Takes back the last move or lay-out between two people; against the computer, the person's
   * last turn (his move and its further choices) or lay-out, with the computer's replies after
   * it. False when there is nothing of a person's to take back.
   */
  #undo(): boolean {
    const earlier = this.#earlier;
    let at = earlier.findLastIndex((m) => isHuman(this.#players, decider(m)));
    if (at < 0) {
      this.terminal.print('Nothing to undo.');
      return false;
    }
    const sameTurn = (a: Match, b: Match): boolean =>
      a.phase === 'playing' && b.phase === 'playing' && decider(a) === decider(b);
    if (this.#humans.length < 2) {
      while (at > 0 && sameTurn(earlier[at - 1]!, earlier[at]!)) at--;
    }
    // The matches before each step taken back: a lay-out from `arranging`, else a move.
    const taken = earlier.splice(at);
    this.#match = taken[0]!;
    const layouts = taken.filter((m) => m.phase === 'arranging').length;
    const moves = taken.length - layouts;
    if (taken.length === 1) {
      this.terminal.print(`Took back the last ${layouts ? 'lay-out' : 'move'}.`);
    } else {
      const parts = [moves && quantity(moves, 'move'), layouts && quantity(layouts, 'lay-out')];
      this.terminal.print(`Took back ${parts.filter(Boolean).join(' and ')}.`);
    }
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

  /** The match result (docs/RULES.md 4): the winner, the seeds, why it ended, and the rounds. */
  #resultLines(): string[] {
    const result = this.#match.result!;
    const { south, north } = result.seeds;
    const score = `${Math.max(south, north)} to ${Math.min(south, north)} seeds`;
    const head = result.winner
      ? `Result: ${this.#titles[result.winner]} wins the match, ${score}.`
      : `Result: a draw, ${score}.`;
    const loser = result.winner && opponent(result.winner);
    const why = {
      cannotFill: `${sideName(loser ?? 'south')} cannot put one seed in each of the next round's ${this.#match.houses} houses`,
      allSeeds: `${sideName(result.winner ?? 'south')} holds every seed`,
      equalSeeds: 'the last round left both players equal seeds',
      singleRound: 'it was played as a single round (rounds=false)',
    }[result.reason];
    const rounds = this.#match.rounds.map(
      (r, i) =>
        `  Round ${i + 1}: ${r.houses} houses a side, South ${r.seeds.south} seeds, North ${r.seeds.north}.`,
    );
    return [head, `The match ended because ${why}.`, ...rounds];
  }
}

/** The side whose decision the match waits for: the arranger, else the player to move. */
function decider(match: Match): Side {
  return match.arranger ?? match.position.turn;
}

/** `seeds` spread as evenly as possible over `houses` houses, the larger counts first. */
function evenPattern(seeds: number, houses: number): number[] {
  const base = Math.floor(seeds / houses);
  return Array.from({ length: houses }, (_, i) => base + (i < seeds % houses ? 1 : 0));
}
