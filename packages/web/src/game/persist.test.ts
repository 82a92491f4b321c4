import { ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { housesOf } from '../test-support/game.ts';
import { brokenStore, memoryStore } from '../test-support/memory-store.ts';
import { rulesOf } from '../test-support/positions.ts';
import { clearGame, loadGame, loadReview, saveGame, saveReview } from './persist.ts';
import { GAME_KEY, REVIEW_KEY } from './saved-keys.ts';
import { current, newGame, playMove, type Game, type GameConfig } from './session.ts';

const config = {
  presetId: 'kalah',
  rules: rulesOf('kalah', { houses: 5 }),
  seats: { south: { kind: 'computer', level: 3 }, north: { kind: 'human' } },
  starts: 'south',
} as const;

function played(houses: number[], from: GameConfig = config): Game {
  let game = newGame(from);
  for (const h of houses) {
    const r = unwrap(playMove(game, { house: h }));
    game = r.game;
  }
  return game;
}

describe('the saved game', () => {
  it('survives a reload: same rules, seats, preset and moves', () => {
    const store = memoryStore();
    const game = played([2, 3]);
    saveGame(store, game);
    const back = loadGame(store);
    expect(back?.config.presetId).toBe('kalah');
    expect(back?.config.seats).toEqual(config.seats);
    expect(back?.config.rules).toEqual(config.rules);
    expect(back && housesOf(back)).toEqual([2, 3]);
    expect(back && current(back).equals(current(game))).toBe(true);
  });

  it.each(['oware', 'obridjie'])(
    'keeps a game of %s against the computer, to be resumed against it',
    (preset) => {
      const rules = unwrap(ruleSet(preset, preset === 'oware' ? { cycleRule: 'split' } : {}));
      const relative: GameConfig = {
        presetId: preset,
        rules: rules,
        seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 7 } },
        starts: 'north',
      };
      const store = memoryStore();
      const game = played([1, 2, 6], relative);
      saveGame(store, game);
      const back = loadGame(store);
      expect(back?.config).toEqual(relative);
      expect(back && housesOf(back)).toEqual([1, 2, 6]);
      expect(back && current(back).equals(current(game))).toBe(true);
    },
  );

  it('keeps a finished game and where its review stands, until cleared', () => {
    const store = memoryStore();
    saveGame(store, played([2]));
    saveGame(store, { ...played([2]), ended: '2026-01-01T00:00:00Z' });
    expect(loadGame(store)?.ended).toBe('2026-01-01T00:00:00Z');
    expect(loadReview(store)).toBeUndefined();
    saveReview(store, 1);
    expect(loadReview(store)).toBe(1);
    saveReview(store, undefined);
    expect(loadReview(store)).toBeUndefined();
    saveReview(store, 1);
    clearGame(store);
    expect(loadGame(store)).toBeUndefined();
    expect(loadReview(store)).toBeUndefined();
    // A damaged review is none.
    store.setItem(REVIEW_KEY, JSON.stringify({ at: -3 }));
    expect(loadReview(store)).toBeUndefined();
    store.setItem(REVIEW_KEY, '{');
    expect(loadReview(store)).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    const store = memoryStore();
    store.setItem(GAME_KEY, 'not json');
    expect(loadGame(store)).toBeUndefined();
    store.setItem(GAME_KEY, JSON.stringify({ record: '{"format":"other"}' }));
    expect(loadGame(store)).toBeUndefined();
  });

  it('does not fail when storage does', () => {
    const broken = brokenStore();
    expect(() => saveGame(broken, played([2]))).not.toThrow();
    expect(loadGame(broken)).toBeUndefined();
    expect(() => clearGame(broken)).not.toThrow();
  });
});
