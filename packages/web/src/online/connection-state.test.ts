import { describe, expect, it } from 'vitest';
import { connectionState } from './connection-state.ts';

describe('connectionState', () => {
  it('is connecting until the first connection, offline after a loss until back', () => {
    expect(connectionState('connecting', false)).toBe('connecting');
    expect(connectionState('open', false)).toBe('open');
    expect(connectionState('closed', true)).toBe('offline');
    expect(connectionState('connecting', true)).toBe('offline');
    expect(connectionState('open', true)).toBe('open');
    // The first attempt failed: the client waits to try again.
    expect(connectionState('closed', false)).toBe('offline');
  });
});
