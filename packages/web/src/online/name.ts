import { err, ok, type Result } from '@kalaha/rules';
import type { OnlineError } from './errors.ts';

/** The longest display name, in UTF-16 code units (the protocol's `NameSchema`). */
export const MAX_NAME_LENGTH = 32;

/**
 * A display name checked as the server checks it (the protocol's `NameSchema`): trimmed, 1 to
 * {@link MAX_NAME_LENGTH} characters, no control or format characters.
 *
 * @returns the trimmed name, or `player/bad_name`.
 */
export function checkName(text: string): Result<string, OnlineError> {
  const name = text.trim();
  // UTF-16 code units, as the server's schema counts them.
  const length = name.length;
  if (length < 1 || length > MAX_NAME_LENGTH || /[\p{Cc}\p{Cf}]/u.test(name)) {
    return err({
      code: 'player/bad_name',
      message: `a name has 1-${MAX_NAME_LENGTH} characters and no control characters`,
    });
  }
  return ok(name);
}
