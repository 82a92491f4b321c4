/**
 * The clocks (rules 1-5 of `clock.ts`) with a fake `now`: nothing runs before the first move, the
 * side to move's clock runs, the increment after each sowing, an extra turn keeps the clock
 * running, flag fall, and the end stopping both clocks.
 */
import { describe, it, expect } from 'vitest';
import { decide } from './decide.ts';
import {
  clocksAfterMove,
  flagFallAt,
  flaggedSide,
  initialClocks,
  stopClocks,
  timeLeft,
} from './clock.ts';
import { activeGame, apply, playMoves, T0 } from './test-fixtures.ts';
import type { MasterState } from './state.ts';

const tc = { initialMs: 60_000, incrementMs: 2_000 };

function moveAt(state: MasterState, house: number, now: number): MasterState {
  return apply(
    state,
    {
      kind: 'move',
      side: state.position.turn,
      actionId: `m${state.game.version}`,
      version: state.game.version,
      move: String(house),
    },
    now,
  );
}

describe('clock arithmetic', () => {
  it('a new game has full clocks standing still; none without a time control', () => {
    expect(initialClocks(tc, T0)).toEqual({ south: 60_000, north: 60_000, running: null, at: T0 });
    expect(initialClocks(null, T0)).toBeNull();
  });

  it("time left counts down on the running side's clock only", () => {
    const clocks = { south: 30_000, north: 40_000, running: 'south' as const, at: T0 };
    expect(timeLeft(clocks, 'south', T0 + 1_500)).toBe(28_500);
    expect(timeLeft(clocks, 'north', T0 + 1_500)).toBe(40_000);
    expect(flagFallAt(clocks)).toBe(T0 + 30_000);
    expect(flaggedSide(clocks, T0 + 29_999)).toBeUndefined();
    expect(flaggedSide(clocks, T0 + 30_000)).toBe('south');
    expect(flagFallAt(stopClocks(clocks, T0 + 1_000))).toBeUndefined();
    expect(stopClocks(clocks, T0 + 1_000)).toEqual({
      south: 29_000,
      north: 40_000,
      running: null,
      at: T0 + 1_000,
    });
  });

  it('a move on a running clock takes the time used off and adds the increment', () => {
    const clocks = { south: 30_000, north: 40_000, running: 'south' as const, at: T0 };
    expect(clocksAfterMove(clocks, tc, 'south', 'north', T0 + 5_000)).toEqual({
      south: 27_000,
      north: 40_000,
      running: 'north',
      at: T0 + 5_000,
    });
  });
});

describe('clocks in a game', () => {
  it("no clock runs before South's first move, which earns no increment", () => {
    const g = activeGame({ timeControl: tc });
    expect(flagFallAt(g.game.clocks)).toBeUndefined();
    // Long after the join (within the first move's time, FIRST_MOVE_MS): no time is lost.
    const after = moveAt(g, 3, T0 + 170_000);
    expect(after.game.clocks).toEqual({
      south: 60_000,
      north: 60_000,
      running: 'north',
      at: T0 + 170_000,
    });
  });

  it("the mover's clock runs from his turn's start and gains the increment after his move", () => {
    const g = moveAt(activeGame({ timeControl: tc }), 3, T0 + 1_000);
    const after = moveAt(g, 1, T0 + 11_000);
    expect(after.game.clocks).toEqual({
      south: 60_000,
      north: 52_000,
      running: 'south',
      at: T0 + 11_000,
    });
  });

  it("an extra turn keeps the same side's clock running, with the increment for the sowing", () => {
    // Felt-board Kalaha (4 seeds): South 1, North 1, then South's house 2 holds 5 seeds and its
    // last seed lands in his store: an extra turn.
    const felt = { preset: 'kalaha-felt', timeControl: tc };
    const g = moveAt(moveAt(activeGame(felt), 1, T0), 1, T0 + 1_000);
    expect(g.game.clocks?.running).toBe('south');
    const extra = moveAt(g, 2, T0 + 4_000);
    expect(extra.position.turn).toBe('south');
    expect(extra.game.clocks).toEqual({
      south: 59_000,
      north: 61_000,
      running: 'south',
      at: T0 + 4_000,
    });
    expect(moveAt(extra, 3, T0 + 6_000).game.clocks).toEqual({
      south: 59_000,
      north: 61_000,
      running: 'north',
      at: T0 + 6_000,
    });
  });

  it('a move after the flag fell is refused; the server then stores a timeout', () => {
    const g = moveAt(activeGame({ timeControl: tc }), 3, T0); // North's clock: 60 s from T0
    const late = decide(
      g,
      { kind: 'move', side: 'north', actionId: 'late', version: g.game.version, move: '1' },
      T0 + 60_000,
    );
    expect(late).toEqual({
      ok: false,
      error: { code: 'action/game_not_active', message: "north's time has run out" },
    });
    expect(moveAt(g, 1, T0 + 59_999).game.clocks?.north).toBe(2_001);
  });

  it('the end of the game stops both clocks', () => {
    const short = { options: { houses: 2, seeds: 1 }, timeControl: tc };
    const over = playMoves(moveAt(activeGame(short), 2, T0), [1], T0 + 3_000);
    expect(over.game.status).toBe('finished');
    expect(over.game.clocks).toEqual({
      south: 59_000,
      north: 60_000,
      running: null,
      at: T0 + 3_000,
    });
    const resigned = apply(
      moveAt(activeGame({ timeControl: tc }), 3, T0),
      { kind: 'resign', side: 'north', actionId: 'r' },
      T0 + 7_000,
    );
    expect(resigned.game.clocks).toEqual({
      south: 60_000,
      north: 53_000,
      running: null,
      at: T0 + 7_000,
    });
  });
});
