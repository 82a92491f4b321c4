import { legalMoves, play, unwrap, type Position } from '@kalaha/rules';
import type { Solver } from '../solve/solver.ts';

/** The proven value of every legal move of a position. */
export interface MoveValues {
  /**
   * By house 1..m (index 0 is house 1): the final seed margin for the player to move after that
   * move and perfect play of both sides (± ½ where the tie-break decides a tie), `null` for a
   * house that is no legal move.
   */
  readonly values: readonly (number | null)[];
  /** The house whose value is highest (the lowest house of equals). */
  readonly best: number;
  /** The best value less the second best: how much better the best move is, in seeds. */
  readonly gap: number;
  /** Nodes (moves made) the solves took, all moves. */
  readonly nodes: number;
}

/**
 * What proves puzzles for a game: the exact solver for the Kalaha family ({@link solverProver}),
 * an endgame database for Wari and Oware (`wariEgdbProver`).
 */
export interface MoveProver {
  /**
   * The proven value of every legal move of `position` (a game going on), or `undefined` when
   * one cannot be proven or there are fewer than two moves (nothing to choose).
   */
  values(position: Position): MoveValues | undefined;
  /**
   * The best moves of both sides from `position` (a game going on) as far as they are proven:
   * a principal variation, the player to move's first.
   */
  line(position: Position): readonly number[];
}

/**
 * The exact solver as a {@link MoveProver} (the Kalaha family, docs/RULES.md 1), each solve
 * limited to `nodes` nodes (moves made).
 */
export function solverProver(solver: Solver, nodes: number): MoveProver {
  return {
    values: (position) => proveMoves(position, solver, nodes),
    line: (position) => solver.solve(position, { nodes }).pv,
  };
}

/** The values' best house (the lowest of equals) and its lead over the second best. */
export function bestOf(values: readonly (number | null)[]): { best: number; gap: number } {
  let best = 0;
  for (let h = 1; h < values.length; h++) {
    if (values[h] !== null && (values[best] === null || values[h]! > values[best]!)) best = h;
  }
  const second = Math.max(...values.filter((v, h): v is number => v !== null && h !== best));
  return { best: best + 1, gap: values[best]! - second };
}

/**
 * Proves the value of each legal move of `position` (a Kalaha-family game in progress with at
 * least two legal moves) with `solver`, each solve limited to `nodes` nodes.
 *
 * @returns the values, or `undefined` when a solve did not finish within its nodes or the
 *   position has fewer than two legal moves (no puzzle: nothing to choose).
 */
export function proveMoves(
  position: Position,
  solver: Solver,
  nodes: number,
): MoveValues | undefined {
  const moves = legalMoves(position);
  if (moves.length < 2) return undefined;
  const values: (number | null)[] = Array.from({ length: position.houseCount }, () => null);
  let spent = 0;
  for (const move of moves) {
    const child = unwrap(play(position, move)).position;
    const result = solver.solve(child, { nodes, pv: false });
    spent += result.nodes;
    if (result.value === undefined) return undefined;
    // An extra turn leaves the same player to move; otherwise the value changes sides.
    // (+ 0: a value of 0 negated is 0, not −0.)
    values[move.house - 1] = (child.turn === position.turn ? result.value : -result.value) + 0;
  }
  return { values, ...bestOf(values), nodes: spent };
}
