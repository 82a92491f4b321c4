import { legalMoves, Position, type MoveEvent, unwrap } from '@kalaha/rules';
import { giuthiRules } from '../test-support/giuthi.ts';
import { describe, expect, it } from 'vitest';
import { keyResult } from './keyboard.ts';
import {
  applyEvent,
  boardFromPosition,
  closeArrows,
  directionOnScreen,
  focusArrow,
  legalOf,
  openArrows,
  type BoardState,
} from './state.ts';

/**
 * The board's Giuthi parts (docs/RULES.md 4: every move is sown counter-clockwise or clockwise, a
 * further choice inside the turn has one direction): legal directions, the two arrows and their
 * keys, and the `choice` step.
 */
function giuthiBoard(turn: 'south' | 'north' = 'south'): BoardState {
  const position = Position.initial(giuthiRules(), turn);
  return boardFromPosition(position, legalOf(legalMoves(position)));
}

describe('the Giuthi board', () => {
  it('lists each legal house once with the directions it may be sown in', () => {
    expect(
      legalOf([
        { house: 2, direction: 'ccw' },
        { house: 2, direction: 'cw' },
        { house: 4, direction: 'cw' },
      ]),
    ).toEqual({
      legal: [2, 4],
      directions: { 2: ['ccw', 'cw'], 4: ['cw'] },
    });
    // Games without a direction have no directions at all.
    expect(legalOf([{ house: 1 }, { house: 3 }])).toEqual({ legal: [1, 3] });
    const board = giuthiBoard();
    expect(board.game).toBe('giuthi');
    expect(board.banks).toBe(true);
    expect(board.directions?.[5]).toEqual(['ccw', 'cw']);
  });

  it('points counter-clockwise right on South’s row and left on North’s', () => {
    expect(directionOnScreen('south', 1)).toBe('ccw');
    expect(directionOnScreen('south', -1)).toBe('cw');
    expect(directionOnScreen('north', 1)).toBe('cw');
    expect(directionOnScreen('north', -1)).toBe('ccw');
  });

  it('opens the arrows of a house with two directions, the right-pointing one focused', () => {
    const open = openArrows(giuthiBoard(), 3);
    expect(open.arrows).toEqual({ house: 3, focus: 'ccw' });
    expect(open.focus).toBe(3);
    expect(focusArrow(open, -1).arrows).toEqual({ house: 3, focus: 'cw' });
    expect(closeArrows(open).arrows).toBeUndefined();
    const north = openArrows(giuthiBoard('north'), 2);
    expect(north.arrows?.focus).toBe('cw');
    // Not for an illegal house, nor for one with a single direction.
    const board = giuthiBoard();
    expect(openArrows({ ...board, legal: [1] }, 3)).toEqual({ ...board, legal: [1] });
    const single = { ...board, directions: { ...board.directions, 3: ['cw' as const] } };
    expect(openArrows(single, 3).arrows).toBeUndefined();
  });

  it('chooses the arrow with Left and Right, sows with Enter or Space, hides with Escape', () => {
    const open = openArrows(giuthiBoard(), 3);
    const left = keyResult(open, 'ArrowLeft');
    expect(left.kind === 'focus' && left.state.arrows).toEqual({ house: 3, focus: 'cw' });
    const right = keyResult(open, 'ArrowRight');
    expect(right.kind === 'focus' && right.state.arrows).toEqual({ house: 3, focus: 'ccw' });
    expect(keyResult(open, 'Enter')).toEqual({ kind: 'play', house: 3, direction: 'ccw' });
    expect(keyResult(focusArrow(open, -1), ' ')).toEqual({
      kind: 'play',
      house: 3,
      direction: 'cw',
    });
    const escape = keyResult(open, 'Escape');
    expect(escape.kind === 'focus' && escape.state.arrows).toBeUndefined();
    // Up goes on to another house, the arrows hidden; a number plays a house (the board then
    // shows its arrows); other keys are left alone.
    const up = keyResult(open, 'ArrowUp');
    expect(up.kind === 'focus' && [up.state.focus, up.state.arrows]).toEqual([2, undefined]);
    expect(keyResult(open, '5')).toEqual({ kind: 'play', house: 5 });
    expect(keyResult(open, 'x')).toEqual({ kind: 'none' });
  });

  it('shows the further choice as a banner and ends the move shown there', () => {
    const board = { ...giuthiBoard(), moving: true, legal: [] };
    const event: MoveEvent = { type: 'choice', side: 'south', direction: 'cw' };
    const after = applyEvent(board, event);
    expect(after.banner).toEqual({ kind: 'choice', side: 'south', direction: 'cw' });
    expect(after.moving).toBe(false);
    expect(after.hand).toBeUndefined();
  });

  it('carries the pending choice of the position', () => {
    const position = unwrap(
      Position.fromSetup(giuthiRules(), {
        houses: { south: [4, 4, 4, 4, 4], north: [4, 4, 4, 4, 4] },
        stores: { south: 0, north: 0 },
        turn: 'south',
        choice: 'cw',
      }),
    );
    expect(boardFromPosition(position).choice).toBe('cw');
    expect(giuthiBoard().choice).toBeUndefined();
  });
});
