/**
 * A value or an error: the return shape of every fallible function of the repository (the rules
 * library, the protocol, the server's service, the CLI's parsers, the web app's API client). A
 * thrown exception means a bug, never bad input. The helpers are those of chessops's `Result`
 * (`@badrap/result`), as plain functions over a plain object, so that a result survives
 * `structuredClone`, JSON and `postMessage` unchanged.
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Wraps a value as a successful {@link Result}. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps an error as a failed {@link Result}. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** The words of an error for an exception: a string itself, else its `code` and `message`. */
function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { code, message } = error as { code?: unknown; message: unknown };
    return typeof code === 'string' ? `${code}: ${String(message)}` : String(message);
  }
  return String(error);
}

/**
 * The value of `result`, for callers to whom a failure is a bug (tests, benches, values checked
 * before).
 *
 * @throws Error whose message is the error's (`code: message` when it has a code).
 */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(describe(result.error));
  return result.value;
}

/** The value of `result`, or `fallback` when it failed. */
export function unwrapOr<T, E, F>(result: Result<T, E>, fallback: F): T | F {
  return result.ok ? result.value : fallback;
}

/** `result` with its value passed through `f`; a failure is kept as it is. */
export function map<T, E, U>(result: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return result.ok ? ok(f(result.value)) : result;
}

/** `result` with its error passed through `f`; a success is kept as it is. */
export function mapErr<T, E, F>(result: Result<T, E>, f: (error: E) => F): Result<T, F> {
  return result.ok ? result : err(f(result.error));
}

/** The next fallible step on the value of `result` (chessops's `chain`); a failure stops here. */
export function andThen<T, E, U, F>(
  result: Result<T, E>,
  f: (value: T) => Result<U, F>,
): Result<U, E | F> {
  return result.ok ? f(result.value) : result;
}
