import { describe, it, expect } from 'vitest';
import { GameSummarySchema, GameViewSchema } from '@kalaha/protocol';
import { changeOf, gameSummary, gameView } from './view.ts';
import { activeGame, openGame, playMoves, T0 } from './test-fixtures.ts';

const extras = {
  seats: { south: { name: 'Ann', rating: 1612.5 }, north: { name: 'Bob', rating: null } },
  connected: { south: true, north: false },
  spectators: 3,
};

describe('gameView', () => {
  it('shows a game as the protocol has it: seats with names, moves, no secrets', () => {
    const g = playMoves(activeGame({ timeControl: { initialMs: 60_000, incrementMs: 0 } }), [3, 1]);
    const view = gameView(g, extras);
    expect(GameViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 'g1',
      status: 'active',
      version: 4,
      start: '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south',
      moves: ['3', '1'],
      seats: {
        south: { playerId: 'ann', name: 'Ann', rating: 1612.5, connected: true },
        north: { playerId: 'bob', name: 'Bob', rating: null, connected: false },
      },
      spectators: 3,
      rematch: { offeredBy: null, nextGameId: null },
      created: new Date(T0).toISOString(),
    });
    expect(JSON.stringify(view)).not.toContain('hash-of');
  });

  it('shows an empty seat as null', () => {
    expect(gameView(openGame(), extras).seats).toEqual({ south: null, north: null });
  });
});

describe('changeOf and gameSummary', () => {
  it('tells each action as the change of an update', () => {
    const g = playMoves(activeGame(), [3]);
    expect(g.actions.map(changeOf)).toEqual([
      { kind: 'join', side: 'south' },
      { kind: 'join', side: 'north' },
      { kind: 'move', side: 'south', move: '3' },
    ]);
  });

  it('sums up a game listing for the lobby and player pages', () => {
    const g = activeGame({ rated: true });
    const summary = gameSummary({ game: g.game, names: { south: 'Ann', north: 'Bob' }, moves: 0 });
    expect(GameSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({ id: 'g1', preset: 'kalaha', family: 'kalaha', rated: true });
  });
});
