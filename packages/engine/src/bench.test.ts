import { legalMoves } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { BENCH_POSITIONS, BENCH_SIGNATURE, benchPosition, runBench } from './bench.ts';

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
    expect(report.nodes).toBe(BENCH_SIGNATURE);
  });
});
