import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from './open.ts';
import { seatedGame, step } from './fixtures.ts';
import { openPgliteIn, storageOn } from './pglite.ts';
import { describeStorageContract } from './storage-contract.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeStorageContract('PGlite in memory', () => openStorage({}));

describeStorageContract('PGlite in a directory', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'kalaha-storage-'));
  dirs.push(dir);
  return openStorage({ dataDir: join(dir, 'data') });
});

describe('PGlite in memory, started from the first one’s fresh cluster', () => {
  it('gives every database a fresh cluster of its own, whatever the first one holds since', async () => {
    const first = await openPgliteIn(undefined);
    const second = await openPgliteIn(undefined);
    try {
      await first.exec('create table seeds (house int); insert into seeds values (4)');
      const third = await openPgliteIn(undefined);
      try {
        for (const other of [second, third]) {
          const { rows } = await other.query(
            "select count(*)::int as n from pg_tables where tablename = 'seeds'",
          );
          expect(rows).toEqual([{ n: 0 }]);
        }
        await third.exec('create table seeds (house int)');
      } finally {
        await third.close();
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('PGlite storage, moves', () => {
  it('commits the moves of a game through one prepared statement', async () => {
    const pglite = await openPgliteIn(undefined);
    const storage = storageOn(pglite, undefined);
    try {
      await storage.migrate();
      let { game } = await seatedGame(storage);
      for (let k = 0; k < 8; k++) {
        const commit = step(game, k % 2 === 0 ? 'south' : 'north');
        expect(await storage.commit(commit)).toBe('ok');
        game = commit.next;
      }
      const { rows } = await pglite.query<{ name: string; runs: number }>(
        'select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements',
      );
      expect(rows).toEqual([{ name: 'kalaha_append_moves', runs: 8 }]);
      expect((await storage.loadGame(game.gameId))?.game.version).toBe(8);
    } finally {
      await storage.close();
    }
  });
});
