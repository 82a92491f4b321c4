import type { ServerMessage } from '@kalaha/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotClient, ConnectError } from './bot-client.ts';
import { SERVER_HOOK_MS, startBenchServer, type BenchServer } from './test-server.ts';

let bench: BenchServer;
beforeAll(async () => {
  bench = await startBenchServer();
}, SERVER_HOOK_MS);
afterAll(() => bench?.stop(), SERVER_HOOK_MS);

/** Events of a client, collected. */
function listener() {
  const heard: { message: ServerMessage; at: number }[] = [];
  const lost: number[] = [];
  const garbage: string[] = [];
  let wake = () => {};
  return {
    heard,
    lost,
    garbage,
    events: {
      message: (message: ServerMessage, at: number) => {
        heard.push({ message, at });
        wake();
      },
      garbage: (text: string) => garbage.push(text),
      lost: (code: number) => lost.push(code),
    },
    /** Resolves once `count` messages have been heard. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => {
          if (heard.length >= count) resolve();
        };
        wake();
      }),
  };
}

describe('BotClient', () => {
  it('connects once welcomed, and hears each answer timestamped with performance.now()', async () => {
    const events = listener();
    const client = await BotClient.connect(bench.wsUrl, events.events);
    expect(client.open).toBe(true);
    const before = performance.now();
    expect(client.send({ type: 'ping', t: 7 })).toBe(true);
    expect(client.send({ type: 'watch', gameId: 'no-such-game' })).toBe(true);
    await events.until(2);
    const types = events.heard.map((h) => h.message.type).sort();
    expect(types).toEqual(['error', 'pong']);
    const error = events.heard.find((h) => h.message.type === 'error')!.message;
    expect(error).toMatchObject({ code: 'game/not_found', gameId: 'no-such-game' });
    for (const { at } of events.heard) expect(at).toBeGreaterThan(before);
    await client.close();
    expect(client.open).toBe(false);
    expect(client.send({ type: 'ping', t: 8 })).toBe(false);
    expect(events.lost).toEqual([]);
  });

  it('tells a connection the server closed as lost, with its close code', async () => {
    const events = listener();
    const client = await BotClient.connect(bench.wsUrl, events.events);
    // A frame beyond the protocol's 4,096 bytes: the server closes with 1009.
    client.send({ type: 'ping', t: 1, pad: 'x'.repeat(5000) } as never);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (events.lost.length > 0) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    expect(events.lost).toEqual([1009]);
  });

  it('fails with ConnectError where no server listens', async () => {
    await expect(BotClient.connect('ws://127.0.0.1:1/ws', listener().events)).rejects.toThrow(
      ConnectError,
    );
  });
});
