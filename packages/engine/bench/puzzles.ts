/**
 * Every shipped puzzle proven again (issue 19): for each preset with a set that comes with the
 * engine, every puzzle's move values, best move and lead over the second move, by the exact solver
 * (the Kalaha family) or the 8-seed Oware database (built here first, as the set was): prints per
 * preset the puzzles checked, the problems found and the time, then the command.
 *
 *     npm run bench:puzzles -w @kalaha/engine -- [PRESET ...]
 *     npx tsx packages/engine/bench/puzzles.ts [PRESET ...]
 *
 * Without presets, every preset that has a set. Exits 1 when a puzzle does not hold.
 */
import { PRESET_IDS, ruleSet, unwrap, type RuleSet } from '@kalaha/rules';
import { bundledPuzzles } from '../src/puzzles/bundled.ts';
import { solverProver, type MoveProver } from '../src/puzzles/prove.ts';
import { puzzleProblems } from '../src/puzzles/verify.ts';
import { repetitionBoundsProver, wariEgdbProver } from '../src/puzzles/repetition-prove.ts';
import {
  buildRepetitionBounds,
  repetitionBoundsRefusal,
} from '../src/relatives/repetition-bounds.ts';
import { REPETITION_BOUNDS_SEEDS } from '../src/puzzles/build.ts';
import { Solver } from '../src/solve/solver.ts';
import { buildWariEgdb } from '../src/wari/egdb-build.ts';
import { wariEgdbRules } from '../src/wari/egdb.ts';

/** The seeds of the database the Oware set was built with (its command says so). */
const OWARE_DATABASE_SEEDS = 8;

/** The prover the set of `rules` was built with. */
function proverFor(rules: RuleSet): MoveProver {
  const wari = wariEgdbRules(rules);
  if (wari) return wariEgdbProver(buildWariEgdb(wari, OWARE_DATABASE_SEEDS));
  if (repetitionBoundsRefusal(rules) === undefined) {
    return repetitionBoundsProver(buildRepetitionBounds(rules, REPETITION_BOUNDS_SEEDS));
  }
  // Nodes only bound a proof that will not end: the build's solver was warm from the games before.
  return solverProver(new Solver(), 100_000_000);
}

const asked = process.argv.slice(2);
const presets = asked.length > 0 ? asked : PRESET_IDS;
let failed = 0;
for (const preset of presets) {
  const rules = unwrap(ruleSet(preset));
  const set = await bundledPuzzles(rules);
  if (!set) {
    if (asked.length > 0) console.log(`${preset}: no set comes with the engine`);
    continue;
  }
  const started = performance.now();
  const prover = proverFor(rules);
  let problems = 0;
  for (const [i, puzzle] of set.puzzles.entries()) {
    const found = puzzleProblems(rules, puzzle, prover);
    if (found.length === 0) continue;
    problems++;
    console.log(`${preset} puzzle ${i + 1}: ${found.join('; ')}`);
  }
  failed += problems;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${preset}: ${set.puzzles.length} puzzles proven again, ${problems} with problems, ${seconds} s`,
  );
}
console.log(`command: npx tsx packages/engine/bench/puzzles.ts ${asked.join(' ')}`.trimEnd());
process.exitCode = failed > 0 ? 1 : 0;
