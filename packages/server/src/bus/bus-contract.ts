import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from './bus.ts';
import type { ListenerErrorHandler } from './listeners.ts';

/** How long (ms) a test waits for a message before failing. */
const DELIVERY_TIMEOUT_MS = 5_000;

/** A fresh channel name, so that tests sharing a Redis never hear each other. */
export function channelName(): string {
  return `test-${randomUUID()}`;
}

/** Resolves once `done()` holds (checked every few ms), or rejects after a while. */
export async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A subscription that keeps what it hears. */
export interface Recorder {
  readonly messages: string[];
  readonly unsubscribe: () => Promise<void>;
}

/** Subscribes a recorder to `channel` of `bus`. */
export async function record(bus: Bus, channel: string): Promise<Recorder> {
  const messages: string[] = [];
  const unsubscribe = await bus.subscribe(channel, (message) => messages.push(message));
  return { messages, unsubscribe };
}

/**
 * The behaviour every {@link Bus} must have on one instance, as one vitest suite (`in-process.test.ts`
 * and `redis.test.ts` run it). `open` makes a new bus whose listeners' exceptions go to
 * `onListenerError`; the suite closes each bus after its test.
 */
export function describeBusContract(
  name: string,
  open: (onListenerError: ListenerErrorHandler) => Promise<Bus>,
): void {
  describe(`Bus contract: ${name}`, () => {
    const buses: Bus[] = [];
    const listenerErrors: unknown[] = [];
    async function fresh(): Promise<Bus> {
      const bus = await open((error) => listenerErrors.push(error));
      buses.push(bus);
      return bus;
    }
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
      listenerErrors.length = 0;
    });

    it("delivers to every subscriber of the channel, the publisher's own, and no other", async () => {
      const bus = await fresh();
      const channel = channelName();
      const [first, second] = [await record(bus, channel), await record(bus, channel)];
      const elsewhere = await record(bus, channelName());
      await bus.publish(channel, '{"n":1}');
      await until(() => first.messages.length === 1 && second.messages.length === 1, 'delivery');
      expect(first.messages).toEqual(['{"n":1}']);
      expect(second.messages).toEqual(['{"n":1}']);
      expect(elsewhere.messages).toEqual([]);
    });

    it('delivers the messages of a publisher in the order it published them', async () => {
      const bus = await fresh();
      const channel = channelName();
      const heard = await record(bus, channel);
      const sent = Array.from({ length: 200 }, (_, i) => JSON.stringify({ i }));
      await Promise.all(sent.map((message) => bus.publish(channel, message)));
      await until(() => heard.messages.length === sent.length, 'all messages');
      expect(heard.messages).toEqual(sent);
    });

    it('stops delivering to an ended subscription while the others go on', async () => {
      const bus = await fresh();
      const channel = channelName();
      const [leaving, staying] = [await record(bus, channel), await record(bus, channel)];
      await bus.publish(channel, 'one');
      await until(() => leaving.messages.length === 1 && staying.messages.length === 1, 'one');
      await leaving.unsubscribe();
      await leaving.unsubscribe();
      await bus.publish(channel, 'two');
      await until(() => staying.messages.length === 2, 'two');
      expect(leaving.messages).toEqual(['one']);
      expect(staying.messages).toEqual(['one', 'two']);
    });

    it('treats the same listener subscribed twice as two subscriptions', async () => {
      const bus = await fresh();
      const channel = channelName();
      const heard: string[] = [];
      const listener = (message: string): void => void heard.push(message);
      const firstEnd = await bus.subscribe(channel, listener);
      await bus.subscribe(channel, listener);
      await bus.publish(channel, 'twice');
      await until(() => heard.length === 2, 'two deliveries');
      await firstEnd();
      await bus.publish(channel, 'once');
      await until(() => heard.length === 3, 'one delivery');
      expect(heard).toEqual(['twice', 'twice', 'once']);
    });

    it('goes on delivering past a listener that throws, handing its error over', async () => {
      const bus = await fresh();
      const channel = channelName();
      const bug = new Error('listener bug');
      await bus.subscribe(channel, () => {
        throw bug;
      });
      const after = await record(bus, channel);
      await bus.publish(channel, 'still delivered');
      await until(() => after.messages.length === 1, 'delivery past the throwing listener');
      expect(listenerErrors).toEqual([bug]);
    });

    it('delivers a message published by a listener after the one it heard, to everyone', async () => {
      const bus = await fresh();
      const channel = channelName();
      await bus.subscribe(channel, (message) => {
        if (message === 'first') void bus.publish(channel, 'second');
      });
      const later = await record(bus, channel);
      await bus.publish(channel, 'first');
      await until(() => later.messages.length === 2, 'both messages');
      expect(later.messages).toEqual(['first', 'second']);
    });

    it('refuses to publish or subscribe once closed; closing twice is harmless', async () => {
      const bus = await fresh();
      await bus.close();
      await bus.close();
      await expect(bus.publish(channelName(), 'late')).rejects.toThrow('after close');
      await expect(bus.subscribe(channelName(), () => undefined)).rejects.toThrow('after close');
    });
  });
}
