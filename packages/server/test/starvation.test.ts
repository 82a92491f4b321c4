/**
 * Issue 13, finding 5: a few connections starved every game. Each action with a wrong seat
 * secret loaded its game from storage (and waited in the game's queue) before the secret was
 * checked, and actions in flight were unbounded. Against the real app and service on PGlite with
 * real WebSockets: a wrong secret for a game known here touches neither storage nor the queue,
 * actions in flight are bounded per connection and per address, and so are messages per address.
 */
import type { ServerMessage } from '@kalaha/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, newGame } from './api-client.ts';
import { useTestServer } from './file-server.ts';
import type { RawClient } from './raw-client.ts';

const fixture = useTestServer({
  actionsInFlightPerConnection: 3,
  actionsInFlightPerAddress: 5,
  messagesPerSecond: 100,
  messagesPerSecondPerAddress: 40,
});
const { open } = fixture;
afterEach(() => vi.restoreAllMocks());

const isError = (m: ServerMessage): m is Extract<ServerMessage, { type: 'error' }> =>
  m.type === 'error';

/** A move with a seat secret nobody holds. */
function forgedMove(gameId: string, n: number) {
  return {
    type: 'move',
    actionId: `forged-${n}`,
    gameId,
    seatSecret: `not-the-secret-${String(n).padStart(8, '0')}`,
    version: 1,
    move: '1',
  };
}

/** Waits for the errors answering `count` actions sent from index `from`. */
async function errors(client: RawClient, count: number, from = 0) {
  await vi.waitFor(() => expect(client.messages.slice(from).filter(isError)).toHaveLength(count));
  return client.messages.slice(from).filter(isError);
}

describe('actions with a wrong seat secret', () => {
  it('are refused from memory for a game known here: no storage read, no wait in its queue', async () => {
    const { south } = await newGame(fixture.server.url);
    const gameId = south.game.id;
    // Anyone may look at the game: now it is known here, both seats taken.
    expect((await call(fixture.server.url, 'GET', `/api/games/${gameId}`)).status).toBe(200);
    const loads = vi.spyOn(fixture.server.storage, 'loadGame');
    const client = await open();
    for (let n = 0; n < 30; n++) {
      const refused = await client.ask(forgedMove(gameId, n), isError);
      expect(refused).toMatchObject({ code: 'auth/bad_seat_secret', actionId: `forged-${n}` });
    }
    expect(loads).not.toHaveBeenCalled();
  });
});

describe('actions in flight', () => {
  it('are bounded per connection and per address; the rest are refused at once', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const act = fixture.server.service.act.bind(fixture.server.service);
    const acted = vi
      .spyOn(fixture.server.service, 'act')
      .mockImplementation(async (action) => gate.then(() => act(action)));
    const first = await fixture.open();
    const second = await fixture.open();
    for (let n = 0; n < 4; n++) first.send(forgedMove('no-such-game-a', n));
    const [perConnection] = await errors(first, 1);
    expect(perConnection).toMatchObject({ code: 'rate/limited', actionId: 'forged-3' });
    expect(perConnection!.message).toContain('at most 3 actions of one connection');
    for (let n = 0; n < 3; n++) second.send(forgedMove('no-such-game-b', n));
    const [perAddress] = await errors(second, 1);
    expect(perAddress).toMatchObject({ code: 'rate/limited', actionId: 'forged-2' });
    expect(perAddress!.message).toContain('at most 5 actions of one address');
    expect(acted).toHaveBeenCalledTimes(5);
    // Once answered, they free their places.
    release();
    await errors(first, 4);
    await errors(second, 3);
    const from = second.messages.length;
    second.send(forgedMove('no-such-game-b', 9));
    const [again] = await errors(second, 1, from);
    expect(again).toMatchObject({ code: 'game/not_found', actionId: 'forged-9' });
  });
});

describe('messages per address', () => {
  it('drops what all connections of one address send beyond its rate', async () => {
    // 120 pings against 40 a second: at least 40 dropped even if a second ends in the burst.
    const clients = await Promise.all([open(), open()]);
    for (const client of clients) for (let t = 0; t < 60; t++) client.send({ type: 'ping', t });
    const answered = async (client: RawClient) => {
      await vi.waitFor(() =>
        expect(client.messages.filter((m) => m.type === 'pong' || m.type === 'error')).toHaveLength(
          60,
        ),
      );
      return client.messages.filter(isError);
    };
    const dropped = (await Promise.all(clients.map(answered))).flat();
    expect(dropped.length).toBeGreaterThanOrEqual(40);
    expect(dropped[0]!.message).toContain('at most 40 messages a second from one address');
  });
});
