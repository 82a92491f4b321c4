import type { GameEnd } from './events.ts';
import type { Position } from './position.ts';
import type { PerSide, Side } from './side.ts';

/**
 * The result of a finished game.
 * - `scores`: seeds in each store (docs/RULES.md 1.3: "Score = seeds in the store");
 * - `winner`: the side with more seeds, or `undefined` for a draw;
 * - `end`: why the game ended (side emptied and whose, majority, all empty; in Wari and Obridjie
 *   no move, repetition, agreement);
 * - `decidedBy`: `score`, or `tieBreak` when equal stores were decided by `tieBreak: emptierWins`
 *   (002: "den som tömde sin sida isåfall är vinnaren"), or `draw`.
 */
export interface Outcome {
  readonly scores: PerSide<number>;
  readonly winner: Side | undefined;
  readonly end: GameEnd;
  readonly decidedBy: 'score' | 'tieBreak' | 'draw';
}

/** The outcome of `position`, or `undefined` while the game goes on. */
export function outcome(position: Position): Outcome | undefined {
  const end = position.end;
  if (!end) return undefined;
  const scores = { south: position.store('south'), north: position.store('north') };
  if (scores.south !== scores.north) {
    return {
      scores,
      winner: scores.south > scores.north ? 'south' : 'north',
      end,
      decidedBy: 'score',
    };
  }
  // docs/RULES.md 1.1 tieBreak: the win goes to the player whose side was emptied, only when the game
  // ended by an empty side; otherwise a draw. A move that empties both sides ends with the mover's
  // side named under emptierWins (kalaha/end.ts), so he wins; `both` is left only for a set-up
  // position that nobody moved to. Wari and Obridjie have no tie-break.
  if (
    position.rules.game === 'kalaha' &&
    position.rules.tieBreak === 'emptierWins' &&
    end.reason === 'sideEmpty' &&
    end.side !== 'both'
  ) {
    return { scores, winner: end.side, end, decidedBy: 'tieBreak' };
  }
  return { scores, winner: undefined, end, decidedBy: 'draw' };
}
