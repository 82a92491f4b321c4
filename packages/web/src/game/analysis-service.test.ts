import { makePosition, play, Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { rulesOf } from '../test-support/positions.ts';
import { AnalysisService } from './analysis-service.ts';

async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

const start = Position.initial(rulesOf());
const after = (() => {
  const r = play(start, { house: 3 });
  if (!r.ok) throw new Error('refused');
  return r.value.position;
})();

describe('AnalysisService', () => {
  it('analyses the panel’s position first, then every position of the graph', async () => {
    const engine = new FakeEngine();
    const service = new AnalysisService(() => engine);
    service.request(after, [start, after]);
    await settle();
    expect(service.state.currentKey).toBe(makePosition(after));
    expect(service.state.current?.moves).toHaveLength(6);
    expect([...service.state.evals.keys()].sort()).toEqual(
      [makePosition(start), makePosition(after)].sort(),
    );
    expect(engine.asked).toHaveLength(2);
  });

  it('never shows an analysis of another position in the panel', async () => {
    const engine = new FakeEngine();
    engine.hold = true;
    const service = new AnalysisService(() => engine);
    service.request(start, [start]);
    service.request(after, [start, after]);
    engine.release();
    await settle();
    engine.release();
    await settle();
    expect(service.state.currentKey).toBe(makePosition(after));
    engine.hold = false;
    service.request(after, [start, after]);
    await settle();
    expect(service.state.current?.turn).toBe(after.turn);
  });

  it('values a finished game by its stores without the engine', async () => {
    const over = Position.fromSetup(rulesOf(), {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
      stores: { south: 40, north: 32 },
      turn: 'north',
      end: { reason: 'sideEmpty', side: 'south' },
    });
    if (!over.ok) throw new Error(over.error.message);
    const engine = new FakeEngine();
    const service = new AnalysisService(() => engine);
    service.request(over.value, [over.value]);
    await settle();
    expect(service.state.evals.get(makePosition(over.value))).toBe(8);
    expect(service.state.current?.score).toBe(-8);
    expect(engine.asked).toEqual([]);
  });
});
