/**
 * The migrations on a database of the previous version: migration 0003 (the offer to end of
 * online Wari and Obridjie, RULES.md 2) lets `actions.kind` hold the new kinds and leaves the games
 * stored before it as they were. PGlite in memory.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatedGame, step } from './fixtures.ts';
import { KyselyStorage } from './kysely-storage.ts';
import { migrate, MIGRATIONS } from './migrations.ts';
import type { Database } from './schema.ts';

let db: Kysely<Database>;
let storage: KyselyStorage;

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()) });
  storage = new KyselyStorage(db, () => Promise.resolve());
}, 60_000);

afterAll(async () => {
  await storage.close();
});

describe('migration 0003_agreed_end', () => {
  it('keeps the games stored before it and lets actions hold the offer to end', async () => {
    // The schema as the server before online Wari and Obridjie left it.
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '0003'));
    const old = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(before) } });
    expect((await old.migrateToLatest()).error).toBeUndefined();
    const { game } = await seatedGame(storage);
    const moved = step(game, 'south');
    expect(await storage.commit(moved)).toBe('ok');
    const stored = await storage.loadGame(game.gameId);
    // The old schema refuses the new kinds.
    await expect(storage.commit(step(moved.next, 'north', { kind: 'offerEnd' }))).rejects.toThrow();

    await migrate(db);
    expect(await storage.loadGame(game.gameId)).toEqual(stored);
    const offer = step(moved.next, 'north', { kind: 'offerEnd' });
    const answer = step(offer.next, 'south', { kind: 'declineEnd' });
    const again = step(answer.next, 'south', { kind: 'offerEnd' });
    const accepted = step(again.next, 'north', { kind: 'acceptEnd' });
    for (const commit of [offer, answer, again, accepted]) {
      expect(await storage.commit(commit)).toBe('ok');
    }
    expect((await storage.loadGame(game.gameId))?.actions.map((a) => a.kind)).toEqual([
      'move',
      'offerEnd',
      'declineEnd',
      'offerEnd',
      'acceptEnd',
    ]);
    // Migrating again changes nothing.
    await migrate(db);
    expect((await storage.loadGame(game.gameId))?.game).toEqual(accepted.next);
  });
});
