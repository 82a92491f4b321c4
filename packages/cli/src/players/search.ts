import { legalMoves, play, type Move, type Position } from '@kalaha/rules';
import type { Random } from '../random.ts';
import { evaluate } from './evaluate.ts';

/** The outcome of a search: the move chosen and its score for the side to move, in seeds. */
export interface SearchResult {
  readonly move: Move;
  /** See {@link evaluate}: store difference, ± `WIN_SCORE` once the game's end is in sight. */
  readonly score: number;
  /** Plies searched. */
  readonly depth: number;
  /** Positions visited, for tests and statistics. */
  readonly nodes: number;
  /** Every move with the best score, in search order (the move chosen is one of them). */
  readonly best: readonly Move[];
}

/**
 * Scores within this distance count as equal. Every score is a whole number plus a multiple of the
 * house-seed weight (a quarter), so the smallest real difference is 0.25.
 */
const EQUAL = 1e-6;

interface Child {
  readonly move: Move;
  readonly position: Position;
}

interface Counter {
  nodes: number;
}

/**
 * Searches `position` to `depth` plies with alpha-beta negamax over the public rules API
 * (`legalMoves`, `play`, `outcome`), one ply per move (sowing). An extra turn keeps the same side to
 * move, so the score changes sign only when the side to move changes. Leaves and finished games are
 * scored by {@link evaluate}; moves that give an extra turn or gain the most seeds are searched first.
 *
 * @param position a game in progress.
 * @param depth plies to look ahead, 1 or more.
 * @param random picks among equally good moves; without it the first in search order is taken.
 * @throws RangeError when the game is over or `depth` is below 1: a bug in the caller.
 */
export function search(position: Position, depth: number, random?: Random): SearchResult {
  if (position.isOver) throw new RangeError('search: the game is over');
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError(`search: bad depth ${depth}`);
  const counter: Counter = { nodes: 1 };
  const mover = position.turn;
  let bestScore = -Infinity;
  let best: Move[] = [];
  for (const child of orderedChildren(position)) {
    // A window just below the best score so far: a move as good as the best is scored exactly.
    const alpha = bestScore - EQUAL;
    const score = scoreChild(child.position, mover, depth - 1, alpha, Infinity, counter);
    if (score > bestScore + EQUAL) {
      bestScore = score;
      best = [child.move];
    } else if (score > alpha) {
      best.push(child.move);
    }
  }
  const move = random ? best[random.below(best.length)]! : best[0]!;
  return { move, score: bestScore, depth, nodes: counter.nodes, best };
}

/** The negamax value of `position` for its side to move, searched `depth` more plies. */
function negamax(
  position: Position,
  depth: number,
  alpha: number,
  beta: number,
  counter: Counter,
): number {
  counter.nodes++;
  if (depth === 0) return evaluate(position, position.turn);
  const mover = position.turn;
  let best = -Infinity;
  for (const child of orderedChildren(position)) {
    const score = scoreChild(child.position, mover, depth - 1, alpha, beta, counter);
    if (score > best) best = score;
    if (score > alpha) alpha = score;
    if (alpha >= beta) break;
  }
  return best;
}

/** The value for `mover` of the position after one of his moves. */
function scoreChild(
  child: Position,
  mover: Position['turn'],
  depth: number,
  alpha: number,
  beta: number,
  counter: Counter,
): number {
  if (child.isOver) {
    counter.nodes++;
    return evaluate(child, mover);
  }
  if (child.turn === mover) return negamax(child, depth, alpha, beta, counter);
  return -negamax(child, depth, -beta, -alpha, counter);
}

/**
 * The positions after each legal move, best first by a cheap guess: moves that give an extra turn,
 * then by seeds gained in the mover's store (captures); ties keep house order.
 */
function orderedChildren(position: Position): Child[] {
  const mover = position.turn;
  const children = legalMoves(position).map((move) => {
    const played = play(position, move);
    if (!played.ok) throw new Error(`legal move refused: ${played.error.message}`);
    const next = played.value.position;
    const extraTurn = !next.isOver && next.turn === mover;
    return { move, position: next, extraTurn, gain: next.store(mover) - position.store(mover) };
  });
  return children.sort((a, b) => Number(b.extraTurn) - Number(a.extraTurn) || b.gain - a.gain);
}
