/**
 * Tunes the weights of the Wari and Oware evaluation (`WariWeights`, `params.ts`) by matches:
 * coordinate ascent from the engine's weights (or `--start`), each step a match of the weights
 * with one term moved by its step against the best so far, at a search level (a node budget, so
 * the result does not depend on the machine's speed), in pairs of games with the sides swapped
 * from random openings, in worker threads. A step is kept when it scores at least `--keep`; then
 * the same term is moved again the same way. Prints a Markdown table of every match and the best
 * weights.
 *
 *     npx tsx packages/engine/bench/tune-wari.ts [--rules oware] [--level 7] [--games 400]
 *         [--rounds 1] [--keep 0.53] [--threads 2] [--opening-plies 4] [--seed 1]
 *         [--start '{"side":4,...}'] [--vs '{"side":4,...}' --games 1000] [--time-per-move MS]
 *         [--b-bare] [--egdb DIR]
 *
 * With `--vs`, plays one match of `--start` (or the engine's weights) against those weights
 * instead, to confirm a result at another level or with more games. `--b-bare` has B play without
 * the opening book and level 10's exact sources (level 10 as it was before them); `--egdb DIR`
 * gives the engines the endgame databases of DIR (for A's level 10).
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { ruleSet, unwrap } from '@kalaha/rules';
import { WARI_WEIGHTS, type WariWeights } from '../src/params.ts';
import { runMatch } from '../src/match/runner.ts';
import { EngineWorker } from '../src/worker/node-client.ts';

const { values } = parseArgs({
  options: {
    rules: { type: 'string', default: 'oware' },
    level: { type: 'string', default: '7' },
    games: { type: 'string', default: '400' },
    rounds: { type: 'string', default: '1' },
    keep: { type: 'string', default: '0.53' },
    threads: { type: 'string', default: String(Math.min(2, availableParallelism())) },
    'opening-plies': { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    'time-per-move': { type: 'string' },
    start: { type: 'string' },
    vs: { type: 'string' },
    'b-bare': { type: 'boolean', default: false },
    egdb: { type: 'string' },
  },
});

/** How far each term moves in one step, in internal units (1/16 seed). */
const STEPS: Readonly<Record<keyof WariWeights, number>> = {
  side: 2,
  captureAtHand: 8,
  threatened: 6,
  mobility: 6,
};

const rules = unwrap(ruleSet(values.rules));
const level = Number(values.level);
const games = Number(values.games);
const keep = Number(values.keep);
const threads = Math.max(1, Number(values.threads));
const openingPlies = Number(values['opening-plies']);
const timeMs = values['time-per-move'] === undefined ? undefined : Number(values['time-per-move']);
const weightsOf = (text: string | undefined): WariWeights =>
  text === undefined ? WARI_WEIGHTS : { ...WARI_WEIGHTS, ...(JSON.parse(text) as object) };
const show = (w: WariWeights): string => JSON.stringify(w);
const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

const egdbDir = values.egdb;
const engines = Array.from(
  { length: threads },
  () => new EngineWorker(egdbDir === undefined ? {} : { egdbDir }),
);
let seed = Number(values.seed);
/** A's score against B over `games` games, and its 95% interval. */
async function match(a: WariWeights, b: WariWeights): Promise<[number, number, number]> {
  const player = (wariWeights: WariWeights) => ({
    level,
    wariWeights,
    ...(timeMs === undefined ? {} : { timeMs }),
  });
  const bare = values['b-bare'] ? ({ book: false, exact: false } as const) : {};
  const report = await runMatch(
    { rules, a: player(a), b: { ...player(b), ...bare }, games, openingPlies, seed: seed++ },
    engines,
  );
  const s = report.stats;
  return [s.score, s.scoreLow, s.scoreHigh];
}

console.log(
  `tune-wari: rules ${values.rules}, level ${level}${timeMs === undefined ? '' : ` at ${timeMs} ms a move`}, ` +
    `${games} games a match, ${openingPlies}-ply random openings, seed ${values.seed}, ${threads} threads` +
    (values['b-bare'] ? ', B without book and databases' : '') +
    (egdbDir === undefined ? '' : `, databases of ${egdbDir}`),
);
console.log();
console.log('| weights (A) | against (B) | score of A | 95% CI | kept |');
console.log('|---|---|---|---|---|');
const started = performance.now();
try {
  let best = weightsOf(values.start);
  if (values.vs !== undefined) {
    const other = weightsOf(values.vs);
    const [score, low, high] = await match(best, other);
    console.log(
      `| ${show(best)} | ${show(other)} | ${percent(score)} | ${percent(low)}-${percent(high)} | |`,
    );
  } else {
    for (let round = 0; round < Number(values.rounds); round++) {
      for (const term of Object.keys(STEPS) as (keyof WariWeights)[]) {
        for (const sign of [1, -1]) {
          let moved = false;
          for (;;) {
            const candidate = { ...best, [term]: best[term] + sign * STEPS[term] };
            const [score, low, high] = await match(candidate, best);
            const kept = score >= keep;
            console.log(
              `| ${show(candidate)} | ${show(best)} | ${percent(score)} | ${percent(low)}-${percent(high)} | ${kept ? 'yes' : 'no'} |`,
            );
            if (!kept) break;
            best = candidate;
            moved = true;
          }
          if (moved) break;
        }
      }
    }
    console.log();
    console.log(`best: ${show(best)}`);
  }
  console.log(`(${((performance.now() - started) / 60_000).toFixed(1)} minutes)`);
} finally {
  await Promise.all(engines.map((engine) => engine.terminate()));
}
