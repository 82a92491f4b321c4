import { kgpRules } from '@kalaha/protocol';
import { legalMoves, parsePosition, unwrap } from '@kalaha/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerEngine } from './engine.ts';

const engine = new WorkerEngine();
afterAll(() => engine.close());

describe("the engine's moves for engine players", () => {
  it('chooses a legal house of the side to move, in a worker thread', async () => {
    const rules = kgpRules(6, 4);
    for (const text of ['4,4,4,4,4,4|0 4,4,4,4,4,4|0 south', '0,5,1,6,6,5|1 4,4,4,4,4,4|0 north']) {
      const position = unwrap(parsePosition(rules, text));
      const legal = legalMoves(position).map((move) => move.house);
      for (const level of [1, 5, 9]) {
        expect(legal).toContain(await engine.move(position, level));
      }
    }
  });

  it('refuses moves once closed', async () => {
    const closed = new WorkerEngine();
    await closed.close();
    const position = unwrap(parsePosition(kgpRules(6, 4), '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south'));
    await expect(closed.move(position, 5)).rejects.toThrow('the engine is closed');
  });
});
