import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { brokenStore, memoryStore } from '../test-support/memory-store.ts';
import { clearGame, loadGame, saveGame } from './persist.ts';
import { GAME_KEY, OLD_MATCH_KEY } from './saved-keys.ts';
import { arrangeSeeds, matchNow, newGame } from './session.ts';
import type { GameConfig } from './session.ts';
import { giuthiRules, PATTERN, playLine, ROUND_1 } from '../test-support/giuthi.ts';

const config: GameConfig = {
  presetId: 'giuthi',
  rules: giuthiRules(),
  seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 4 } },
  starts: 'north',
};

// docs/RULES.md 4: North starts this match.
const played = (line: readonly string[]) => playLine(newGame(config), line);

describe('the saved Giuthi match', () => {
  it('survives a reload: rules, seats, who started, every move with its direction', () => {
    const store = memoryStore();
    const game = played(['3cw', '1cw']);
    saveGame(store, game);
    const back = loadGame(store);
    expect(back?.config).toEqual(config);
    expect((back && matchNow(back))?.history).toEqual(matchNow(game).history);
    expect(back?.started).toBe(game.started);
    expect((back && matchNow(back))?.position.equals(matchNow(game).position)).toBe(true);
  });

  it('keeps the loser’s arrangement and the board of the next round', () => {
    const store = memoryStore();
    const game = playLine(newGame({ ...config, starts: 'south' }), ROUND_1);
    const arranged = unwrap(arrangeSeeds(game, PATTERN));
    saveGame(store, arranged);
    const back = loadGame(store);
    expect((back && matchNow(back))?.rounds).toEqual(matchNow(arranged).rounds);
    expect((back && matchNow(back))?.position.houseCount).toBe(4);
    expect((back && matchNow(back))?.position.houses('south')).toEqual(PATTERN);
  });

  it('keeps a finished match for a reload, until cleared', () => {
    const store = memoryStore();
    saveGame(store, played(['3cw']));
    saveGame(store, { ...played(['3cw']), ended: '2026-01-01T00:00:00Z' });
    expect(loadGame(store)?.actions).toEqual(played(['3cw']).actions);
    saveGame(store, played(['3cw']));
    clearGame(store);
    expect(loadGame(store)).toBeUndefined();
  });

  it('reads nothing from damaged or foreign data', () => {
    const store = memoryStore();
    const saved = () => JSON.parse(store.getItem(GAME_KEY)!) as Record<string, unknown>;
    saveGame(store, played(['3cw', '1cw']));
    const good = saved();
    for (const bad of [
      'not json',
      JSON.stringify({ ...good, record: 42 }),
      JSON.stringify({ ...good, record: (good.record as string).replace('"giuthi"', '"kalaha"') }),
      // A move the rules refuse: the direction of the further choice is clockwise.
      JSON.stringify({ ...good, record: (good.record as string).replace('"1cw"', '"1ccw"') }),
    ]) {
      store.setItem(GAME_KEY, bad);
      expect(loadGame(store), bad).toBeUndefined();
    }
  });

  it('resumes a match kept under the key of earlier versions, and forgets that key on the next save', () => {
    const store = memoryStore();
    const game = played(['3cw', '1cw']);
    saveGame(store, game);
    store.setItem(OLD_MATCH_KEY, store.getItem(GAME_KEY)!);
    store.removeItem(GAME_KEY);
    const back = loadGame(store);
    expect(back && matchNow(back).history).toEqual(matchNow(game).history);
    saveGame(store, back!);
    expect(store.getItem(OLD_MATCH_KEY)).toBeNull();
    expect(store.getItem(GAME_KEY)).not.toBeNull();
  });

  it('ignores storage errors', () => {
    const broken = brokenStore();
    expect(() => saveGame(broken, played(['3cw']))).not.toThrow();
    expect(loadGame(broken)).toBeUndefined();
    expect(() => clearGame(broken)).not.toThrow();
  });
});
