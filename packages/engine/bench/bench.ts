/**
 * The engine bench: searches the fixed positions of `src/bench.ts` to their fixed depths and
 * prints nodes and time per position, the totals, nodes per second and the signature (total
 * nodes, recorded as `BENCH_SIGNATURE` in `src/bench.ts` and checked by `src/bench.test.ts`).
 *
 *     npm run bench -w @kalaha/engine            (from the repository root)
 *     npx tsx packages/engine/bench/bench.ts [runs] [--generic]
 *
 * One untimed warm-up run lets the JIT compile the search first; then `runs` timed runs (default
 * 3), of which the fastest is shown. Every run must give the same node count.
 *
 * With `--generic`, the Wari positions are also searched by the generic searcher of the relatives
 * (`relatives/search.ts`, on the rules library's positions), which searches the same tree: the
 * same nodes, so the two speeds compare directly.
 */
import { RelativeSearcher } from '../src/relatives/search.ts';
import {
  BENCH_POSITIONS,
  BENCH_TT_MIB,
  benchPosition,
  runBench,
  type BenchReport,
} from '../src/bench.ts';
import { TranspositionTable } from '../src/search/tt.ts';

const generic = process.argv.includes('--generic');
const runs = Math.max(
  1,
  Math.floor(Number(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 3)) || 3,
);
console.log('command: npm run bench -w @kalaha/engine [-- RUNS] [--generic]');
console.log(`node ${process.version}, table ${BENCH_TT_MIB} MiB, 1 warm-up run + ${runs} timed`);

const warmUp = runBench();
let best: BenchReport | undefined;
for (let r = 0; r < runs; r++) {
  const report = runBench();
  if (report.nodes !== warmUp.nodes) {
    throw new Error(
      `run ${r + 1}: ${report.nodes} nodes, warm-up ${warmUp.nodes}: not deterministic`,
    );
  }
  if (!best || report.elapsedMs < best.elapsedMs) best = report;
}
const report = best!;
const num = (x: number, width: number): string => x.toLocaleString('en-US').padStart(width);

console.log();
console.log(
  `${'position'.padEnd(32)}${'depth'.padStart(6)}${'nodes'.padStart(13)}${'ms'.padStart(8)}` +
    `${'nodes/s'.padStart(13)}${'move'.padStart(6)}${'score'.padStart(8)}`,
);
for (const p of report.positions) {
  const nps = p.elapsedMs > 0 ? Math.round((p.nodes * 1000) / p.elapsedMs) : 0;
  console.log(
    `${p.name.padEnd(32)}${String(p.depth).padStart(6)}${num(p.nodes, 13)}` +
      `${p.elapsedMs.toFixed(0).padStart(8)}${num(nps, 13)}${String(p.move).padStart(6)}` +
      `${String(p.score).padStart(8)}`,
  );
}
console.log();
console.log(`total nodes   ${num(report.nodes, 0)}`);
console.log(`total time    ${report.elapsedMs.toFixed(0)} ms (fastest of ${runs})`);
console.log(`nodes/second  ${num(report.nps, 0)}`);
console.log(`signature     ${report.nodes}`);

if (generic) {
  console.log();
  console.log(
    'Wari on the generic searcher (relatives/search.ts), same depth, same tree, one run:',
  );
  for (const entry of BENCH_POSITIONS) {
    if (entry.preset !== 'wari') continue;
    const searcher = new RelativeSearcher(new TranspositionTable(BENCH_TT_MIB));
    const result = searcher.search(benchPosition(entry), { depth: entry.depth });
    const fast = report.positions.find((p) => p.name === entry.name)!;
    const nps = (nodes: number, ms: number): number =>
      ms > 0 ? Math.round((nodes * 1000) / ms) : 0;
    console.log(
      `${entry.name.padEnd(32)}${String(entry.depth).padStart(6)}${num(result.nodes, 13)}` +
        `${result.elapsedMs.toFixed(0).padStart(8)}${num(nps(result.nodes, result.elapsedMs), 13)}` +
        `   (Wari board ${num(nps(fast.nodes, fast.elapsedMs), 0)}, nodes equal: ${result.nodes === fast.nodes})`,
    );
  }
}
