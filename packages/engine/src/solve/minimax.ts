import { legalMoves, makePosition, outcome, play, type Position, unwrap } from '@kalaha/rules';

/** A position valued by {@link PlainMinimax} and its value. */
export interface ValuedPosition {
  readonly position: Position;
  /** Final seed margin under perfect play, player to move (see {@link PlainMinimax.value}). */
  readonly value: number;
}

/**
 * A plain minimax over the rules library's public API (`legalMoves`, `play`, `outcome`): the
 * tests' reference for the solver, the endgame databases, the search and the analysis. No engine
 * code is used, so it checks the engine against the rules as `@kalaha/rules` states them. Only
 * for small boards: it visits every reachable position once (memoized by position text) and keeps
 * each with its value ({@link valued}).
 */
export class PlainMinimax {
  private readonly memo = new Map<string, ValuedPosition>();

  /** Positions valued so far. */
  get size(): number {
    return this.memo.size;
  }

  /**
   * Every position valued so far with its value: after `value(start)`, every position reachable
   * from `start`, finished games included.
   */
  valued(): IterableIterator<ValuedPosition> {
    return this.memo.values();
  }

  /** The value of a position valued so far, by its text (`makePosition`); `undefined` if not. */
  valueOf(text: string): number | undefined {
    return this.memo.get(text)?.value;
  }

  /**
   * The final seed margin of `position` under perfect play, from the view of the player to move:
   * own store minus the opponent's at the end, and for equal stores decided by
   * `tieBreak: emptierWins` ±½ for the tie-break's winner (as the engine scores them).
   */
  value(position: Position): number {
    const key = makePosition(position);
    const known = this.memo.get(key);
    if (known !== undefined) return known.value;
    let v: number;
    const done = outcome(position);
    if (done) {
      const mine = position.turn;
      const margin =
        mine === 'south'
          ? done.scores.south - done.scores.north
          : done.scores.north - done.scores.south;
      v = margin;
      if (done.decidedBy === 'tieBreak') v = done.winner === mine ? 0.5 : -0.5;
    } else {
      v = -Infinity;
      for (const move of legalMoves(position)) {
        const child = unwrap(play(position, move)).position;
        const c = this.value(child);
        v = Math.max(v, child.turn === position.turn ? c : -c);
      }
    }
    v += 0; // no negative zero
    this.memo.set(key, { position, value: v });
    return v;
  }

  /**
   * The value of each legal move of `position` for its player to move, by house (1..m):
   * the child's value, negated when the turn passes.
   */
  moveValues(position: Position): Map<number, number> {
    const values = new Map<number, number>();
    for (const move of legalMoves(position)) {
      const child = unwrap(play(position, move)).position;
      const c = this.value(child);
      values.set(move.house, (child.turn === position.turn ? c : -c) + 0);
    }
    return values;
  }
}
