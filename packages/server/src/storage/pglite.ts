import { lstat, mkdir, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { isCode, lockDataDir } from './data-dir-lock.ts';
import type { DataDirLock } from './data-dir-lock.ts';
import { KyselyStorage } from './kysely-storage.ts';
import { pglitePrepared } from './prepared.ts';
import { StorageOpenError } from './open-error.ts';
import { checkClusterComplete, checkIntegrity, restoreAdvice } from './pglite-integrity.ts';
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
 *   open, `ERR_DATA_DIR` when it cannot be created or PGlite cannot open the database in it (or
 *   in memory; see {@link openPgliteIn}).
 */
export async function openPgliteStorage(dataDir?: string): Promise<KyselyStorage> {
  if (dataDir === undefined) return storageOn(await openPgliteIn(undefined), undefined);
  const dir = await prepareDataDir(dataDir);
  const lock = await lockDataDir(dir);
  try {
    return storageOn(await openPgliteIn(dir), lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** How many times {@link openPgliteIn} tries to start PGlite after WebAssembly traps. */
export const PGLITE_ATTEMPTS = 3;

/**
 * Starts PGlite on a database cluster directory, or in memory when `dataDir` is undefined:
 * `PGlite.create`, replaceable in tests.
 */
export type CreatePglite = (dataDir: string | undefined) => Promise<PGlite>;

const createPglite: CreatePglite = (dataDir) =>
  dataDir === undefined ? createInMemory() : PGlite.create({ dataDir, extensions: { amcheck } });

/**
 * The fresh cluster every in-memory PGlite of this process starts from: the first one's, dumped
 * (uncompressed, about 40 MB) before anything is written to it. PGlite's `initdb` took 2.3-2.5 s
 * on this 2-core machine, starting from the dump 0.4 s (2026-11-28), and the tests open some
 * sixteen in-memory databases a run. `undefined` until the first starts, and again after a
 * failed start, so that the next tries anew.
 */
let memoryTemplate: Promise<Blob> | undefined;

/** A PGlite in memory, on a fresh cluster ({@link memoryTemplate}). */
async function createInMemory(): Promise<PGlite> {
  if (memoryTemplate !== undefined) {
    return PGlite.create({ loadDataDir: await memoryTemplate });
  }
  let made!: (dump: Blob) => void;
  let failed!: (error: unknown) => void;
  memoryTemplate = new Promise<Blob>((resolve, reject) => {
    made = resolve;
    failed = reject;
  });
  // Another start waiting on a failed template sees the failure, not an unhandled rejection.
  memoryTemplate.catch(() => undefined);
  try {
    const first = await PGlite.create();
    await first.dumpDataDir('none').then(made, async (error: unknown) => {
      await first.close();
      throw error;
    });
    return first;
  } catch (error) {
    memoryTemplate = undefined;
    failed(error);
    throw error;
  }
}

/**
 * How long the start-up integrity check of a data directory may read, in ms: every table and
 * index of a database of some hundred thousand games is read in a few seconds; beyond this a very
 * large database starts with the rest unchecked (and says so) rather than not at all.
 */
export const INTEGRITY_BUDGET_MS = 30_000;

/** The class of WebAssembly traps (this project's TypeScript libraries declare no `WebAssembly`). */
const WasmRuntimeError = (
  globalThis as unknown as { readonly WebAssembly: { readonly RuntimeError: ErrorConstructor } }
).WebAssembly.RuntimeError;

/**
 * PGlite on the database cluster in `<dir>/pglite` (created when missing), or in memory when `dir`
 * is undefined, without the data directory's lock: the caller holds it (`openPgliteStorage`, or
 * the main thread of `openPgliteWorkerStorage`).
 *
 * PGlite sometimes traps while it creates a fresh cluster (its `initdb` ends in a
 * `WebAssembly.RuntimeError` such as "memory access out of bounds": electric-sql/pglite issues
 * #534 and #339, intermittent, seen in CI). PGlite's WebAssembly module rethrows the trap as it
 * is, so a `WebAssembly.RuntimeError` is retried with a fresh PGlite instance, up to
 * {@link PGLITE_ATTEMPTS} attempts in all. When `<dir>/pglite` did not exist before the first
 * attempt, what a trapped attempt left of it is removed (else the next attempt, or the next
 * start, would find a half-written cluster and try to resume it); a cluster directory that existed
 * before is never removed. Other errors are neither retried nor cleaned up after. The process exit
 * code PGlite sets when it fails (its module sets it as it rethrows) is restored.
 *
 * An existing cluster is checked before and after PGlite opens it (`pglite-integrity.ts`): a
 * directory with files but no complete cluster is refused untouched (PGlite would run initdb over
 * it), and once open every table and index is read (within {@link INTEGRITY_BUDGET_MS}).
 *
 * @param create starts PGlite (`PGlite.create`; tests pass a fake).
 * @param budgetMs how long the integrity check may read (ms).
 * @throws StorageOpenError `ERR_DATA_DIR` when the directory is not a complete cluster or PGlite
 *   cannot open the database there (or in memory), naming the number of attempts made and the
 *   last error, with advice for a damaged directory; `ERR_DATA_DAMAGED` when the check finds a
 *   table or index damaged.
 */
export async function openPgliteIn(
  dir: string | undefined,
  create: CreatePglite = createPglite,
  budgetMs: number = INTEGRITY_BUDGET_MS,
): Promise<PGlite> {
  const dataDir = dir === undefined ? undefined : join(dir, PGLITE_SUBDIR);
  const fresh = dataDir !== undefined && !(await exists(dataDir));
  if (dataDir !== undefined && !fresh) await checkClusterComplete(dataDir);
  const exitCode = process.exitCode;
  for (let attempt = 1; ; attempt++) {
    let pglite: PGlite;
    try {
      pglite = await create(dataDir);
    } catch (error) {
      process.exitCode = exitCode;
      const trapped = error instanceof WasmRuntimeError;
      if (trapped && fresh) await rm(dataDir, { recursive: true, force: true });
      if (trapped && attempt < PGLITE_ATTEMPTS) continue;
      throw openFailure(dataDir, fresh, attempt, error);
    }
    // A new cluster has nothing to check (and a test's stand-in PGlite has no amcheck).
    if (dataDir === undefined || fresh) return pglite;
    try {
      const { checked, total } = await checkIntegrity(pglite, dataDir, budgetMs);
      if (checked < total) {
        console.warn(
          `The start-up check of ${dataDir} read ${checked} of ${total} tables and indexes in ` +
            `${budgetMs / 1000} s; the rest is served unchecked.`,
        );
      }
      return pglite;
    } catch (error) {
      await pglite.close().catch(() => {});
      throw error;
    }
  }
}

/** The error of a failed start of PGlite, as a sentence a person can act on. */
function openFailure(
  dataDir: string | undefined,
  fresh: boolean,
  attempts: number,
  error: unknown,
): StorageOpenError {
  const reason = error instanceof Error ? error.message : String(error);
  const where = dataDir === undefined ? 'in memory' : `in ${dataDir}`;
  const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`;
  // PGlite's own words for a cluster it cannot read ("PGlite failed to initialize properly",
  // "Aborted(). Build with -sASSERTIONS…") say nothing about what to do.
  const advice =
    dataDir !== undefined && !fresh
      ? ` Its files are damaged, or were written by another version of PGlite. ${restoreAdvice(dataDir)}`
      : '';
  return new StorageOpenError(
    'ERR_DATA_DIR',
    `PGlite cannot open the database ${where} (${tries}; PGlite said: ${reason}).${advice}`,
    { cause: error },
  );
}

/** Whether `path` exists; true too when it cannot be checked (so it is never taken as new). */
async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    (error: unknown) => !isCode(error, 'ENOENT'),
  );
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
  return new KyselyStorage(
    db,
    pglitePrepared(pglite, db),
    () => lock?.release() ?? Promise.resolve(),
  );
}
