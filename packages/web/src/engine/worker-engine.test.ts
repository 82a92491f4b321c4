import { createEngineHandler } from '@kalaha/engine';
import {
  arrange,
  legalMoves,
  playInMatch,
  Position,
  ruleSet,
  sameMove,
  startMatch,
  type Match,
  unwrap,
} from '@kalaha/rules';
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

  it.each([
    ['wari', 'docs/RULES.md 2'],
    ['oware', 'docs/RULES.md 2, grandSlam: noCapture'],
    ['obridjie', 'docs/RULES.md 3'],
  ])('plays and analyses %s (%s) through the worker as it does Kalaha', async (preset) => {
    const rules = unwrap(ruleSet(preset));
    const position = Position.initial(rules, 'north');
    const houses = legalMoves(position).map((m) => m.house);
    const engine = workerEngine(
      () => inThreadWorker([]),
      () => 7,
    );
    for (const level of [1, 6]) {
      expect(houses).toContain((await engine.levelMove(position, level)).move);
    }
    const analysis = await engine.analyze(position, { depth: 3 });
    expect(analysis.turn).toBe('north');
    expect(analysis.moves.map((m) => m.move).sort()).toEqual(houses);
    expect(analysis.moves.some((m) => m.extraTurn)).toBe(false);
    expect(analysis.score).toBe(analysis.moves[0]!.score);
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

  it('plays Giuthi (docs/RULES.md 4): moves and values with their direction, and a layout', async () => {
    const rules = ruleSet('giuthi', { houses: 5, seeds: 4 });
    if (!rules.ok || rules.value.game !== 'giuthi') throw new Error('giuthi rules refused');
    const engine = workerEngine(
      () => inThreadWorker([]),
      () => 7,
    );
    let match: Match = startMatch(rules.value);
    const answer = await engine.levelMove(match.position, 2);
    const legal = legalMoves(match.position);
    const chosen = { house: answer.move, direction: answer.direction! };
    expect(legal.some((m) => sameMove(m, chosen))).toBe(true);
    const analysis = await engine.analyze(match.position, { depth: 1 });
    expect(analysis.moves).toHaveLength(legal.length);
    expect(analysis.moves.every((m) => m.direction !== undefined)).toBe(true);
    // Play the round out with the engine's moves to the loser's layout.
    while (match.phase === 'playing') {
      const move = await engine.levelMove(match.position, 1);
      const played = unwrap(playInMatch(match, { house: move.move, direction: move.direction! }));
      match = played.match;
    }
    if (match.phase === 'arranging') {
      expect(arrange(match, await engine.arrange(match, 3)).ok).toBe(true);
    } else {
      await expect(engine.arrange(match, 3)).rejects.toMatchObject({ code: 'ERR_MATCH_PHASE' });
    }
  });
});
