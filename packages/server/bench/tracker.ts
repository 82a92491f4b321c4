import {
  legalMoves,
  makeMove,
  parseMove,
  parsePosition,
  play,
  validateRuleSet,
  type Position,
  type Side,
  err,
  ok,
  type Result,
} from '@kalaha/rules';

/** What the tracker needs of a game view: its rules, start position and moves so far. */
export interface TrackedGame {
  readonly rules: Readonly<Record<string, unknown>>;
  readonly start: string;
  readonly moves: readonly string[];
}

/** Why a game view could not be followed: its rules, start or a move the rules refuse. */
export interface TrackError {
  readonly code: 'bench/bad_rules' | 'bench/bad_start' | 'bench/bad_move';
  readonly message: string;
}

/**
 * Follows one game as its two clients see it, with the rules library: the position after the
 * moves told so far, played one move at a time as new ones arrive (not replayed from the start at
 * every update), and whose turn it was after each number of moves, so that a client that is
 * behind still learns whose turn its view shows.
 */
export class MoveTracker {
  #position: Position;
  /** `turns[n]`: the side to move after `n` moves (undefined once the game is over). */
  readonly #turns: (Side | undefined)[];

  private constructor(start: Position) {
    this.#position = start;
    this.#turns = [start.isOver ? undefined : start.turn];
  }

  /**
   * A tracker at the start of `game`.
   *
   * @returns the tracker, or `bench/bad_rules` / `bench/bad_start` when the view's rules or
   *   start position are not the rules library's.
   */
  static of(game: TrackedGame): Result<MoveTracker, TrackError> {
    const rules = validateRuleSet(game.rules);
    if (!rules.ok) return trackError('bench/bad_rules', rules.error.message);
    const start = parsePosition(rules.value, game.start);
    if (!start.ok) return trackError('bench/bad_start', start.error.message);
    return ok(new MoveTracker(start.value));
  }

  /** Moves played so far. */
  get played(): number {
    return this.#turns.length - 1;
  }

  /**
   * Plays the moves of `moves` not played yet and tells whose turn it is after all of them
   * (undefined: the game is over). A shorter list (a client behind the other) is answered from
   * the turns remembered.
   *
   * @returns the side to move, or `bench/bad_move` for a move the rules refuse.
   */
  turnAfter(moves: readonly string[]): Result<Side | undefined, TrackError> {
    for (let n = this.played; n < moves.length; n++) {
      const move = parseMove(moves[n]!);
      const next = move.ok ? play(this.#position, move.value) : undefined;
      if (!next?.ok)
        return trackError('bench/bad_move', `move ${n + 1} '${moves[n]}' is not legal`);
      this.#position = next.value.position;
      this.#turns.push(this.#position.isOver ? undefined : this.#position.turn);
    }
    return ok(this.#turns[moves.length]);
  }

  /**
   * A legal move of the side to move after every move played, in the rules library's notation,
   * picked with `random` (a number in [0, 1)); undefined when the game is over.
   */
  pickMove(random: () => number): string | undefined {
    const moves = legalMoves(this.#position);
    if (moves.length === 0) return undefined;
    return makeMove(moves[Math.floor(random() * moves.length)]!);
  }
}

function trackError(code: TrackError['code'], message: string): Result<never, TrackError> {
  return err({ code, message });
}
