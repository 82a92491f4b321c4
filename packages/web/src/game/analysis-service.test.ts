import {
  legalMoves,
  makePosition,
  parsePosition,
  play,
  Position,
  ruleSet,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it, vi } from 'vitest';
import { FakeEngine } from '../test-support/fake-engine.ts';
import { rulesOf } from '../test-support/positions.ts';
import { AnalysisService, analysisKey } from './analysis-service.ts';

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
    await service.idle();
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
    // The first answer taken, the next position is asked for.
    await vi.waitFor(() => expect(engine.asked).toHaveLength(2));
    engine.release();
    await service.idle();
    expect(service.state.currentKey).toBe(makePosition(after));
    engine.hold = false;
    service.request(after, [start, after]);
    await service.idle();
    expect(service.state.current?.turn).toBe(after.turn);
  });

  it('values a finished game by its stores without the engine', async () => {
    const over = unwrap(
      Position.fromSetup(rulesOf(), {
        houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
        stores: { south: 40, north: 32 },
        turn: 'north',
        end: { reason: 'sideEmpty', side: 'south' },
      }),
    );
    const engine = new FakeEngine();
    const service = new AnalysisService(() => engine);
    service.request(over, [over]);
    await service.idle();
    expect(service.state.evals.get(makePosition(over))).toBe(8);
    expect(service.state.current?.score).toBe(-8);
    expect(engine.asked).toEqual([]);
  });

  it('tells a Wari board seen a second time from its first occurrence (docs/RULES.md 2)', async () => {
    const wari = unwrap(ruleSet('wari'));
    const first = unwrap(parsePosition(wari, '1,0,0,0,0,0|23 1,0,0,0,0,0|23 south'));
    // One seed a side, each sown one house on: the start comes back after 12 moves.
    const positions = [first];
    for (let i = 0; i < 12; i++) {
      const p = positions[positions.length - 1]!;
      const next = unwrap(play(p, legalMoves(p).at(-1)!));
      positions.push(next.position);
    }
    const again = positions[12]!;
    expect(makePosition(again)).toBe(makePosition(first));
    expect(analysisKey(first)).toBe(makePosition(first));
    expect(analysisKey(again)).toBe(`${makePosition(again)} seen:2`);

    const engine = new FakeEngine();
    engine.value = (p) => p.occurrence; // a different value for each occurrence
    const service = new AnalysisService(() => engine);
    service.request(again, positions);
    await service.idle();
    expect(service.state.evals.size).toBe(13);
    expect(service.state.evals.get(analysisKey(first))).toBe(1);
    expect(service.state.evals.get(analysisKey(again))).toBe(2);
    expect(service.state.current?.score).toBe(2);
  });
});
