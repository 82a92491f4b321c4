import * as z from 'zod/mini';

/**
 * What the app keeps in `localStorage`, read back as hostile input: parsed as JSON and checked by
 * a zod schema (`zod/mini`, so that the first chunk of the app stays small). Anything unreadable
 * (not JSON, another shape, storage that throws) reads as nothing, and the caller falls back to
 * its defaults.
 */

/** The parts of `Storage` read here. */
export type ReadableStore = Pick<Storage, 'getItem'>;

/**
 * The value kept under `key` when it fits `schema`; `undefined` when there is none, it is not
 * JSON, it does not fit, or the storage throws (private mode).
 */
export function readStored<T>(
  store: ReadableStore,
  key: string,
  schema: z.ZodMiniType<T>,
): T | undefined {
  try {
    const text = store.getItem(key);
    if (text === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A side of the board, as stored. */
export const StoredSideSchema = z.enum(['south', 'north']);

/** Text that is not empty, as stored ids, secrets and names are. */
export const StoredTextSchema = z.string().check(z.minLength(1));
