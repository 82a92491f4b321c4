import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter.ts';

describe('LineSplitter', () => {
  it('splits on LF and CRLF across chunks', () => {
    const splitter = new LineSplitter(100);
    expect(splitter.push('kgp 1 0 0\r\n4 sta')).toEqual([{ line: 'kgp 1 0 0' }]);
    expect(splitter.push('te <1,0,0,1,1>\n\nping\r')).toEqual([
      { line: '4 state <1,0,0,1,1>' },
      { line: '' },
    ]);
    expect(splitter.push('\n')).toEqual([{ line: 'ping' }]);
    expect(splitter.flush()).toBeUndefined();
  });

  it('drops a line longer than the bound, reporting its length, and goes on', () => {
    const splitter = new LineSplitter(10);
    expect(splitter.push('0123456789\r\n')).toEqual([{ line: '0123456789' }]);
    expect(splitter.push('01234567890')).toEqual([]);
    expect(splitter.push('12345')).toEqual([]);
    expect(splitter.push('6\nok\n')).toEqual([{ tooLong: 17 }, { line: 'ok' }]);
    expect(splitter.push('a\n' + 'x'.repeat(12) + '\nb\n')).toEqual([
      { line: 'a' },
      { tooLong: 12 },
      { line: 'b' },
    ]);
  });

  it('holds no more than the bound (plus a CR) while a line goes on without end', () => {
    const splitter = new LineSplitter(10);
    for (let i = 0; i < 1000; i++) {
      splitter.push('x'.repeat(1000));
      expect(splitter.buffered).toBeLessThanOrEqual(11);
    }
    expect(splitter.push('\nping\n')).toEqual([{ tooLong: 1_000_000 }, { line: 'ping' }]);
  });

  it('gives back a last line without a line end on flush', () => {
    const splitter = new LineSplitter(10);
    splitter.push('ok\ngoodbye\r');
    expect(splitter.flush()).toBe('goodbye');
  });
});
