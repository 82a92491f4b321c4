import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyStorage } from './kysely-storage.ts';
import { StorageOpenError } from './open-error.ts';
import { poolPrepared } from './prepared.ts';
import type { Database } from './schema.ts';

/**
 * Connections per server instance. Each commit holds one for a few milliseconds; ten keep a
 * saturated instance's commits flowing while leaving room under PostgreSQL's default
 * `max_connections` (100) for several instances.
 */
const POOL_SIZE = 10;
/** How long (ms) to wait for a connection before calling the database unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Storage on a PostgreSQL server, through a `pg` pool of {@link POOL_SIZE} connections. Checks
 * the connection once before returning; the schema is not migrated (`openStorage` does that).
 * Commits are durable as PostgreSQL makes them (WAL flushed and fsynced at commit by default).
 *
 * @param databaseUrl `postgres://user:password@host:port/database` (or `postgresql://`, with
 *   `pg`'s query parameters such as `sslmode`).
 * @throws StorageOpenError `ERR_DATABASE_URL` for another kind of URL, `ERR_DATABASE_UNREACHABLE`
 *   when no connection can be made (refused, timed out after {@link CONNECT_TIMEOUT_MS} ms, bad
 *   credentials, no such database); messages name the host, port and database, never the password.
 */
export async function openPostgresStorage(databaseUrl: string): Promise<KyselyStorage> {
  const where = describeDatabase(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool, which then emits
  // 'error'; unhandled, that event would end the process. The next query opens a new connection,
  // and fails (thrown to its caller) if the server is still down.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new StorageOpenError(
      'ERR_DATABASE_UNREACHABLE',
      `Cannot connect to PostgreSQL at ${where}${reason}`,
      { cause: error },
    );
  }
  return new KyselyStorage(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    poolPrepared(pool),
  );
}

/**
 * `host:port/database` of a PostgreSQL URL, for messages (without user and password).
 *
 * @throws StorageOpenError `ERR_DATABASE_URL` when it is not a `postgres://` or `postgresql://`
 *   URL (the message does not repeat the URL, which may hold a password).
 */
export function describeDatabase(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new StorageOpenError(
      'ERR_DATABASE_URL',
      'DATABASE_URL is not a URL: expected postgres://user:password@host:port/database',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new StorageOpenError(
      'ERR_DATABASE_URL',
      `DATABASE_URL has the scheme ${url.protocol}//: expected postgres:// or postgresql://`,
    );
  }
  const host = url.host === '' ? 'the default host' : url.host;
  return `${host}${url.pathname}`;
}
