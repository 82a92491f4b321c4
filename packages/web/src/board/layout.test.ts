import { Position, legalMoves } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { giuthiRules } from '../test-support/giuthi.ts';
import { rulesOf } from '../test-support/positions.ts';
import { keyResult } from './keyboard.ts';
import { gridPlace, SOUTH_VIEW, topSide, type BoardView } from './layout.ts';
import { boardFromPosition, directionOnScreen, legalOf, moveFocus, openArrows } from './state.ts';

/**
 * The board's layout on screen: flat or turned a quarter turn (phones in portrait), seen from
 * South or from North (North's player online). Sowing runs counter-clockwise in every view
 * (docs/RULES.md 1: "sows them one by one counter-clockwise"), so the pits keep their order round
 * the track, only the picture turns.
 */
const NORTH_VIEW: BoardView = { bottom: 'north', turned: false };
const TURNED: BoardView = { bottom: 'south', turned: true };

/** The track counter-clockwise from the bottom side's house 1, as grid places. */
function track(view: BoardView, m: number) {
  const near = view.bottom;
  const far = topSide(view);
  const pits = [
    ...Array.from({ length: m }, (_, i) => ({ kind: 'house' as const, side: near, house: i + 1 })),
    { kind: 'store' as const, side: near },
    ...Array.from({ length: m }, (_, i) => ({ kind: 'house' as const, side: far, house: i + 1 })),
    { kind: 'store' as const, side: far },
  ];
  return pits.map((pit) => gridPlace(view, m, pit));
}

describe('the board layout', () => {
  it('lays the flat board out from South: South’s row below left to right, its store at the right', () => {
    expect(track(SOUTH_VIEW, 3)).toEqual([
      { column: '2', row: '2' },
      { column: '3', row: '2' },
      { column: '4', row: '2' },
      { column: '5', row: '1 / span 2' },
      { column: '4', row: '1' },
      { column: '3', row: '1' },
      { column: '2', row: '1' },
      { column: '1', row: '1 / span 2' },
    ]);
  });

  it('puts North’s row at the bottom for North’s player, in the same places South’s have for South', () => {
    expect(track(NORTH_VIEW, 3)).toEqual(track(SOUTH_VIEW, 3));
    expect(gridPlace(NORTH_VIEW, 6, { kind: 'house', side: 'north', house: 1 })).toEqual({
      column: '2',
      row: '2',
    });
    expect(gridPlace(NORTH_VIEW, 6, { kind: 'store', side: 'south' })).toEqual({
      column: '1',
      row: '1 / span 2',
    });
  });

  it('turns the board a quarter turn clockwise: the near row runs down the left, its store across the bottom', () => {
    expect(track(TURNED, 3)).toEqual([
      { column: '1', row: '2' },
      { column: '1', row: '3' },
      { column: '1', row: '4' },
      { column: '1 / span 2', row: '5' },
      { column: '2', row: '4' },
      { column: '2', row: '3' },
      { column: '2', row: '2' },
      { column: '1 / span 2', row: '1' },
    ]);
  });

  it('names the sowing directions and moves the focus from the viewer’s side', () => {
    // Seen from North, North's row runs left to right: counter-clockwise goes right.
    expect(directionOnScreen('north', 1, 'north')).toBe('ccw');
    expect(directionOnScreen('south', 1, 'north')).toBe('cw');
    const north = boardFromPosition(Position.initial(rulesOf(), 'north'), {
      legal: [1, 2, 3, 4, 5, 6],
      lastMove: undefined,
    });
    const atOne = { ...north, focus: 1 };
    expect(moveFocus(atOne, 1, 'north').focus).toBe(2);
    expect(moveFocus(atOne, 1, 'south').focus).toBe(6);
    expect(keyResult(atOne, 'ArrowRight', undefined, NORTH_VIEW)).toMatchObject({
      kind: 'focus',
      state: { focus: 2 },
    });
  });

  it('points Giuthi’s arrows up and down on the turned board, and the Up and Down keys choose between them', () => {
    const position = Position.initial(giuthiRules(), 'south');
    const board = boardFromPosition(position, legalOf(legalMoves(position)));
    const open = openArrows(board, 3, 'south');
    // South's house 1 is at the top of the left column: counter-clockwise runs down.
    expect(open.arrows).toEqual({ house: 3, focus: 'ccw' });
    expect(keyResult(open, 'ArrowUp', undefined, TURNED)).toMatchObject({
      kind: 'focus',
      state: { arrows: { house: 3, focus: 'cw' } },
    });
    expect(keyResult(open, 'ArrowDown', undefined, TURNED)).toMatchObject({
      kind: 'focus',
      state: { arrows: { house: 3, focus: 'ccw' } },
    });
    // Left and Right leave the arrows on the turned board and move along the houses.
    const right = keyResult(open, 'ArrowRight', undefined, TURNED);
    expect(right).toMatchObject({ kind: 'focus', state: { arrows: undefined } });
  });
});
