/**
 * Rebuilding a game from storage: the position is the start with every stored move played by the
 * rules library; stored data the server did not write is refused as `server/internal`.
 */
import { describe, it, expect } from 'vitest';
import { makePosition } from '@kalaha/rules';
import { hasMoved, movesOf, replayGame } from './state.ts';
import { activeGame, playMoves } from './test-fixtures.ts';

describe('replayGame', () => {
  it('replays the stored moves to the same position the master reached', () => {
    const played = playMoves(activeGame(), [3, 1, 6]);
    const replayed = replayGame({ game: played.game, actions: played.actions });
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(makePosition(replayed.value.position)).toBe(makePosition(played.position));
    expect(movesOf(replayed.value)).toEqual(['3', '1', '6']);
    expect(hasMoved(replayed.value, 'north')).toBe(true);
    expect(hasMoved(activeGame(), 'south')).toBe(false);
  });

  it('refuses stored games it cannot replay (server/internal)', () => {
    const played = playMoves(activeGame(), [3, 1]);
    const { game, actions } = played;
    const cases = [
      { game: { ...game, rules: { ...game.rules, houses: 0 } }, actions },
      { game: { ...game, start: 'not a position' }, actions },
      { game, actions: actions.slice(1) },
      { game, actions: actions.map((a, i) => (i === 3 ? { ...a, move: '9' } : a)) },
      { game, actions: actions.map((a, i) => (i === 3 ? { ...a, side: 'south' as const } : a)) },
      { game, actions: actions.map((a, i) => (i === 0 ? { ...a, version: 7 } : a)) },
    ];
    for (const loaded of cases) {
      const replayed = replayGame(loaded);
      expect(replayed.ok).toBe(false);
      if (!replayed.ok) expect(replayed.error.code).toBe('server/internal');
    }
  });
});
