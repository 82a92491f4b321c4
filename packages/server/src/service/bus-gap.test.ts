/**
 * Issue 13, finding 2: two instances on PostgreSQL and Redis; one instance's subscribing Redis
 * connection is killed (`CLIENT KILL`) while the other instance's player moves. That instance kept
 * serving the old game version to its watchers, its API and new watchers until the clock ran out.
 * Now, while its bus is without the connection, it reads each room from storage, and once the bus
 * is back it brings every room up to date and tells its watchers what they missed.
 */
import { unwrap } from '@kalaha/rules';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisBus } from '../bus/redis.ts';
import { TEST_REDIS_URL } from '../../test/service-probe.ts';
import { killSubscriber } from '../bus/test-redis.ts';
import { openStorage } from '../storage/open.ts';
import { createTestDatabase, type TestDatabase } from '../storage/test-postgres.ts';
import { createGameService } from './game-service.ts';
import type { GameService } from './service.ts';
import { action, recorder, twoPlayers } from './test-helpers.ts';
import { describeWith } from '../../test/services.ts';

const prefix = `kalaha-test-${randomUUID()}:`;
/** The name of instance A's Redis connections, to find its subscriber. */
const nameA = `kalaha-test-${randomUUID()}`;
let database: TestDatabase;
let admin: Redis;
let busA: RedisBus;
let a: GameService;
let b: GameService;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new Redis(TEST_REDIS_URL);
  // A second between reconnection attempts holds A's gap open while B's player moves.
  busA = await RedisBus.connect(TEST_REDIS_URL, {
    channelPrefix: prefix,
    connectionName: nameA,
    reconnectDelayMs: () => 1_000,
  });
  a = createGameService({ storage: await openStorage({ databaseUrl: database.url }), bus: busA });
  b = createGameService({
    storage: await openStorage({ databaseUrl: database.url }),
    bus: await RedisBus.connect(TEST_REDIS_URL, { channelPrefix: prefix }),
  });
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await admin?.quit();
  await database?.drop();
});

describeWith(['postgres', 'redis'], 'an instance whose bus lost its connection', () => {
  it('serves the stored game meanwhile, and tells its watchers the missed move once back', async () => {
    const { gameId, south } = await twoPlayers(b, { options: { houses: 6, seeds: 4 } });
    const watcherOnA = recorder();
    const watched = unwrap(await a.watch(gameId, watcherOnA.listener));
    const before = watched.game.version;
    const gaps: string[] = [];
    busA.onGap((event) => gaps.push(event));

    await killSubscriber(admin, nameA);
    await expect.poll(() => gaps, { timeout: 10_000 }).toEqual(['lost']);
    // South (on B) moves while A can hear nothing.
    const moved = unwrap(
      await b.act(action(gameId, south, { type: 'move', version: before, move: '1' })),
    );
    expect(moved.version).toBe(before + 1);
    // A's API and a new watcher on A see the stored game, not the room's old one.
    expect(unwrap(await a.game(gameId)).version).toBe(before + 1);
    const late = unwrap(await a.watch(gameId, () => {}));
    expect(late.game.version).toBe(before + 1);
    late.unwatch();
    // A's first watcher hears the move: from the read above, or at the latest once the bus is back.
    await expect
      .poll(() => watcherOnA.updates.map((u) => u.game.version), { timeout: 10_000 })
      .toContain(before + 1);
    await expect.poll(() => gaps, { timeout: 10_000 }).toEqual(['lost', 'back']);
    expect(watcherOnA.updates.find((u) => u.game.version === before + 1)?.change).toEqual({
      kind: 'move',
      side: 'south',
      move: '1',
    });
    watched.unwatch();
  });
});
