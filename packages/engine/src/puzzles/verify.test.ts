/**
 * The shipped puzzles proven again (issue 19: "the solver's values hold, on a sample in npm test,
 * all of them in a benchmark command", `npm run bench:puzzles -w @kalaha/engine`): every move's
 * value, the best move, and no second move as good.
 */
import { ruleSet, unwrap, type WariRuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { Solver } from '../solve/solver.ts';
import { buildWariEgdb } from '../wari/egdb-build.ts';
import { bundledPuzzles } from './bundled.ts';
import { solverProver } from './prove.ts';
import { puzzleProblems } from './verify.ts';
import { buildRepetitionBounds } from '../relatives/repetition-bounds.ts';
import { repetitionBoundsProver, wariEgdbProver } from './repetition-prove.ts';

/** `count` puzzles spread evenly over the set of `preset`. */
async function sample(preset: string, count: number) {
  const rules = unwrap(ruleSet(preset));
  const { puzzles } = (await bundledPuzzles(rules))!;
  const step = Math.floor(puzzles.length / count);
  return { rules, puzzles: Array.from({ length: count }, (_, i) => puzzles[i * step]!) };
}

describe('the shipped puzzles, proven again', () => {
  for (const [preset, count] of [
    ['kalah', 10],
    ['kalaha-felt', 10],
    ['kalaha', 3],
  ] as const) {
    it(`${preset}: a sample of ${count} holds under the exact solver`, async () => {
      const { rules, puzzles } = await sample(preset, count);
      const prover = solverProver(new Solver({ ttMiB: 16 }), 2_000_000);
      for (const [i, puzzle] of puzzles.entries()) {
        expect([i, puzzleProblems(rules, puzzle, prover)]).toEqual([i, []]);
      }
    });
  }

  it('oware: a sample of 50 holds under the 8-seed database it was built with', async () => {
    const { rules, puzzles } = await sample('oware', 50);
    const prover = wariEgdbProver(buildWariEgdb(rules as WariRuleSet, 8));
    for (const [i, puzzle] of puzzles.entries()) {
      expect([i, puzzleProblems(rules, puzzle, prover)]).toEqual([i, []]);
    }
  });

  it('obridjie: a sample of 50 holds under the repetition bounds of 8 seeds it was built with', async () => {
    const { rules, puzzles } = await sample('obridjie', 50);
    const prover = repetitionBoundsProver(buildRepetitionBounds(rules, 8));
    for (const [i, puzzle] of puzzles.entries()) {
      expect([i, puzzleProblems(rules, puzzle, prover)]).toEqual([i, []]);
    }
  });

  it('finds a changed value, a wrong best move and a tie for the best', async () => {
    const { rules, puzzles } = await sample('kalah', 1);
    const puzzle = puzzles[0]!;
    const prover = solverProver(new Solver({ ttMiB: 1 }), 2_000_000);
    const values = [...puzzle.values];
    const other = values.findIndex((v, i) => v !== null && i + 1 !== puzzle.best);
    values[other] = values[puzzle.best - 1]!;
    expect(puzzleProblems(rules, { ...puzzle, values }, prover)).toEqual([
      `house ${other + 1}: stored ${values[other]}, proven ${puzzle.values[other]}`,
    ]);
    expect(puzzleProblems(rules, { ...puzzle, best: other + 1 }, prover)).toEqual([
      `best: stored ${other + 1}, proven ${puzzle.best}`,
    ]);
    const tie = {
      values: () => ({ values: puzzle.values, best: puzzle.best, gap: 0, nodes: 0 }),
      line: () => [],
    };
    expect(puzzleProblems(rules, puzzle, tie)).toEqual(['a second move reaches the best value']);
    expect(puzzleProblems(rules, { ...puzzle, position: 'garbage' }, prover)[0]).toMatch(
      /^position: /,
    );
  });
});
