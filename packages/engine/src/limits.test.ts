import { legalMoves, parsePosition, play, Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { Searcher, type SearchProgress } from './searcher.ts';
import { rulesOf } from '../test/rules-of.ts';

const KALAHA = rulesOf('kalaha');
const START = Position.initial(KALAHA);

function isLegal(position: Position, house: number | undefined): boolean {
  return legalMoves(position).some((m) => m.house === house);
}

/** Plays a principal variation through the rules library; throws on an illegal move. */
function playLine(position: Position, line: readonly number[]): Position {
  let p = position;
  for (const house of line) {
    const played = play(p, { house });
    if (!played.ok) throw new Error(`${line.join(' ')}: ${played.error.message}`);
    p = played.value.position;
    if (p.isOver) break;
  }
  return p;
}

describe('search limits', () => {
  it('stops at the depth limit and reports every iteration', () => {
    const progress: SearchProgress[] = [];
    const result = new Searcher({ ttMiB: 1 }).search(START, { depth: 6 }, (p) => progress.push(p));
    expect(result.depth).toBe(6);
    expect(result.reason).toBe('depth');
    expect(result.exact).toBe(false);
    expect(progress.map((p) => p.depth)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < progress.length; i++) {
      expect(progress[i]!.nodes).toBeGreaterThan(progress[i - 1]!.nodes);
    }
    for (const p of progress) {
      expect(p.pv.length).toBeGreaterThan(0);
      expect(p.pv.length).toBeLessThanOrEqual(p.depth);
      playLine(START, p.pv);
      expect(p.nps).toBeGreaterThanOrEqual(0);
      expect(p.elapsedMs).toBeGreaterThanOrEqual(0);
    }
    expect(result.move).toBe(result.pv[0]);
    expect(result.pv).toEqual(progress.at(-1)!.pv);
    expect(result.nodes).toBe(progress.at(-1)!.nodes);
    expect(isLegal(START, result.move)).toBe(true);
  });

  it('never spends more nodes than the node limit', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    for (const nodes of [0, 1, 5, 100, 4095, 4096, 4097, 25_000]) {
      const result = searcher.search(START, { nodes });
      expect(result.nodes).toBeLessThanOrEqual(nodes);
      expect(result.reason).toBe('nodes');
      expect(isLegal(START, result.move)).toBe(true);
      if (nodes === 0) expect(result.depth).toBe(0);
      if (nodes >= 4096) expect(result.depth).toBeGreaterThan(1);
    }
  });

  it('stops on the time limit', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const none = searcher.search(START, { timeMs: 0 });
    expect(none.reason).toBe('time');
    expect(none.depth).toBe(0);
    expect(isLegal(START, none.move)).toBe(true);
    // 6x6 Kalaha is far from solvable in 30 ms: the clock, not the depth, ends this search.
    const some = searcher.search(START, { timeMs: 30 });
    expect(some.reason).toBe('time');
    expect(some.depth).toBeLessThan(127);
    expect(some.exact).toBe(false);
    expect(isLegal(START, some.move)).toBe(true);
  });

  it('stops when stop() is called and returns the last completed iteration', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const result = searcher.search(START, {}, (p) => {
      if (p.depth === 3) searcher.stop();
    });
    expect(result.reason).toBe('stop');
    expect(result.depth).toBe(3);
    // The flag is reset by the next search.
    expect(searcher.search(START, { depth: 4 }).depth).toBe(4);
  });

  it('stops when the AbortSignal is aborted, also before it starts', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const controller = new AbortController();
    const result = searcher.search(START, { signal: controller.signal }, (p) => {
      if (p.depth === 4) controller.abort();
    });
    expect(result.reason).toBe('abort');
    expect(result.depth).toBe(4);
    const again = searcher.search(START, { signal: controller.signal });
    expect(again.reason).toBe('abort');
    expect(again.depth).toBe(0);
    expect(again.nodes).toBe(0);
    expect(isLegal(START, again.move)).toBe(true);
  });

  it('stops when the shared stop flag is set', () => {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const result = new Searcher({ ttMiB: 1 }).search(START, { stopFlag: flag }, (p) => {
      if (p.depth === 2) Atomics.store(flag, 0, 1);
    });
    expect(result.reason).toBe('stop');
    expect(result.depth).toBe(2);
  });

  it('ends by itself once the score is proven', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 3 });
    const progress: SearchProgress[] = [];
    const result = new Searcher({ ttMiB: 1 }).search(Position.initial(rules), {}, (p) =>
      progress.push(p),
    );
    expect(result.reason).toBe('exact');
    expect(result.exact).toBe(true);
    expect(progress.filter((p) => p.exact)).toHaveLength(1);
    expect(progress.at(-1)!.exact).toBe(true);
    expect(Number.isInteger(result.score)).toBe(true);
    // The principal variation of a proven score is a whole game that ends with that score.
    const end = playLine(Position.initial(rules), result.pv);
    expect(end.isOver).toBe(true);
    expect(end.store('south') - end.store('north')).toBe(result.score);
  });

  it('returns no move for a finished game, with its final score', () => {
    const over = unwrap(
      parsePosition(KALAHA, '0,0,0,0,0,0|40 0,0,0,0,0,0|32 north end:sideEmpty:south'),
    );
    const result = new Searcher({ ttMiB: 1 }).search(over, { depth: 5 });
    expect(result).toMatchObject({
      move: undefined,
      score: -8,
      exact: true,
      depth: 0,
      pv: [],
      nodes: 0,
      reason: 'gameOver',
    });
  });

  it('keeps its table between searches of the same rules and clears it for new rules', () => {
    const searcher = new Searcher({ ttMiB: 1 });
    const first = searcher.search(START, { depth: 8 });
    const second = searcher.search(START, { depth: 8 });
    expect(second.nodes).toBeLessThan(first.nodes);
    const kalah = Position.initial(rulesOf('kalah', { seeds: 6 }));
    const fresh = new Searcher({ ttMiB: 1 }).search(kalah, { depth: 8 });
    expect(searcher.search(kalah, { depth: 8 }).nodes).toBe(fresh.nodes);
  });
});
