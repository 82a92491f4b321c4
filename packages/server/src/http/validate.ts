import { err, ok, type Result } from '@kalaha/rules';
import type { ErrorCode } from '@kalaha/protocol';
import type { z } from 'zod';

/** A request part that failed its schema: the code to answer with and why, naming the field. */
export interface Invalid {
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * Checks `value` (a body, params or a query) against `schema`.
 *
 * @param what names the request part in the message (`body`, `query`).
 * @param codeFor the code for a failure at a top-level field (`name` → `player/bad_name`);
 *   `message/invalid` when it gives none.
 * @returns the parsed value, or an {@link Invalid} naming the first wrong field.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  value: unknown,
  what: string,
  codeFor: (field: string | undefined) => ErrorCode | undefined = () => undefined,
): Result<T, Invalid> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return err({
    code: codeFor(path[0]) ?? 'message/invalid',
    message: `invalid ${what}${where}: ${issue?.message ?? 'invalid'}`,
  });
}
