import { createEngineHandler } from '@kalaha/engine';
import { legalMoves, Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../test-support/positions.ts';
import { EngineCancelled } from './types.ts';
import { workerEngine, type EngineWorker } from './worker-engine.ts';

/** A "worker" that runs the engine's own message handler in this thread. */
function inThreadWorker(log: string[]): EngineWorker {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const handle = createEngineHandler((reply) => {
    for (const l of listeners) l({ data: reply });
  });
  return {
    postMessage: (message) => handle(message),
    addEventListener: (_type, listener) => void listeners.push(listener),
    terminate: () => void log.push('terminated'),
  };
}

const start = Position.initial(rulesOf());

describe('workerEngine', () => {
  it('asks the engine for a level’s move, a legal one', async () => {
    const engine = workerEngine(
      () => inThreadWorker([]),
      () => 42,
    );
    const answer = await engine.levelMove(start, 3);
    expect(legalMoves(start).map((m) => m.house)).toContain(answer.move);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('analyses every legal move, best first, from the view of the player to move', async () => {
    const engine = workerEngine(() => inThreadWorker([]));
    const analysis = await engine.analyze(start, { depth: 2 });
    expect(analysis.turn).toBe('south');
    expect(analysis.moves.map((m) => m.move).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(analysis.bestMove).toBe(analysis.moves[0]!.move);
    expect(analysis.moves.find((m) => m.move === 1)?.extraTurn).toBe(true);
  });

  it('cancels by ending the worker, and starts a fresh one for the next request', async () => {
    const log: string[] = [];
    let spawned = 0;
    const engine = workerEngine(() => {
      spawned++;
      return inThreadWorker(log);
    });
    const pending = engine.levelMove(start, 10);
    engine.cancel();
    await expect(pending).rejects.toBeInstanceOf(EngineCancelled);
    expect(log).toEqual(['terminated']);
    await engine.levelMove(start, 1);
    expect(spawned).toBe(2);
  });
});
