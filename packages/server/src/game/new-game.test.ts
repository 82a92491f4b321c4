import { describe, it, expect } from 'vitest';
import { newGame, rematchGame } from './new-game.ts';
import { activeGame, apply, seat, T0 } from './test-fixtures.ts';

const base = {
  preset: 'kalah',
  options: {},
  timeControl: null,
  rated: true,
  side: 'south' as const,
};

describe('newGame', () => {
  it("builds an open game from the rules library's rule set and start position", () => {
    const made = newGame({ ...base, timeControl: { initialMs: 300_000, incrementMs: 0 } }, 'g', T0);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value).toMatchObject({
      gameId: 'g',
      family: 'kalaha',
      preset: 'kalah',
      rated: true,
      status: 'open',
      version: 0,
      seats: { south: null, north: null },
      start: '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south',
      clocks: { south: 300_000, north: 300_000, running: null, at: T0 },
      created: new Date(T0),
    });
    expect(made.value.rules).toMatchObject({ game: 'kalaha', seeds: 4, endRule: 'ownerTakes' });
  });

  it.each([
    ['wari', {}, 'wari', 'wari'],
    ['oware', {}, 'wari', 'oware'],
    ['wari', { houses: 4, cycleRule: 'split' }, 'wari', null],
    ['obridjie', {}, 'obridjie', 'obridjie'],
    ['giuthi', {}, 'giuthi', 'giuthi'],
    ['giuthi', { houses: 5, seeds: 4 }, 'giuthi', null],
    // The readings of the German leaflet (docs/RULES.md 2, 4), each an option online too.
    ['wari', { captureChain: 'pair', originSkip: 'over12' }, 'wari', null],
    [
      'giuthi',
      { shrink: 'oneTwoThree', secondCapture: 'next', furtherChoice: 'twoOrMore' },
      'giuthi',
      null,
    ],
  ])(
    'plays %s %j online (docs/RULES.md 2, 3, 4): family %s, preset %s',
    (preset, options, family, named) => {
      const made = newGame({ ...base, preset, options }, 'g', T0);
      expect(made.ok).toBe(true);
      if (!made.ok) return;
      expect(made.value).toMatchObject({ family, preset: named, status: 'open', version: 0 });
      expect(made.value.rules).toMatchObject({ game: family, ...options });
    },
  );

  it('names no preset for custom rules', () => {
    const made = newGame({ ...base, options: { houses: 5 } }, 'g', T0);
    expect(made.ok && made.value.preset).toBeNull();
  });

  it("refuses bad rules with the rules library's message (game/bad_settings)", () => {
    expect(newGame({ ...base, preset: 'mancala' }, 'g', T0)).toMatchObject({
      ok: false,
      error: {
        code: 'game/bad_settings',
        message: expect.stringContaining("unknown preset 'mancala'"),
      },
    });
    expect(newGame({ ...base, options: { capture: 'both' } }, 'g', T0)).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings', message: expect.stringContaining("option 'capture'") },
    });
    // Giuthi's options are its own (docs/RULES.md 4: no Kalaha capture, a board the rules allow).
    expect(
      newGame({ ...base, preset: 'giuthi', options: { capture: 'both' } }, 'g', T0),
    ).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings', message: expect.stringContaining("'capture'") },
    });
    expect(newGame({ ...base, preset: 'giuthi', options: { houses: 1 } }, 'g', T0)).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings', message: expect.stringContaining('houses') },
    });
    // Options are checked against the game's own (Wari has no Kalaha capture option).
    expect(
      newGame({ ...base, preset: 'wari', options: { capture: 'both' } }, 'g', T0),
    ).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings', message: expect.stringContaining("'capture'") },
    });
    expect(
      newGame({ ...base, preset: 'giuthi', options: { shrink: 'half' } }, 'g', T0),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'game/bad_settings',
        message: expect.stringContaining("option 'shrink' must be oneThreeFour|oneTwoThree"),
      },
    });
    expect(newGame({ ...base, preset: 'oware', options: { seeds: 99 } }, 'g', T0)).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings', message: expect.stringContaining('seeds') },
    });
    // docs/RULES.md 5's pie rule would exchange the players' seats: not offered online yet.
    expect(newGame({ ...base, options: { swap: true } }, 'g', T0)).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings', message: expect.stringContaining('swap') },
    });
  });
});

describe('rematchGame', () => {
  it('keeps the settings, seats the given (swapped) seats, starts active at version 0', () => {
    const over = apply(
      activeGame({ rated: true, timeControl: { initialMs: 60_000, incrementMs: 5_000 } }),
      { kind: 'resign', side: 'south', actionId: 'r' },
    );
    const next = rematchGame(over.game, 'g2', { south: seat('bob'), north: seat('ann') }, T0 + 9);
    expect(next).toEqual({
      ...over.game,
      gameId: 'g2',
      status: 'active',
      seats: { south: seat('bob'), north: seat('ann') },
      version: 0,
      clocks: { south: 60_000, north: 60_000, running: null, at: T0 + 9 },
      result: null,
      rematchOfferedBy: null,
      nextGameId: null,
      previousGameId: 'g1',
      created: new Date(T0 + 9),
      ended: null,
    });
  });
});
