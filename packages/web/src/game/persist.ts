import { makeRecord } from '@kalaha/rules';
import { importRecord } from './record-io.ts';
import { toRecord, type Game } from './session.ts';

/** The localStorage key of the game in progress. */
export const GAME_KEY = 'kalaha.game.v1';

/** The parts of `Storage` used here (a test passes a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Keeps the game in progress across reloads: the record of the rules library (rules, players,
 * start, moves) and the preset it was chosen from. A finished game is removed, so that a reload
 * after the end opens a new game. Storage errors (private mode, quota) are ignored: the game goes
 * on, it just will not survive a reload.
 */
export function saveGame(store: KeyValueStore, game: Game): void {
  try {
    if (game.ended !== undefined) {
      store.removeItem(GAME_KEY);
      return;
    }
    const names = { south: 'South', north: 'North' };
    const record = makeRecord(toRecord(game, names));
    store.setItem(GAME_KEY, JSON.stringify({ presetId: game.config.presetId, record }));
  } catch {
    // Not kept; see above.
  }
}

/** The saved game in progress, or `undefined` (none, or not readable any more). */
export function loadGame(store: KeyValueStore): Game | undefined {
  try {
    const text = store.getItem(GAME_KEY);
    if (text === null) return undefined;
    const saved = JSON.parse(text) as { presetId?: unknown; record?: unknown };
    if (typeof saved.record !== 'string') return undefined;
    const presetId = typeof saved.presetId === 'string' ? saved.presetId : 'kalaha';
    const game = importRecord(saved.record, presetId);
    if (!game.ok) return undefined;
    // The preset chosen is kept even when the rules were changed from it.
    return { ...game.value, config: { ...game.value.config, presetId } };
  } catch {
    return undefined;
  }
}

/** Forgets the saved game. */
export function clearGame(store: KeyValueStore): void {
  try {
    store.removeItem(GAME_KEY);
  } catch {
    // Nothing to do.
  }
}
