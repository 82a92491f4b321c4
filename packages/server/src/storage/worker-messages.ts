import type { Storage } from './storage.ts';

/** A `Storage` call sent to the PGlite storage thread; `id` > 0 pairs it with its reply. */
export interface StorageCall {
  readonly id: number;
  readonly method: keyof Storage;
  readonly args: readonly unknown[];
}

/** An error as it crosses the thread boundary: its class name, message and code, if any. */
export interface ErrorDescription {
  readonly name: string;
  readonly message: string;
  readonly code?: string;
}

/** The storage thread's answer to call `id` (0: the thread has opened the database, or failed to). */
export type StorageReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: ErrorDescription };

/** Describes a thrown value for {@link StorageReply}. */
export function describeError(error: unknown): ErrorDescription {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
  };
}
