/**
 * An error with a stable machine-readable `code` (one of `C`) and a message for people; the
 * underlying error, if any, is the `cause`. Subclasses name themselves and their codes.
 */
export abstract class CodedError<C extends string> extends Error {
  constructor(
    readonly code: C,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options);
  }
}
