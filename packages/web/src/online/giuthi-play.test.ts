import { unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { newGiuthiGame } from '../game/giuthi-session.ts';
import {
  giuthiFriends,
  giuthiView,
  moveOf,
  PATTERN,
  playLine,
  ROUND_1,
  ROUND_2,
} from '../test-support/giuthi.ts';
import { gameView } from '../test-support/online.ts';
import {
  compareMatch,
  lastMoveOf,
  matchArrangements,
  matchFromView,
  matchMoves,
  moversOf,
} from './giuthi-play.ts';

function matchOf(...args: Parameters<typeof giuthiView>) {
  const game = unwrap(matchFromView(giuthiView(...args)));
  return game.match;
}

describe('an online Giuthi match (docs/RULES.md 4 "Rounds") rebuilt from the server view', () => {
  it('replays the moves of every round and the lay-outs between them', () => {
    const first = matchOf(ROUND_1.slice(0, 3));
    expect(first.phase).toBe('playing');
    expect(matchMoves(first).map((m) => `${m.house}${m.direction}`)).toEqual(ROUND_1.slice(0, 3));

    // Round 1 over: South lost 14 to 26 and lays out on a board shrunk to 4 houses.
    const between = matchOf(ROUND_1);
    expect(between.phase).toBe('arranging');
    expect(between.arranger).toBe('south');
    expect(between.houses).toBe(4);

    const second = matchOf([...ROUND_1, ...ROUND_2.slice(0, 2)], [PATTERN]);
    expect(second.position.houseCount).toBe(4);
    expect(matchArrangements(second)).toEqual([PATTERN]);

    const over = matchOf([...ROUND_1, ...ROUND_2], [PATTERN]);
    expect(over.phase).toBe('over');
    expect(over.result).toMatchObject({ winner: undefined, reason: 'equalSeeds' });
  });

  it('names who moves first from the start position, and the preset of the rules', () => {
    const game = unwrap(matchFromView(giuthiView()));
    expect(game.config).toMatchObject({ presetId: 'giuthi', starts: 'south' });
    expect(game.config.seats.north.kind).toBe('human');
  });

  it('refuses a view it cannot replay with client/bad_game, naming the move or lay-out', () => {
    expect(matchFromView(giuthiView(['3cw', '3cw']))).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game', message: expect.stringContaining('move 2') },
    });
    expect(matchFromView(giuthiView(ROUND_1, [[1, 1, 1, 10]]))).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game', message: expect.stringContaining('arrangement 1') },
    });
    expect(matchFromView(gameView())).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game', message: 'rules: kalaha is not played in rounds' },
    });
    expect(matchFromView(giuthiView([], [], { start: 'nonsense' }))).toMatchObject({
      ok: false,
      error: { code: 'client/bad_game' },
    });
  });
});

describe('compareMatch', () => {
  const game = (line: readonly string[]) => playLine(newGiuthiGame(giuthiFriends), line);

  it('is the same, ahead by the next move, or behind by a move of ours', () => {
    const shown = game(ROUND_1.slice(0, 2));
    expect(compareMatch(shown.match, giuthiView(ROUND_1.slice(0, 2)))).toEqual({ kind: 'same' });
    expect(compareMatch(shown.match, giuthiView(ROUND_1.slice(0, 4)))).toEqual({
      kind: 'ahead',
      count: 2,
      next: { kind: 'move', move: moveOf(ROUND_1[2]!) },
    });
    expect(compareMatch(shown.match, giuthiView(ROUND_1.slice(0, 1)))).toEqual({
      kind: 'behind',
      count: 1,
    });
  });

  it('takes the lay-out next while the match waits for it, then the moves of the next round', () => {
    const shown = game(ROUND_1);
    const view = giuthiView([...ROUND_1, ROUND_2[0]!], [PATTERN]);
    expect(compareMatch(shown.match, view)).toEqual({
      kind: 'ahead',
      count: 2,
      next: { kind: 'arrange', pattern: PATTERN },
    });
    // A lay-out of ours on its way: one ahead of the server.
    const ours = matchOf(ROUND_1, [PATTERN]);
    expect(compareMatch(ours, giuthiView(ROUND_1))).toEqual({ kind: 'behind', count: 1 });
  });

  it('has diverged on another move or lay-out, or moves where a lay-out is missing', () => {
    const shown = game(ROUND_1.slice(0, 2));
    expect(compareMatch(shown.match, giuthiView(['3cw', '1ccw']))).toEqual({ kind: 'diverged' });
    const laid = matchOf(ROUND_1, [PATTERN]);
    expect(compareMatch(laid, giuthiView(ROUND_1, [[2, 1, 1, 10]]))).toEqual({
      kind: 'diverged',
    });
    const waiting = game(ROUND_1);
    const noLayout = { ...giuthiView(ROUND_1), moves: [...ROUND_1, '4cw'] };
    expect(compareMatch(waiting.match, noLayout)).toEqual({ kind: 'diverged' });
  });
});

describe('the movers and the last move of a match', () => {
  it('follows the turn through relays, further choices and the next round', () => {
    const match = matchOf([...ROUND_1, ...ROUND_2.slice(0, 1)], [PATTERN]);
    const movers = moversOf(match);
    expect(movers).toHaveLength(ROUND_1.length + 1);
    expect(movers[0]).toBe('south');
    // The loser of round 1 (South) moves first in round 2 (docs/RULES.md 4).
    expect(movers.at(-1)).toBe('south');
    expect(lastMoveOf(match)).toEqual({ side: 'south', house: 4 });
    expect(lastMoveOf(matchOf(ROUND_1, [PATTERN]))).toBeUndefined();
    expect(lastMoveOf(matchOf())).toBeUndefined();
  });
});
