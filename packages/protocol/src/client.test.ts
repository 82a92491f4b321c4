import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  OnlineClient,
  type ClientStatus,
  type WatchMessage,
  type WebSocketLike,
} from './client.ts';
import { liveParts } from './delta.ts';
import type { GameView } from './game-view.ts';
import type { ClientMessage, ServerMessage } from './messages.ts';

/**
 * A real WebSocket server that speaks the protocol as a script: it records what each connection
 * sends and answers through `reply` (by default: `welcome` on open, `pong` to `ping`).
 */
class ScriptedServer {
  readonly wss: WebSocketServer;
  readonly received: ClientMessage[][] = [];
  readonly sockets: WebSocket[] = [];
  /** When the last `welcome` was sent, by this process's clock (ms). */
  welcomedAt = 0;
  reply: (message: ClientMessage, socket: WebSocket) => void = () => {};

  private constructor(wss: WebSocketServer) {
    this.wss = wss;
    wss.on('connection', (socket) => {
      const log: ClientMessage[] = [];
      this.received.push(log);
      this.sockets.push(socket);
      this.welcomedAt = Date.now();
      send(socket, { type: 'welcome', serverTime: this.welcomedAt + 5_000 });
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as ClientMessage;
        log.push(message);
        if (message.type === 'ping') {
          send(socket, { type: 'pong', t: message.t, serverTime: Date.now() + 5_000 });
        }
        this.reply(message, socket);
      });
    });
  }

  static async start(port = 0): Promise<ScriptedServer> {
    const wss = new WebSocketServer({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    return new ScriptedServer(wss);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.wss.address() as AddressInfo).port}/ws`;
  }

  get port(): number {
    return (this.wss.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function send(socket: WebSocket, message: ServerMessage | Record<string, unknown>): void {
  socket.send(JSON.stringify(message));
}

function game(version: number, moves: string[] = []): GameView {
  return {
    id: 'g1',
    rules: { game: 'kalaha' },
    rated: false,
    timeControl: null,
    status: 'active',
    seats: { south: null, north: null },
    start: '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south',
    moves,
    arrangements: [],
    version,
    clocks: null,
    result: null,
    rematch: { offeredBy: null, nextGameId: null },
    endOffer: null,
    spectators: 0,
    created: '2024-01-01T00:00:00.000Z',
  };
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: ms, interval: 5 });
}

const SEAT_SECRET = 'seat-secret-0123456789';
const PLAYER = { playerId: 'p1', secret: 'player-secret-0123456789' };
const RETRY = { minMs: 20, maxMs: 100 };

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function client(
  urls: string[],
  extra: Partial<ConstructorParameters<typeof OnlineClient>[0]> = {},
) {
  const statuses: ClientStatus[] = [];
  const made = new OnlineClient({
    urls,
    WebSocket,
    player: PLAYER,
    retry: RETRY,
    onStatus: (status) => statuses.push(status),
    ...extra,
  });
  cleanup.push(() => made.close());
  return { client: made, statuses };
}

async function server(port = 0): Promise<ScriptedServer> {
  const made = await ScriptedServer.start(port);
  cleanup.push(() => made.stop());
  return made;
}

/**
 * A server the test controls, without a network: each attempt to connect is recorded (its time
 * by `Date.now()`) and refused at once while `up` is false; once `up`, the socket opens.
 */
function awayServer() {
  const server = { up: false, attempts: [] as number[] };
  class Socket implements WebSocketLike {
    readyState = 0;
    onopen: WebSocketLike['onopen'] = null;
    onmessage: WebSocketLike['onmessage'] = null;
    onclose: WebSocketLike['onclose'] = null;
    onerror: WebSocketLike['onerror'] = null;
    constructor() {
      server.attempts.push(Date.now());
      if (!server.up) throw new Error('ECONNREFUSED');
      queueMicrotask(() => {
        this.readyState = 1;
        this.onopen?.({});
      });
    }
    send(): void {}
    close(): void {
      this.readyState = 3;
    }
  }
  return { server, Socket };
}

describe('OnlineClient', () => {
  it('says hello, watches a game and hands its state and updates to the listener', async () => {
    const srv = await server();
    srv.reply = (message, socket) => {
      if (message.type === 'watch') {
        send(socket, { type: 'state', game: game(3) });
        send(socket, {
          type: 'update',
          game: game(4, ['1']),
          change: { kind: 'move', side: 'south', move: '1' },
        });
      }
    };
    const { client: c, statuses } = client([srv.url]);
    const heard: WatchMessage[] = [];
    c.watch('g1', (message) => heard.push(message));
    await until(() => heard.length === 2);
    expect(srv.received[0]!.slice(0, 2)).toEqual([
      { type: 'hello', ...PLAYER },
      { type: 'watch', gameId: 'g1' },
    ]);
    expect(heard.map((m) => [m.type, m.game.version])).toEqual([
      ['state', 3],
      ['update', 4],
    ]);
    expect(heard[1]).toMatchObject({ change: { kind: 'move', move: '1' } });
    expect(statuses).toEqual(['connecting', 'open']);
    expect(c.status).toBe('open');
    // The scripted server's clock runs 5 s ahead; the client read its welcome after it was sent
    // and before now, so it sees at most 5 s and at least 5 s less the time since.
    expect(c.serverOffsetMs).toBeLessThanOrEqual(5_000);
    expect(c.serverOffsetMs).toBeGreaterThanOrEqual(5_000 - (Date.now() - srv.welcomedAt));
  });

  it('gives a second listener of a known game its state at once, and unwatches after the last', async () => {
    const srv = await server();
    srv.reply = (message, socket) => {
      if (message.type === 'watch') send(socket, { type: 'state', game: game(2) });
    };
    const { client: c } = client([srv.url]);
    const first: WatchMessage[] = [];
    const second: WatchMessage[] = [];
    const stopFirst = c.watch('g1', (m) => first.push(m));
    await until(() => first.length === 1);
    const stopSecond = c.watch('g1', (m) => second.push(m));
    await until(() => second.length === 1);
    expect(second[0]).toEqual({ type: 'state', game: game(2) });
    stopFirst();
    stopSecond();
    await until(() => srv.received[0]!.some((m) => m.type === 'unwatch'));
    expect(srv.received[0]!.filter((m) => m.type === 'watch')).toHaveLength(1);
  });

  it('drops an update older than what it has shown', async () => {
    const srv = await server();
    srv.reply = (message, socket) => {
      if (message.type !== 'watch') return;
      send(socket, { type: 'state', game: game(5) });
      send(socket, { type: 'update', game: game(4), change: { kind: 'presence' } });
      send(socket, { type: 'update', game: game(5), change: { kind: 'presence' } });
    };
    const { client: c } = client([srv.url]);
    const versions: number[] = [];
    c.watch('g1', (m) => versions.push(m.game.version));
    // Frames arrive in order: once the last one is heard, the stale one before it was dropped.
    await until(() => versions.length === 2);
    expect(versions).toEqual([5, 5]);
  });

  it('sends an action with a fresh actionId and resolves with the ack or the error', async () => {
    const srv = await server();
    srv.reply = (message, socket) => {
      if (message.type === 'move') {
        if (message.move === '1') {
          send(socket, {
            type: 'ack',
            actionId: message.actionId,
            gameId: message.gameId,
            version: 7,
          });
        } else {
          send(socket, {
            type: 'error',
            code: 'action/illegal_move',
            message: 'house 9 is empty',
            actionId: message.actionId,
            gameId: message.gameId,
          });
        }
      }
    };
    const { client: c } = client([srv.url]);
    const base = { type: 'move', gameId: 'g1', seatSecret: SEAT_SECRET, version: 6 } as const;
    const [good, bad] = await Promise.all([
      c.act({ ...base, move: '1' }),
      c.act({ ...base, move: '9' }),
    ]);
    expect(good).toEqual({ ok: true, value: { version: 7 } });
    expect(bad).toEqual({
      ok: false,
      error: { code: 'action/illegal_move', message: 'house 9 is empty' },
    });
    const moves = srv.received[0]!.filter((m) => m.type === 'move');
    expect(moves).toHaveLength(2);
    const ids = moves.map((m) => (m.type === 'move' ? m.actionId : ''));
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
  });

  it('refuses an action the protocol refuses without sending it', async () => {
    const srv = await server();
    const { client: c } = client([srv.url]);
    await until(() => c.status === 'open');
    const result = await c.act({ type: 'resign', gameId: 'g1', seatSecret: 'short' });
    expect(result).toMatchObject({ ok: false, error: { code: 'message/invalid' } });
    if (!result.ok) expect(result.error.message).toContain('seatSecret');
    // A valid action after it: once the server has acknowledged that one, it has read every
    // frame the client sent before it.
    srv.reply = (message, socket) => {
      if (message.type === 'abort') {
        send(socket, { type: 'ack', actionId: message.actionId, gameId: 'g1', version: 1 });
      }
    };
    const next = await c.act({ type: 'abort', gameId: 'g1', seatSecret: SEAT_SECRET });
    expect(next).toEqual({ ok: true, value: { version: 1 } });
    expect(srv.received[0]!.some((m) => m.type === 'resign')).toBe(false);
  });

  it('reconnects on its own, watches again and resends the unanswered action with its id', async () => {
    const srv = await server();
    let connections = 0;
    srv.reply = (message, socket) => {
      if (message.type === 'watch') send(socket, { type: 'state', game: game(connections) });
      if (message.type === 'resign' && connections === 2) {
        send(socket, { type: 'ack', actionId: message.actionId, gameId: 'g1', version: 9 });
      }
    };
    srv.wss.on('connection', () => (connections += 1));
    const { client: c, statuses } = client([srv.url]);
    const heard: WatchMessage[] = [];
    c.watch('g1', (m) => heard.push(m));
    await until(() => heard.length === 1);
    const resign = c.act({ type: 'resign', gameId: 'g1', seatSecret: SEAT_SECRET });
    await until(() => srv.received[0]!.some((m) => m.type === 'resign'));
    srv.sockets[0]!.terminate();
    expect(await resign).toEqual({ ok: true, value: { version: 9 } });
    expect(heard.map((m) => [m.type, m.game.version])).toEqual([
      ['state', 1],
      ['state', 2],
    ]);
    const second = srv.received[1]!;
    expect(second.map((m) => m.type)).toEqual(['hello', 'watch', 'resign']);
    const first = srv.received[0]!.find((m) => m.type === 'resign');
    expect(second[2]).toEqual(first);
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'open']);
  });

  it('tries the URLs in turn when one fails', async () => {
    const down = await server();
    const downUrl = down.url;
    await down.stop();
    const up = await server();
    const { client: c } = client([downUrl, up.url]);
    await until(() => c.status === 'open');
    expect(c.url).toBe(up.url);
    expect(up.received).toHaveLength(1);
  });

  it('backs off exponentially while the server is away, and comes back when it is', async () => {
    vi.useFakeTimers();
    // Every delay at three quarters of its ceiling: the middle of its jitter.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const away = awayServer();
      const { attempts } = away.server;
      const c = new OnlineClient({
        urls: ['ws://away.invalid/ws'],
        WebSocket: away.Socket,
        retry: { minMs: 20, maxMs: 160 },
      });
      const start = attempts[0]!;
      await vi.advanceTimersByTimeAsync(1_000);
      // Waits of 3/4 of 20, 40, 80, then 160 ms at the most: 15, 30, 60, 120, 120, … ms.
      expect(attempts.map((t) => t - start)).toEqual([
        0, 15, 45, 105, 225, 345, 465, 585, 705, 825, 945,
      ]);
      expect(c.status).toBe('closed');
      // The server is back: the next attempt connects, and the waits start again from the first.
      away.server.up = true;
      await vi.advanceTimersByTimeAsync(120);
      expect(c.status).toBe('open');
      expect(attempts.at(-1)! - start).toBeLessThanOrEqual(1_120);
      c.close();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('replaces a connection that has gone silent', async () => {
    const srv = await server();
    const { client: c } = client([srv.url], { pingIntervalMs: 40 });
    await until(() => c.status === 'open');
    // The server stops answering (no pong, nothing) without closing the socket.
    srv.sockets[0]!.pause();
    await until(() => srv.received.length === 2, 2_000);
    await until(() => srv.received[1]!.length > 0);
    expect(srv.received[1]![0]).toEqual({ type: 'hello', ...PLAYER });
    expect(c.status).toBe('open');
  });

  it('resends unanswered actions after the server dropped a message as rate/limited', async () => {
    const srv = await server();
    let tries = 0;
    srv.reply = (message, socket) => {
      if (message.type !== 'abort') return;
      tries += 1;
      if (tries === 1) {
        send(socket, { type: 'error', code: 'rate/limited', message: 'slow down' });
      } else {
        send(socket, { type: 'ack', actionId: message.actionId, gameId: 'g1', version: 2 });
      }
    };
    const errors: string[] = [];
    const { client: c } = client([srv.url], { onError: (error) => errors.push(error.code) });
    const started = Date.now();
    expect(await c.act({ type: 'abort', gameId: 'g1', seatSecret: SEAT_SECRET })).toEqual({
      ok: true,
      value: { version: 2 },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(errors).toEqual(['rate/limited']);
  });

  it('reports a message that is not the protocol and carries on', async () => {
    const srv = await server();
    srv.reply = (message, socket) => {
      if (message.type !== 'watch') return;
      socket.send('not json');
      send(socket, { type: 'state', game: { ...game(1), secret: 'x' } });
      send(socket, { type: 'error', code: 'game/not_found', message: 'no game', gameId: 'g1' });
    };
    const errors: unknown[] = [];
    const { client: c } = client([srv.url], { onError: (error) => errors.push(error) });
    const heard: WatchMessage[] = [];
    c.watch('g1', (m) => heard.push(m));
    await until(() => errors.length === 3);
    expect(errors).toEqual([
      { code: 'message/invalid', message: 'the server sent a bad message' },
      { code: 'message/invalid', message: 'the server sent a bad message' },
      { code: 'game/not_found', message: 'no game', gameId: 'g1' },
    ]);
    expect(heard).toEqual([]);
    expect(c.status).toBe('open');
  });

  it('closes for good: pending actions end as client/closed and it does not reconnect', async () => {
    const srv = await server();
    const { client: c, statuses } = client([srv.url]);
    await until(() => c.status === 'open');
    const pending = c.act({ type: 'rematch', gameId: 'g1', seatSecret: SEAT_SECRET });
    c.close();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'client/closed' } });
    expect(await c.act({ type: 'rematch', gameId: 'g1', seatSecret: SEAT_SECRET })).toMatchObject({
      ok: false,
      error: { code: 'client/closed' },
    });
    // The server sees the connection closed, having heard the one action sent before.
    await until(() => srv.sockets[0]!.readyState === WebSocket.CLOSED);
    expect(srv.received).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('does not try again once closed, however long it waits', async () => {
    vi.useFakeTimers();
    try {
      const away = awayServer();
      const { attempts } = away.server;
      const c = new OnlineClient({
        urls: ['ws://away.invalid/ws'],
        WebSocket: away.Socket,
        retry: { minMs: 20, maxMs: 160 },
      });
      await vi.advanceTimersByTimeAsync(100);
      const tried = attempts.length;
      expect(tried).toBeGreaterThan(1);
      c.close();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(attempts).toHaveLength(tried);
      expect(c.status).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to be made without a URL or with a bad retry', () => {
    expect(() => new OnlineClient({ urls: [], WebSocket, retry: RETRY })).toThrow(RangeError);
    expect(
      () => new OnlineClient({ urls: ['ws://x'], WebSocket, retry: { minMs: 10, maxMs: 5 } }),
    ).toThrow(RangeError);
  });

  describe('deltas (issue 18: a change without the whole game)', () => {
    const move = (side: 'south' | 'north', played: string) =>
      ({ kind: 'move', side, move: played }) as const;
    /** A delta from version `base` by `played`, as the server sends it. */
    const delta = (base: number, played: string, actionId?: string) => ({
      type: 'delta' as const,
      gameId: 'g1',
      base,
      change: move(base % 2 === 0 ? 'south' : 'north', played),
      live: { ...liveParts(game(base + 1)) },
      ...(actionId === undefined ? {} : { actionId }),
    });

    it('applies each delta to the game it has and tells the whole game', async () => {
      const srv = await server();
      srv.reply = (message, socket) => {
        if (message.type !== 'watch') return;
        send(socket, { type: 'state', game: game(2, ['3', '1']) });
        send(socket, delta(2, '4'));
        send(socket, delta(3, '6'));
      };
      const { client: c } = client([srv.url]);
      const heard: WatchMessage[] = [];
      c.watch('g1', (message) => heard.push(message));
      await until(() => heard.length === 3);
      expect(heard[2]).toEqual({
        type: 'update',
        game: game(4, ['3', '1', '4', '6']),
        change: move('north', '6'),
      });
    });

    it('answers an action from the delta of its change: one frame, no ack', async () => {
      const srv = await server();
      srv.reply = (message, socket) => {
        if (message.type === 'watch') send(socket, { type: 'state', game: game(0) });
        if (message.type === 'move') send(socket, delta(0, message.move, message.actionId));
      };
      const { client: c } = client([srv.url]);
      const heard: WatchMessage[] = [];
      c.watch('g1', (message) => heard.push(message));
      await until(() => heard.length === 1);
      const answer = await c.act({
        type: 'move',
        gameId: 'g1',
        seatSecret: SEAT_SECRET,
        version: 0,
        move: '3',
      });
      expect(answer).toEqual({ ok: true, value: { version: 1 } });
      // The game was told before the answer, as an update comes before its ack.
      expect(heard.map((m) => m.game.moves)).toEqual([[], ['3']]);
    });

    it('watches again for the whole game after a missed change, once, and goes on from it', async () => {
      const srv = await server();
      let watches = 0;
      srv.reply = (message, socket) => {
        if (message.type !== 'watch') return;
        watches += 1;
        if (watches === 1) {
          send(socket, { type: 'state', game: game(2, ['3', '1']) });
          // The delta from version 2 is lost; the next two do not follow version 2.
          send(socket, delta(3, '6'));
          send(socket, delta(4, '2'));
        } else {
          send(socket, { type: 'state', game: game(5, ['3', '1', '4', '6', '2']) });
          send(socket, delta(5, '5'));
        }
      };
      const { client: c } = client([srv.url]);
      const heard: WatchMessage[] = [];
      c.watch('g1', (message) => heard.push(message));
      await until(() => heard.length === 3);
      expect(heard.map((m) => [m.type, m.game.version])).toEqual([
        ['state', 2],
        ['state', 5],
        ['update', 6],
      ]);
      expect(heard[2]!.game.moves).toEqual(['3', '1', '4', '6', '2', '5']);
      expect(srv.received[0]!.filter((m) => m.type === 'watch')).toHaveLength(2);
    });

    it('drops a delta older than the game it has', async () => {
      const srv = await server();
      srv.reply = (message, socket) => {
        if (message.type !== 'watch') return;
        send(socket, { type: 'state', game: game(4, ['3', '1', '4', '6']) });
        send(socket, delta(2, '4'));
        send(socket, delta(4, '2'));
      };
      const { client: c } = client([srv.url]);
      const heard: WatchMessage[] = [];
      c.watch('g1', (message) => heard.push(message));
      await until(() => heard.length === 2);
      expect(heard.map((m) => m.game.version)).toEqual([4, 5]);
      expect(srv.received[0]!.filter((m) => m.type === 'watch')).toHaveLength(1);
    });
  });
});
