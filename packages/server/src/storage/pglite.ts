import { mkdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { lockDataDir } from './data-dir-lock.ts';
import type { DataDirLock } from './data-dir-lock.ts';
import { KyselyStorage } from './kysely-storage.ts';
import { StorageOpenError } from './open-error.ts';
import type { Database } from './schema.ts';

/** The subdirectory of the data directory that holds PGlite's database cluster. */
export const PGLITE_SUBDIR = 'pglite';

/**
 * Storage on embedded PGlite (PostgreSQL compiled to WebAssembly, in this process): in
 * `<dataDir>/pglite` (the directory is created if missing, and locked for this process, see
 * `data-dir-lock.ts`), or in memory when `dataDir` is undefined. The schema is not migrated:
 * `openStorage` does that.
 *
 * Durability: PGlite's Node file system writes each page straight to the file with a synchronous
 * `write`, and PostgreSQL writes a transaction's WAL record at its commit
 * (`synchronous_commit = on`) before the query resolves. So a resolved commit is in the operating
 * system's files and survives the process being killed (SIGKILL): `pglite.test.ts` checks this
 * with a child process killed right after it reported commits. We keep PGlite's
 * `relaxedDurability` off (its default): on, a query may resolve before PGlite has synced its
 * file system. What PGlite does not do is `fsync` (it runs PostgreSQL with `-F`, and its Node file
 * system has no fsync), so a commit may be lost if the machine itself crashes or loses power
 * within the kernel's write-back delay: use PostgreSQL (`DATABASE_URL`) where that matters.
 *
 * @throws StorageOpenError `ERR_DATA_DIR_IN_USE` when another live process has the directory
 *   open, `ERR_DATA_DIR` when it cannot be created or PGlite cannot open the database in it.
 */
export async function openPgliteStorage(dataDir?: string): Promise<KyselyStorage> {
  if (dataDir === undefined) return storageOn(await PGlite.create(), undefined);
  const dir = await prepareDataDir(dataDir);
  const lock = await lockDataDir(dir);
  try {
    return storageOn(await openPgliteIn(dir), lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * PGlite on the database cluster in `<dir>/pglite` (created when missing), without the data
 * directory's lock: the caller holds it (`openPgliteStorage`, or the main thread of
 * `openPgliteWorkerStorage`).
 *
 * @throws StorageOpenError `ERR_DATA_DIR` when PGlite cannot open the database there.
 */
export async function openPgliteIn(dir: string): Promise<PGlite> {
  try {
    return await PGlite.create({ dataDir: join(dir, PGLITE_SUBDIR) });
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new StorageOpenError(
      'ERR_DATA_DIR',
      `PGlite cannot open the database in ${join(dir, PGLITE_SUBDIR)}${reason}`,
      { cause: error },
    );
  }
}

/** Creates the data directory if missing; its real path (symbolic links resolved). */
export async function prepareDataDir(dataDir: string): Promise<string> {
  try {
    await mkdir(dataDir, { recursive: true });
    return await realpath(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new StorageOpenError(
      'ERR_DATA_DIR',
      `Cannot create the data directory ${dataDir}${reason}`,
      {
        cause: error,
      },
    );
  }
}

/** Storage over an open PGlite; closing it closes PGlite, then releases the lock. */
export function storageOn(pglite: PGlite, lock: DataDirLock | undefined): KyselyStorage {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return new KyselyStorage(db, () => lock?.release() ?? Promise.resolve());
}
