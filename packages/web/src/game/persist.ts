import * as z from 'zod/mini';
import { readStored } from '../app/stored.ts';
import { exportRecord, importRecord } from './record-io.ts';
import { GAME_KEY, OLD_MATCH_KEY, REVIEW_KEY } from './saved-keys.ts';
import type { Game } from './session.ts';

/** The parts of `Storage` used here (a test passes a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A record kept under a storage key, with the preset its game was chosen from. */
export interface SavedRecord {
  readonly presetId: string;
  /** The record as the rules library writes it (`makeRecord`, `makeMatchRecord`). */
  readonly record: string;
}

/**
 * Keeps `saved()` under `key` (as JSON), or removes `key` when `saved` is `undefined` (a finished
 * game). Storage errors (private mode, quota), and errors making the record, are ignored: the
 * game goes on, it just will not survive a reload.
 */
export function keepRecord(
  store: KeyValueStore,
  key: string,
  saved: (() => SavedRecord) | undefined,
): void {
  try {
    if (saved === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(saved()));
  } catch {
    // Not kept; see above.
  }
}

/** A kept record: the record's text, and the preset (absent in records kept before it was). */
const StoredRecordSchema = z.object({
  presetId: z.catch(z.optional(z.string()), () => undefined),
  record: z.string(),
});

/**
 * The game restored from the record kept under `key` ({@link keepRecord}; `defaultPreset` when
 * it names none), or `undefined`: none kept, not readable, or refused by `restore`.
 */
export function loadRecord<T>(
  store: KeyValueStore,
  key: string,
  defaultPreset: string,
  restore: (saved: SavedRecord) => T | undefined,
): T | undefined {
  const saved = readStored(store, key, StoredRecordSchema);
  if (saved === undefined) return undefined;
  try {
    return restore({ presetId: saved.presetId ?? defaultPreset, record: saved.record });
  } catch {
    return undefined;
  }
}

/** Forgets what is kept under `key` (storage errors ignored). */
export function forgetRecord(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/**
 * Keeps the game on screen across reloads: the rules library's record of it (`exportRecord`: a
 * game record, or the match record of a game of rounds) and the preset it was chosen from. A
 * finished game is kept too, so that a reload shows it again (its result, or its review: see
 * {@link saveReview}) until a new game replaces it. Storage errors are ignored ({@link keepRecord}).
 */
export function saveGame(store: KeyValueStore, game: Game): void {
  keepRecord(store, GAME_KEY, () => ({
    presetId: game.config.presetId,
    record: exportRecord(game, { south: 'South', north: 'North' }),
  }));
  forgetRecord(store, OLD_MATCH_KEY);
}

/** The saved game, in progress or finished, or `undefined` (none, or not readable any more). */
export function loadGame(store: KeyValueStore): Game | undefined {
  const restore = ({ presetId, record }: SavedRecord): Game | undefined => {
    const game = importRecord(record, presetId);
    if (!game.ok) return undefined;
    // The preset chosen is kept even when the rules were changed from it.
    return { ...game.value, config: { ...game.value.config, presetId } };
  };
  return (
    loadRecord(store, GAME_KEY, 'kalaha', restore) ??
    loadRecord(store, OLD_MATCH_KEY, 'giuthi', restore)
  );
}

/** Forgets the saved game and its review. */
export function clearGame(store: KeyValueStore): void {
  forgetRecord(store, GAME_KEY);
  forgetRecord(store, OLD_MATCH_KEY);
  forgetRecord(store, REVIEW_KEY);
}

/** Where a review stands: actions applied to the board shown. */
const ReviewSchema = z.object({ at: z.number().check(z.int(), z.nonnegative()) });

/**
 * Keeps where the review of the saved game stands (`at` actions applied), or forgets it
 * (`undefined`: the review was left, or a new game began). Storage errors are ignored.
 */
export function saveReview(store: KeyValueStore, at: number | undefined): void {
  try {
    if (at === undefined) store.removeItem(REVIEW_KEY);
    else store.setItem(REVIEW_KEY, JSON.stringify({ at }));
  } catch {
    // Not kept: a reload shows the game without its review.
  }
}

/** Where the review of the saved game stood, or `undefined` (none, or not readable). */
export function loadReview(store: KeyValueStore): number | undefined {
  return readStored(store, REVIEW_KEY, ReviewSchema)?.at;
}
