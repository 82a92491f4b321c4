import pg from 'pg';
import { expect, it } from 'vitest';
import { createBenchDatabase } from './postgres-db.ts';
import { describeWith } from '../test/services.ts';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The names of the databases of the server now. */
async function databases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describeWith(['postgres'], 'createBenchDatabase', () => {
  it('creates an empty kalaha_bench_<random> database and drops it, connections and all', async () => {
    const database = await createBenchDatabase(ADMIN_URL);
    expect(database.name).toMatch(/^kalaha_bench_[0-9a-f]{12}$/);
    expect(await databases()).toContain(database.name);
    const open = new pg.Client({ connectionString: database.url });
    open.on('error', () => undefined);
    await open.connect();
    const { rows } = await open.query(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    expect(rows).toEqual([{ tables: 0 }]);
    // Dropped even while a connection is open to it.
    await database.drop();
    expect(await databases()).not.toContain(database.name);
    await open.end().catch(() => undefined);
    // Dropping twice does no harm.
    await database.drop();
  });

  it('makes a different database on each call', async () => {
    const [a, b] = await Promise.all([
      createBenchDatabase(ADMIN_URL),
      createBenchDatabase(ADMIN_URL),
    ]);
    expect(a.name).not.toBe(b.name);
    await Promise.all([a.drop(), b.drop()]);
  });

  it('rejects when the server refuses', async () => {
    await expect(
      createBenchDatabase('postgres://postgres@127.0.0.1:5432/no_such_database_here'),
    ).rejects.toMatchObject({ code: '3D000' });
  });
});
