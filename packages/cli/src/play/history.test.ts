import { Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/positions.ts';
import { GameHistory } from './history.ts';

describe('GameHistory', () => {
  const start = Position.initial(rulesOf());

  it('plays legal moves and refuses illegal ones without changing the game', () => {
    const history = new GameHistory(start);
    expect(history.play({ house: 1 }).ok).toBe(true);
    expect(history.play({ house: 1 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_EMPTY_HOUSE' },
    });
    expect(history.play({ house: 7 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_HOUSE' },
    });
    expect(history.moves).toEqual([{ house: 1 }]);
  });

  it('takes back a whole turn, extra turns included, and every reply after it', () => {
    const history = new GameHistory(start);
    history.play({ house: 1 }); // South: 6 seeds, the last in his store, extra turn
    history.play({ house: 2 }); // South: 7 seeds, the last in North's house 2
    const afterSouth = history.position;
    history.play({ house: 1 }); // North: 7 seeds, the last in South's house 1
    expect(history.position.turn).toBe('south');
    expect(history.undoTurn((side) => side === 'north')).toBe(1);
    expect(history.position.equals(afterSouth)).toBe(true);
    history.play({ house: 1 });
    expect(history.undoTurn((side) => side === 'south')).toBe(3);
    expect(history.position.equals(start)).toBe(true);
    expect(history.moves).toEqual([]);
  });

  it('takes back one move at a time', () => {
    const history = new GameHistory(start);
    history.play({ house: 1 });
    const afterFirst = history.position;
    history.play({ house: 4 });
    expect(history.undoMove()).toBe(1);
    expect(history.position.equals(afterFirst)).toBe(true);
    expect(history.undoMove()).toBe(1);
    expect(history.position.equals(start)).toBe(true);
    expect(history.undoMove()).toBe(0);
  });

  it('has nothing to undo when the human has not moved yet', () => {
    const history = new GameHistory(Position.initial(rulesOf(), 'north'));
    history.play({ house: 3 }); // the computer's first move
    expect(history.undoTurn((side) => side === 'south')).toBe(0);
    expect(history.moves).toHaveLength(1);
  });
});
