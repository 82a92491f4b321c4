import { describe, expect, it } from 'vitest';
import { applyDelta, liveParts, type GameDelta } from './delta.ts';
import type { GameView } from './game-view.ts';

const before: GameView = {
  id: 'g1',
  rules: { game: 'giuthi' },
  rated: true,
  timeControl: { initialMs: 300_000, incrementMs: 2_000 },
  status: 'active',
  seats: {
    south: { playerId: 'p1', name: 'Åsa', rating: 1500, connected: true },
    north: { playerId: 'p2', name: 'Jörg', rating: 1480, connected: false },
  },
  start: 'start',
  moves: ['3', '1'],
  arrangements: [[2, 2, 2]],
  version: 3,
  clocks: { south: 290_000, north: 295_000, running: 'south', at: 1_000 },
  result: null,
  rematch: { offeredBy: null, nextGameId: null },
  endOffer: null,
  spectators: 2,
  created: '2026-11-28T06:00:00.000Z',
};

const live = {
  ...liveParts(before),
  version: 4,
  clocks: { south: 291_000, north: 295_000, running: 'north' as const, at: 9_000 },
  spectators: 3,
};

describe('a delta (the protocol, issue 18)', () => {
  it('adds a move to the moves and takes the live parts whole', () => {
    const delta: GameDelta = {
      gameId: 'g1',
      base: 3,
      change: { kind: 'move', side: 'south', move: '5' },
      live,
    };
    expect(applyDelta(before, delta)).toEqual({ ...before, ...live, moves: ['3', '1', '5'] });
  });

  it('adds a lay-out to the lay-outs, and leaves both lists for other changes', () => {
    const arranged = applyDelta(before, {
      gameId: 'g1',
      base: 3,
      change: { kind: 'arrange', side: 'north', arrangement: [1, 5] },
      live,
    });
    expect(arranged?.arrangements).toEqual([
      [2, 2, 2],
      [1, 5],
    ]);
    expect(arranged?.moves).toEqual(before.moves);
    const offered = applyDelta(before, {
      gameId: 'g1',
      base: 3,
      change: { kind: 'offerEnd', side: 'south' },
      live: { ...live, endOffer: 'south' },
    });
    expect(offered).toEqual({ ...before, ...live, endOffer: 'south' });
  });

  it('tells presence without a new version', () => {
    const present = applyDelta(before, {
      gameId: 'g1',
      base: 3,
      change: { kind: 'presence' },
      live: { ...liveParts(before), spectators: 0 },
    });
    expect(present).toEqual({ ...before, spectators: 0 });
  });

  it('does not apply to another version or another game', () => {
    const change = { kind: 'move', side: 'south', move: '5' } as const;
    expect(applyDelta(before, { gameId: 'g1', base: 2, change, live })).toBeUndefined();
    expect(applyDelta(before, { gameId: 'g2', base: 3, change, live })).toBeUndefined();
  });
});
