import { BENCH_TT_MIB, runBench } from '@kalaha/engine';
import { writeLines, type Io } from '../io.ts';

/** The options of `kalaha bench`. */
export interface BenchOptions {
  /** Print the report as JSON (`--json`). */
  readonly json: boolean;
}

/**
 * `kalaha bench`: runs the engine's fixed bench (`runBench`: fixed positions, each searched to a
 * fixed depth from an empty table) once in this thread and prints each position's nodes and time,
 * the totals, nodes per second and the signature: the total node count, which depends only on the
 * search's logic (not on the machine or its speed), so equal signatures mean equal searches.
 */
export function benchCommand(options: BenchOptions, io: Io): void {
  const report = runBench();
  if (options.json) {
    io.stdout.write(`${JSON.stringify({ ...report, signature: report.nodes }, null, 2)}\n`);
    return;
  }
  const num = (x: number, width: number): string => x.toLocaleString('en-US').padStart(width);
  const nps = (nodes: number, ms: number): number => (ms > 0 ? Math.round((nodes * 1000) / ms) : 0);
  const lines = [
    `bench: ${report.positions.length} positions, table ${BENCH_TT_MIB} MiB, one thread`,
    '',
    `${'position'.padEnd(32)}${'depth'.padStart(6)}${'nodes'.padStart(13)}${'ms'.padStart(8)}` +
      `${'nodes/s'.padStart(13)}${'move'.padStart(6)}${'score'.padStart(8)}`,
  ];
  for (const p of report.positions) {
    lines.push(
      `${p.name.padEnd(32)}${String(p.depth).padStart(6)}${num(p.nodes, 13)}` +
        `${p.elapsedMs.toFixed(0).padStart(8)}${num(nps(p.nodes, p.elapsedMs), 13)}` +
        `${String(p.move).padStart(6)}${String(p.score).padStart(8)}`,
    );
  }
  lines.push(
    '',
    `nodes         ${num(report.nodes, 0)}`,
    `time          ${report.elapsedMs.toFixed(0)} ms`,
    `nodes/second  ${num(report.nps, 0)}`,
    `signature     ${report.nodes}`,
  );
  writeLines(io.stdout, lines);
}
