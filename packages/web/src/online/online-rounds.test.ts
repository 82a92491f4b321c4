import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { matchNow, moveAt, newGame } from '../game/session.ts';
import {
  giuthiFriends,
  giuthiView,
  moveOf,
  PATTERN,
  playLine,
  ROUND_1,
  ROUND_2,
} from '../test-support/giuthi.ts';
import { bothHaveMoved, compareGame, gameFromView } from './online-game.ts';

/** The game of the server's view of a Giuthi match. */
function gameOf(...args: Parameters<typeof giuthiView>) {
  return unwrap(gameFromView(giuthiView(...args)));
}

describe('an online game of rounds (docs/RULES.md 4 "Rounds") rebuilt from the server view', () => {
  it('replays the moves of every round and the lay-outs between them', () => {
    const first = matchNow(gameOf(ROUND_1.slice(0, 3)));
    expect(first.phase).toBe('playing');
    expect(first.history[0]!.moves.map((m) => `${m.house}${m.direction}`)).toEqual(
      ROUND_1.slice(0, 3),
    );

    // Round 1 over: South lost 14 to 26 and lays out on a board shrunk to 4 houses.
    const between = matchNow(gameOf(ROUND_1));
    expect(between.phase).toBe('arranging');
    expect(between.arranger).toBe('south');
    expect(between.houses).toBe(4);

    const second = gameOf([...ROUND_1, ...ROUND_2.slice(0, 2)], [PATTERN]);
    expect(matchNow(second).position.houseCount).toBe(4);
    expect(second.actions[ROUND_1.length]).toEqual({ kind: 'arrange', pattern: PATTERN });

    const over = matchNow(gameOf([...ROUND_1, ...ROUND_2], [PATTERN]));
    expect(over.phase).toBe('over');
    expect(over.result).toMatchObject({ winner: undefined, reason: 'equalSeeds' });
  });

  it('names who moves first from the start position, and the preset of the rules', () => {
    const game = gameOf();
    expect(game.config).toMatchObject({ presetId: 'giuthi', starts: 'south' });
    expect(game.config.seats.north.kind).toBe('human');
  });

  it('refuses a view it cannot replay with client/bad_game, naming the move or lay-out', () => {
    expect(gameFromView(giuthiView(['3cw', '9cw']))).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game', message: expect.stringContaining('move 2') },
    });
    expect(gameFromView(giuthiView(ROUND_1, [[1, 1, 1, 10]]))).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game', message: expect.stringContaining('lay-out') },
    });
    expect(gameFromView(giuthiView([], [], { start: 'nonsense' }))).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game' },
    });
    // Moves that go on where the match waits for a lay-out.
    expect(gameFromView({ ...giuthiView(ROUND_1), moves: [...ROUND_1, '4cw'] })).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game' },
    });
  });
});

describe('compareGame in a game of rounds', () => {
  const game = (line: readonly string[]) => playLine(newGame(giuthiFriends), line);

  it('is the same, ahead by the next move, or behind by a move of ours', () => {
    const shown = game(ROUND_1.slice(0, 2));
    expect(compareGame(shown, giuthiView(ROUND_1.slice(0, 2)))).toEqual({ kind: 'same' });
    expect(compareGame(shown, giuthiView(ROUND_1.slice(0, 4)))).toEqual({
      kind: 'ahead',
      count: 2,
      next: { kind: 'move', move: moveOf(ROUND_1[2]!) },
    });
    expect(compareGame(shown, giuthiView(ROUND_1.slice(0, 1)))).toEqual({
      kind: 'behind',
      count: 1,
    });
  });

  it('takes the lay-out next while the match waits for it, then the moves of the next round', () => {
    const shown = game(ROUND_1);
    const view = giuthiView([...ROUND_1, ROUND_2[0]!], [PATTERN]);
    expect(compareGame(shown, view)).toEqual({
      kind: 'ahead',
      count: 2,
      next: { kind: 'arrange', pattern: PATTERN },
    });
    // A lay-out of ours on its way: one ahead of the server.
    const ours = gameOf(ROUND_1, [PATTERN]);
    expect(compareGame(ours, giuthiView(ROUND_1))).toEqual({ kind: 'behind', count: 1 });
  });

  it('has diverged on another move or lay-out, or moves where a lay-out is missing', () => {
    const shown = game(ROUND_1.slice(0, 2));
    expect(compareGame(shown, giuthiView(['3cw', '1ccw']))).toEqual({ kind: 'diverged' });
    const laid = gameOf(ROUND_1, [PATTERN]);
    expect(compareGame(laid, giuthiView(ROUND_1, [[2, 1, 1, 10]]))).toEqual({
      kind: 'diverged',
    });
    const waiting = game(ROUND_1);
    const noLayout = { ...giuthiView(ROUND_1), moves: [...ROUND_1, '4cw'] };
    expect(compareGame(waiting, noLayout)).toEqual({ kind: 'diverged' });
  });
});

describe('the movers of a game of rounds', () => {
  it('follows the turn through relays, further choices and the next round', () => {
    const game = gameOf([...ROUND_1, ...ROUND_2.slice(0, 1)], [PATTERN]);
    expect(moveAt(game, 0)?.side).toBe('south');
    // The lay-out is no move; the loser of round 1 (South) moves first in round 2 (docs/RULES.md 4).
    expect(moveAt(game, ROUND_1.length)).toBeUndefined();
    expect(moveAt(game, ROUND_1.length + 1)).toEqual({
      side: 'south',
      move: { house: 4, direction: 'cw' },
    });
    expect(bothHaveMoved(game)).toBe(true);
    expect(bothHaveMoved(gameOf(ROUND_1.slice(0, 1)))).toBe(false);
  });
});
