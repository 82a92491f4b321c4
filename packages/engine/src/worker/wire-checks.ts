import { err, type Result } from '@kalaha/rules';
import type { WireError } from './protocol.ts';

/** The refusal of a message that is not as the message API describes (`ERR_MESSAGE`). */
export function bad(message: string): Result<never, WireError> {
  return err({ code: 'ERR_MESSAGE', message });
}
