/**
 * Ratings when a game ends: a rated game updates both players once, in its family; a casual or
 * aborted game, or one still in progress, changes nothing.
 */
import { describe, it, expect } from 'vitest';
import { activeGame, apply, playMoves, T0 } from '../game/test-fixtures.ts';
import { rateGame, NEWCOMER } from '@kalaha/protocol/ratings';
import { ratingsAfterGame } from './game-ratings.ts';

const none = { south: undefined, north: undefined };

describe('ratingsAfterGame', () => {
  it('a rated game won by North updates both players once, counting the game', () => {
    const over = apply(playMoves(activeGame({ rated: true }), [3, 1]), {
      kind: 'resign',
      side: 'south',
      actionId: 'r',
    });
    const expected = rateGame(NEWCOMER, NEWCOMER, 0);
    expect(ratingsAfterGame(over.game, none)).toEqual([
      { playerId: 'ann', family: 'kalaha', ...expected.south, games: 1 },
      { playerId: 'bob', family: 'kalaha', ...expected.north, games: 1 },
    ]);
  });

  it("starts from each player's stored rating and adds one to his games", () => {
    const over = apply(playMoves(activeGame({ rated: true }), [3, 1]), {
      kind: 'resign',
      side: 'north',
      actionId: 'r',
    });
    const ann = {
      playerId: 'ann',
      family: 'kalaha',
      rating: 1620,
      rd: 80,
      volatility: 0.059,
      games: 7,
    };
    const [south, north] = ratingsAfterGame(over.game, { south: ann, north: undefined });
    const expected = rateGame(ann, NEWCOMER, 1);
    expect(south).toEqual({ ...ann, ...expected.south, games: 8 });
    expect(north).toMatchObject({ playerId: 'bob', ...expected.north, games: 1 });
  });

  it('changes nothing for a casual game, an aborted one, or one in progress', () => {
    const casual = apply(activeGame({ rated: false }), {
      kind: 'resign',
      side: 'north',
      actionId: 'r',
    });
    expect(ratingsAfterGame(casual.game, none)).toEqual([]);
    const aborted = apply(
      activeGame({ rated: true }),
      { kind: 'abort', side: 'north', actionId: 'a' },
      T0,
    );
    expect(ratingsAfterGame(aborted.game, none)).toEqual([]);
    expect(ratingsAfterGame(activeGame({ rated: true }).game, none)).toEqual([]);
  });
});
