import { legalMoves, makePosition, outcome, play, type Position, unwrap } from '@kalaha/rules';

/**
 * A plain minimax over the rules library's public API (`legalMoves`, `play`, `outcome`): the
 * tests' reference for the solver, the endgame databases and the search. No engine code is used,
 * so it checks the engine against the rules as `@kalaha/rules` states them. Only for small boards:
 * it visits every reachable position once (memoized by position text).
 */
export class PlainMinimax {
  private readonly memo = new Map<string, number>();

  /** Positions valued so far. */
  get size(): number {
    return this.memo.size;
  }

  /**
   * The final seed margin of `position` under perfect play, from the view of the player to move:
   * own store minus the opponent's at the end, and for equal stores decided by
   * `tieBreak: emptierWins` ±½ for the tie-break's winner (as the engine scores them).
   */
  value(position: Position): number {
    const key = makePosition(position);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
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
        const played = unwrap(play(position, move));
        const child = played.position;
        const c = this.value(child);
        v = Math.max(v, child.turn === position.turn ? c : -c);
      }
    }
    v += 0; // no negative zero
    this.memo.set(key, v);
    return v;
  }
}
