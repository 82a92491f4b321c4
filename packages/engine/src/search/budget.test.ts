import { describe, expect, it } from 'vitest';
import { MAX_PLY } from '../params.ts';
import type { SearchLimits, StopReason } from './types.ts';
import { isLimit, SearchBudget } from './budget.ts';

/** A budget driven by hand: `spend` counts nodes the way a searcher's hot loop does. */
class Budget extends SearchBudget {
  start(limits: SearchLimits): number {
    return this.startBudget(limits);
  }

  /** Spends up to `count` nodes, checking at `nextCheck`; the nodes spent and the stop state. */
  spend(count: number): { nodes: number; stopped: boolean; reason: StopReason } {
    for (let i = 0; i < count; i++) {
      if (this.nodes >= this.nextCheck && this.check()) break;
      this.nodes++;
    }
    return { nodes: this.nodes, stopped: this.stopped, reason: this.reason };
  }
}

describe('SearchBudget', () => {
  it('gives the depth limit clamped to 1..MAX_PLY, MAX_PLY without one', () => {
    const budget = new Budget(10);
    expect(budget.start({ depth: 6.7 })).toBe(6);
    expect(budget.start({ depth: 0 })).toBe(1);
    expect(budget.start({ depth: 1000 })).toBe(MAX_PLY);
    expect(budget.start({})).toBe(MAX_PLY);
    expect(budget.start({ depth: Number.NaN })).toBe(MAX_PLY);
  });

  it('never spends more nodes than the node limit', () => {
    const budget = new Budget(7);
    budget.start({ nodes: 25 });
    expect(budget.spend(100)).toEqual({ nodes: 25, stopped: true, reason: 'nodes' });
  });

  it('runs on without a limit, checking every interval', () => {
    const budget = new Budget(7);
    budget.start({});
    expect(budget.spend(100)).toEqual({ nodes: 100, stopped: false, reason: 'depth' });
  });

  it('stops at the next check after stop(), and starts afresh at the next search', () => {
    const budget = new Budget(1000);
    budget.start({});
    budget.spend(10);
    budget.stop();
    expect(budget.spend(100)).toEqual({ nodes: 10, stopped: true, reason: 'stop' });
    budget.start({});
    expect(budget.spend(5)).toEqual({ nodes: 5, stopped: false, reason: 'depth' });
  });

  it('stops for a shared stop flag and for an aborted signal', () => {
    const budget = new Budget(4);
    const stopFlag = new Int32Array(new SharedArrayBuffer(4));
    budget.start({ stopFlag });
    budget.spend(10);
    Atomics.store(stopFlag, 0, 1);
    const flagged = budget.spend(100);
    expect(flagged.reason).toBe('stop');
    expect(flagged.nodes).toBeLessThanOrEqual(10 + 4);

    const controller = new AbortController();
    budget.start({ signal: controller.signal });
    budget.spend(10);
    controller.abort();
    const aborted = budget.spend(100);
    expect(aborted.reason).toBe('abort');
    expect(aborted.nodes).toBeLessThanOrEqual(10 + 4);
  });

  it('stops for time once the deadline has passed', () => {
    const budget = new Budget(1);
    budget.start({ timeMs: 0 });
    expect(budget.spend(100)).toEqual({ nodes: 0, stopped: true, reason: 'time' });
  });
});

describe('isLimit', () => {
  it('is true for numbers (Infinity too) and false for undefined and NaN', () => {
    expect([3, 0, Infinity, undefined, Number.NaN].map(isLimit)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
