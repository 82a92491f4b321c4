import { unwrap } from '@kalaha/rules';
import type { ActionInput, ActResult } from '@kalaha/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardFromPosition } from '../board/state.ts';
import { LAYOUT_SHOW_MS } from '../game/controller.ts';
import { current, matchNow, type Game } from '../game/session.ts';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { handFed, NORTH, SOUTH } from '../test-support/online-controller.ts';
import {
  finishedMatchView,
  giuthiView,
  PATTERN,
  ROUND_1,
  ROUND_2,
} from '../test-support/giuthi.ts';
import { OnlineGameController } from './controller.ts';
import { gameFromView } from './online-game.ts';
import type { HeldSeat } from './identity.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** The match's board for `moves` and `arrangements`, as the rules library gives it. */
function positionOf(moves: readonly string[], arrangements: readonly number[][] = []) {
  return current(unwrap(gameFromView(giuthiView(moves, arrangements))));
}

/** A controller fed by hand ({@link handFed}) for `seat`, the server answering with `answer`. */
function setUp(seat: HeldSeat | undefined, answer?: (a: ActionInput) => ActResult) {
  const fed = handFed<Game>(() => i18n.t, answer);
  return { ...fed, controller: new OnlineGameController(fed.deps, seat) };
}

describe('OnlineGameController in a game of rounds (docs/RULES.md 4)', () => {
  it('shows the round at once, the houses and directions playable only for the seat to move', () => {
    const south = setUp(SOUTH);
    south.send({ type: 'state', game: giuthiView() });
    expect(south.controller.view.phase).toBe('ready');
    expect(south.controller.view.board?.legal).toEqual([1, 2, 3, 4, 5]);
    expect(south.controller.view.board?.directions?.[3]).toEqual(['ccw', 'cw']);
    expect(south.controller.toAct).toBe('south');
    const north = setUp(NORTH);
    north.send({ type: 'state', game: giuthiView() });
    expect(north.controller.view.phase).toBe('opponent');
    expect(north.controller.view.board?.legal).toEqual([]);
    const watcher = setUp(undefined);
    watcher.send({ type: 'state', game: giuthiView() });
    expect(watcher.controller.view.phase).toBe('opponent');
    expect(watcher.controller.view.announcement).toBe('South to move.');
  });

  it('sends a move with its direction, shows it at once, and is sending until the server has it', async () => {
    const south = setUp(SOUTH);
    south.send({ type: 'state', game: giuthiView() });
    south.controller.play(3); // no direction: nothing
    south.controller.play(3, 'cw');
    expect(south.acts).toEqual([
      { type: 'move', gameId: 'g1', seatSecret: SOUTH.seatSecret, version: 2, move: '3cw' },
    ]);
    await south.controller.idle();
    expect(south.steps.map((s) => s.event)).toContain('sow');
    expect(south.controller.view.phase).toBe('sending');
    expect(south.controller.view.board?.houses).toEqual(
      boardFromPosition(positionOf(['3cw'])).houses,
    );
    const after = giuthiView(['3cw']);
    south.send({
      type: 'update',
      game: after,
      change: { kind: 'move', side: 'south', move: '3cw' },
    });
    // The last seed landed in an occupied house of South: his further choice (docs/RULES.md 4).
    expect(south.controller.view.phase).toBe('ready');
    expect(south.controller.toAct).toBe('south');
    expect(south.controller.view.board?.choice).toBeDefined();
  });

  it("animates the other side's move as it arrives", async () => {
    const south = setUp(SOUTH);
    const before = ROUND_1.slice(0, 3);
    south.send({ type: 'state', game: giuthiView(before) });
    expect(south.controller.view.phase).toBe('opponent');
    const after = giuthiView(ROUND_1.slice(0, 4));
    south.send({
      type: 'update',
      game: after,
      change: { kind: 'move', side: 'north', move: '2cw' },
    });
    expect(south.controller.view.phase).toBe('animating');
    await south.controller.idle();
    expect(south.steps.length).toBeGreaterThan(1);
    expect(south.slept.length).toBeGreaterThan(0);
    expect(south.controller.view.phase).toBe('ready');
    expect(south.controller.view.board?.houses).toEqual(
      boardFromPosition(positionOf(ROUND_1.slice(0, 4))).houses,
    );
    expect(south.controller.view.board?.lastMove).toEqual({ side: 'north', house: 2 });
    expect(south.acts).toEqual([]);
  });

  it('gives the loser of a round the set-up, and sends his lay-out as arrange', async () => {
    const south = setUp(SOUTH);
    south.send({ type: 'state', game: giuthiView(ROUND_1) });
    expect(south.controller.view.phase).toBe('arranging');
    expect(south.controller.toAct).toBe('south');
    expect(south.controller.view.announcement).toContain('Round 1: North wins, 26 to 14.');
    // The rules library refuses a lay-out that leaves seeds out: nothing is sent.
    south.controller.arrange([1, 1, 1, 10]);
    expect(south.acts).toEqual([]);
    expect(south.controller.view.arrangeError).toBeDefined();
    south.controller.arrange(PATTERN);
    expect(south.acts).toEqual([
      {
        type: 'arrange',
        gameId: 'g1',
        seatSecret: SOUTH.seatSecret,
        version: 2 + ROUND_1.length,
        arrangement: PATTERN,
      },
    ]);
    expect(south.controller.view.arrangeError).toBeUndefined();
    expect(south.controller.view.phase).toBe('sending');
    expect(south.controller.view.board?.houseCount).toBe(4);
    south.send({
      type: 'update',
      game: giuthiView(ROUND_1, [PATTERN]),
      change: { kind: 'arrange', side: 'south', arrangement: PATTERN },
    });
    await south.controller.idle();
    // The loser moves first in the next round (docs/RULES.md 4).
    expect(south.controller.view.phase).toBe('ready');
    expect(south.slept).not.toContain(LAYOUT_SHOW_MS);
  });

  it("puts the set-up back when the server refuses the lay-out, and shows the server's code", async () => {
    const south = setUp(SOUTH, () => ({
      ok: false,
      error: { code: 'action/bad_arrangement', message: 'no' },
    }));
    south.send({ type: 'state', game: giuthiView(ROUND_1) });
    south.controller.arrange(PATTERN);
    await south.controller.idle();
    expect(south.controller.view.error?.code).toBe('action/bad_arrangement');
    expect(south.controller.view.phase).toBe('arranging');
    expect(matchNow(south.controller.view.game!).phase).toBe('arranging');
    expect(south.controller.view.board?.houseCount).toBe(5);
  });

  it("shows the other side's lay-out on the next round's board for a while, to players and spectators", async () => {
    for (const seat of [NORTH, undefined]) {
      const other = setUp(seat);
      other.send({ type: 'state', game: giuthiView(ROUND_1) });
      expect(other.controller.view.phase).toBe('opponent');
      expect(other.controller.toAct).toBe('south');
      other.send({
        type: 'update',
        game: giuthiView(ROUND_1, [PATTERN]),
        change: { kind: 'arrange', side: 'south', arrangement: PATTERN },
      });
      expect(other.controller.view.announcement).toContain(
        'South lays out 1, 1, 1, 11 from house 1; North mirrors it.',
      );
      await other.controller.idle();
      expect(other.slept).toContain(LAYOUT_SHOW_MS);
      expect(other.controller.view.board?.houses).toEqual({
        south: [1, 1, 1, 11],
        north: [1, 1, 1, 11],
      });
      expect(other.controller.view.phase).toBe('opponent');
    }
  });

  it('takes a lay-out and the next move arriving together in order', async () => {
    const north = setUp(NORTH);
    north.send({ type: 'state', game: giuthiView(ROUND_1) });
    north.send({ type: 'state', game: giuthiView([...ROUND_1, ROUND_2[0]!], [PATTERN]) });
    await north.controller.idle();
    expect(north.controller.view.board?.houses).toEqual(
      boardFromPosition(positionOf([...ROUND_1, ROUND_2[0]!], [PATTERN])).houses,
    );
    // South, the loser, opened round 2 and chooses again (docs/RULES.md 4).
    expect(north.controller.toAct).toBe('south');
    expect(north.controller.view.phase).toBe('opponent');
    expect(matchNow(north.controller.view.game!).position.houseCount).toBe(4);
  });

  it('announces the match result once the match is over, and knows both sides have moved', async () => {
    const south = setUp(SOUTH);
    south.send({
      type: 'state',
      game: giuthiView([...ROUND_1, ...ROUND_2.slice(0, -1)], [PATTERN]),
    });
    expect(south.controller.bothHaveMoved).toBe(true);
    const over = finishedMatchView();
    south.send({
      type: 'update',
      game: over,
      change: { kind: 'move', side: 'north', move: '4cw' },
    });
    await south.controller.idle();
    expect(south.controller.view.phase).toBe('over');
    expect(south.controller.toAct).toBeUndefined();
    expect(south.controller.view.announcement).toContain('The match is a draw, 20 seeds to 20');
    expect(south.controller.view.announcement).toContain(
      'The last round left both players with equal seeds.',
    );
  });

  it('ends on a resignation between rounds, and only the first move leaves the match abortable', () => {
    const north = setUp(NORTH);
    north.send({ type: 'state', game: giuthiView(['3cw']) });
    expect(north.controller.bothHaveMoved).toBe(false);
    const resigned = giuthiView(ROUND_1, [], {
      status: 'finished',
      result: { winner: 'north', scores: { south: 14, north: 26 }, reason: 'resign', end: null },
    });
    north.send({ type: 'update', game: resigned, change: { kind: 'resign', side: 'south' } });
    expect(north.controller.view.phase).toBe('over');
    expect(north.controller.view.announcement).toBe('North wins. South resigned.');
  });

  it('shows an unreadable view as client/bad_game', () => {
    const south = setUp(SOUTH);
    south.send({ type: 'state', game: giuthiView(['3cw', '9cw']) });
    expect(south.controller.view.error?.code).toBe('client/bad_game');
    expect(south.controller.view.game).toBeUndefined();
  });
});
