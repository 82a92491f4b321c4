import { describe, expect, it } from 'vitest';
import { brokenStore, memoryStore } from '../test-support/memory-store.ts';
import { GAME_KEY, hasSavedGame, OLD_MATCH_KEY } from './saved-keys.ts';

describe('whether a game is kept to come back to', () => {
  it('is told by the keys alone, the old Giuthi key included', () => {
    const store = memoryStore();
    expect(hasSavedGame(store)).toBe(false);
    store.setItem(GAME_KEY, 'not even JSON');
    expect(hasSavedGame(store)).toBe(true);
    store.removeItem(GAME_KEY);
    store.setItem(OLD_MATCH_KEY, '{}');
    expect(hasSavedGame(store)).toBe(true);
  });

  it('reads a storage that refuses as holding none', () => {
    expect(hasSavedGame(brokenStore())).toBe(false);
  });
});
