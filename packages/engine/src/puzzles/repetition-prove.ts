import { legalMoves, opponent, play, unwrap, type Position } from '@kalaha/rules';
import type { RepetitionBounds } from '../relatives/repetition-bounds.ts';
import { WariBoard } from '../wari/board.ts';
import type { WariEgdb } from '../wari/egdb.ts';
import { bestOf, type MoveProver, type MoveValues } from './prove.ts';

/**
 * What the player to move of a position still gains over his opponent from the seeds on the
 * board with best play (his view, seeds), when it is proven; else `undefined`.
 */
type ExactGain = (position: Position) => number | undefined;

/**
 * A Wari or Oware endgame database (docs/RULES.md 2, `wari/egdb.ts`) as a {@link MoveProver}:
 * a move's value is proven when the game ends with it or the position after it is held by
 * `egdb` with an exact entry (its two bounds equal). A puzzle's position stands without a history,
 * so every position after one move has a chain without a repetition, the condition under which
 * the database's exact entries are the game's value (`wari/egdb-build.ts`).
 */
export function wariEgdbProver(egdb: WariEgdb): MoveProver {
  return gainProver((position) => exactWariGain(egdb, position));
}

/**
 * Obridjie's bounds (docs/RULES.md 3, `relatives/repetition-bounds.ts`) as a {@link MoveProver},
 * under the same condition as {@link wariEgdbProver}: a move's value is proven when the game ends
 * with it or the bounds of the position after it meet.
 */
export function repetitionBoundsProver(bounds: RepetitionBounds): MoveProver {
  return gainProver((position) => bounds.exact(position));
}

/**
 * A {@link MoveProver} of a game without extra turns from the proven gains of the positions after
 * each move: the value of a move is its lead less what the opponent then still gains.
 */
function gainProver(exactGain: ExactGain): MoveProver {
  const values = (position: Position): MoveValues | undefined => {
    const moves = legalMoves(position);
    if (moves.length < 2) return undefined;
    const proven: (number | null)[] = Array.from({ length: position.houseCount }, () => null);
    for (const move of moves) {
      const value = moveValue(exactGain, position, move.house);
      if (value === undefined) return undefined;
      proven[move.house - 1] = value;
    }
    return { values: proven, ...bestOf(proven), nodes: moves.length };
  };
  return {
    values,
    line: (position) => {
      const moves: number[] = [];
      // No extra turn: the best move of each side in turn, while every move is proven.
      for (let p = position; !p.isOver && moves.length < 40;) {
        const proven = values(p) ?? singleMove(exactGain, p);
        if (!proven) break;
        moves.push(proven.best);
        p = unwrap(play(p, { house: proven.best })).position;
      }
      return moves;
    },
  };
}

/** The values of a position with one legal move, when that move's value is proven. */
function singleMove(exactGain: ExactGain, position: Position): MoveValues | undefined {
  const moves = legalMoves(position);
  if (moves.length !== 1) return undefined;
  const value = moveValue(exactGain, position, moves[0]!.house);
  if (value === undefined) return undefined;
  const values: (number | null)[] = Array.from({ length: position.houseCount }, () => null);
  values[moves[0]!.house - 1] = value;
  return { values, best: moves[0]!.house, gap: 0, nodes: 1 };
}

/**
 * The final store difference for the player to move of `position` after he sows `house` and both
 * play their best, or `undefined` when it is not proven.
 */
function moveValue(exactGain: ExactGain, position: Position, house: number): number | undefined {
  const mover = position.turn;
  const after = unwrap(play(position, { house })).position;
  const lead = after.store(mover) - after.store(opponent(mover));
  if (after.isOver) return lead;
  const gain = exactGain(after);
  // The gain is the next mover's (the opponent's) from the board's seeds.
  return gain === undefined ? undefined : lead - gain;
}

/**
 * What the player to move of `position` still gains over his opponent from the seeds on the
 * board with best play (mover's view), when `egdb` holds the position with an exact entry
 * (`WariEgdb.lookup`, the search's probe).
 */
function exactWariGain(egdb: WariEgdb, position: Position): number | undefined {
  const bounds = new Int32Array(2);
  const found = egdb.lookup(
    WariBoard.fromPosition(position),
    new Int32Array(2 * egdb.houses),
    bounds,
  );
  return found && bounds[0] === bounds[1] ? bounds[0] : undefined;
}
