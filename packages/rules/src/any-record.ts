import { parseMatchRecord, type MatchRecord } from './giuthi/match-record.ts';
import { parseRecord, type GameRecord, type RecordError } from './record.ts';
import { ok, type Result } from './result.ts';

/** A record of either kind: one game (`record.ts`), or a whole Giuthi match (`giuthi/match-record.ts`). */
export type AnyRecord =
  | { readonly kind: 'game'; readonly record: GameRecord }
  | { readonly kind: 'match'; readonly record: MatchRecord };

/**
 * Reads a game record or a match record, told apart by their fields (`start` and `moves`, or
 * `first` and `rounds`), with the errors of `parseRecord` and `parseMatchRecord`.
 */
export function parseAnyRecord(text: string): Result<AnyRecord, RecordError> {
  const game = parseRecord(text);
  if (game.ok) return ok({ kind: 'game', record: game.value });
  if (game.error.code !== 'ERR_RECORD_FORMAT' || game.error.path !== 'rounds') return game;
  const match = parseMatchRecord(text);
  return match.ok ? ok({ kind: 'match', record: match.value }) : match;
}
