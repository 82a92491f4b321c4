/**
 * Issue 13: the three inputs of the real server process (`bin/start.mjs`, PGlite files) fuzzed
 * with fast-check, bounded in count and time: WebSocket frames (arbitrary text and bytes, and
 * protocol messages with arbitrary fields), HTTP requests (arbitrary bodies, content types and
 * ids on every route that reads a body or an id), and KGP lines over TCP and `/kgp` (arbitrary
 * text with line breaks, control characters and broken commands). Meanwhile two bots play a game;
 * after it all the process is up, no HTTP answer was a 5xx, the bots' game ended with every move
 * stored, and a new game plays to its end.
 */
import fc from 'fast-check';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { authHeader, FULL_GAME, newGame, newPlayer } from './api-client.ts';
import { botPlayer, missingAcks } from './bot-player.ts';
import { RawClient } from './raw-client.ts';
import { useServerProcess } from './server-process.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

/** Bounds of each fuzz run: cases, and the time after which it stops (not a failure). */
const RUNS = { numRuns: 250, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false };
/** The limits of one address raised: every fuzz client comes from 127.0.0.1. */
const UNLIMITED = '1000000';

const server = useServerProcess('fuzz', {
  KGP_PORT: '0',
  LIMIT_MESSAGES_PER_SECOND: UNLIMITED,
  LIMIT_MESSAGES_PER_SECOND_PER_ADDRESS: UNLIMITED,
  LIMIT_ACTIONS_IN_FLIGHT_PER_ADDRESS: UNLIMITED,
  LIMIT_HTTP_REQUESTS_PER_MINUTE: UNLIMITED,
  LIMIT_NEW_PLAYERS_PER_HOUR: UNLIMITED,
  LIMIT_RATED_GAMES_PER_HOUR: UNLIMITED,
});
let kgpPort: number;

beforeAll(async () => {
  // The KGP line comes after the "served at" line the start waits for.
  await vi.waitFor(
    () => {
      kgpPort = Number(/tcp:\/\/localhost:(\d+)/.exec(server().output())?.[1]);
      expect(kgpPort).toBeGreaterThan(0);
    },
    { timeout: 10_000 },
  );
}, HOOK_TIMEOUT_MS);

/** Two bots playing a whole game on the server, started now. */
async function botGame() {
  const { south, north, players } = await newGame(server().url, FULL_GAME);
  const bots = [
    botPlayer({ urls: [server().wsUrl], player: players[0], grant: south }),
    botPlayer({ urls: [server().wsUrl], player: players[1], grant: north }),
  ];
  return {
    async finished() {
      const [game] = await Promise.all(bots.map((bot) => bot.finished));
      for (const bot of bots) bot.client.close();
      expect(bots.flatMap((bot) => bot.refusals)).toEqual([]);
      expect(
        missingAcks(
          game!,
          bots.flatMap((bot) => bot.acked),
        ),
      ).toEqual([]);
      return game!;
    },
  };
}

/** Text a client might send: anything, with line breaks and control characters. */
const anyText = fc.string({ unit: 'binary', maxLength: 300 });
/**
 * `value` as a path segment or query value: JSON for what is not text (`String()` throws on a
 * generated `{ "toString": 0 }`), lone surrogates made well-formed (`encodeURIComponent` throws
 * on them).
 */
function inUrl(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

/** Field values of every JSON kind, and ids and secrets that are almost right. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
  anyText,
);

describe('fuzzing the real server', () => {
  let game: Awaited<ReturnType<typeof botGame>>;
  let targetId: string;
  let secret: string;

  beforeAll(async () => {
    const target = await newGame(server().url, FULL_GAME);
    targetId = target.south.game.id;
    secret = target.south.seatSecret;
    game = await botGame();
  }, HOOK_TIMEOUT_MS);

  it('keeps answering WebSocket frames of any kind, closing at most the sender', async () => {
    const message = fc.record(
      {
        type: fc.constantFrom(
          'hello',
          'watch',
          'unwatch',
          'move',
          'resign',
          'abort',
          'rematch',
          'arrange',
          'offerEnd',
          'ping',
          'x',
        ),
        gameId: fc.oneof(fc.constant(targetId), anyValue),
        playerId: anyValue,
        secret: anyValue,
        seatSecret: fc.oneof(fc.constant(secret), anyValue),
        actionId: anyValue,
        version: fc.oneof(fc.integer(), anyValue),
        move: fc.oneof(fc.constantFrom('1', ' 3 ', '3cw', 'swap', '99'), anyValue),
        arrangement: fc.oneof(fc.array(fc.integer()), anyValue),
        t: anyValue,
      },
      { requiredKeys: ['type'] },
    );
    const frame = fc.oneof(
      message.map((m) => JSON.stringify(m)),
      anyText,
      fc.uint8Array({ maxLength: 300 }),
    );
    let client = await RawClient.open(server().wsUrl);
    await fc.assert(
      fc.asyncProperty(frame, async (data) => {
        if (client.closeCode !== undefined) client = await RawClient.open(server().wsUrl);
        client.send(data);
      }),
      RUNS,
    );
    // Everything sent has been read: a ping sent last is answered (or the sender was closed).
    if (client.closeCode === undefined) {
      expect(await client.ask({ type: 'ping', t: 1 }, (m) => m.type === 'pong')).toBeDefined();
      await client.close();
    }
    expect(server().child.exitCode).toBeNull();
  });

  it('answers HTTP requests of any body, type and id without a server error', async () => {
    const player = await newPlayer(server().url, 'Fuzzer');
    const request = fc.record({
      method: fc.constantFrom('POST', 'PUT', 'GET'),
      path: fc.oneof(
        fc.constantFrom(
          '/api/players',
          '/api/players/me/name',
          '/api/games',
          '/api/leaderboard',
          '/api/puzzles/attempts',
        ),
        anyValue.map((id) => `/api/games/${inUrl(id)}/join`),
        anyValue.map((id) => `/api/players/${inUrl(id)}`),
        anyValue.map((id) => `/api/players/${inUrl(id)}/puzzles`),
        anyValue.map((id) => `/api/bots/${inUrl(id)}/challenge`),
        anyValue.map((q) => `/api/leaderboard?family=${inUrl(q)}`),
      ),
      body: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        anyText,
        // A puzzle attempt, near the shape the route reads.
        fc
          .record({
            presetId: fc.oneof(fc.constantFrom('kalah', 'kalaha', 'oware'), anyText),
            position: fc.oneof(fc.constantFrom('S 6/3 0 4 1 0 2 7'), anyText),
            house: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double()),
          })
          .map((v) => JSON.stringify(v)),
      ),
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      auth: fc.boolean(),
    });
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, body, type, auth }) => {
        const res = await fetch(`${server().url}${path}`, {
          method,
          headers: { 'content-type': type, ...(auth ? authHeader(player) : {}) },
          ...(method === 'GET' ? {} : { body }),
        });
        await res.arrayBuffer();
        statuses.add(res.status);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      RUNS,
    );
    expect([...statuses].some((status) => status >= 400)).toBe(true);
  });

  it('answers KGP lines of any kind over TCP and /kgp, closing at most the sender', async () => {
    const line = fc.oneof(
      anyText,
      fc
        .tuple(
          fc.constantFrom('', '1 ', '@1 ', '2@1 '),
          fc.constantFrom('mode', 'set', 'move', 'yield', 'ping', 'pong', 'goodbye', 'state', 'x'),
          fc.array(anyText, { maxLength: 3 }),
        )
        .map(
          ([prefix, name, args]) =>
            `${prefix}${name} ${args.map((a) => JSON.stringify(a)).join(' ')}`,
        ),
    );
    const tcp = connect(kgpPort, '127.0.0.1');
    tcp.on('error', () => {});
    await new Promise((resolve) => tcp.once('connect', resolve));
    const ws = new WebSocket(`${server().url.replace('http', 'ws')}/kgp`);
    ws.on('error', () => {});
    await new Promise((resolve) => ws.once('open', resolve));
    await fc.assert(
      fc.asyncProperty(line, fc.boolean(), async (text, overTcp) => {
        if (overTcp && !tcp.destroyed) tcp.write(`${text}\r\n`);
        if (!overTcp && ws.readyState === WebSocket.OPEN) ws.send(text);
      }),
      RUNS,
    );
    tcp.destroy();
    ws.terminate();
    // A fresh bot is still greeted.
    const probe = connect(kgpPort, '127.0.0.1');
    const greeting = await new Promise<string>((resolve) =>
      probe.once('data', (d) => resolve(String(d))),
    );
    expect(greeting).toBe('kgp 1 0 0\r\n');
    probe.destroy();
    expect(server().child.exitCode).toBeNull();
  });

  it("played the bots' game to its end meanwhile, and plays another", async () => {
    expect((await game.finished()).status).toBe('finished');
    const after = await botGame();
    expect((await after.finished()).status).toBe('finished');
    expect(server().output()).not.toMatch(/uncaught exception|unhandled rejection/);
  });
});
