/** The stored text of a Giuthi lay-out (docs/RULES.md 4 "Rounds"): written and read back exactly. */
import { describe, expect, it } from 'vitest';
import { formatArrangement, parseArrangement } from './arrangement.ts';

describe('the stored text of a lay-out', () => {
  it('writes each house’s seeds, house 1 first, and reads them back', () => {
    expect(formatArrangement([1, 2, 3, 4, 10])).toBe('1,2,3,4,10');
    for (const pattern of [[5], [1, 2, 3, 4, 10], [2, 2, 1]]) {
      expect(parseArrangement(formatArrangement(pattern))).toEqual(pattern);
    }
  });

  it('reads nothing from text the server did not write', () => {
    for (const text of [
      null,
      '',
      ',',
      '1,',
      ',1',
      '1;2',
      '1, 2',
      '-1,2',
      '1.5,2',
      '3cw',
      '123456',
    ]) {
      expect(parseArrangement(text)).toBeUndefined();
    }
  });
});
