import type { MessageKey } from '../i18n/keys.ts';

/**
 * The error codes of a record whose moves, lay-outs or result do not follow its rules (the rules
 * library's replay of a JSON record or a match record, and Oware Game Notation's checks).
 */
const BAD_MOVES: ReadonlySet<string> = new Set([
  'ERR_ILLEGAL_MOVE',
  'ERR_RESULT_MISMATCH',
  'ERR_ARRANGEMENT',
  'ERR_MATCH_OVER',
  'ERR_OGN_ILLEGAL_MOVE',
  'ERR_OGN_WRONG_SIDE',
  'ERR_OGN_CAPTURE',
  'ERR_OGN_RESULT',
]);

/**
 * The message that tells a person why a record could not be opened (issue 16: a friendly error,
 * never the parser's own words): its moves do not follow its rules, it is of a game the app does
 * not open (`ERR_UNSUPPORTED_GAME`), or, for any other code, it is not a record the app can read.
 *
 * @param code the error code of `importRecord`.
 */
export function importErrorKey(code: string): MessageKey {
  if (BAD_MOVES.has(code)) return 'game.importBadMoves';
  if (code === 'ERR_UNSUPPORTED_GAME') return 'game.importUnsupported';
  return 'game.importError';
}
