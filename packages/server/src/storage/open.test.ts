import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { KyselyStorage } from './kysely-storage.ts';
import { openStorage } from './open.ts';
import { createTestDatabase } from './test-postgres.ts';
import type { TestDatabase } from './test-postgres.ts';
import { describeWith } from '../../test/services.ts';

describeWith(['postgres'], 'openStorage', () => {
  let root: string;
  let database: TestDatabase;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kalaha-open-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await database.drop();
  });

  it('opens PostgreSQL when a database URL is given, even with a data directory', async () => {
    const dataDir = join(root, 'unused');
    const storage = await openStorage({ databaseUrl: database.url, dataDir });
    expect(storage).toBeInstanceOf(KyselyStorage);
    expect(await storage.findPlayer('p-nobody')).toBeUndefined();
    await storage.close();
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a database URL of another kind, without repeating it', async () => {
    for (const databaseUrl of ['not a url', 'mysql://root:hunter2@127.0.0.1/kalaha']) {
      const refusal = openStorage({ databaseUrl });
      await expect(refusal).rejects.toMatchObject({ code: 'ERR_DATABASE_URL' });
      await expect(refusal).rejects.not.toThrow('hunter2');
    }
  });

  it('fails clearly when PostgreSQL cannot be reached, naming where but no password', async () => {
    const refusal = openStorage({ databaseUrl: 'postgres://postgres:hunter2@127.0.0.1:1/test' });
    await expect(refusal).rejects.toMatchObject({
      code: 'ERR_DATABASE_UNREACHABLE',
      message: expect.stringContaining('Cannot connect to PostgreSQL at 127.0.0.1:1/test'),
    });
    await expect(refusal).rejects.not.toThrow('hunter2');
  });

  it('fails clearly when the database does not exist', async () => {
    const url = new URL(database.url);
    url.pathname = '/kalaha_t_missing';
    await expect(openStorage({ databaseUrl: url.toString() })).rejects.toMatchObject({
      code: 'ERR_DATABASE_UNREACHABLE',
      message: expect.stringContaining('does not exist'),
    });
  });

  it('fails clearly when the data directory cannot be created', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, 'not a directory');
    await expect(openStorage({ dataDir: join(file, 'data') })).rejects.toMatchObject({
      code: 'ERR_DATA_DIR',
      message: expect.stringContaining(join(file, 'data')),
    });
  });

  it('refuses a database migrated by a newer server, and closes it again', async () => {
    const storage = await openStorage({ databaseUrl: database.url });
    await storage.close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `insert into kysely_migration (name, timestamp) values ('9999_future', now()::text)`,
    );
    await expect(openStorage({ databaseUrl: database.url })).rejects.toThrow(
      /Storage: the schema migration failed: .*9999_future/,
    );
    await client.query(`delete from kysely_migration where name = '9999_future'`);
    // The refused storage closed its pool: only this client is left (a closed connection may
    // take a moment to leave pg_stat_activity).
    const connections = async () => {
      const { rows } = await client.query(
        `select count(*)::int as count from pg_stat_activity where datname = current_database()`,
      );
      return (rows as [{ count: number }])[0].count;
    };
    await vi.waitFor(async () => expect(await connections()).toBe(1), { timeout: 5_000 });
    await client.end();
  });
});
