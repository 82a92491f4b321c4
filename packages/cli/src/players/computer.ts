import { legalMoves, type Move, type Position } from '@kalaha/rules';
import type { Random } from '../random.ts';
import { levelSettings, STRONGEST_LEVEL, type Level } from './levels.ts';
import type { Player } from './player.ts';
import { search, type SearchResult } from './search.ts';

/**
 * The computer player of the `kalaha` command: an alpha-beta search to the depth of its level
 * (`levels.ts`), choosing at random among equally good moves, and at the weak levels sometimes
 * playing a random legal move instead, on purpose.
 */
export class ComputerPlayer implements Player {
  readonly label: string;
  readonly #settings: Level;

  /**
   * @param level 1..5 (see `levels.ts`); another number throws a RangeError.
   * @param random the source of the player's choices; seed it to repeat a game.
   */
  constructor(
    readonly level: number,
    private readonly random: Random,
  ) {
    this.#settings = levelSettings(level);
    this.label = `Computer level ${level}`;
  }

  /** Chooses a legal move in `position` (a game in progress with this player to move). */
  chooseMove(position: Position): Promise<Move> {
    const { depth, noise } = this.#settings;
    if (noise > 0 && this.random.next() < noise) {
      const moves = legalMoves(position);
      return Promise.resolve(moves[this.random.below(moves.length)]!);
    }
    return Promise.resolve(search(position, depth, this.random).move);
  }
}

/**
 * The best move in `position` at the strongest level, for hints: deterministic (the first of
 * equally good moves in search order), with its score for the side to move.
 */
export function bestMove(position: Position): SearchResult {
  return search(position, levelSettings(STRONGEST_LEVEL).depth);
}
