import { describe, it, expect } from 'vitest';
import { GameSummarySchema, GameViewSchema } from '@kalaha/protocol';
import { changeOf, gameSummary, gameView } from './view.ts';
import {
  activeGame,
  apply,
  endRequest,
  openGame,
  playMoves,
  playOut,
  T0,
} from './test-fixtures.ts';

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
      endOffer: null,
      created: new Date(T0).toISOString(),
    });
    expect(JSON.stringify(view)).not.toContain('hash-of');
  });

  it('shows a Wari game: its rules, its open offer to end (docs/RULES.md 2), then the agreed end', () => {
    const game = playMoves(activeGame({ preset: 'wari' }), [3, 1]);
    const offered = apply(game, endRequest(game, 'offerEnd', 'south'));
    const view = gameView(offered, extras);
    expect(GameViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      rules: { game: 'wari', houses: 6, seeds: 4, grandSlam: expect.any(String) },
      start: game.game.start,
      moves: ['3', '1'],
      version: 5,
      endOffer: 'south',
    });
    const agreed = apply(offered, endRequest(offered, 'acceptEnd', 'north'));
    expect(gameView(agreed, extras)).toMatchObject({
      status: 'finished',
      endOffer: null,
      result: { reason: 'end', end: 'agreement' },
    });
  });

  it("shows an Obridjie game's end by the rules (noMove:SIDE)", () => {
    const over = playOut(activeGame({ preset: 'obridjie' })).at(-1)!.state;
    const view = gameView(over, extras);
    expect(GameViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      rules: { game: 'obridjie' },
      status: 'finished',
      moves: over.actions.filter((a) => a.kind === 'move').map((a) => a.move),
      result: { reason: 'end', end: 'noMove:south', winner: 'draw' },
    });
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

  it('tells the offer to end and its answers as changes', () => {
    const game = playMoves(activeGame({ preset: 'obridjie' }), [1]);
    const offered = apply(game, endRequest(game, 'offerEnd', 'north'));
    const declined = apply(offered, endRequest(offered, 'declineEnd', 'south'));
    const moved = playMoves(declined, [1]);
    const again = apply(moved, endRequest(moved, 'offerEnd', 'south'));
    const accepted = apply(again, endRequest(again, 'acceptEnd', 'north'));
    expect(accepted.actions.slice(3).map(changeOf)).toEqual([
      { kind: 'offerEnd', side: 'north' },
      { kind: 'declineEnd', side: 'south' },
      { kind: 'move', side: 'north', move: '1' },
      { kind: 'offerEnd', side: 'south' },
      { kind: 'acceptEnd', side: 'north' },
    ]);
  });

  it('sums up a Wari and an Obridjie game with their families (wari, obridjie)', () => {
    for (const [preset, family] of [
      ['wari', 'wari'],
      ['oware', 'wari'],
      ['obridjie', 'obridjie'],
    ] as const) {
      const g = activeGame({ preset, rated: true });
      const summary = gameSummary({ game: g.game, names: { south: 'A', north: 'B' }, moves: 0 });
      expect(GameSummarySchema.parse(summary)).toMatchObject({ preset, family });
    }
  });

  it('sums up a game listing for the lobby and player pages', () => {
    const g = activeGame({ rated: true });
    const summary = gameSummary({ game: g.game, names: { south: 'Ann', north: 'Bob' }, moves: 0 });
    expect(GameSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({ id: 'g1', preset: 'kalaha', family: 'kalaha', rated: true });
  });
});
