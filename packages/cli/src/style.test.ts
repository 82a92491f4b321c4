import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { plainStyle, styleFor } from './style.ts';

describe('styleFor', () => {
  it('leaves text plain for a stream that is not a terminal', () => {
    expect(styleFor(new PassThrough())('bold', 'South')).toBe('South');
    expect(plainStyle(['bold', 'cyan'], 'North')).toBe('North');
  });
});
