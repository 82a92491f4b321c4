import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEgdb } from '@kalaha/engine';
import { egdbFileName, saveEgdb } from '@kalaha/engine/node';
import { kgpRules } from '@kalaha/protocol';
import { legalMoves, parsePosition, ruleSet, unwrap } from '@kalaha/rules';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEngine, WorkerEngine } from './engine.ts';

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

  it('plays level 10 with the endgame databases of DATA_DIR/egdb, and without them when there are none (issue 17)', async () => {
    const rules = unwrap(ruleSet('kalah'));
    const withDb = mkdtempSync(join(tmpdir(), 'kalaha-data-'));
    mkdirSync(join(withDb, 'egdb'));
    saveEgdb(join(withDb, 'egdb', egdbFileName(rules, 6)), buildEgdb(rules, 6)!);
    const without = mkdtempSync(join(tmpdir(), 'kalaha-data-'));
    // 6 seeds left in the houses: within the database.
    const endgame = unwrap(parsePosition(rules, '0,0,2,0,1,1|20 1,0,0,1,0,0|22 south'));
    const engines = [serverEngine(withDb), serverEngine(without)];
    try {
      const [db, solver] = await Promise.all(engines.map((e) => e.levelMove(endgame, 10)));
      // The database values every move at once (an analysis of depth 1); without it the exact
      // solver proves the same value by its own search (depth 0: no iteration of the searcher).
      expect(db).toMatchObject({ chosenBy: 'exact', depth: 1 });
      expect(solver).toMatchObject({ chosenBy: 'exact', depth: 0, score: db!.score });
      expect(solver!.nodes).toBeGreaterThan(db!.nodes);
    } finally {
      await Promise.all(engines.map((e) => e.close()));
    }
  });

  it('refuses moves once closed', async () => {
    const closed = new WorkerEngine();
    await closed.close();
    const position = unwrap(parsePosition(kgpRules(6, 4), '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south'));
    await expect(closed.move(position, 5)).rejects.toThrow('the engine is closed');
  });
});
