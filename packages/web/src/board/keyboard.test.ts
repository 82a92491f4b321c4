import { Position, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { keyResult } from './keyboard.ts';
import { boardFromPosition } from './state.ts';

function board(houses: number, legal: number[]) {
  const rules = unwrap(ruleSet('kalaha', { houses }));
  return boardFromPosition(Position.initial(rules), { legal });
}

describe('keyResult', () => {
  it('moves the focus with the arrow keys, Home and End', () => {
    const b = board(6, [1, 2, 3, 4, 5, 6]);
    const focus = (key: string) => {
      const r = keyResult(b, key);
      return r.kind === 'focus' ? r.state.focus : undefined;
    };
    expect(focus('ArrowRight')).toBe(2);
    expect(focus('ArrowDown')).toBe(2);
    expect(focus('ArrowLeft')).toBe(6);
    expect(focus('ArrowUp')).toBe(6);
    expect(focus('End')).toBe(6);
    expect(focus('Home')).toBe(1);
  });

  it('plays a house by its number when it is legal', () => {
    const b = board(6, [2, 5]);
    expect(keyResult(b, '5')).toEqual({ kind: 'play', house: 5 });
    expect(keyResult(b, '3')).toEqual({ kind: 'none' });
    expect(keyResult(b, '7')).toEqual({ kind: 'none' });
    expect(keyResult(b, '0')).toEqual({ kind: 'none' });
  });

  it('waits for a second digit on boards of 10 houses or more', () => {
    const b = board(12, [1, 10, 12]);
    const first = keyResult(b, '1');
    expect(first.kind).toBe('pending');
    expect(keyResult(b, '2', 1)).toEqual({ kind: 'play', house: 12 });
    expect(keyResult(b, '0', 1)).toEqual({ kind: 'play', house: 10 });
    expect(keyResult(b, '1', 1)).toEqual({ kind: 'none' });
  });

  it('does nothing when no house is playable, or for other keys', () => {
    expect(keyResult(board(6, []), 'ArrowRight')).toEqual({ kind: 'none' });
    expect(keyResult(board(6, [1]), 'x')).toEqual({ kind: 'none' });
    expect(keyResult(board(6, [1]), 'Enter')).toEqual({ kind: 'none' });
  });
});
