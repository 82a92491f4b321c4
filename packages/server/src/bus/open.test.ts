import { expect, it } from 'vitest';
import { channelName, record, until } from './bus-contract.ts';
import { InProcessBus } from './in-process.ts';
import { openBus } from './open.ts';
import { RedisBus } from './redis.ts';
import { TEST_REDIS_URL } from '../../test/service-probe.ts';
import { describeWith } from '../../test/services.ts';

describeWith(['redis'], 'openBus', () => {
  it('opens the in-process bus without a Redis URL', async () => {
    const bus = await openBus({});
    expect(bus).toBeInstanceOf(InProcessBus);
    await bus.close();
  });

  it('opens a working Redis bus with a Redis URL', async () => {
    const bus = await openBus({ redisUrl: TEST_REDIS_URL });
    expect(bus).toBeInstanceOf(RedisBus);
    const channel = channelName();
    const heard = await record(bus, channel);
    await bus.publish(channel, 'hello');
    await until(() => heard.messages.length === 1, 'delivery');
    await bus.close();
  });

  it('refuses a URL that is not a Redis URL, without repeating it', async () => {
    for (const redisUrl of ['not a url', 'http://user:hunter2@127.0.0.1:6379']) {
      const refusal = openBus({ redisUrl });
      await expect(refusal).rejects.toMatchObject({ code: 'ERR_REDIS_URL' });
      await expect(refusal).rejects.not.toThrow('hunter2');
    }
  });

  it('fails clearly when Redis cannot be reached, naming host and port but no password', async () => {
    const refusal = openBus({ redisUrl: 'redis://:hunter2@127.0.0.1:1' });
    await expect(refusal).rejects.toMatchObject({
      code: 'ERR_REDIS_UNREACHABLE',
      message: expect.stringContaining('Cannot connect to Redis at 127.0.0.1:1'),
    });
    await expect(refusal).rejects.not.toThrow('hunter2');
  });
});
