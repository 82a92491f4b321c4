import { afterAll, beforeAll, expect, it } from 'vitest';
import { seatedGame, step } from './fixtures.ts';
import { openStorage } from './open.ts';
import { openPostgresStorage } from './postgres.ts';
import type { Storage } from './storage.ts';
import { describeStorageContract } from './storage-contract.ts';
import { createTestDatabase } from './test-postgres.ts';
import type { TestDatabase } from './test-postgres.ts';
import { describeWith } from '../../test/services.ts';

const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.drop()));
});

/** A fresh database of this file's own, dropped after the file. */
async function freshDatabase(): Promise<string> {
  const database = await createTestDatabase();
  databases.push(database);
  return database.url;
}

describeWith(['postgres'], 'PostgreSQL storage', () => {
  describeStorageContract('PostgreSQL', async () =>
    openStorage({ databaseUrl: await freshDatabase() }),
  );
});

describeWith(['postgres'], 'PostgreSQL with several server instances', () => {
  let url: string;
  const opened: Storage[] = [];
  beforeAll(async () => {
    url = await freshDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((storage) => storage.close()));
  });

  it('migrates once when four instances start at once on an empty database', async () => {
    const instances = await Promise.all(Array.from({ length: 4 }, () => openPostgresStorage(url)));
    opened.push(...instances);
    await Promise.all(instances.map((storage) => storage.migrate()));
    const first = instances[0]!;
    const second = instances[1]!;
    const { game } = await seatedGame(first);
    expect((await second.loadGame(game.gameId))?.game).toEqual(game);
  });

  it('lets exactly one of two instances commit on the same version', async () => {
    const first = opened[0]!;
    const second = opened[1]!;
    const { game } = await seatedGame(first);
    const mine = step(game, 'south', { move: '1' });
    const theirs = step(game, 'south', { move: '2' });
    const outcomes = await Promise.all([first.commit(mine), second.commit(theirs)]);
    expect([...outcomes].sort()).toEqual(['conflict', 'ok']);
    const winner = outcomes[0] === 'ok' ? mine : theirs;
    expect(await second.loadGame(game.gameId)).toEqual({
      game: winner.next,
      actions: [winner.action],
    });
  });

  it('fails every call after close()', async () => {
    const storage = await openStorage({ databaseUrl: url });
    await storage.close();
    await storage.close();
    await expect(storage.findPlayer('p-1')).rejects.toThrow('after close');
  });
});
