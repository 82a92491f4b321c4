import { applyDelta, type GameView } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import { deltaOf } from './delta-of.ts';

const before: GameView = {
  id: 'g1',
  rules: { game: 'kalaha', houses: 6, seeds: 6 },
  rated: true,
  timeControl: null,
  status: 'active',
  seats: {
    south: { playerId: 'p1', name: 'Åsa', rating: 1500, connected: true },
    north: { playerId: 'p2', name: 'Jörg', rating: 1500, connected: true },
  },
  start: 'start',
  moves: ['3'],
  arrangements: [],
  version: 2,
  clocks: null,
  result: null,
  rematch: { offeredBy: null, nextGameId: null },
  endOffer: null,
  spectators: 1,
  created: '2026-11-28T06:00:00.000Z',
};

describe('the delta of a change (issue 18)', () => {
  it('is the one change and the live parts, and gives the game after it', () => {
    const after = { ...before, moves: ['3', '1'], version: 3, spectators: 2 };
    const change = { kind: 'move', side: 'north', move: '1' } as const;
    const delta = deltaOf(before, after, change);
    expect(delta).toMatchObject({ gameId: 'g1', base: 2, change, live: { version: 3 } });
    expect(applyDelta(before, delta!)).toEqual(after);
  });

  it('is none when the game after is more than the change from the game before', () => {
    // A room that caught up with two moves tells each with the latest game.
    const after = { ...before, moves: ['3', '1', '4'], version: 4 };
    expect(deltaOf(before, after, { kind: 'move', side: 'north', move: '1' })).toBeUndefined();
    // Or a part a delta does not carry changed.
    const otherRules = { ...before, version: 3, moves: ['3', '1'], rules: { game: 'kalah' } };
    expect(deltaOf(before, otherRules, { kind: 'move', side: 'north', move: '1' })).toBeUndefined();
  });
});
