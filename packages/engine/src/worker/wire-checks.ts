import { err, type Result } from '@kalaha/rules';
import type { WireError } from './protocol.ts';

/** The refusal of a message that is not as the message API describes (`ERR_MESSAGE`). */
export function bad(message: string): Result<never, WireError> {
  return err({ code: 'ERR_MESSAGE', message });
}

/** True for a plain object (not null, not an array): a message or one of its records. */
export function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
