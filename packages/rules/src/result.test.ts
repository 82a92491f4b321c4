import { describe, expect, it } from 'vitest';
import { andThen, err, map, mapErr, ok, unwrap, unwrapOr, type Result } from './result.ts';

const half = (n: number): Result<number, string> => (n % 2 === 0 ? ok(n / 2) : err(`${n} is odd`));

describe('Result', () => {
  it('unwraps a value, and throws the error in words', () => {
    expect(unwrap(ok(3))).toBe(3);
    expect(() => unwrap(err('no'))).toThrow('no');
    expect(() => unwrap(err({ code: 'ERR_X', message: 'bad' }))).toThrow('ERR_X: bad');
    expect(() => unwrap(err({ message: 'plain' }))).toThrow(/^plain$/);
    expect(unwrapOr(half(3), -1)).toBe(-1);
    expect(unwrapOr(half(4), -1)).toBe(2);
  });

  it('maps values and errors, and chains fallible steps', () => {
    expect(map(ok(2), (n) => n + 1)).toEqual(ok(3));
    expect(map(err('e'), (n: number) => n + 1)).toEqual(err('e'));
    expect(mapErr(err('e'), (e) => e.length)).toEqual(err(1));
    expect(mapErr(ok(2), (e: string) => e.length)).toEqual(ok(2));
    expect(andThen(half(8), half)).toEqual(ok(2));
    expect(andThen(half(6), half)).toEqual(err('3 is odd'));
    expect(andThen(half(5), half)).toEqual(err('5 is odd'));
  });

  it('stays a plain object that survives a structured clone and JSON', () => {
    const result = half(10);
    expect(structuredClone(result)).toEqual(result);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
