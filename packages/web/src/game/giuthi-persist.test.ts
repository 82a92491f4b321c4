import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { brokenStore, memoryStore } from '../test-support/memory-store.ts';
import { clearMatch, loadMatch, MATCH_KEY, saveMatch } from './giuthi-persist.ts';
import { arrangeSeeds, newGiuthiGame } from './giuthi-session.ts';
import type { GameConfig } from './session.ts';
import { giuthiRules, PATTERN, playLine, ROUND_1 } from '../test-support/giuthi.ts';

const config: GameConfig = {
  presetId: 'giuthi',
  rules: giuthiRules(),
  seats: { south: { kind: 'human' }, north: { kind: 'computer', level: 4 } },
  starts: 'north',
};

// docs/RULES.md 4: North starts this match.
const played = (line: readonly string[]) => playLine(newGiuthiGame(config), line);

describe('the saved Giuthi match', () => {
  it('survives a reload: rules, seats, who started, every move with its direction', () => {
    const store = memoryStore();
    const game = played(['3cw', '1cw']);
    saveMatch(store, game);
    const back = loadMatch(store);
    expect(back?.config).toEqual(config);
    expect(back?.match.history).toEqual(game.match.history);
    expect(back?.started).toBe(game.started);
    expect(back?.match.position.equals(game.match.position)).toBe(true);
  });

  it('keeps the loser’s arrangement and the board of the next round', () => {
    const store = memoryStore();
    const game = playLine(newGiuthiGame({ ...config, starts: 'south' }), ROUND_1);
    const arranged = unwrap(arrangeSeeds(game, PATTERN));
    saveMatch(store, arranged);
    const back = loadMatch(store);
    expect(back?.match.rounds).toEqual(arranged.match.rounds);
    expect(back?.match.position.houseCount).toBe(4);
    expect(back?.match.position.houses('south')).toEqual(PATTERN);
  });

  it('is forgotten once the match is over, or when cleared', () => {
    const store = memoryStore();
    saveMatch(store, played(['3cw']));
    saveMatch(store, { ...played(['3cw']), ended: '2026-01-01T00:00:00Z' });
    expect(store.getItem(MATCH_KEY)).toBeNull();
    saveMatch(store, played(['3cw']));
    clearMatch(store);
    expect(loadMatch(store)).toBeUndefined();
  });

  it('reads nothing from damaged or foreign data', () => {
    const store = memoryStore();
    const saved = () => JSON.parse(store.getItem(MATCH_KEY)!) as Record<string, unknown>;
    saveMatch(store, played(['3cw', '1cw']));
    const good = saved();
    for (const bad of [
      'not json',
      JSON.stringify({ ...good, record: 42 }),
      JSON.stringify({ ...good, record: (good.record as string).replace('"giuthi"', '"kalaha"') }),
      // A move the rules refuse: the direction of the further choice is clockwise.
      JSON.stringify({ ...good, record: (good.record as string).replace('"1cw"', '"1ccw"') }),
    ]) {
      store.setItem(MATCH_KEY, bad);
      expect(loadMatch(store), bad).toBeUndefined();
    }
  });

  it('ignores storage errors', () => {
    const broken = brokenStore();
    expect(() => saveMatch(broken, played(['3cw']))).not.toThrow();
    expect(loadMatch(broken)).toBeUndefined();
    expect(() => clearMatch(broken)).not.toThrow();
  });
});
