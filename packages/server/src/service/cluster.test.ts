/**
 * Two instances of the service as two servers of one site: each with its own connections to one
 * PostgreSQL database (fresh for this file) and to Redis (channels under a random prefix). A game
 * is played across them: South acts on one, North on the other; each side's listener hears every
 * move and presence is summed over both.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, it, expect } from 'vitest';
import type { ActionMessage } from '@kalaha/protocol';
import { Position, play, ruleSet, unwrap } from '@kalaha/rules';
import { openBus } from '../bus/open.ts';
import { openStorage } from '../storage/open.ts';
import { createTestDatabase, type TestDatabase } from '../storage/test-postgres.ts';
import { createGameService } from './game-service.ts';
import type { GameService } from './service.ts';
import { FakeClock, newPlayer, recorder, settings, waitFor } from './test-helpers.ts';
import { TEST_REDIS_URL } from '../../test/service-probe.ts';
import { describeWith } from '../../test/services.ts';

let database: TestDatabase;
let east: GameService;
let west: GameService;
const clock = new FakeClock();
const errors: unknown[] = [];

async function instance(channelPrefix: string): Promise<GameService> {
  return createGameService({
    storage: await openStorage({ databaseUrl: database.url }),
    bus: await openBus({ redisUrl: TEST_REDIS_URL, channelPrefix }),
    now: clock.now,
    onError: (error) => errors.push(error),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const prefix = `t${randomBytes(6).toString('hex')}:`;
  [east, west] = await Promise.all([instance(prefix), instance(prefix)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([east?.close(), west?.close()]);
  await database?.drop();
  expect(errors).toEqual([]);
}, 60_000);

describeWith(['postgres', 'redis'], 'two instances on PostgreSQL and Redis', () => {
  it('play one game across them; both hear every move; presence is summed', async () => {
    const ann = await newPlayer(east, 'Ann');
    const bob = await newPlayer(west, 'Bob');
    const game = settings({ options: { houses: 3, seeds: 1 }, rated: true });
    const created = unwrap(await east.createGame(ann, game));
    const gameId = created.game.id;
    const joined = unwrap(await west.joinGame(bob, gameId));
    const onEast = recorder();
    const onWest = recorder();
    const annWatch = unwrap(await east.watch(gameId, onEast.listener, ann.playerId));
    const bobWatch = unwrap(await west.watch(gameId, onWest.listener, bob.playerId));
    const spectators = [
      unwrap(await east.watch(gameId, () => {})),
      unwrap(await west.watch(gameId, () => {})),
    ];
    const presence = {
      spectators: 2,
      seats: { south: { connected: true }, north: { connected: true } },
    };
    await waitFor(() => {
      const [e, w] = [onEast.updates.at(-1)?.game, onWest.updates.at(-1)?.game];
      return (
        e?.spectators === 2 &&
        w?.spectators === 2 &&
        !!e.seats.north?.connected &&
        !!w.seats.south?.connected
      );
    });
    expect(onEast.updates.at(-1)!.game).toMatchObject(presence);
    expect(onWest.updates.at(-1)!.game).toMatchObject(presence);

    // 3 houses, 1 seed: 2, 1, 1, 3 ends in a 3-3 draw (North's side empty).
    const rules = unwrap(ruleSet('kalaha', { houses: 3, seeds: 1 }));
    let position = Position.initial(rules);
    const seats = {
      south: { service: east, secret: created.seatSecret },
      north: { service: west, secret: joined.seatSecret },
    };
    let version = 2;
    for (const [i, house] of [2, 1, 1, 3].entries()) {
      const mover = seats[position.turn];
      const message: ActionMessage = {
        type: 'move',
        actionId: `c-${i}`,
        gameId,
        seatSecret: mover.secret,
        version,
        move: String(house),
      };
      version = unwrap(await mover.service.act(message)).version;
      const next = unwrap(play(position, { house }));
      position = next.position;
    }
    const heard = (updates: typeof onEast.updates) =>
      updates.filter((u) => u.change.kind === 'move').map((u) => u.game.version);
    await waitFor(() => heard(onEast.updates).length === 4 && heard(onWest.updates).length === 4);
    expect(heard(onEast.updates)).toEqual([3, 4, 5, 6]);
    expect(heard(onWest.updates)).toEqual([3, 4, 5, 6]);
    for (const updates of [onEast.updates, onWest.updates]) {
      expect(updates.at(-1)!.game).toMatchObject({
        status: 'finished',
        moves: ['2', '1', '1', '3'],
        result: { winner: 'draw', scores: { south: 3, north: 3 }, reason: 'end' },
      });
    }
    const annPage = unwrap(await west.playerPage(ann.playerId));
    expect(annPage.ratings).toMatchObject([{ family: 'kalaha', games: 1 }]);

    for (const watch of spectators) watch.unwatch();
    bobWatch.unwatch();
    await waitFor(() => {
      const last = onEast.updates.at(-1)!.game;
      return last.spectators === 0 && last.seats.north?.connected === false;
    });
    annWatch.unwatch();
  }, 30_000);
});
