/** The ManKalah protocol's reader and writers (issue 7, section 1), line by line. */
import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import {
  makeAgentLine,
  makeManKalahLine,
  parseAgentLine,
  parseManKalahLine,
  setupOfBoard,
  boardOfSetup,
} from './mankalah-protocol.ts';

describe('ManKalah protocol: engine → agent lines', () => {
  it('reads START;North and START;South', () => {
    expect(parseManKalahLine('START;North')).toEqual({
      ok: true,
      value: { type: 'start', side: 'north' },
    });
    expect(parseManKalahLine('START;South\r')).toEqual({
      ok: true,
      value: { type: 'start', side: 'south' },
    });
  });

  it('reads CHANGE with a hole and with SWAP, the board as n1..n7,nStore,s1..s7,sStore', () => {
    const read = parseManKalahLine('CHANGE;3;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;OPP');
    expect(read).toEqual({
      ok: true,
      value: {
        type: 'change',
        move: 3,
        board: {
          north: [8, 8, 7, 7, 7, 7, 7],
          northStore: 0,
          south: [7, 7, 0, 8, 8, 8, 8],
          southStore: 1,
        },
        next: 'opp',
      },
    });
    const swap = parseManKalahLine('CHANGE;SWAP;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;YOU');
    expect(swap.ok && swap.value.type === 'change' && swap.value.move).toBe('swap');
    const end = parseManKalahLine('CHANGE;7;0,0,0,0,0,0,0,50,0,0,0,0,0,0,0,48;END');
    expect(end.ok && end.value.type === 'change' && end.value.next).toBe('end');
  });

  it('reads END', () => {
    expect(parseManKalahLine('END')).toEqual({ ok: true, value: { type: 'end' } });
  });

  it.each([
    ['', 'expected START'],
    ['HELLO', 'expected START'],
    ['START;East', 'North or South'],
    ['START', 'START;North'],
    ['END;now', 'END takes nothing'],
    ['CHANGE;8;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;OPP', 'hole 1..7'],
    ['CHANGE;0;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;OPP', 'hole 1..7'],
    ['CHANGE;3;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8;OPP', '16 whole numbers'],
    ['CHANGE;3;8,8,7,7,7,7,7,0,7,7,0,8,8,8,-8,1;OPP', '16 whole numbers'],
    ['CHANGE;3;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;THEM', 'YOU, OPP or END'],
    ['CHANGE;3;OPP', 'expected CHANGE'],
  ])('refuses %j with ERR_MANKALAH_LINE (%s)', (line, why) => {
    const read = parseManKalahLine(line);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.code).toBe('ERR_MANKALAH_LINE');
      expect(read.error.line).toBe(line);
      expect(read.error.message).toContain(why);
    }
  });

  it('writes what it reads (round trip)', () => {
    for (const line of [
      'START;North',
      'START;South',
      'END',
      'CHANGE;SWAP;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;YOU',
      'CHANGE;7;0,0,0,0,0,0,0,50,0,0,0,0,0,0,0,48;END',
    ]) {
      const read = unwrap(parseManKalahLine(line));
      expect(makeManKalahLine(read)).toBe(line);
    }
  });

  it('turns a board into a rules setup and back', () => {
    const read = parseManKalahLine('CHANGE;3;8,8,7,7,7,7,7,0,7,7,0,8,8,8,8,1;OPP');
    if (!read.ok || read.value.type !== 'change') throw new Error('unread');
    const setup = setupOfBoard(read.value.board, 'north');
    expect(setup).toEqual({
      houses: { south: [7, 7, 0, 8, 8, 8, 8], north: [8, 8, 7, 7, 7, 7, 7] },
      stores: { south: 1, north: 0 },
      turn: 'north',
    });
    expect(boardOfSetup(setup)).toEqual(read.value.board);
  });
});

describe('ManKalah protocol: agent → engine lines', () => {
  it('writes MOVE;<hole> and SWAP, and reads them back', () => {
    expect(makeAgentLine(3)).toBe('MOVE;3');
    expect(makeAgentLine('swap')).toBe('SWAP');
    expect(parseAgentLine('MOVE;3')).toBe(3);
    expect(parseAgentLine('SWAP')).toBe('swap');
    expect(parseAgentLine('MOVE;')).toBeUndefined();
    expect(parseAgentLine('MOVE 3')).toBeUndefined();
  });
});
