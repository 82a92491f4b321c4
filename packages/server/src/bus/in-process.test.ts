import { describe, expect, it } from 'vitest';
import { channelName, describeBusContract } from './bus-contract.ts';
import { InProcessBus } from './in-process.ts';

describeBusContract('in-process', async (onListenerError) => new InProcessBus(onListenerError));

describe('InProcessBus', () => {
  it('has called every listener by the time publish resolves', async () => {
    const bus = new InProcessBus();
    const channel = channelName();
    const heard: string[] = [];
    await bus.subscribe(channel, (message) => heard.push(message));
    await bus.publish(channel, 'now');
    expect(heard).toEqual(['now']);
    await bus.close();
  });

  it('rethrows a listener error later, as an uncaught exception, by default', async () => {
    const bus = new InProcessBus();
    const channel = channelName();
    const bug = new Error('listener bug');
    await bus.subscribe(channel, () => {
      throw bug;
    });
    const uncaught = new Promise((resolve) => process.once('uncaughtException', resolve));
    await bus.publish(channel, 'boom');
    expect(await uncaught).toBe(bug);
    await bus.close();
  });
});
