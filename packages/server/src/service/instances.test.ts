/**
 * Several instances of the service on one PGlite and one in-process bus, as several servers share
 * PostgreSQL and Redis: updates reach every instance's watchers, races between instances are
 * settled by the storage's versions, a lost bus note is repaired from storage, presence is summed
 * and a dead instance's counts expire; a storage failure changes nothing.
 */
import { unwrap } from '@kalaha/rules';
import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import type { ActionMessage } from '@kalaha/protocol';
import type { Bus } from '../bus/bus.ts';
import { InProcessBus } from '../bus/in-process.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { createGameService, type GameServiceOptions } from './game-service.ts';
import { encodeNote, gameChannel } from './notes.ts';
import type { GameService } from './service.ts';
import { codeOf, FakeClock, newPlayer, recorder, settings, waitFor, wrap } from './test-helpers.ts';

let storage: Storage;
let bus: InProcessBus;
const clock = new FakeClock();
const errors: unknown[] = [];
const services: GameService[] = [];

/** A service on the shared storage and bus (which its close() leaves open). */
function instance(options: Partial<GameServiceOptions> = {}): GameService {
  const service = createGameService({
    storage: wrap(storage, { close: async () => {} }),
    bus: wrap<Bus>(bus, { close: async () => {} }),
    now: clock.now,
    onError: (error) => errors.push(error),
    ...options,
  });
  services.push(service);
  return service;
}

beforeAll(async () => {
  storage = await openStorage({});
  bus = new InProcessBus();
}, 60_000);

afterAll(async () => {
  for (const service of services) await service.close();
  await bus.close();
  await storage.close();
});

let actionCount = 0;
function act(
  gameId: string,
  seatSecret: string,
  body: { type: 'move'; version: number; move: string } | { type: 'resign' },
): ActionMessage {
  return { actionId: `i-${++actionCount}`, gameId, seatSecret, ...body } as ActionMessage;
}

async function gameOn(a: GameService, b: GameService) {
  const ann = await newPlayer(a, 'Ann');
  const bob = await newPlayer(b, 'Bob');
  const created = unwrap(await a.createGame(ann, settings({ options: {} })));
  const joined = unwrap(await b.joinGame(bob, created.game.id));
  return { ann, bob, gameId: created.game.id, south: created.seatSecret, north: joined.seatSecret };
}

describe('two instances', () => {
  it("tell every move to both instances' watchers, and sum their presence", async () => {
    const a = instance();
    const b = instance();
    const { ann, bob, gameId, south, north } = await gameOn(a, b);
    const onA = recorder();
    const onB = recorder();
    const watchA = unwrap(await a.watch(gameId, onA.listener, ann.playerId));
    const watchB = unwrap(await b.watch(gameId, onB.listener, bob.playerId));
    expect(watchB.game.seats.north!.connected).toBe(true);
    // B asked the other instances for their counts on opening its room: A tells Ann is there.
    await waitFor(() => onB.updates.at(-1)?.game.seats.south?.connected === true);
    const spectate = unwrap(await b.watch(gameId, () => {}));
    await waitFor(() => onA.updates.at(-1)?.game.spectators === 1);
    unwrap(await a.act(act(gameId, south, { type: 'move', version: 2, move: '3' })));
    unwrap(await b.act(act(gameId, north, { type: 'move', version: 3, move: '1' })));
    const moves = (updates: typeof onA.updates) =>
      updates.filter((u) => u.change.kind === 'move').map((u) => [u.game.version, u.change]);
    const expected = [
      [3, { kind: 'move', side: 'south', move: '3' }],
      [4, { kind: 'move', side: 'north', move: '1' }],
    ];
    await waitFor(() => moves(onA.updates).length === 2 && moves(onB.updates).length === 2);
    expect(moves(onA.updates)).toEqual(expected);
    expect(moves(onB.updates)).toEqual(expected);
    spectate.unwatch();
    watchB.unwatch();
    await waitFor(() => onA.updates.at(-1)?.game.seats.north?.connected === false);
    expect(onA.updates.at(-1)!.game.spectators).toBe(0);
    watchA.unwatch();
  });

  it('settle a race between instances by version: one resign is stored, the other refused', async () => {
    const outcomes: string[] = [];
    const counting = wrap(storage, {
      close: async () => {},
      commit: async (commit) => {
        const outcome = await storage.commit(commit);
        outcomes.push(outcome);
        return outcome;
      },
    });
    const a = instance({ storage: counting });
    const b = instance({ storage: counting });
    const { gameId, south, north } = await gameOn(a, b);
    // Both sides move, so that a resign ends the game (before, it would abort it).
    unwrap(await a.act(act(gameId, south, { type: 'move', version: 2, move: '3' })));
    unwrap(await b.act(act(gameId, north, { type: 'move', version: 3, move: '1' })));
    outcomes.length = 0;
    const results = await Promise.all([
      a.act(act(gameId, south, { type: 'resign' })),
      b.act(act(gameId, north, { type: 'resign' })),
    ]);
    expect(results.map(codeOf).sort()).toEqual(['action/game_not_active', 'ok']);
    // Both decided on version 4; the loser's commit met a conflict and was decided again.
    expect(outcomes.sort()).toEqual(['conflict', 'ok']);
    const game = unwrap(await a.game(gameId));
    expect(game.version).toBe(5);
    expect(game.result?.reason).toBe('resign');
  });

  it('repair a cache left behind by a lost bus note from storage, deciding again', async () => {
    // A hears nothing from the bus: its room of the game stays at the version it loaded.
    const deaf = wrap<Bus>(bus, {
      close: async () => {},
      subscribe: async () => async () => {},
    });
    const a = instance({ bus: deaf });
    const b = instance();
    const { gameId, south, north } = await gameOn(b, b);
    const watched = unwrap(await a.watch(gameId, () => {}));
    expect(watched.game.version).toBe(2);
    unwrap(await b.act(act(gameId, south, { type: 'move', version: 2, move: '3' })));
    // On A's stale cache it is still South's turn: refused there, then decided on the stored game.
    expect(
      unwrap(await a.act(act(gameId, north, { type: 'move', version: 3, move: '1' }))),
    ).toEqual({
      version: 4,
    });
    unwrap(await b.act(act(gameId, south, { type: 'move', version: 4, move: '1' })));
    // A resign on A's stale cache meets a conflict in storage, and is decided again.
    expect(unwrap(await a.act(act(gameId, north, { type: 'resign' })))).toEqual({ version: 6 });
    expect(unwrap(await b.game(gameId)).moves).toEqual(['3', '1', '1']);
    watched.unwatch();
  });

  it("notice a lost action note from another instance's presence note, which carries its version", async () => {
    // B's action notes are lost on the way; its presence notes arrive.
    const lossy = wrap<Bus>(bus, {
      close: async () => {},
      publish: async (channel, message) =>
        message.includes('"type":"action"') ? undefined : bus.publish(channel, message),
    });
    const a = instance();
    const b = instance({ bus: lossy });
    const { gameId, south } = await gameOn(b, b);
    const onA = recorder();
    const watched = unwrap(await a.watch(gameId, onA.listener));
    unwrap(await b.act(act(gameId, south, { type: 'move', version: 2, move: '3' })));
    expect(onA.updates.map((u) => u.game.version)).not.toContain(3);
    // A watcher comes to B: B publishes its counts with the version it holds, 3.
    const onB = unwrap(await b.watch(gameId, () => {}));
    await waitFor(() => onA.updates.some((u) => u.game.version === 3));
    expect(onA.updates.find((u) => u.game.version === 3)!.change).toEqual({
      kind: 'move',
      side: 'south',
      move: '3',
    });
    onB.unwatch();
    watched.unwatch();
  });

  describe('catch up when the instance that stored a move died before it told the bus', () => {
    /** A game watched by South on A and North on B; A then falls silent, as a killed process. */
    async function silentA() {
      let silent = false;
      const mute = wrap<Bus>(bus, {
        close: async () => {},
        publish: async (channel, message) => (silent ? undefined : bus.publish(channel, message)),
      });
      const a = instance({ bus: mute });
      const b = instance();
      const { ann, bob, gameId, south } = await gameOn(a, b);
      const onB = recorder();
      const watchA = unwrap(await a.watch(gameId, () => {}, ann.playerId));
      const watchB = unwrap(await b.watch(gameId, onB.listener, bob.playerId));
      silent = true;
      const move = act(gameId, south, { type: 'move', version: 2, move: '3' });
      // Stored on A; the note that would tell B is never sent.
      expect(unwrap(await a.act(move))).toEqual({ version: 3 });
      expect(onB.updates.map((u) => u.game.version)).not.toContain(3);
      const heardOnB = () => onB.updates.find((u) => u.game.version === 3)?.change;
      const close = () => {
        watchA.unwatch();
        watchB.unwatch();
      };
      return { b, gameId, move, heardOnB, close };
    }
    const southMove = { kind: 'move', side: 'south', move: '3' };

    it("from storage when the mover's client watches again on the other instance", async () => {
      const { b, gameId, heardOnB, close } = await silentA();
      const again = unwrap(await b.watch(gameId, () => {}));
      expect(again.game.version).toBe(3);
      expect(heardOnB()).toEqual(southMove);
      again.unwatch();
      close();
    });

    it("from storage when the mover's client sends its move again there", async () => {
      const { b, move, heardOnB, close } = await silentA();
      expect(unwrap(await b.act(move))).toEqual({ version: 3 });
      expect(heardOnB()).toEqual(southMove);
      close();
    });
  });

  it("forget a dead instance's presence after its TTL", async () => {
    const a = instance({ presenceHeartbeatMs: 20, presenceTtlMs: 200 });
    const { gameId } = await gameOn(a, a);
    const onA = recorder();
    const watched = unwrap(await a.watch(gameId, onA.listener));
    // Another instance says it has three spectators, then dies without a word.
    const note = { spectators: 3, south: 1, north: 0 };
    await bus.publish(
      gameChannel(gameId),
      encodeNote({ type: 'presence', instanceId: 'dead', counts: note, ask: false }),
    );
    await waitFor(() => onA.updates.at(-1)?.game.spectators === 4);
    expect(onA.updates.at(-1)!.game.seats.south!.connected).toBe(true);
    clock.advance(200);
    await waitFor(() => onA.updates.at(-1)?.game.spectators === 1);
    expect(onA.updates.at(-1)!.game.seats.south!.connected).toBe(false);
    watched.unwatch();
  });

  it('keep an open game whose creator left this instance but watches it on another (issue 16)', async () => {
    const checked: string[] = [];
    const a = instance({ openGameAbandonMs: 0, onAbandonCheck: (id) => checked.push(id) });
    const ann = await newPlayer(a, 'Ann');
    const gameId = unwrap(await a.createGame(ann, settings())).game.id;
    const onA = recorder();
    const tab = unwrap(await a.watch(gameId, onA.listener, ann.playerId));
    // Ann's other tab, on another instance, says so on the bus (with a spectator there, whom
    // this instance's watchers are told of: the note has been heard).
    const elsewhere = { spectators: 1, south: 1, north: 0 };
    await bus.publish(
      gameChannel(gameId),
      encodeNote({ type: 'presence', instanceId: 'other', counts: elsewhere, ask: false }),
    );
    await waitFor(() => onA.updates.at(-1)?.game.spectators === 1);
    tab.unwatch();
    // Her closed tab, then a timer due now, then what it queued: nothing was called off.
    await a.game(gameId);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await a.game(gameId);
    expect(checked).toEqual([]);
    expect(unwrap(await a.game(gameId)).status).toBe('open');
    expect((await a.lobby()).some((g) => g.id === gameId)).toBe(true);
  });

  it('tell the others when an instance closes: its watchers leave', async () => {
    const a = instance();
    const b = instance();
    const { gameId } = await gameOn(a, a);
    const onA = recorder();
    const watched = unwrap(await a.watch(gameId, onA.listener));
    unwrap(await b.watch(gameId, () => {}));
    await waitFor(() => onA.updates.at(-1)?.game.spectators === 2);
    await b.close();
    await waitFor(() => onA.updates.at(-1)?.game.spectators === 1);
    expect(onA.updates.at(-1)?.change).toEqual({ kind: 'presence' });
    watched.unwatch();
  });
});

describe('failures', () => {
  it('answer a storage failure as server/internal, change nothing, and take the retry', async () => {
    let failures = 1;
    const flaky = wrap(storage, {
      close: async () => {},
      commit: (commit) => {
        if (failures-- > 0) return Promise.reject(new Error('connection lost'));
        return storage.commit(commit);
      },
    });
    const a = instance({ storage: flaky });
    const { gameId, south } = await gameOn(instance(), instance());
    const move = act(gameId, south, { type: 'move', version: 2, move: '3' });
    const failed = await a.act(move);
    expect(failed).toEqual({
      ok: false,
      error: {
        code: 'server/internal',
        message: 'the server failed; nothing was changed, try again',
      },
    });
    expect(errors.splice(0)).toHaveLength(1);
    expect(unwrap(await a.game(gameId)).version).toBe(2);
    expect(unwrap(await a.act(move))).toEqual({ version: 3 });
  });

  it('refuse what is not a seat action as message/invalid', async () => {
    const a = instance();
    const bad = {
      type: 'move',
      actionId: 'x',
      gameId: 'g',
      seatSecret: 'short',
      version: 1,
      move: '1',
    };
    expect(codeOf(await a.act(bad as ActionMessage))).toBe('message/invalid');
    expect(codeOf(await a.act({ type: 'ping', t: 1 } as unknown as ActionMessage))).toBe(
      'message/invalid',
    );
  });
});
