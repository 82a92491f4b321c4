import { CodedError } from '../errors.ts';

/**
 * Why the bus could not be opened:
 *
 * - `ERR_REDIS_URL`: `REDIS_URL` is not a `redis://` or `rediss://` URL.
 * - `ERR_REDIS_UNREACHABLE`: Redis did not answer or refused the connection at start.
 */
export type BusOpenErrorCode = 'ERR_REDIS_URL' | 'ERR_REDIS_UNREACHABLE';

/**
 * The bus could not be opened: a stable {@link BusOpenErrorCode} and a message for the person
 * starting the server, naming what failed (never a password). The underlying error, if any, is
 * the `cause`.
 */
export class BusOpenError extends CodedError<BusOpenErrorCode> {
  override readonly name = 'BusOpenError';
}
