import {
  capabilities,
  err,
  findPreset,
  makeMatchRecord,
  makeRecord,
  ok,
  parseAnyRecord,
  parseRecord,
  presetOf,
  type GameRecord,
  type PerSide,
  type Result,
} from '@kalaha/rules';
import { fromMatchRecord, toMatchRecord, type GiuthiGame } from './giuthi-session.ts';
import { fromRecord, toRecord, type Game } from './session.ts';

/**
 * Game records in and out of the app: the JSON of the rules library (`makeRecord`, `parseRecord`,
 * `replay`; for a whole Giuthi match `makeMatchRecord`, `parseMatchRecord`, `replayMatch`) as a
 * file, as a link (`#record=` and the record in base64url), and in localStorage.
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

/** The record of a whole Giuthi match as JSON text (the rules library's match record). */
export function exportMatchRecord(game: GiuthiGame, names: PerSide<string>): string {
  return makeMatchRecord(toMatchRecord(game, names));
}

/** A record opened: one game, or a whole Giuthi match (docs/RULES.md 4). */
export type OpenedRecord =
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'match'; readonly game: GiuthiGame };

/**
 * Reads a record of either kind (`parseAnyRecord`): a game of Kalaha, Wari or Obridjie as
 * {@link importRecord} does, or a whole Giuthi match, replayed round by round (`replayMatch`:
 * `ERR_ARRANGEMENT`, `ERR_MATCH_OVER`, `ERR_ILLEGAL_MOVE`, `ERR_RESULT_MISMATCH`, the message
 * naming the round and move).
 *
 * @param presetId the preset to name a game's rules after when they match none exactly.
 */
export function importAnyRecord(
  text: string,
  presetId = 'kalaha',
): Result<OpenedRecord, ImportError> {
  const record = parseAnyRecord(text);
  if (!record.ok) return err({ code: record.error.code, message: record.error.message });
  if (record.value.kind === 'game') {
    const game = gameOf(record.value.record, presetId);
    return game.ok ? ok({ kind: 'game', game: game.value }) : game;
  }
  const rules = record.value.record.rules;
  const match = fromMatchRecord(record.value.record, presetOf(rules) ?? rules.game);
  if (!match.ok) return err({ code: match.error.code, message: match.error.message });
  return ok({ kind: 'match', game: match.value });
}

/**
 * Reads a record (JSON text) of Kalaha, Wari or Obridjie (a record of one Giuthi round is
 * refused with `ERR_UNSUPPORTED_GAME`: the app plays Giuthi as a match, docs/RULES.md 4) and replays it
 * into a game, checking every field and move.
 *
 * @param presetId the preset to name the rules after when they match none exactly.
 */
export function importRecord(text: string, presetId = 'kalaha'): Result<Game, ImportError> {
  const record = parseRecord(text);
  if (!record.ok) return err({ code: record.error.code, message: record.error.message });
  return gameOf(record.value, presetId);
}

/** The game of a parsed game record (see {@link importRecord}). */
function gameOf(record: GameRecord, presetId: string): Result<Game, ImportError> {
  const rules = record.rules;
  if (capabilities(rules).hasRounds) {
    return err({
      code: 'ERR_UNSUPPORTED_GAME',
      message: `a record of one ${rules.game} round cannot be opened: the app plays ${rules.game} as a match of rounds`,
    });
  }
  // Rules that match no preset are named after the preset given when it is of their game.
  const fallback = findPreset(presetId)?.game === rules.game ? presetId : rules.game;
  const game = fromRecord(record, presetOf(rules) ?? fallback);
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
