import { describe, expect, it } from 'vitest';
import { deepen, INF, type DeepeningRoot } from './deepening.ts';
import { ASPIRATION_DELTA, ASPIRATION_MIN_DEPTH, SCORE_SCALE } from '../params.ts';
import type { SearchProgress, SearchResult, StopReason } from './types.ts';

/** A root whose search returns `scores(depth)` and is proven from `exactFrom` plies on. */
function fakeRoot(
  scores: (depth: number) => number,
  options: { maxDepth?: number; exactFrom?: number; stopBefore?: number; deadline?: number } = {},
): DeepeningRoot & { windows: [number, number, number][] } {
  let stopped = false;
  let reason: StopReason = 'depth';
  let nodes = 0;
  let heuristic = 0;
  let iterations = 0;
  const windows: [number, number, number][] = [];
  return {
    windows,
    maxDepth: options.maxDepth ?? 10,
    startTime: performance.now(),
    deadline: options.deadline ?? Infinity,
    check: () => {
      if (options.stopBefore !== undefined && iterations + 1 >= options.stopBefore) {
        stopped = true;
        reason = 'nodes';
      }
      return stopped;
    },
    stopped: () => stopped,
    stopForTime: () => {
      stopped = true;
      reason = 'time';
    },
    reason: () => reason,
    nodes: () => nodes,
    heuristic: () => heuristic,
    searchRoot: (depth, alpha, beta) => {
      iterations = depth;
      windows.push([depth, alpha, beta]);
      nodes += 10;
      if (depth < (options.exactFrom ?? Infinity)) heuristic++;
      const score = scores(depth);
      // Fail-soft: a score outside the window comes back as the bound it crossed.
      return Math.min(Math.max(score, alpha), beta);
    },
    principalVariation: (depth) => Array.from({ length: depth }, (_, i) => i + 1),
    fallback: (why): SearchResult => ({
      move: 3,
      score: 0,
      exact: false,
      depth: 0,
      pv: [3],
      nodes,
      elapsedMs: 0,
      reason: why,
    }),
  };
}

describe('deepen', () => {
  it('searches every depth up to the limit, reporting each, and returns the last', () => {
    const root = fakeRoot(() => 2 * SCORE_SCALE, { maxDepth: 4 });
    const progress: SearchProgress[] = [];
    const result = deepen(root, (p) => progress.push(p));
    expect(progress.map((p) => p.depth)).toEqual([1, 2, 3, 4]);
    expect(result).toMatchObject({ move: 1, score: 2, exact: false, depth: 4, reason: 'depth' });
    expect(result.pv).toEqual([1, 2, 3, 4]);
    expect(result.nodes).toBe(40);
  });

  it('uses an aspiration window from ASPIRATION_MIN_DEPTH on and widens the failing side', () => {
    const jump = ASPIRATION_MIN_DEPTH;
    const root = fakeRoot((depth) => (depth < jump ? 0 : 10 * ASPIRATION_DELTA), {
      maxDepth: jump,
    });
    const result = deepen(root);
    expect(root.windows[0]).toEqual([1, -INF, INF]);
    const atJump = root.windows.filter(([d]) => d === jump);
    expect(atJump[0]).toEqual([jump, -ASPIRATION_DELTA, ASPIRATION_DELTA]);
    expect(atJump.length).toBeGreaterThan(1);
    const last = atJump[atJump.length - 1]!;
    expect(last[1]).toBeLessThan(10 * ASPIRATION_DELTA);
    expect(last[2]).toBeGreaterThan(10 * ASPIRATION_DELTA);
    expect(result.score).toBe((10 * ASPIRATION_DELTA) / SCORE_SCALE);
  });

  it('stops at the first proven iteration', () => {
    const result = deepen(fakeRoot(() => -SCORE_SCALE, { exactFrom: 3 }));
    expect(result).toMatchObject({ depth: 3, exact: true, score: -1, reason: 'exact' });
  });

  it('keeps the last completed iteration when a limit stops the search', () => {
    const result = deepen(fakeRoot(() => 0, { stopBefore: 3 }));
    expect(result).toMatchObject({ depth: 2, reason: 'nodes' });
  });

  it('returns the fallback when no iteration completed', () => {
    const result = deepen(fakeRoot(() => 0, { stopBefore: 1 }));
    expect(result).toEqual({
      move: 3,
      score: 0,
      exact: false,
      depth: 0,
      pv: [3],
      nodes: 0,
      elapsedMs: 0,
      reason: 'nodes',
    });
  });

  it('starts no new iteration once the time spent makes it unlikely to finish', () => {
    // A deadline already passed: more than the fraction of the time is spent after depth 1.
    const root = fakeRoot(() => 0, { deadline: performance.now() - 1 });
    const result = deepen(root);
    expect(result).toMatchObject({ depth: 1, reason: 'time' });
  });
});
