import { err, makeRecord, ok, parseRecord, presetOf, type Result } from '@kalaha/rules';
import { fromRecord, toRecord, type Game } from './session.ts';
import { isAppGame } from './new-game.ts';
import type { PerSide } from '@kalaha/rules';

/**
 * Game records in and out of the app: the JSON of the rules library (`makeRecord`, `parseRecord`,
 * `replay`) as a file, as a link (`#record=` and the record in base64url), and in localStorage.
 */

/** Why a record could not be opened: the rules library's error code and message. */
export interface ImportError {
  readonly code: string;
  readonly message: string;
}

/** The record of `game` as JSON text (the rules library's format). */
export function exportRecord(game: Game, names: PerSide<string>): string {
  return makeRecord(toRecord(game, names));
}

/**
 * Reads a record (JSON text) of Kalaha, Wari or Obridjie (a Giuthi record is refused with
 * `ERR_UNSUPPORTED_GAME`) and replays it into a game, checking every
 * field and move.
 *
 * @param presetId the preset to name the rules after when they match none exactly.
 */
export function importRecord(text: string, presetId = 'kalaha'): Result<Game, ImportError> {
  const record = parseRecord(text);
  if (!record.ok) return err({ code: record.error.code, message: record.error.message });
  const rules = record.value.rules;
  if (!isAppGame(rules.game)) {
    return err({
      code: 'ERR_UNSUPPORTED_GAME',
      message: `the app does not play ${rules.game} yet`,
    });
  }
  const fallback = rules.game === 'kalaha' ? presetId : rules.game;
  const game = fromRecord(record.value, presetOf(rules) ?? fallback);
  if (!game.ok) return err({ code: game.error.code, message: game.error.message });
  return ok(game.value);
}

/** The prefix of a record in a link's fragment. */
export const LINK_PREFIX = '#record=';

/** A link to `base` (the app's address) that opens `recordText` (compacted, base64url). */
export function recordLink(base: string, recordText: string): string {
  const compact = JSON.stringify(JSON.parse(recordText) as unknown);
  return `${base.split('#')[0]}${LINK_PREFIX}${toBase64Url(compact)}`;
}

/** The record text in a link's fragment (`#record=…`), or `undefined` when there is none. */
export function recordFromHash(hash: string): string | undefined {
  if (!hash.startsWith(LINK_PREFIX)) return undefined;
  try {
    return fromBase64Url(hash.slice(LINK_PREFIX.length));
  } catch {
    return undefined;
  }
}

/** UTF-8 text as base64url (RFC 4648 §5, no padding). */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of {@link toBase64Url}; throws on text that is not base64url of UTF-8. */
export function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
