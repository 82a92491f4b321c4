import {
  agreeToEnd,
  play,
  type AgreementError,
  type Move,
  type MoveError,
  type MoveResult,
  type Position,
  type Result,
  type Side,
} from '@kalaha/rules';

interface Entry {
  readonly before: Position;
  readonly move: Move;
}

/** A game in progress: its start, the moves played and the position now, with takebacks. */
export class GameHistory {
  readonly #entries: Entry[] = [];
  #position: Position;

  constructor(
    /** The position the game started from. */
    readonly start: Position,
  ) {
    this.#position = start;
  }

  /** The position now. */
  get position(): Position {
    return this.#position;
  }

  /** The moves played so far, first move first. */
  get moves(): Move[] {
    return this.#entries.map((e) => e.move);
  }

  /** Plays `move` in the current position (see `play` for the errors). */
  play(move: Move): Result<MoveResult, MoveError> {
    const before = this.#position;
    const played = play(before, move);
    if (played.ok) {
      this.#entries.push({ before, move });
      this.#position = played.value.position;
    }
    return played;
  }

  /**
   * Ends the game now by agreement (`agreeToEnd`, docs/RULES.md 2: Wari and Obridjie): the position
   * becomes the ended one, with no move added (a record ends so: its result's end is
   * `agreement`).
   *
   * @returns the ended position and the events of the final sweep, or why it cannot be ended.
   */
  agree(): Result<MoveResult, AgreementError> {
    const agreed = agreeToEnd(this.#position);
    if (agreed.ok) this.#position = agreed.value.position;
    return agreed;
  }

  /**
   * Takes back the last move.
   *
   * @returns the number of moves taken back: 1, or 0 at the start.
   */
  undoMove(): number {
    return this.#truncate(this.#entries.length - 1);
  }

  /**
   * Takes back the last turn (all the moves in a row, extra turns included) of a side for which
   * `owns` is true, and every move after it: against the computer, the human's last turn and the
   * computer's replies.
   *
   * @returns the number of moves taken back; 0 when that side has made no move.
   */
  undoTurn(owns: (side: Side) => boolean): number {
    let index = this.#entries.findLastIndex((e) => owns(e.before.turn));
    if (index < 0) return 0;
    const side = this.#entries[index]!.before.turn;
    while (index > 0 && this.#entries[index - 1]!.before.turn === side) index--;
    return this.#truncate(index);
  }

  /** Goes back to the position before move `index` (0-based); nothing when `index` is negative. */
  #truncate(index: number): number {
    if (index < 0) return 0;
    const count = this.#entries.length - index;
    this.#position = this.#entries[index]!.before;
    this.#entries.length = index;
    return count;
  }
}
