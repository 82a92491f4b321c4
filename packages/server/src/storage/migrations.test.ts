/**
 * The migrations on a database of a previous version: migration 0003 (the offer to end of online
 * Wari and Obridjie, docs/RULES.md 2) and migration 0004 (the lay-out between Giuthi rounds, docs/RULES.md 4)
 * let `actions.kind` hold the new kinds and leave the games stored before them as they were.
 * PGlite in memory, a fresh database for each migration.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatedGame, step } from './fixtures.ts';
import { KyselyStorage } from './kysely-storage.ts';
import { migrate, MIGRATIONS } from './migrations.ts';
import { pglitePrepared } from './prepared.ts';
import type { Database } from './schema.ts';

let db: Kysely<Database>;
let storage: KyselyStorage;

beforeEach(async () => {
  const pglite = await PGlite.create();
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  storage = new KyselyStorage(db, pglitePrepared(pglite, db));
}, 60_000);

afterEach(async () => {
  await storage.close();
});

/** Runs the migrations whose names sort before `name`: the schema a previous server left. */
async function migrateBefore(name: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([n]) => n < name));
  const old = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(before) } });
  expect((await old.migrateToLatest()).error).toBeUndefined();
}

describe('migration 0003_agreed_end', () => {
  it('keeps the games stored before it and lets actions hold the offer to end', async () => {
    // The schema as the server before online Wari and Obridjie left it.
    await migrateBefore('0003');
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

describe('migration 0004_giuthi_arrange', () => {
  it('keeps the games stored before it and lets actions hold a Giuthi lay-out', async () => {
    // The schema as the server before online Giuthi left it, with a finished Wari-style game.
    await migrateBefore('0004');
    const { game } = await seatedGame(storage);
    const moved = step(game, 'south');
    const offer = step(moved.next, 'north', { kind: 'offerEnd' });
    for (const commit of [moved, offer]) expect(await storage.commit(commit)).toBe('ok');
    const stored = await storage.loadGame(game.gameId);
    const laid = step(offer.next, 'south', { kind: 'arrange', move: '2,2,1' });
    // The old schema refuses the new kind.
    await expect(storage.commit(laid)).rejects.toThrow();

    await migrate(db);
    expect(await storage.loadGame(game.gameId)).toEqual(stored);
    expect(await storage.commit(laid)).toBe('ok');
    expect((await storage.loadGame(game.gameId))?.actions.at(-1)).toEqual(laid.action);
    await migrate(db);
    expect((await storage.loadGame(game.gameId))?.game).toEqual(laid.next);
  });
});
