import { CodedError } from '../errors.ts';

/**
 * Why storage could not be opened:
 *
 * - `ERR_DATA_DIR_IN_USE`: another live process (or this one) has the PGlite data directory open;
 *   PGlite allows one process per directory.
 * - `ERR_DATA_DIR`: the data directory cannot be created, read or written, holds an incomplete
 *   database cluster, or PGlite cannot open a database in it (or in memory).
 * - `ERR_DATA_DAMAGED`: the database opened, but the start-up check found a table or index
 *   damaged (`pglite-integrity.ts`): the server does not serve from it.
 * - `ERR_DATABASE_URL`: `DATABASE_URL` is not a `postgres://` or `postgresql://` URL.
 * - `ERR_DATABASE_UNREACHABLE`: PostgreSQL did not answer or refused the connection.
 */
export type StorageOpenErrorCode =
  | 'ERR_DATA_DIR_IN_USE'
  | 'ERR_DATA_DIR'
  | 'ERR_DATA_DAMAGED'
  | 'ERR_DATABASE_URL'
  | 'ERR_DATABASE_UNREACHABLE';

/**
 * Storage could not be opened: a stable {@link StorageOpenErrorCode} and a message for the person
 * starting the server, naming what failed (never a password). The underlying error, if any, is the
 * `cause`.
 */
export class StorageOpenError extends CodedError<StorageOpenErrorCode> {
  override readonly name = 'StorageOpenError';
}
