import { Position, type RuleSet } from '@kalaha/rules';
import { createPrng } from '@kalaha/rules';
import { WARI_IN_PLAY, type WariBoard } from '../src/wari/board.ts';

/**
 * Plain minimax to the end of the game on the Wari board (checked against the rules library move
 * by move in `board.test.ts`, the repetition rule included): the final store difference for the
 * player to move, with no pruning, no table and no evaluation.
 */
export function wariMinimax(board: WariBoard): number {
  if (board.over !== WARI_IN_PLAY) return board.store(board.turn) - board.store(1 - board.turn);
  const moves = new Int32Array(16);
  const count = board.legalMoves(moves, 0);
  let best = -Infinity;
  for (let k = 0; k < count; k++) {
    board.make(moves[k]!);
    best = Math.max(best, -wariMinimax(board));
    board.unmake();
  }
  return best + 0; // never −0
}

/**
 * A position of `rules` with `onBoard` seeds spread at random over the houses, the rest shared
 * between the stores, either player to move; never a finished one.
 */
export function wariEndgame(
  rules: RuleSet & { game: 'wari' },
  onBoard: number,
  seed: number,
): Position {
  const random = createPrng(seed);
  const m = rules.houses;
  for (;;) {
    const houses = { south: Array<number>(m).fill(0), north: Array<number>(m).fill(0) };
    for (let s = 0; s < onBoard; s++)
      houses[random.below(2) ? 'south' : 'north'][random.below(m)]!++;
    const left = 2 * m * rules.seeds - onBoard;
    const south = Math.floor(left / 2) - random.below(2);
    const made = Position.fromSetup(rules, {
      houses,
      stores: { south, north: left - south },
      turn: random.below(2) ? 'south' : 'north',
    });
    if (made.ok && !made.value.isOver) return made.value;
  }
}
