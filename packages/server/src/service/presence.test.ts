import { describe, it, expect } from 'vitest';
import { countWatchers, RemotePresence } from './presence.ts';

const seats = {
  south: { playerId: 'ann', secretHash: 'x' },
  north: { playerId: 'bob', secretHash: 'y' },
};

describe('presence', () => {
  it("counts a seated player's connections for his seat and everyone else as a spectator", () => {
    const watchers = [
      { playerId: 'ann' },
      { playerId: 'ann' },
      { playerId: 'eve' },
      { playerId: undefined },
    ];
    expect(countWatchers(watchers, seats)).toEqual({ spectators: 2, south: 2, north: 0 });
    expect(countWatchers(watchers, { south: null, north: null })).toEqual({
      spectators: 4,
      south: 0,
      north: 0,
    });
  });

  it("sums other instances' counts until they expire or drop to zero", () => {
    const remote = new RemotePresence(30_000);
    const local = { spectators: 1, south: 1, north: 0 };
    remote.heard('i2', { spectators: 2, south: 0, north: 1 }, 1_000);
    remote.heard('i3', { spectators: 3, south: 0, north: 0 }, 5_000);
    expect(remote.total(local)).toEqual({ spectators: 6, south: 1, north: 1 });
    remote.prune(30_999);
    expect(remote.total(local)).toEqual({ spectators: 6, south: 1, north: 1 });
    remote.prune(31_000); // i2 told nothing for 30 s: gone
    expect(remote.total(local)).toEqual({ spectators: 4, south: 1, north: 0 });
    remote.heard('i3', { spectators: 0, south: 0, north: 0 }, 6_000);
    expect(remote.total(local)).toEqual(local);
  });
});
