import { parseMatchRecord } from '@kalaha/rules';
import { fromMatchRecord, type GiuthiGame } from './giuthi-session.ts';
import { forgetRecord, keepRecord, loadRecord, type KeyValueStore } from './persist.ts';
import { exportMatchRecord } from './record-io.ts';

/** The localStorage key of the Giuthi match in progress. */
export const MATCH_KEY = 'kalaha.giuthi.v1';

/**
 * Keeps the Giuthi match in progress across reloads (docs/RULES.md 4): the match record of the rules
 * library (rules, players, who started, every round's arrangement and moves) and the preset it was
 * chosen from, replayed on load. A finished match is removed, so that a reload after the end opens
 * a new game. Storage errors are ignored: the match goes on, it just will not survive a reload.
 */
export function saveMatch(store: KeyValueStore, game: GiuthiGame): void {
  keepRecord(
    store,
    MATCH_KEY,
    game.ended !== undefined
      ? undefined
      : () => ({
          presetId: game.config.presetId,
          record: exportMatchRecord(game, { south: 'South', north: 'North' }),
        }),
  );
}

/** The saved match in progress, or `undefined` (none, or not readable or replayable any more). */
export function loadMatch(store: KeyValueStore): GiuthiGame | undefined {
  return loadRecord(store, MATCH_KEY, 'giuthi', ({ presetId, record }) => {
    const parsed = parseMatchRecord(record);
    if (!parsed.ok) return undefined;
    const game = fromMatchRecord(parsed.value, presetId);
    return game.ok && game.value.ended === undefined ? game.value : undefined;
  });
}

/** Forgets the saved match. */
export function clearMatch(store: KeyValueStore): void {
  forgetRecord(store, MATCH_KEY);
}
