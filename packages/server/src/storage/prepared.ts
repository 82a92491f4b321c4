import { protocol, type PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * A statement the database parses and plans once per connection and from then on only executes
 * with new parameters: a named prepared statement of PostgreSQL's extended query protocol.
 * Kysely names none of its statements (each is parsed and planned anew), so the one statement run
 * for nearly every move (`kysely-storage.ts`, the group commit) goes through the driver itself.
 */
export interface PreparedStatement {
  /** Its name on a connection (at most 63 bytes, PostgreSQL's limit). */
  readonly name: string;
  /** Its SQL, parameters `$1`, `$2`, … (their types from the casts in the text). */
  readonly text: string;
}

/**
 * Executes `statement` with `values` (in text form), preparing it first on a connection that has
 * not prepared it yet. Resolves with the rows, each the array of its columns' values in
 * PostgreSQL's text form (strings; SQL `null` as `null`). A database error rejects as the driver's error (with
 * `code`, `constraint`, … as from any query of that driver), and leaves the statement prepared.
 */
export type RunPrepared = (
  statement: PreparedStatement,
  values: readonly string[],
) => Promise<readonly (readonly unknown[])[]>;

/**
 * Runs of a statement on PGlite after which it is prepared anew: see {@link pglitePrepared}.
 */
const PGLITE_REPREPARE_RUNS = 1024;

/**
 * {@link RunPrepared} on an open PGlite (one connection) that `db` also uses: the statement is
 * parsed by a protocol message of its own the first time, then each run is one bind, execute and
 * sync. The messages are written while `db` holds PGlite's one connection for them (its driver
 * hands the connection to one user at a time, a transaction from BEGIN to COMMIT), so a run never
 * lands inside a transaction of `db`'s; and while PGlite runs no other query (`runExclusive`). As
 * with PGlite's `query`, the result is on its file system when the promise resolves
 * (`execProtocol`'s `syncToFs`).
 *
 * Every `reprepareRuns` runs the statement is closed and parsed again. After five runs PostgreSQL
 * keeps one generic plan, costed on the tables as they were then; on a server its autovacuum's
 * ANALYZE makes it plan again as the tables grow, but PGlite runs no autovacuum, so a plan made
 * while the tables were nearly empty (a sequential scan of `games` for the first moves of a new
 * server) would stay for good. Measured with moves committed while 8 games were stored, then
 * 2,000 more: 1.14 ms of CPU a move against 0.81-0.98 ms when the plan is made after.
 *
 * @param reprepareRuns runs of one preparation (≥ 1; {@link PGLITE_REPREPARE_RUNS}).
 */
export function pglitePrepared(
  pglite: PGlite,
  db: HoldsConnection,
  reprepareRuns = PGLITE_REPREPARE_RUNS,
): RunPrepared {
  const serialize = protocol.serialize;
  /** Runs left before each prepared statement (by name) is prepared again. */
  const runsLeft = new Map<string, number>();
  return (statement, values) =>
    db.connection().execute(() =>
      pglite.runExclusive(async () => {
        const left = runsLeft.get(statement.name);
        if (left === undefined || left === 0) {
          const parse = serialize.parse({ name: statement.name, text: statement.text, types: [] });
          const close = serialize.close({ type: 'S', name: statement.name });
          // Unknown until parsed (a failed parse is tried again at the next run).
          runsLeft.delete(statement.name);
          await pglite.execProtocol(
            concat(
              left === undefined ? [parse, serialize.sync()] : [close, parse, serialize.sync()],
            ),
          );
          runsLeft.set(statement.name, reprepareRuns - 1);
        } else {
          runsLeft.set(statement.name, left - 1);
        }
        const bind = serialize.bind({ statement: statement.name, values: [...values] });
        const { messages } = await pglite.execProtocol(
          concat([bind, serialize.execute({}), serialize.sync()]),
        );
        const rows: (readonly unknown[])[] = [];
        for (const message of messages) {
          if (message instanceof protocol.messages.DataRowMessage) rows.push(message.fields);
        }
        return rows;
      }),
    );
}

/**
 * {@link RunPrepared} on a pool of PostgreSQL connections: node-postgres prepares a statement
 * given a `name` on each connection the first time that connection runs it.
 */
export function poolPrepared(pool: pg.Pool): RunPrepared {
  return async (statement, values) => {
    const result = await pool.query<unknown[]>({
      name: statement.name,
      text: statement.text,
      values: [...values],
      rowMode: 'array',
      // Every value in PostgreSQL's text form, as PGlite's protocol messages give them.
      types: { getTypeParser: () => (text: string) => text },
    });
    return result.rows;
  };
}

/** What {@link pglitePrepared} needs of a Kysely instance: its connection, held for a while. */
export interface HoldsConnection {
  connection(): { execute<T>(run: () => Promise<T>): Promise<T> };
}

/** The protocol messages, one after the other, in one buffer. */
function concat(messages: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.length;
  }
  return out;
}
