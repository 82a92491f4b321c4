import { parsePosition, type RuleSet } from '@kalaha/rules';
import type { Puzzle } from './build.ts';
import type { MoveProver } from './prove.ts';

/**
 * What is wrong with a puzzle when its values are proven again by `prover` (the tests on a sample
 * of the shipped sets, `npm run bench:puzzles -w @kalaha/engine` on every one): a position that
 * cannot be read, a move whose proven value is not the stored one (or cannot be proven), a best
 * move that is not the stored one, or a second move that reaches the best value. The line's
 * legality is `readPuzzleSet`'s to check.
 *
 * @returns the problems, none for a sound puzzle.
 */
export function puzzleProblems(rules: RuleSet, puzzle: Puzzle, prover: MoveProver): string[] {
  const position = parsePosition(rules, puzzle.position);
  if (!position.ok) return [`position: ${position.error.message}`];
  const proven = prover.values(position.value);
  if (!proven) return ['the moves cannot be proven again'];
  const problems: string[] = [];
  for (const [i, value] of puzzle.values.entries()) {
    if (value !== proven.values[i]) {
      problems.push(`house ${i + 1}: stored ${value}, proven ${proven.values[i]}`);
    }
  }
  if (proven.best !== puzzle.best)
    problems.push(`best: stored ${puzzle.best}, proven ${proven.best}`);
  if (!(proven.gap > 0)) problems.push('a second move reaches the best value');
  return problems;
}
