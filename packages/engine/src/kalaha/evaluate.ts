import {
  END_EMPTY_NORTH,
  END_EMPTY_SOUTH,
  EXTRA_STORE,
  NORTH,
  SOUTH,
  type EngineBoard,
} from './board.ts';
import {
  EVAL_EXTRA_MOVE,
  EVAL_SIDE_EMPTIER_TAKES,
  EVAL_SIDE_MAJORITY,
  EVAL_SIDE_OWNER_TAKES,
  EVAL_SIDE_PLAY_ON,
  SCORE_SCALE,
  TIE_BREAK_SCORE,
} from '../params.ts';

/** Evaluation weights for one rule set, in internal units (1/SCORE_SCALE seed) per seed or move. */
export interface EvalWeights {
  /** Per seed of (own houses − opponent's houses). */
  readonly side: number;
  /** Per own house whose sowing ends in the own store. */
  readonly extraMove: number;
}

/**
 * The evaluation weights for the rules of `board` (see `params.ts`): the side weight by `endRule`,
 * plus the `majorityEnd` term; the extra-move weight only under `extraTurn: store`.
 */
export function weightsFor(board: EngineBoard): EvalWeights {
  const byEndRule = [EVAL_SIDE_EMPTIER_TAKES, EVAL_SIDE_OWNER_TAKES, EVAL_SIDE_PLAY_ON];
  return {
    side: byEndRule[board.endRule]! + (board.majorityEnd ? EVAL_SIDE_MAJORITY : 0),
    extraMove: board.extraTurnRule === EXTRA_STORE ? EVAL_EXTRA_MOVE : 0,
  };
}

/**
 * The score of a finished game on `board`, in internal units, from the view of `board.turn` (the
 * player who would have moved): the store difference, and for equal stores decided by
 * `tieBreak: emptierWins` ±{@link TIE_BREAK_SCORE} (½ seed) for the tie-break's winner, the player
 * whose side was emptied (docs/RULES.md 1.1, 002).
 */
export function finalScore(board: EngineBoard): number {
  const p = board.pits;
  const d = p[board.m]! - p[2 * board.m + 1]!;
  if (d === 0 && board.emptierWins) {
    const winner = tieBreakWinner(board.over);
    if (winner >= 0) return winner === board.turn ? TIE_BREAK_SCORE : -TIE_BREAK_SCORE;
  }
  return (board.turn === SOUTH ? d : -d) * SCORE_SCALE;
}

/**
 * Who wins a game that ended with equal stores under `tieBreak: emptierWins`: {@link SOUTH} or
 * {@link NORTH} when it ended with that side's houses empty (a move emptying both sides ends with
 * the mover's side named under `emptierWins`, docs/RULES.md 1.1), −1 otherwise (both sides empty in
 * a set-up position, a majority end, or still in play: a draw). `over` is the board's end code.
 */
export function tieBreakWinner(over: number): number {
  return over === END_EMPTY_SOUTH ? SOUTH : over === END_EMPTY_NORTH ? NORTH : -1;
}

/**
 * The heuristic score of a position still in play, in internal units from the view of the side to
 * move: the store difference plus the rule-aware terms of `params.ts` (seeds in houses weighted by
 * where `endRule` and `majorityEnd` send them at the end, and extra turns at hand).
 */
export function evaluate(board: EngineBoard, weights: EvalWeights): number {
  const p = board.pits;
  const m = board.m;
  let stores = p[m]! - p[2 * m + 1]!;
  let sides = board.southSeeds - board.northSeeds;
  let extra = 0;
  if (board.turn === SOUTH) {
    for (let k = 0; k < m; k++) extra += Number(p[k] === m - k);
  } else {
    stores = -stores;
    sides = -sides;
    for (let k = 0; k < m; k++) extra += Number(p[m + 1 + k] === m - k);
  }
  return stores * SCORE_SCALE + sides * weights.side + extra * weights.extraMove;
}
