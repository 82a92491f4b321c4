import type { Position } from '@kalaha/rules';
import { quantity } from '../names.ts';
import { bestMove } from '../players/computer.ts';
import { WIN_SCORE } from '../players/evaluate.ts';

/**
 * The hint for the player to move in `position` (a game in progress): the computer's best move at
 * its strongest level and what its score means, e.g.
 * `Hint: house 3 (score +4.5: about 4.5 seeds ahead, looking 8 moves ahead).`
 */
export function hintText(position: Position): string {
  const { move, score, depth } = bestMove(position);
  return `Hint: house ${move.house} (score ${signed(score)}: ${meaning(score, depth)}).`;
}

function meaning(score: number, depth: number): string {
  if (Math.abs(score) >= WIN_SCORE / 2) {
    const margin = Math.abs(score) - WIN_SCORE;
    const how = margin > 0 ? `by ${quantity(margin, 'seed')}` : 'on the tie-break';
    return score > 0 ? `a won game, ${how}` : `a lost game whatever you play, ${how}`;
  }
  const lookahead = `looking ${depth} moves ahead`;
  if (score === 0) return `even, ${lookahead}`;
  return `about ${quantity(Math.abs(score), 'seed')} ${score > 0 ? 'ahead' : 'behind'}, ${lookahead}`;
}

function signed(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}
