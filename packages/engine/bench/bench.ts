/**
 * The engine bench: searches the fixed positions of `src/bench.ts` to their fixed depths and
 * prints nodes and time per position, the totals, nodes per second and the signature (total
 * nodes, which `src/bench.test.ts` checks).
 *
 *     npm run bench -w @kalaha/engine            (from the repository root)
 *     npx tsx packages/engine/bench/bench.ts [runs]
 *
 * One untimed warm-up run lets the JIT compile the search first; then `runs` timed runs (default
 * 3), of which the fastest is shown. Every run must give the same node count.
 */
import { BENCH_TT_MIB, runBench, type BenchReport } from '../src/bench.ts';

const runs = Math.max(1, Math.floor(Number(process.argv[2] ?? 3)) || 3);
console.log('command: npm run bench -w @kalaha/engine [-- RUNS]');
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
