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
 * {@link RunPrepared} on an open PGlite (one connection) that `db` also uses: the statement is
 * parsed by a protocol message of its own the first time, then each run is one bind, execute and
 * sync. The messages are written while `db` holds PGlite's one connection for them (its driver
 * hands the connection to one user at a time, a transaction from BEGIN to COMMIT), so a run never
 * lands inside a transaction of `db`'s; and while PGlite runs no other query (`runExclusive`). As
 * with PGlite's `query`, the result is on its file system when the promise resolves
 * (`execProtocol`'s `syncToFs`).
 */
export function pglitePrepared(pglite: PGlite, db: HoldsConnection): RunPrepared {
  const serialize = protocol.serialize;
  const prepared = new Set<string>();
  return (statement, values) =>
    db.connection().execute(() =>
      pglite.runExclusive(async () => {
        if (!prepared.has(statement.name)) {
          const parse = serialize.parse({ name: statement.name, text: statement.text, types: [] });
          await pglite.execProtocol(concat([parse, serialize.sync()]));
          prepared.add(statement.name);
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
