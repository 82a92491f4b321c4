import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one benchmark run. */
export interface FreshDatabase {
  /** Its name, `kalaha_bench_<12 hex digits>`. */
  readonly name: string;
  /** Its URL: the admin URL's server and user, this database. */
  readonly url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `kalaha_bench_<random>` on the server of `adminUrl` (a URL of a
 * database that exists there, such as `postgres://postgres@127.0.0.1:5432/postgres`), so that a
 * run starts from nothing and leaves nothing behind.
 *
 * @throws Error (from `pg`) when the server cannot be reached or refuses to create it.
 */
export async function createBenchDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `kalaha_bench_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs one statement on the database of `adminUrl`. */
async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
