import { describe, expect, it } from 'vitest';
import { AddressCap } from './address-cap.ts';

describe('AddressCap', () => {
  it('accepts up to the cap per address, each address on its own', () => {
    const cap = new AddressCap(2);
    expect(cap.take('10.0.0.1')).toBe(true);
    expect(cap.take('10.0.0.1')).toBe(true);
    expect(cap.take('10.0.0.1')).toBe(false);
    expect(cap.take('10.0.0.2')).toBe(true);
    expect(cap.count('10.0.0.1')).toBe(2);
  });

  it('frees a place when a connection closes, and forgets idle addresses', () => {
    const cap = new AddressCap(1);
    expect(cap.take('::1')).toBe(true);
    expect(cap.take('::1')).toBe(false);
    cap.release('::1');
    expect(cap.count('::1')).toBe(0);
    expect(cap.take('::1')).toBe(true);
    cap.release('::1');
    cap.release('::1');
    expect(cap.count('::1')).toBe(0);
  });
});
