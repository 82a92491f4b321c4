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
    // Wari, Obridjie and Giuthi (RULES.md 2-4) are not played online yet.
    for (const preset of ['wari', 'oware', 'obridjie', 'giuthi']) {
      expect(newGame({ ...base, preset, options: {} }, 'g', T0)).toMatchObject({
        ok: false,
        error: {
          code: 'game/bad_settings',
          message: expect.stringContaining('is not played online yet'),
        },
      });
    }
    // RULES.md 5's pie rule would exchange the players' seats: not offered online yet.
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
