import { outcome, play, Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { buildEgdb } from '../egdb/build.ts';
import { PlainMinimax } from './minimax.ts';
import { helperEgdb, helperEgdbData, solveParallel } from './parallel.ts';
import { rulesOf } from '../../test/rules-of.ts';

function playLine(position: Position, line: readonly number[]): Position {
  let p = position;
  for (const house of line) {
    const played = unwrap(play(p, { house }));
    p = played.position;
  }
  return p;
}

describe('the parallel solver', () => {
  // What one thread proves for these starts is in the solver's tables (`solver.test.ts`):
  // `kalah` 5×3 = 6 and 6×3 = 2, `kalah-empty-capture` 4×5 = 2, `kalaha` 5×4 = 10.
  it('proves the same values as one thread, with and without a database', async () => {
    for (const [preset, houses, seeds, dbSeeds, expected] of [
      ['kalah', 5, 3, 0, 6],
      ['kalah-empty-capture', 4, 5, 0, 2],
      ['kalah', 6, 3, 12, 2],
      ['kalaha', 5, 4, 14, 10],
    ] as const) {
      const rules = rulesOf(preset, { houses, seeds });
      const egdb = dbSeeds > 0 ? buildEgdb(rules, dbSeeds)! : undefined;
      const start = Position.initial(rules);
      const result = await solveParallel(start, { threads: 2, ...(egdb ? { egdb } : {}) });
      expect([preset, houses, seeds, result.southValue]).toEqual([preset, houses, seeds, expected]);
      expect(result.reason).toBe('solved');
      const done = outcome(playLine(start, result.pv))!;
      expect(done.scores.south - done.scores.north).toBe(expected);
    }
  });

  it('gives the helpers the database itself where its entries do not start their memory', () => {
    // A database built in this process lives after the builder's scratch areas (egdb/kernel.ts);
    // helpers once got the whole memory and read entries shifted by that much: wrong values.
    const db = buildEgdb(rulesOf('kalah', { houses: 4, seeds: 2 }), 8)!;
    expect(db.data.byteOffset).toBeGreaterThan(0);
    const helpers = helperEgdb(structuredClone(helperEgdbData(db)));
    expect(helpers.data.byteOffset).toBe(db.data.byteOffset);
    expect(helpers.data).toEqual(db.data);
    const position = Position.initial(rulesOf('kalah', { houses: 4, seeds: 2 }));
    expect(helpers.probe(position)).toBe(db.probe(position));
  });

  it('equals plain minimax on mid-game positions, tie-breaks included', async () => {
    const rules = rulesOf('kalaha-ownside', { houses: 3, seeds: 2, tieBreak: 'emptierWins' });
    for (const line of [[1], [3, 1], [2, 3, 1], [1, 2, 2, 3]]) {
      const position = playLine(Position.initial(rules), line);
      const result = await solveParallel(position, { threads: 2, ttMiB: 1 });
      expect(result.value).toBe(new PlainMinimax().value(position));
    }
  });

  it('runs in the calling thread with one thread, and stops when asked', async () => {
    const start = Position.initial(rulesOf('kalah', { houses: 4, seeds: 3 }));
    expect((await solveParallel(start, { threads: 1 })).southValue).toBe(6);
    const controller = new AbortController();
    controller.abort();
    const stopped = await solveParallel(Position.initial(rulesOf('kalah')), {
      threads: 2,
      signal: controller.signal,
    });
    expect(stopped.reason).toBe('abort');
    expect(stopped.value).toBeUndefined();
  });
});
