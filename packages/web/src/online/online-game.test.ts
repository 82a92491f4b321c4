import { makePosition, outcome, ruleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { current } from '../game/session.ts';
import { gameView, wholeGame } from '../test-support/online.ts';
import { rulesOf } from '../test-support/positions.ts';

const KALAH_START = '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south';
import { bothHaveMoved, compareMoves, gameFromView, sideOfPlayer } from './online-game.ts';

function rulesOfAnyGame(preset: string) {
  const made = ruleSet(preset);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('an online game replayed', () => {
  it('replays the server’s moves from its start position with the rules library', () => {
    const game = gameFromView(gameView({ moves: ['1', '1', '3'] }));
    if (!game.ok) throw new Error(game.error.message);
    expect(game.value.moves).toEqual([1, 1, 3]);
    expect(game.value.positions).toHaveLength(4);
    expect(game.value.config.rules.houses).toBe(3);
    expect(game.value.config.seats.south.kind).toBe('human');
    expect(game.value.started).toBe('2025-01-01T12:00:00.000Z');
    expect(makePosition(game.value.positions[0]!)).toBe('2,2,2|0 2,2,2|0 south');
  });

  it('replays a game to its end, the outcome as the rules library has it', () => {
    const { moves, end } = wholeGame();
    const game = gameFromView(gameView({ moves }));
    if (!game.ok) throw new Error(game.error.message);
    expect(current(game.value).isOver).toBe(true);
    expect(outcome(current(game.value))).toEqual(outcome(end));
  });

  it('names the preset the rules are, the family’s first preset when changed', () => {
    const standard = gameFromView(gameView({ rules: { ...rulesOf('kalah') }, start: KALAH_START }));
    expect(standard.ok && standard.value.config.presetId).toBe('kalah');
    const small = gameFromView(gameView());
    expect(small.ok && small.value.config.presetId).toBe('kalaha');
  });

  it('refuses rules, start positions and moves the rules library refuses, as client/bad_game', () => {
    const cases = [
      gameView({ rules: { game: 'kalaha', houses: 99 } }),
      gameView({ start: 'not a position' }),
      gameView({ start: '9,9,9|0 2,2,2|0 south' }),
      gameView({ moves: ['x'] }),
      gameView({ moves: ['1', '1', '1'] }),
      // A game the app does not play yet (RULES.md 2).
      gameView({
        rules: { ...rulesOfAnyGame('wari') },
        start: '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south',
      }),
    ];
    for (const view of cases) {
      const game = gameFromView(view);
      expect(game.ok, JSON.stringify(view.moves)).toBe(false);
      if (!game.ok) expect(game.error.code).toBe('client/bad_game');
    }
  });

  it('compares the moves shown with the server’s', () => {
    expect(compareMoves([1, 2], ['1', '2'])).toEqual({ kind: 'same' });
    expect(compareMoves([1], ['1', '2', '3'])).toEqual({ kind: 'ahead', count: 2 });
    expect(compareMoves([1, 2], ['1'])).toEqual({ kind: 'behind', count: 1 });
    expect(compareMoves([1, 3], ['1', '2'])).toEqual({ kind: 'diverged' });
    expect(compareMoves([1], ['oops'])).toEqual({ kind: 'diverged' });
  });

  it('finds a player’s side, and whether both sides have moved', () => {
    const view = gameView();
    expect(sideOfPlayer(view, 'ann')).toBe('south');
    expect(sideOfPlayer(view, 'bob')).toBe('north');
    expect(sideOfPlayer(view, 'eve')).toBeUndefined();
    expect(sideOfPlayer(view, undefined)).toBeUndefined();
    const moved = (moves: string[]) => {
      const game = gameFromView(gameView({ moves }));
      return game.ok && bothHaveMoved(game.value);
    };
    expect(moved([])).toBe(false);
    // South's house 2 ends in his store: he moves again, North has not moved yet.
    expect(moved(['2'])).toBe(false);
    expect(moved(['2', '1'])).toBe(false);
    expect(moved(['1', '1'])).toBe(true);
  });
});
