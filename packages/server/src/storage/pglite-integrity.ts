/**
 * What the server checks of an embedded PGlite database before it serves from it, so that a
 * damaged data directory is refused with a sentence a person can act on instead of being
 * re-initialised, served with errors, or written into further.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { StorageOpenError } from './open-error.ts';

/**
 * The files and directories every PostgreSQL cluster has (PostgreSQL's "Database File Layout"):
 * without `PG_VERSION` PGlite would run initdb over the directory and start empty.
 */
export const CLUSTER_ENTRIES: readonly string[] = [
  'PG_VERSION',
  'global/pg_control',
  'base',
  'pg_wal',
  'pg_xact',
];

/** What to do about a damaged or incomplete data directory, said after each refusal. */
export function restoreAdvice(clusterDir: string): string {
  return `Restore ${clusterDir} from a backup, or move it away to start with an empty database.`;
}

/**
 * Refuses a PGlite cluster directory that holds files but is not a complete cluster. A missing
 * or empty directory is a new database, and passes.
 *
 * @throws StorageOpenError `ERR_DATA_DIR` naming the directory and every missing entry.
 */
export async function checkClusterComplete(clusterDir: string): Promise<void> {
  const entries = await readdir(clusterDir).catch(() => []);
  if (entries.length === 0) return;
  const missing: string[] = [];
  for (const entry of CLUSTER_ENTRIES) {
    if (!(await stat(join(clusterDir, entry)).catch(() => undefined))) missing.push(entry);
  }
  if (missing.length === 0) return;
  throw new StorageOpenError(
    'ERR_DATA_DIR',
    `The data directory ${clusterDir} holds files but is not a complete PGlite database ` +
      `(missing: ${missing.join(', ')}). Nothing was changed. ${restoreAdvice(clusterDir)}`,
  );
}

/** How much of the database the integrity check read. */
export interface IntegrityReport {
  /** Tables and indexes checked. */
  readonly checked: number;
  /** Tables and indexes there are. */
  readonly total: number;
}

/** One table or index of the database. */
interface Relation {
  readonly name: string;
  readonly kind: 'table' | 'index';
  /** An index's table and its first key column (none for an expression index). */
  readonly table: string | null;
  readonly column: string | null;
}

/**
 * Reads every table and index of the `public` schema and reports the first damage found. Each
 * table is read whole by `verify_heapam` (amcheck: page headers, tuple headers); each B-tree
 * index by `bt_index_check(index, true)` (its pages, and that every table row is in it), then
 * scanned in full through the table (`enable_seqscan = off`), which finds index entries that point
 * past the end of a truncated table file: PostgreSQL reads such a file as shorter, not as damaged.
 * PGlite must have been created with the `amcheck` extension; the check runs in one transaction
 * that it rolls back, so it creates nothing that stays.
 *
 * Bounded in time: once `budgetMs` has passed, the relations not yet read are left unchecked
 * (the report says how many were read), so that a large database still starts.
 *
 * @throws StorageOpenError `ERR_DATA_DAMAGED` naming the relation and PostgreSQL's reason.
 */
export async function checkIntegrity(
  pglite: PGlite,
  clusterDir: string,
  budgetMs: number,
  now: () => number = Date.now,
): Promise<IntegrityReport> {
  const deadline = now() + budgetMs;
  // One transaction, rolled back: the check leaves nothing behind, not even amcheck.
  return pglite.transaction(async (tx) => {
    await tx.exec(
      'CREATE EXTENSION IF NOT EXISTS amcheck; ' +
        'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off',
    );
    const { rows } = await tx.query<Relation>(RELATIONS);
    let checked = 0;
    for (const relation of rows) {
      if (now() > deadline) break;
      try {
        await checkRelation(tx, relation);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new StorageOpenError(
          'ERR_DATA_DAMAGED',
          `The database in ${clusterDir} is damaged: ${relation.kind} ${relation.name}: ${reason}. ` +
            `The server does not serve from a damaged database. ${restoreAdvice(clusterDir)}`,
          { cause: error },
        );
      }
      checked++;
    }
    await tx.rollback();
    return { checked, total: rows.length };
  });
}

/** The tables, then the B-tree indexes, of the `public` schema, with what the check needs. */
const RELATIONS = `
  SELECT c.relname AS name,
         CASE c.relkind WHEN 'i' THEN 'index' ELSE 'table' END AS kind,
         t.relname AS table,
         a.attname AS column
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_index x ON x.indexrelid = c.oid
    LEFT JOIN pg_class t ON t.oid = x.indrelid
    LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]
    LEFT JOIN pg_am m ON m.oid = c.relam
   WHERE n.nspname = 'public'
     AND (c.relkind = 'r' OR (c.relkind = 'i' AND m.amname = 'btree'))
   ORDER BY c.relkind DESC, c.relname`;

/** Reads one relation (inside the check's transaction, where sequential scans are off). */
async function checkRelation(tx: Transaction, relation: Relation): Promise<void> {
  if (relation.kind === 'table') {
    const damage = await tx.query<{ msg: string; blkno: number }>(
      'SELECT blkno, msg FROM verify_heapam($1::regclass) LIMIT 1',
      [quoted(relation.name)],
    );
    const first = damage.rows[0];
    if (first) throw new Error(`block ${first.blkno}: ${first.msg}`);
    return;
  }
  await tx.query('SELECT bt_index_check($1::regclass, true)', [quoted(relation.name)]);
  if (relation.table === null || relation.column === null) return;
  // Every row through the index: an entry pointing past a truncated table file fails here.
  await tx.query(
    `SELECT count(*) FROM (SELECT * FROM ${quoted(relation.table)} ` +
      `ORDER BY ${quoted(relation.column)}) AS every_row`,
  );
}

/** An identifier quoted for SQL. */
function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
