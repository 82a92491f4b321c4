import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { channelName, describeBusContract, record, until } from './bus-contract.ts';
import { RedisBus } from './redis.ts';
import type { RedisBusOptions } from './redis.ts';
import { TEST_REDIS_URL } from '../../test/service-probe.ts';
import { killSubscriber } from './test-redis.ts';
import { describeWith } from '../../test/services.ts';

/** A prefix of this test file's own, so that runs sharing the Redis never meet. */
const prefix = `kalaha-test-${randomUUID()}:`;

describeWith(['redis'], 'the Redis bus', () => {
  describeBusContract('Redis', (onListenerError) =>
    RedisBus.connect(TEST_REDIS_URL, { channelPrefix: prefix, onListenerError }),
  );
});

describeWith(['redis'], 'RedisBus between server instances', () => {
  let admin: Redis;
  const buses: RedisBus[] = [];
  /** A bus as one more server instance would open it. */
  async function instance(options: RedisBusOptions = {}): Promise<RedisBus> {
    const bus = await RedisBus.connect(TEST_REDIS_URL, { channelPrefix: prefix, ...options });
    buses.push(bus);
    return bus;
  }
  /** How many connections Redis has subscribed to `channel` (PUBSUB NUMSUB). */
  async function subscribers(channel: string): Promise<number> {
    const [, count] = (await admin.pubsub('NUMSUB', prefix + channel)) as [string, number];
    return count;
  }
  beforeAll(() => {
    admin = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });
  afterAll(async () => {
    await admin.quit();
  });

  it('delivers a message published on one instance to the listeners of both', async () => {
    const [one, two] = [await instance(), await instance()];
    const channel = channelName();
    const [onOne, onTwo] = [await record(one, channel), await record(two, channel)];
    await one.publish(channel, 'from one');
    await two.publish(channel, 'from two');
    await until(() => onOne.messages.length === 2 && onTwo.messages.length === 2, 'both');
    expect(onOne.messages).toEqual(['from one', 'from two']);
    expect(onTwo.messages).toEqual(['from one', 'from two']);
  });

  it('subscribes once per channel and instance, and unsubscribes when the last listener leaves', async () => {
    const [one, two] = [await instance(), await instance()];
    const channel = channelName();
    const onOne = await Promise.all([
      record(one, channel),
      record(one, channel),
      record(one, channel),
    ]);
    expect(await subscribers(channel)).toBe(1);
    const onTwo = await record(two, channel);
    expect(await subscribers(channel)).toBe(2);

    await onOne[0]!.unsubscribe();
    await onOne[1]!.unsubscribe();
    expect(await subscribers(channel)).toBe(2);
    await onOne[2]!.unsubscribe();
    expect(await subscribers(channel)).toBe(1);

    await two.publish(channel, 'only two hears');
    await until(() => onTwo.messages.length === 1, 'delivery on two');
    expect(onOne.map((heard) => heard.messages)).toEqual([[], [], []]);
    await onTwo.unsubscribe();
    expect(await subscribers(channel)).toBe(0);
  });

  it('subscribes again after an unsubscribe of the same channel', async () => {
    const one = await instance();
    const channel = channelName();
    const first = await record(one, channel);
    const leaving = first.unsubscribe();
    const second = await record(one, channel);
    await leaving;
    expect(await subscribers(channel)).toBe(1);
    await one.publish(channel, 'heard');
    await until(() => second.messages.length === 1, 'delivery after resubscribe');
    expect(first.messages).toEqual([]);
  });

  it('ignores messages on channels of another prefix', async () => {
    const one = await instance();
    const other = await instance({ channelPrefix: `${prefix}other:` });
    const channel = channelName();
    const heard = await record(one, channel);
    await other.publish(channel, 'not for one');
    await one.publish(channel, 'for one');
    await until(() => heard.messages.length === 1, 'delivery');
    expect(heard.messages).toEqual(['for one']);
  });

  it('tells a gap when its subscribing connection is killed, and hears again once back', async () => {
    const name = `kalaha-test-${randomUUID()}`;
    // A second between reconnection attempts: the loss is told well before the return.
    const one = await instance({ connectionName: name, reconnectDelayMs: () => 1_000 });
    const two = await instance();
    const channel = channelName();
    const heard = await record(one, channel);
    const gaps: string[] = [];
    one.onGap((event) => gaps.push(event));
    await killSubscriber(admin, name);
    await expect.poll(() => gaps, { timeout: 10_000 }).toEqual(['lost']);
    await expect.poll(() => gaps, { timeout: 10_000 }).toEqual(['lost', 'back']);
    // Subscribed again: what is published now is heard.
    await two.publish(channel, 'published after');
    await until(() => heard.messages.includes('published after'), 'delivery after the gap');
  });

  it('quits both of its connections on close', async () => {
    const name = `kalaha-test-${randomUUID()}`;
    const one = await instance({ connectionName: name });
    await record(one, channelName());
    const connections = async (): Promise<number> =>
      ((await admin.client('LIST')) as string)
        .split('\n')
        .filter((line) => line.includes(`name=${name}`)).length;
    expect(await connections()).toBe(2);
    await one.close();
    await expect.poll(connections).toBe(0);
  });
});
