import { openPgliteWorkerStorage } from './pglite-worker.ts';
import { openPgliteStorage } from './pglite.ts';
import { openPostgresStorage } from './postgres.ts';
import type { Storage } from './storage.ts';

/** Where online play keeps its data: the `DATABASE_URL` and data directory settings. */
export interface StorageOptions {
  /** A PostgreSQL URL (`postgres://user:password@host:port/database`); wins over `dataDir`. */
  readonly databaseUrl?: string;
  /** A directory for embedded PGlite (created if missing), such as `./data`. */
  readonly dataDir?: string;
}

/**
 * Opens storage and brings its schema up to date: PostgreSQL when `databaseUrl` is set, else
 * embedded PGlite in `dataDir` (in a worker thread of its own, `pglite-worker.ts`), else PGlite in
 * memory in this thread (gone when the process ends: for tests).
 * Close it with `close()`.
 *
 * @throws StorageOpenError (`open-error.ts`) with code `ERR_DATABASE_URL`,
 *   `ERR_DATABASE_UNREACHABLE`, `ERR_DATA_DIR_IN_USE` or `ERR_DATA_DIR`; Error when the migration
 *   fails (storage is closed again then).
 */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const storage =
    options.databaseUrl !== undefined
      ? await openPostgresStorage(options.databaseUrl)
      : options.dataDir !== undefined
        ? await openPgliteWorkerStorage(options.dataDir)
        : await openPgliteStorage();
  try {
    await storage.migrate();
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
