/**
 * Rebuilding a game from storage: the position is the start with every stored move played by the
 * rules library; stored data the server did not write is refused as `server/internal`.
 */
import { describe, it, expect } from 'vitest';
import { makePosition } from '@kalaha/rules';
import { hasMoved, movesOf, openEndOffer, replayGame } from './state.ts';
import { activeGame, apply, endRequest, playMoves } from './test-fixtures.ts';

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

  it('replays a Wari game ended by agreement to the agreed end (docs/RULES.md 2)', () => {
    const game = playMoves(activeGame({ preset: 'wari' }), [3, 1, 6]);
    const offered = apply(game, endRequest(game, 'offerEnd', 'north'));
    const replayedOffer = replayGame({ game: offered.game, actions: offered.actions });
    expect(replayedOffer.ok && openEndOffer(replayedOffer.value)).toBe('north');
    const agreed = apply(offered, endRequest(offered, 'acceptEnd', 'south'));
    const replayed = replayGame({ game: agreed.game, actions: agreed.actions });
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(replayed.value.position.end).toEqual({ reason: 'agreement' });
    expect(makePosition(replayed.value.position)).toBe(makePosition(agreed.position));
    expect(openEndOffer(replayed.value)).toBeUndefined();
  });

  it('refuses a stored agreed end the rules do not allow (Kalaha family, docs/RULES.md 0)', () => {
    const game = playMoves(activeGame(), [3]);
    const forged = { ...endRequest(game, 'acceptEnd', 'north'), kind: 'acceptEnd' as const };
    const action = {
      gameId: game.game.gameId,
      version: game.game.version + 1,
      actionId: forged.actionId,
      kind: forged.kind,
      side: 'north' as const,
      move: null,
      at: game.game.created,
    };
    const replayed = replayGame({
      game: { ...game.game, version: action.version },
      actions: [...game.actions, action],
    });
    expect(replayed).toMatchObject({ ok: false, error: { code: 'server/internal' } });
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
