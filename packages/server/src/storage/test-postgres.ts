import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_POSTGRES_URL } from '../../test/service-probe.ts';

/** A database of its own for one test file, on {@link TEST_POSTGRES_URL}'s server. */
export interface TestDatabase {
  /** Its URL (same server and user, database `kalaha_t_<random>`). */
  readonly url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * Creates an empty database `kalaha_t_<12 hex digits>` (from the server's `postgres` database),
 * so that test files can run in parallel and again without meeting each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `kalaha_t_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** Runs one statement on the server's `postgres` database. */
async function asAdmin(statement: string): Promise<void> {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
