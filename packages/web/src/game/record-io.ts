import {
  capabilities,
  err,
  findPreset,
  parseAnyRecord,
  parseOgn,
  presetOf,
  statedBeforeSweep,
  type PerSide,
  type Result,
  type RuleSet,
} from '@kalaha/rules';
import { fromMatchRecord, fromRecord, recordText } from './records.ts';
import type { Game } from './session.ts';

/**
 * Records in and out of the app: a game as the rules library's record (JSON text), read back and
 * replayed, whatever the game; as a file, as a link (`#record=` and the record in base64url), and
 * in localStorage. An Oware or Wari game in Oware Game Notation (the Aualé program's `.ogn` files)
 * opens too.
 */

/** Why a record could not be opened: the rules library's error code and message. */
export interface ImportError {
  readonly code: string;
  readonly message: string;
}

/** The record of `game` as JSON text (the rules library's format: a match record for rounds). */
export function exportRecord(game: Game, names: PerSide<string>): string {
  return recordText(game, names);
}

/**
 * Reads a record of either kind (`parseAnyRecord`), or a game in Oware Game Notation (text that
 * starts with a `[Tag "…"]`, `parseOgn`), and replays it into a game, checking every
 * field, move and lay-out: a game record of a game without rounds (`replay`), or the match record
 * of a game of rounds (`replayMatch`: `ERR_ARRANGEMENT`, `ERR_MATCH_OVER`, `ERR_ILLEGAL_MOVE`,
 * `ERR_RESULT_MISMATCH`, the message naming the round and move). A game record of one round of a
 * game played in rounds is refused with `ERR_UNSUPPORTED_GAME`: the app plays it as a match.
 *
 * @param presetId the preset to name the rules after when they match none exactly (when it is of
 *   their game; else the game's own preset).
 */
export function importRecord(text: string, presetId = 'kalaha'): Result<Game, ImportError> {
  if (isOgn(text)) {
    const ogn = parseOgn(text);
    if (!ogn.ok) return err({ code: ogn.error.code, message: ogn.error.message });
    const game = fromRecord(ogn.value.record, presetNameOf(ogn.value.record.rules, presetId));
    return game.ok ? game : err({ code: game.error.code, message: game.error.message });
  }
  const record = parseAnyRecord(text);
  if (!record.ok) return err({ code: record.error.code, message: record.error.message });
  const rules = record.value.record.rules;
  const named = presetNameOf(rules, presetId);
  if (record.value.kind === 'match') {
    const game = fromMatchRecord(record.value.record, named);
    return game.ok ? game : err({ code: game.error.code, message: game.error.message });
  }
  if (capabilities(rules).hasRounds) {
    return err({
      code: 'ERR_UNSUPPORTED_GAME',
      message: `a record of one ${rules.game} round cannot be opened: the app plays ${rules.game} as a match of rounds`,
    });
  }
  const game = fromRecord(record.value.record, named);
  return game.ok ? game : err({ code: game.error.code, message: game.error.message });
}

/** True when `text` is Oware Game Notation: it starts with a tag (`[Variant "Oware Abapa"]`). */
function isOgn(text: string): boolean {
  return text.trimStart().startsWith('[');
}

/**
 * The result an Oware Game Notation text states where it differs from the result of its moves:
 * the stores before the final sweep, as the Aualé program writes them (`statedBeforeSweep`); for
 * the message that opens such a game. `undefined` for any other text.
 */
export function statedBeforeSweepOf(text: string): PerSide<number> | undefined {
  if (!isOgn(text)) return undefined;
  const ogn = parseOgn(text);
  return ogn.ok ? statedBeforeSweep(ogn.value) : undefined;
}

/** The preset to name `rules` after: their own, else `presetId` when it is of their game. */
function presetNameOf(rules: RuleSet, presetId: string): string {
  const fallback = findPreset(presetId)?.game === rules.game ? presetId : rules.game;
  return presetOf(rules) ?? fallback;
}
