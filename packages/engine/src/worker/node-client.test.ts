import { Worker } from 'node:worker_threads';
import { makePosition, Position, ruleSet, unwrap } from '@kalaha/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analyze.ts';
import { levelMove } from '../levels/level-move.ts';
import { Searcher } from '../searcher.ts';
import { EngineError } from './client.ts';
import { EngineWorker } from './node-client.ts';
import type { EngineReply } from './protocol.ts';

const rules = unwrap(ruleSet('kalaha'));
const KALAHA = rules;
const START = Position.initial(KALAHA);

describe('the engine in a Node worker thread', () => {
  let engine: EngineWorker;
  beforeAll(() => {
    engine = new EngineWorker({ ttMiB: 4 });
  });
  afterAll(async () => {
    await engine.terminate();
  });

  it('agrees with the same search in this thread: move, score, nodes', async () => {
    // Both from an empty table: the worker's first search, and a fresh searcher here.
    const here = new Searcher({ ttMiB: 4 }).search(START, { depth: 10 });
    const progress: number[] = [];
    const there = await engine.search(START, { depth: 10 }, (p) => progress.push(p.depth)).result;
    expect(there.move).toBe(here.move);
    expect(there.score).toBe(here.score);
    expect(there.nodes).toBe(here.nodes);
    expect(there.pv).toEqual(here.pv);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('agrees on an analysis and a level move', async () => {
    const position = Position.initial(KALAHA, 'north');
    const searcher = new Searcher({ ttMiB: 4 });
    const here = analyze(position, { depth: 6 }, { searcher });
    const there = await engine.analyze(position, { depth: 6 }).result;
    expect(there.moves.map((m) => [m.move, m.score])).toEqual(
      here.moves.map((m) => [m.move, m.score]),
    );
    expect(there.bestMove).toBe(here.bestMove);
    expect(there.position).toBe(makePosition(position));
    const move = await engine.levelMove(START, 2, 99).result;
    expect(move.move).toBe(levelMove(START, 2, { seed: 99, searcher }).move);
  });

  it('stops a running search through the shared stop flag', async () => {
    let stop = (): void => {};
    const job = engine.search(START, { depth: 60 }, (p) => {
      if (p.depth === 8) stop();
    });
    stop = () => job.stop();
    const result = await job.result;
    expect(result.reason).toBe('stop');
    expect(result.depth).toBeGreaterThanOrEqual(8);
    // A 60-ply search of the start would run for hours: stopping short of it is the stop.
    expect(result.depth).toBeLessThan(60);
  });

  it('answers a refused job with an error, and goes on working', async () => {
    const error = await engine.levelMove(START, 0, 1).result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('ERR_LEVEL');
    const result = await engine.search(START, { depth: 3 }).result;
    expect(result.depth).toBe(3);
  });

  it('answers malformed messages with error messages, not a crash', async () => {
    const worker = new Worker(new URL('./node-worker.mjs', import.meta.url));
    try {
      const replies: EngineReply[] = [];
      const next = (): Promise<EngineReply> =>
        new Promise((resolve) => worker.once('message', (r: EngineReply) => resolve(r)));
      worker.postMessage('hello');
      replies.push(await next());
      worker.postMessage({ type: 'search', id: 5, position: { rules: {}, position: 3 } });
      replies.push(await next());
      worker.postMessage({
        type: 'search',
        id: 6,
        position: { rules: KALAHA, position: makePosition(START) },
        limits: { depth: 2 },
      });
      // Progress for depths 1 and 2, then the result: the worker is still alive.
      replies.push(await next(), await next(), await next());
      expect(replies[0]).toMatchObject({ type: 'error', id: null, code: 'ERR_MESSAGE' });
      expect(replies[1]).toMatchObject({ type: 'error', id: 5, code: 'ERR_MESSAGE' });
      expect(replies.at(-1)).toMatchObject({ type: 'result', id: 6, kind: 'search' });
    } finally {
      await worker.terminate();
    }
  });

  it('rejects pending jobs when the worker is terminated', async () => {
    const doomed = new EngineWorker({ ttMiB: 1 });
    // Terminated while it searches: once its first iteration is reported.
    let reported = false;
    const job = doomed.search(START, { depth: 60 }, () => {
      if (reported) return;
      reported = true;
      void doomed.terminate();
    });
    const error = await job.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('ERR_WORKER');
  });
});
