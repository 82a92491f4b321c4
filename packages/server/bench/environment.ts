import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WEB_ROOT } from '../src/config.ts';
import { isBuiltApp } from '../src/static/web-app.ts';
import type { LoadOptions } from './options.ts';
import { createBenchDatabase } from './postgres-db.ts';

/** Messages a connection may send per second on the server under load: far above any bot's. */
export const BENCH_MESSAGES_PER_SECOND = 1000;
/** HTTP requests per address per minute on the server under load: no limit in practice. */
export const BENCH_HTTP_REQUESTS_PER_MINUTE = 999_999_999;
/** A per-address count that is no limit in practice (every bot shares 127.0.0.1). */
export const BENCH_UNLIMITED = 999_999_999;
/** Connections per address beyond the bots' clients (room for a test's own). */
export const CONNECTION_MARGIN = 64;

/** The server's environment for one run, and how to remove what was made for it. */
export interface BenchEnvironment {
  /** Variables for the server process (see the server's `config.ts`). */
  readonly env: Readonly<Record<string, string>>;
  /** Where the games are kept, for the report. */
  readonly storage: string;
  /** Drops the database or removes the data directory, and the scratch directory. */
  remove(): Promise<void>;
}

/**
 * Makes what the server under load needs: a scratch directory, the storage (PGlite's `DATA_DIR`
 * in it, or a fresh PostgreSQL database `kalaha_bench_<random>`), a web root when the web app is
 * not built (the server starts only with one; the bots never load it, so a one-page root stands
 * in), and the per-address limits raised: every bot connects from 127.0.0.1.
 *
 * @throws Error when the scratch directory or the database cannot be made (nothing is left).
 */
export async function prepareEnvironment(
  options: Pick<LoadOptions, 'games' | 'db' | 'postgresUrl'>,
): Promise<BenchEnvironment> {
  const env: Record<string, string> = {
    LIMIT_CONNECTIONS_PER_ADDRESS: String(2 * options.games + CONNECTION_MARGIN),
    LIMIT_MESSAGES_PER_SECOND: String(BENCH_MESSAGES_PER_SECOND),
    LIMIT_HTTP_REQUESTS_PER_MINUTE: String(BENCH_HTTP_REQUESTS_PER_MINUTE),
    LIMIT_MESSAGES_PER_SECOND_PER_ADDRESS: String(BENCH_UNLIMITED),
    LIMIT_ACTIONS_IN_FLIGHT_PER_ADDRESS: String(BENCH_UNLIMITED),
    LIMIT_NEW_PLAYERS_PER_HOUR: String(BENCH_UNLIMITED),
    LIMIT_HTTP_CONNECTIONS_PER_ADDRESS: String(BENCH_UNLIMITED),
    LIMIT_RATED_GAMES_PER_HOUR: String(BENCH_UNLIMITED),
    KALAHA_LOG: '0',
  };
  const scratch = await mkdtemp(join(tmpdir(), 'kalaha-bench-'));
  const removeScratch = () => rm(scratch, { recursive: true, force: true });
  try {
    if (!isBuiltApp(DEFAULT_WEB_ROOT)) {
      env.WEB_ROOT = join(scratch, 'web');
      await mkdir(env.WEB_ROOT);
      await writeFile(join(env.WEB_ROOT, 'index.html'), '<!doctype html><title>Kalaha</title>\n');
    }
    if (options.db === 'postgres') {
      const database = await createBenchDatabase(options.postgresUrl);
      env.DATABASE_URL = database.url;
      return {
        env,
        storage: `PostgreSQL database ${database.name}`,
        remove: async () => {
          await database.drop();
          await removeScratch();
        },
      };
    }
    env.DATA_DIR = join(scratch, 'data');
    return { env, storage: `PGlite in ${env.DATA_DIR}`, remove: removeScratch };
  } catch (error) {
    await removeScratch();
    throw error;
  }
}
