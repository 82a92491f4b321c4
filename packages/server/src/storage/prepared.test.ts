/**
 * Prepared statements on both drivers (`prepared.ts`): each is parsed once per connection and
 * then only executed, answers its rows, fails with the driver's own error (the code and
 * constraint the storage reads) and stays usable after a failure.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeWith } from '../../test/services.ts';
import { pglitePrepared, poolPrepared, type RunPrepared } from './prepared.ts';
import { createTestDatabase, type TestDatabase } from './test-postgres.ts';

const INSERT = {
  name: 'test_insert_seed',
  text: 'insert into seeds (house, seeds) values ($1::integer, $2::integer) returning house, seeds',
};
const TABLE = 'create table seeds (house integer primary key, seeds integer not null)';

/** What every driver must do, `run` on a database holding an empty table {@link TABLE}. */
function describeRunPrepared(
  open: () => Promise<{ run: RunPrepared; query: (sql: string) => Promise<unknown[]> }>,
) {
  let run: RunPrepared;
  let query: (sql: string) => Promise<unknown[]>;
  beforeEach(async () => {
    ({ run, query } = await open());
  });

  it('prepares the statement once and answers each run its rows, in text form', async () => {
    expect(await run(INSERT, ['1', '4'])).toEqual([['1', '4']]);
    expect(await run(INSERT, ['2', '5'])).toEqual([['2', '5']]);
    const statements = await query(
      `select statement from pg_prepared_statements where name = '${INSERT.name}'`,
    );
    expect(statements).toEqual([{ statement: INSERT.text }]);
  });

  it('rejects with the database error, and runs again after it', async () => {
    await run(INSERT, ['1', '4']);
    await expect(run(INSERT, ['1', '6'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'seeds_pkey',
    });
    expect(await run(INSERT, ['3', '6'])).toEqual([['3', '6']]);
    expect(await query('select house, seeds from seeds order by house')).toEqual([
      { house: 1, seeds: 4 },
      { house: 3, seeds: 6 },
    ]);
  });

  it('rejects a statement the database cannot parse, and prepares it once mended', async () => {
    const broken = { name: 'test_broken', text: 'insert into nowhere values ($1::integer)' };
    await expect(run(broken, ['1'])).rejects.toMatchObject({ code: '42P01' });
    const mended = { name: 'test_mended', text: 'select $1::integer + 1 as next' };
    expect(await run(mended, ['41'])).toEqual([['42']]);
  });
}

describe('pglitePrepared', () => {
  let pglite: PGlite;
  afterEach(async () => {
    await pglite.close();
  });

  describeRunPrepared(async () => {
    pglite = await PGlite.create();
    await pglite.exec(TABLE);
    return {
      run: pglitePrepared(pglite, new Kysely({ dialect: new PGliteDialect(pglite) })),
      query: async (sql) => (await pglite.query(sql)).rows,
    };
  });

  it('prepares a statement anew every so many runs, so that its plan follows the tables', async () => {
    pglite = await PGlite.create();
    await pglite.exec(TABLE);
    const run = pglitePrepared(pglite, new Kysely({ dialect: new PGliteDialect(pglite) }), 3);
    const runs = async () =>
      (
        await pglite.query<{ runs: number }>(
          `select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name = '${INSERT.name}'`,
        )
      ).rows;
    for (let house = 1; house <= 3; house++) await run(INSERT, [String(house), '4']);
    expect(await runs()).toEqual([{ runs: 3 }]);
    await run(INSERT, ['4', '4']);
    expect(await runs()).toEqual([{ runs: 1 }]);
    expect((await pglite.query('select count(*)::int as n from seeds')).rows).toEqual([{ n: 4 }]);
  });

  it('waits for a transaction of the same Kysely instance, and is not undone with it', async () => {
    pglite = await PGlite.create();
    await pglite.exec(TABLE);
    const db = new Kysely<{ seeds: { house: number; seeds: number } }>({
      dialect: new PGliteDialect(pglite),
    });
    const run = pglitePrepared(pglite, db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('seeds').values({ house: 10, seeds: 1 }).execute();
      started();
      await held;
      throw new Error('rolled back');
    });
    await inside;
    const ran = run(INSERT, ['11', '2']);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await ran).toEqual([['11', '2']]);
    expect((await pglite.query('select house from seeds')).rows).toEqual([{ house: 11 }]);
  });
});

describeWith(['postgres'], 'poolPrepared', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });
  afterEach(async () => {
    await pool.end();
  });

  describeRunPrepared(async () => {
    // One connection, so that pg_prepared_statements is read on the connection that prepared.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    await pool.query('drop table if exists seeds');
    await pool.query(TABLE);
    return {
      run: poolPrepared(pool),
      query: async (sql) => (await pool.query(sql)).rows,
    };
  });
});
