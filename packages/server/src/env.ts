import { err, ok, type Result } from '@kalaha/rules';
import { z } from 'zod';

/**
 * Reading environment variables with zod: each variable a schema of its trimmed text (blank counts
 * as unset, and an unset one takes its default), every refusal one sentence that names the
 * variable and quotes what it got. `config.ts` and `kgp/config.ts` build their schemas from these.
 */

/** The environment as `process.env` holds it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Trimmed text, or `undefined` for an unset or blank variable. */
function present(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A variable read by `schema` from its trimmed text; `fallback` when it is unset or blank. */
export function variable<T, F>(schema: z.ZodType<T, string>, fallback: F): z.ZodType<T | F> {
  return z
    .preprocess(present, schema.optional())
    .transform((value) => (value === undefined ? fallback : value));
}

/**
 * Text that `accept` takes, read by `read`; otherwise "NAME must be WHAT (got 'text')".
 */
export function checked<T>(
  name: string,
  what: string,
  accept: (text: string) => boolean,
  read: (text: string) => T,
): z.ZodType<T, string> {
  return z
    .string()
    .refine(accept, { error: (issue) => `${name} must be ${what} (got '${String(issue.input)}')` })
    .transform(read);
}

/** A whole number `min..max` (at most nine digits). */
export function wholeNumber(name: string, min: number, max: number): z.ZodType<number, string> {
  const what = max >= 1e9 ? `a whole number of at least ${min}` : `a whole number ${min}-${max}`;
  return checked(
    name,
    what,
    (text) => /^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max,
    Number,
  );
}

/** A URL with one of `protocols` (`postgres:`), kept as written. */
export function urlOf(name: string, protocols: readonly string[]): z.ZodType<string, string> {
  return z.string().superRefine((text, context) => {
    if (!URL.canParse(text)) {
      context.addIssue({
        code: 'custom',
        message: `${name} must be a URL such as ${protocols[0]}//host:port/…`,
      });
    } else if (!protocols.includes(new URL(text).protocol)) {
      context.addIssue({
        code: 'custom',
        message: `${name} must start with ${protocols.join(' or ')}// (got '${new URL(text).protocol}')`,
      });
    }
  });
}

/**
 * Reads `env` with `schema`.
 *
 * @returns the values, or one sentence for every bad variable, in the schema's order.
 */
export function readEnv<T>(schema: z.ZodType<T>, env: Env): Result<T, string[]> {
  const parsed = schema.safeParse(env);
  return parsed.success ? ok(parsed.data) : err(parsed.error.issues.map((issue) => issue.message));
}
