import { legalMoves } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { BENCH_POSITIONS, benchPosition, runBench } from './bench.ts';

/**
 * The bench signature: total nodes of `runBench()` (the figure `npm run bench -w @kalaha/engine`
 * prints as "signature"). A change to the search, the move ordering, the evaluation, the table or
 * the parameters changes it; record the new value here together with that change, after checking
 * that the change was meant to alter the search. A pure speed-up must leave it equal.
 */
const SIGNATURE = 15_456_813;

describe('bench', () => {
  it('has a fixed set of valid positions', () => {
    expect(BENCH_POSITIONS.length).toBeGreaterThanOrEqual(8);
    for (const entry of BENCH_POSITIONS) {
      expect(benchPosition(entry).isOver).toBe(false);
    }
  });

  it('searches them to the recorded signature', () => {
    const report = runBench();
    for (const [i, p] of report.positions.entries()) {
      const position = benchPosition(BENCH_POSITIONS[i]!);
      expect(legalMoves(position).map((m) => m.house)).toContain(p.move);
    }
    expect(report.nodes).toBe(report.positions.reduce((a, p) => a + p.nodes, 0));
    expect(report.nodes).toBe(SIGNATURE);
  });
});
