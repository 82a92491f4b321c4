import type { KeyValueStore } from './persist.ts';

/** The localStorage key of the game on screen (in progress, or finished). */
export const GAME_KEY = 'kalaha.game.v1';

/** The localStorage key of where the review of that game stands (actions applied). */
export const REVIEW_KEY = 'kalaha.review.v1';

/**
 * The localStorage key under which earlier versions kept a Giuthi match in progress: read once, so
 * that a match begun before every game was kept under {@link GAME_KEY} resumes.
 */
export const OLD_MATCH_KEY = 'kalaha.giuthi.v1';

/**
 * Whether a game is kept to come back to (something is under {@link GAME_KEY} or {@link
 * OLD_MATCH_KEY}; whether it can be read, only loading it tells). Storage errors read as none.
 * Apart from `persist.ts`, so that the first page knows it without loading the code that reads
 * records.
 */
export function hasSavedGame(store: Pick<KeyValueStore, 'getItem'>): boolean {
  try {
    return store.getItem(GAME_KEY) !== null || store.getItem(OLD_MATCH_KEY) !== null;
  } catch {
    return false;
  }
}
