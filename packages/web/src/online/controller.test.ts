import type { ActionInput, ActResult } from '@kalaha/protocol';
import { agreeToEnd, makePosition, play, Position, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { housesOf } from '../test-support/game.ts';
import { boardFromPosition } from '../board/state.ts';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { handFed, NORTH, SOUTH } from '../test-support/online-controller.ts';
import { gameView, SMALL_RULES } from '../test-support/online.ts';
import { anyRulesOf } from '../test-support/positions.ts';
import type { Game } from '../game/session.ts';
import { OnlineGameController } from './controller.ts';
import { MAX_ANIMATED_MOVES } from './seat-controller.ts';
import type { HeldSeat } from './identity.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** The position after `moves` from the start of the small board. */
function positionAfter(...moves: number[]): Position {
  let position = Position.initial(SMALL_RULES);
  for (const house of moves) {
    const played = unwrap(play(position, { house }));
    position = played.position;
  }
  return position;
}

/** A controller fed by hand ({@link handFed}) for `seat`, the server answering with `answer`. */
function setUp(seat: HeldSeat | undefined, answer?: (a: ActionInput) => ActResult) {
  const fed = handFed<Game>(() => i18n.t, answer);
  return { ...fed, controller: new OnlineGameController(fed.deps, seat) };
}

describe('OnlineGameController', () => {
  it('shows the first state at once, the houses playable only for the seat to move', () => {
    const south = setUp(SOUTH);
    expect(south.controller.view.phase).toBe('loading');
    south.send({ type: 'state', game: gameView() });
    expect(south.controller.view.phase).toBe('ready');
    expect(south.controller.view.board?.legal).toEqual([1, 2, 3]);
    expect(south.controller.view.board?.houses).toEqual({ south: [2, 2, 2], north: [2, 2, 2] });
    expect(south.steps).toEqual([]);

    const north = setUp(NORTH);
    north.send({ type: 'state', game: gameView() });
    expect(north.controller.view.phase).toBe('opponent');
    expect(north.controller.view.board?.legal).toEqual([]);

    const spectator = setUp(undefined);
    spectator.send({ type: 'state', game: gameView() });
    expect(spectator.controller.view.phase).toBe('opponent');
    expect(spectator.controller.view.board?.legal).toEqual([]);
    spectator.controller.play(1);
    expect(spectator.acts).toEqual([]);
  });

  it('animates the other side’s move step by step from the rules library’s events', async () => {
    const { controller, send, steps, slept } = setUp(NORTH);
    send({ type: 'state', game: gameView() });
    send({
      type: 'update',
      game: gameView({ moves: ['1'] }),
      change: { kind: 'move', side: 'south', move: '1' },
    });
    expect(controller.view.phase).toBe('animating');
    await controller.idle();
    // South's house 1: lift 2 seeds, one into house 2, one into house 3.
    expect(steps.map((s) => s.event)).toEqual(['lift', 'sow', 'sow']);
    expect(slept).toEqual(steps.map((s) => s.ms));
    expect(slept.every((ms) => ms > 0)).toBe(true);
    const after = positionAfter(1);
    expect(controller.view.board?.houses).toEqual(boardFromPosition(after).houses);
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board?.turn).toBe('north');
    expect(controller.view.board?.legal).toEqual([1, 2, 3]);
    expect(controller.view.announcement).toMatch(/^South sows house 1, 2 seeds\./);
  });

  it('sends its own move with the game’s version, shows it at once, then waits for the server', async () => {
    const { controller, send, acts, steps } = setUp(SOUTH);
    send({ type: 'state', game: gameView() });
    controller.play(1);
    expect(acts).toEqual([
      {
        type: 'move',
        gameId: 'g1',
        seatSecret: SOUTH.seatSecret,
        version: 2,
        move: '1',
      },
    ]);
    await controller.idle();
    expect(steps.map((s) => s.event)).toEqual(['lift', 'sow', 'sow']);
    expect(controller.view.phase).toBe('sending');
    expect(controller.view.board?.legal).toEqual([]);
    expect(housesOf(controller.view.game!)).toEqual([1]);

    // The server's update for the same move is not animated again.
    send({
      type: 'update',
      game: gameView({ moves: ['1'] }),
      change: { kind: 'move', side: 'south', move: '1' },
    });
    await controller.idle();
    expect(steps).toHaveLength(3);
    expect(controller.view.phase).toBe('opponent');
  });

  it('keeps the turn after an extra turn (the last seed in the own store)', async () => {
    const { controller, send } = setUp(SOUTH);
    send({ type: 'state', game: gameView() });
    controller.play(2);
    await controller.idle();
    send({
      type: 'update',
      game: gameView({ moves: ['2'] }),
      change: { kind: 'move', side: 'south', move: '2' },
    });
    await controller.idle();
    expect(controller.view.phase).toBe('ready');
    expect(controller.view.board?.turn).toBe('south');
    expect(controller.view.board?.legal).toEqual([1, 3]);
  });

  it('puts the board back on the server’s game when the move is refused, and says why', async () => {
    const { controller, send } = setUp(SOUTH, () => ({
      ok: false,
      error: { code: 'action/stale', message: 'moved on' },
    }));
    send({ type: 'state', game: gameView() });
    controller.play(3);
    await controller.idle();
    await controller.idle();
    expect(controller.view.error?.code).toBe('action/stale');
    expect(housesOf(controller.view.game!)).toEqual([]);
    expect(controller.view.board?.houses).toEqual({ south: [2, 2, 2], north: [2, 2, 2] });
    expect(controller.view.phase).toBe('ready');
  });

  it('ignores houses that are not legal and moves out of turn', async () => {
    const { controller, send, acts } = setUp(SOUTH);
    send({ type: 'state', game: gameView({ moves: ['1'] }) });
    controller.play(1);
    expect(acts).toEqual([]);
    const own = setUp(SOUTH);
    own.send({ type: 'state', game: gameView({ moves: ['2'] }) });
    own.controller.play(2); // emptied by the move before
    expect(own.acts).toEqual([]);
  });

  it('jumps to the position after many moves at once, and ignores an older view', async () => {
    const { controller, send, steps } = setUp(undefined);
    send({ type: 'state', game: gameView() });
    const moves = ['1', '1', '3', '2', '1'];
    expect(moves.length).toBeGreaterThan(MAX_ANIMATED_MOVES);
    send({ type: 'state', game: gameView({ moves }) });
    await controller.idle();
    expect(steps).toEqual([]);
    expect(housesOf(controller.view.game!)).toEqual([1, 1, 3, 2, 1]);
    send({ type: 'state', game: gameView({ moves: ['1'] }) });
    await controller.idle();
    expect(housesOf(controller.view.game!)).toEqual([1, 1, 3, 2, 1]);
  });

  it('keeps the watch’s last presence over a late HTTP answer of the same version', () => {
    // Bob joins over HTTP while a connection of his that counted as a spectator is still
    // watching: the join answer says 2 spectators; the watch then tells the join (still 2) and
    // that connection leaving (1). The HTTP answer arriving last must not bring back the 2.
    const { controller, send } = setUp(undefined);
    const open = gameView({ status: 'open', seats: { south: null, north: null }, version: 1 });
    send({ type: 'state', game: { ...open, spectators: 2 } });
    const joined = gameView({ spectators: 2 });
    send({ type: 'update', game: joined, change: { kind: 'join', side: 'north' } });
    send({ type: 'update', game: { ...joined, spectators: 1 }, change: { kind: 'presence' } });
    controller.receiveFetched(joined);
    expect(controller.view.server?.spectators).toBe(1);
    // A newer fetched view is taken; the watch's presence of that version follows it.
    const moved = gameView({ moves: ['1'], spectators: 3 });
    controller.receiveFetched(moved);
    expect(controller.view.server?.version).toBe(moved.version);
    send({ type: 'update', game: { ...moved, spectators: 1 }, change: { kind: 'presence' } });
    expect(controller.view.server?.spectators).toBe(1);
  });

  it('takes a fetched view as the first picture before the watch has told anything', () => {
    const { controller } = setUp(undefined);
    controller.receiveFetched(gameView({ spectators: 1 }));
    expect(controller.view.phase).toBe('opponent');
    expect(controller.view.server?.spectators).toBe(1);
  });

  it('refuses to show a game whose moves break its rules', () => {
    const { controller, send } = setUp(undefined);
    send({ type: 'state', game: gameView({ moves: ['1', '9'] }) });
    expect(controller.view.error?.code).toBe('client/bad_game');
    expect(controller.view.board).toBeUndefined();
  });

  it('resigns, aborts and offers a rematch for its seat, and reports a refusal', async () => {
    const answers: ActResult[] = [
      { ok: true, value: { version: 3 } },
      { ok: false, error: { code: 'action/too_late_to_abort', message: 'too late' } },
      { ok: true, value: { version: 5 } },
    ];
    const { controller, send, acts } = setUp(NORTH, () => answers.shift()!);
    send({ type: 'state', game: gameView() });
    await expect(controller.resign()).resolves.toBe(true);
    await expect(controller.abort()).resolves.toBe(false);
    expect(controller.view.error?.code).toBe('action/too_late_to_abort');
    await expect(controller.rematch()).resolves.toBe(true);
    expect(controller.view.error).toBeUndefined();
    expect(acts).toEqual(
      (['resign', 'abort', 'rematch'] as const).map((type) => ({
        type,
        gameId: 'g1',
        seatSecret: NORTH.seatSecret,
      })),
    );
    const spectator = setUp(undefined);
    spectator.send({ type: 'state', game: gameView() });
    await expect(spectator.controller.resign()).resolves.toBe(false);
    expect(spectator.acts).toEqual([]);
  });

  it('ends the game on a resignation, says so once, and nothing is playable', async () => {
    const { controller, send } = setUp(SOUTH);
    send({ type: 'state', game: gameView({ moves: ['1'] }) });
    send({
      type: 'update',
      game: gameView({
        moves: ['1'],
        version: 4,
        status: 'finished',
        result: { winner: 'north', scores: { south: 0, north: 0 }, reason: 'resign', end: null },
      }),
      change: { kind: 'resign', side: 'south' },
    });
    expect(controller.view.phase).toBe('over');
    expect(controller.view.board?.over).toBe(true);
    expect(controller.view.board?.legal).toEqual([]);
    expect(controller.view.announcement).toBe('North wins. South resigned.');
  });

  it('announces the second player joining, takes a seat when joined, and stops watching', () => {
    const { controller, send, unwatched } = setUp(undefined);
    send({
      type: 'state',
      game: gameView({ status: 'open', seats: { south: null, north: null } }),
    });
    expect(controller.view.phase).toBe('waiting');
    send({ type: 'update', game: gameView(), change: { kind: 'join', side: 'north' } });
    expect(controller.view.announcement).toBe('North has joined. The game begins.');
    controller.setSeat(SOUTH);
    expect(controller.view.phase).toBe('ready');
    controller.dispose();
    expect(unwatched()).toBe(true);
  });

  describe('the offer to end a Wari game by agreement (docs/RULES.md 2)', () => {
    const WARI = anyRulesOf('wari', { houses: 3, seeds: 2 });
    const start = Position.initial(WARI);
    const wari = (overrides: Parameters<typeof gameView>[0] = {}) =>
      gameView({ rules: { ...WARI }, start: makePosition(start), ...overrides });

    it('offers for its seat once between two moves, never in the Kalaha family', async () => {
      const kalaha = setUp(SOUTH);
      kalaha.send({ type: 'state', game: gameView() });
      expect(kalaha.controller.canOfferEnd).toBe(false);
      const { controller, send, acts } = setUp(SOUTH);
      send({ type: 'state', game: wari({ version: 3 }) });
      expect(controller.canOfferEnd).toBe(true);
      await expect(controller.offerEnd()).resolves.toBe(true);
      expect(acts).toEqual([{ type: 'offerEnd', gameId: 'g1', seatSecret: SOUTH.seatSecret }]);
      send({
        type: 'update',
        game: wari({ version: 4, endOffer: 'south' }),
        change: { kind: 'offerEnd', side: 'south' },
      });
      expect(controller.canOfferEnd).toBe(false);
      expect(controller.offerToAnswer).toBeUndefined();
      send({
        type: 'update',
        game: wari({ version: 5 }),
        change: { kind: 'declineEnd', side: 'north' },
      });
      expect(controller.view.announcement).toBe('The offer is declined. South to move.');
      // Not again before a move.
      expect(controller.canOfferEnd).toBe(false);
      await expect(controller.offerEnd()).resolves.toBe(false);
      expect(acts).toHaveLength(1);
    });

    it('asks the other seat to answer, and sends its answer', async () => {
      const { controller, send, acts } = setUp(NORTH);
      send({ type: 'state', game: wari() });
      send({
        type: 'update',
        game: wari({ version: 3, endOffer: 'south' }),
        change: { kind: 'offerEnd', side: 'south' },
      });
      expect(controller.offerToAnswer).toBe('south');
      expect(controller.view.announcement).toBe(
        'South offers to end the game. North, do you agree?',
      );
      await expect(controller.answerEnd(false)).resolves.toBe(true);
      await expect(controller.answerEnd(true)).resolves.toBe(true);
      expect(acts.map((a) => a.type)).toEqual(['declineEnd', 'acceptEnd']);
      const spectator = setUp(undefined);
      spectator.send({ type: 'state', game: wari({ endOffer: 'south' }) });
      expect(spectator.controller.offerToAnswer).toBeUndefined();
      expect(spectator.controller.canOfferEnd).toBe(false);
    });

    it('shows the accepted end: the seeds left swept step by step, then the result', async () => {
      const { controller, send, steps } = setUp(SOUTH);
      send({ type: 'state', game: wari({ endOffer: 'south' }) });
      const agreed = unwrap(agreeToEnd(start));
      const scores = {
        south: agreed.position.store('south'),
        north: agreed.position.store('north'),
      };
      send({
        type: 'update',
        game: wari({
          version: 4,
          status: 'finished',
          result: { winner: 'draw', scores, reason: 'end', end: 'agreement' },
        }),
        change: { kind: 'acceptEnd', side: 'north' },
      });
      await controller.idle();
      expect(steps.map((s) => s.event)).toEqual(agreed.events.map((e) => e.type));
      expect(controller.view.phase).toBe('over');
      expect(controller.view.board?.over).toBe(true);
      expect(controller.view.announcement).toContain('agree');
    });
  });
});
