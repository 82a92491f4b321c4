import { existsSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { prepareEnvironment } from './environment.ts';
import { describeWith } from '../test/services.ts';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

describeWith(['postgres'], 'prepareEnvironment', () => {
  it('gives PGlite a data directory of its own and raises the limits for the bots', async () => {
    const environment = await prepareEnvironment({
      games: 100,
      db: 'pglite',
      postgresUrl: ADMIN_URL,
    });
    const { env } = environment;
    expect(env.DATA_DIR).toMatch(/kalaha-bench-.*\/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(environment.storage).toBe(`PGlite in ${env.DATA_DIR}`);
    // 200 clients from 127.0.0.1, and room for a few more.
    expect(Number(env.LIMIT_CONNECTIONS_PER_ADDRESS)).toBeGreaterThan(200);
    expect(Number(env.LIMIT_MESSAGES_PER_SECOND)).toBeGreaterThanOrEqual(1000);
    expect(Number(env.LIMIT_HTTP_REQUESTS_PER_MINUTE)).toBeGreaterThan(1_000_000);
    expect(Number(env.LIMIT_MESSAGES_PER_SECOND_PER_ADDRESS)).toBeGreaterThan(1_000_000);
    expect(Number(env.LIMIT_ACTIONS_IN_FLIGHT_PER_ADDRESS)).toBeGreaterThan(1_000_000);
    expect(Number(env.LIMIT_NEW_PLAYERS_PER_HOUR)).toBeGreaterThan(1_000_000);
    expect(Number(env.LIMIT_RATED_GAMES_PER_HOUR)).toBeGreaterThan(1_000_000);
    const scratch = env.DATA_DIR!.replace(/\/data$/, '');
    expect(existsSync(scratch)).toBe(true);
    await environment.remove();
    expect(existsSync(scratch)).toBe(false);
  });

  it('gives PostgreSQL a fresh database and drops it on remove', async () => {
    const environment = await prepareEnvironment({
      games: 1,
      db: 'postgres',
      postgresUrl: ADMIN_URL,
    });
    const url = environment.env.DATABASE_URL!;
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:5432\/kalaha_bench_[0-9a-f]{12}$/);
    expect(environment.storage).toMatch(/^PostgreSQL database kalaha_bench_/);
    expect(environment.env.DATA_DIR).toBeUndefined();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
    await environment.remove();
    const again = new pg.Client({ connectionString: url });
    await expect(again.connect()).rejects.toMatchObject({ code: '3D000' });
  });

  it('fails when PostgreSQL cannot be reached, leaving nothing behind', async () => {
    await expect(
      prepareEnvironment({
        games: 1,
        db: 'postgres',
        postgresUrl: 'postgres://postgres@127.0.0.1:1/x',
      }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
