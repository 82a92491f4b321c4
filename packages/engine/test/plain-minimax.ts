import { legalMoves, play, Position, type RuleSet, unwrap } from '@kalaha/rules';
import { createPrng } from '@kalaha/rules';

/**
 * Plain minimax to the end of the game over the rules library's positions (the repetition rule
 * included, through the positions' own history; in Giuthi every direction, further choice and
 * pass as the library plays them): the final store difference for the player to move, with no
 * pruning, no table and no evaluation. For tests of the search of Wari, Obridjie and Giuthi.
 *
 * @param budget positions it may visit, counted down as it goes (default: no limit).
 * @throws RangeError when the budget runs out.
 */
export function plainMinimax(position: Position, budget = { nodes: Infinity }): number {
  if (--budget.nodes < 0) throw new RangeError('plainMinimax: out of nodes');
  if (position.isOver) {
    const d = position.store('south') - position.store('north');
    return position.turn === 'south' ? d : -d;
  }
  let best = -Infinity;
  for (const move of legalMoves(position)) {
    const played = unwrap(play(position, move));
    const child = played.position;
    const value = plainMinimax(child, budget);
    best = Math.max(best, child.turn === position.turn ? value : -value);
  }
  return best;
}

/** The positions of a random game from the start of `rules`, the finished one left out. */
export function randomGame(rules: RuleSet, seed: number): Position[] {
  const random = createPrng(seed);
  const positions: Position[] = [];
  let position = Position.initial(rules);
  while (!position.isOver) {
    positions.push(position);
    const moves = legalMoves(position);
    const played = unwrap(play(position, moves[random.below(moves.length)]!));
    position = played.position;
  }
  return positions;
}
