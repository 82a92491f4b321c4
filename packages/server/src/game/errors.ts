import { err, type Result } from '@kalaha/rules';
import type { ErrorCode } from '@kalaha/protocol';
import type { ServiceError } from '../service/service.ts';

/** A value or a {@link ServiceError}: what the game master's functions return. */
export type MasterResult<T> = Result<T, ServiceError>;

/** A refusal with a stable protocol code and a message for people. */
export function refuse(
  code: ErrorCode,
  message: string,
): { readonly ok: false; readonly error: ServiceError } {
  return err({ code, message });
}
