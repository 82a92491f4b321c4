import { describe, expect, it } from 'vitest';
import { clockLeft, formatClock, msUntilChange, timeControlParts } from './clock.ts';

const clocks = { south: 60_000, north: 45_000, running: 'south' as const, at: 1_000_000 };

describe('clockLeft', () => {
  it('counts the running clock down from the server’s figure at the server’s time', () => {
    // Local time 1_001_500 with the server 500 ms ahead: 2 s have passed on the server.
    expect(clockLeft(clocks, 'south', 1_001_500, 500)).toBe(58_000);
    // The same instant seen by a device whose clock is 3 s fast.
    expect(clockLeft(clocks, 'south', 1_005_000, -3_000)).toBe(58_000);
    expect(clockLeft(clocks, 'north', 1_001_500, 500)).toBe(45_000);
  });

  it('never goes below zero, nor above the server’s figure when the clocks disagree', () => {
    expect(clockLeft(clocks, 'south', 2_000_000, 0)).toBe(0);
    expect(clockLeft(clocks, 'south', 990_000, 0)).toBe(60_000);
    expect(clockLeft({ ...clocks, running: null, south: -5 }, 'south', 0, 0)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, hours from an hour, tenths in the last ten seconds', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(299_999)).toBe('4:59');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(9_999)).toBe('0:09.9');
    expect(formatClock(3_050)).toBe('0:03.0');
    expect(formatClock(99)).toBe('0:00.0');
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(-20)).toBe('0:00.0');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(3 * 3_600_000 - 1)).toBe('2:59:59');
  });

  it('says when the reading changes next: at the next second, or tenth near the end', () => {
    expect(msUntilChange(300_000)).toBe(1);
    expect(msUntilChange(299_400)).toBe(401);
    expect(formatClock(299_400 - 401)).not.toBe(formatClock(299_400));
    expect(formatClock(299_400 - 400)).toBe(formatClock(299_400));
    expect(msUntilChange(10_500)).toBe(501);
    expect(msUntilChange(9_950)).toBe(51);
    expect(msUntilChange(0)).toBe(1000);
  });

  it('reads a time control as whole minutes and seconds', () => {
    expect(timeControlParts({ initialMs: 300_000, incrementMs: 3_000 })).toEqual({
      minutes: 5,
      increment: 3,
    });
  });
});
