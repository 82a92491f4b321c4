import type { ErrorCode } from '@kalaha/protocol';
import type { ServiceError } from '../service/service.ts';

/** A value or a {@link ServiceError}: what the game master's functions return. */
export type MasterResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ServiceError };

/** Wraps a value as a successful {@link MasterResult}. */
export function done<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** A refusal with a stable protocol code and a message for people. */
export function refuse(
  code: ErrorCode,
  message: string,
): { readonly ok: false; readonly error: ServiceError } {
  return { ok: false, error: { code, message } };
}
