import { analyze, Searcher, type Analysis } from '@kalaha/engine';
import { capabilities, type Position } from '@kalaha/rules';
import { directionName, quantity } from '../names.ts';

/**
 * Thinking time of a hint, in milliseconds: long enough for the engine to look 14-18 moves ahead
 * on a 6×6 board in mid-game (and to prove most endgames), short enough to feel immediate.
 */
export const HINT_TIME_MS = 500;

/** The hints' searcher, kept so that its table carries over from one hint to the next. */
let searcher: Searcher | undefined;

/**
 * The hint for the player to move in `position` (a game in progress): the engine's analysis
 * (`analyze`, {@link HINT_TIME_MS}) — its best move and what the score means, e.g.
 * `Hint: house 3 (score +4.5: about 4.5 seeds ahead, looking 14 moves ahead).` or, when proven,
 * `Hint: house 6 (score +16: a won game, by 16 seeds with best play).` In Giuthi (docs/RULES.md 4)
 * the move names its direction as typed and in words, and the score is the round's:
 * `Hint: 3ccw, house 3 counter-clockwise (score +2: a won round, by 2 seeds with best play).`
 */
export function hintText(position: Position): string {
  searcher ??= new Searcher({ ttMiB: 16 });
  const analysis = analyze(position, { timeMs: HINT_TIME_MS }, { searcher });
  const house = analysis.bestMove;
  const direction = analysis.moves[0]?.direction;
  const move = direction
    ? `${house}${direction}, house ${house} ${directionName(direction)}`
    : `house ${house}`;
  const game = capabilities(position.rules).hasRounds ? 'round' : 'game';
  return `Hint: ${move} (score ${signed(analysis.score)}: ${meaning(analysis, game)}).`;
}

/** What the score means for the player to move, in a `game` or a Giuthi `round`. */
function meaning(analysis: Analysis, game: 'game' | 'round'): string {
  const { score, depth } = analysis;
  const margin = quantity(Math.abs(score), 'seed');
  if (analysis.verdictProven) {
    if (analysis.verdict === 'won') return `a won ${game}, by ${margin} with best play`;
    if (analysis.verdict === 'lost') return `a lost ${game} whatever you play, by ${margin}`;
    return 'a draw with best play';
  }
  const lookahead = `looking ${depth} moves ahead`;
  if (score === 0) return `even, ${lookahead}`;
  return `about ${margin} ${score > 0 ? 'ahead' : 'behind'}, ${lookahead}`;
}

function signed(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}
