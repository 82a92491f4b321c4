/**
 * The KGP endpoint of the real server (`bin/start.mjs`, a process of its own, PGlite in a fresh
 * directory): scripted KGP clients over TCP and over the WebSocket path `/kgp` play whole games,
 * bot against bot and bot against an engine level, which end up in the archive and on the
 * leaderboard; a person challenges a bot through the HTTP API and plays it with the WebSocket
 * client of online play; and bad input (garbage lines, wrong boards, moves after `stop`, a bot
 * that vanishes mid-game) gets its answer while the games go on.
 */
import {
  BotListSchema,
  GameViewSchema,
  LeaderboardSchema,
  SeatGrantSchema,
  type BotListing,
  type GameView,
} from '@kalaha/protocol';
import {
  opponent,
  parseMove,
  parsePosition,
  play,
  validateRuleSet,
  type Side,
  unwrap,
} from '@kalaha/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, call, newPlayer } from './api-client.ts';
import { botPlayer } from './bot-player.ts';
import { KgpBot, kgpOverTcp, kgpOverWebSocket, type Connected } from './kgp-bot.ts';
import { startServerProcess, tempDir, webRootFor, type ServerProcess } from './server-process.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

/** A bot's time for a move: short, so that a bot that does not answer is stopped soon. */
const MOVE_MS = 600;
/** How long a lone bot waits for another before the engine plays it. */
const PAIR_WAIT_MS = 2_500;
const ENGINE_LEVEL = 2;
/** A whole game on a busy machine, in ms. */
const GAME_MS = 60_000;

const web = tempDir('web');
const data = tempDir('data');
let server: ServerProcess;
let kgpPort: number;
const connections: Connected[] = [];

beforeAll(async () => {
  server = await startServerProcess({
    PORT: '0',
    DATA_DIR: data.path,
    WEB_ROOT: webRootFor(web),
    KGP_MOVE_MS: String(MOVE_MS),
    KGP_PAIR_WAIT_MS: String(PAIR_WAIT_MS),
    KGP_ENGINE_LEVEL: String(ENGINE_LEVEL),
  });
  const match = await vi.waitFor(
    () => {
      const line = /KGP bots connect to tcp:\/\/localhost:(\d+) or ws:\/\/[^/]+\/kgp/.exec(
        server.output(),
      );
      if (!line) throw new Error(`no KGP line:\n${server.output()}`);
      return line;
    },
    { timeout: 10_000 },
  );
  kgpPort = Number(match[1]);
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  for (const connection of connections) connection.drop();
  await server?.stop();
  web.remove();
  data.remove();
}, HOOK_TIMEOUT_MS);

/** A bot over TCP (or the WebSocket path), dropped after the tests at the latest. */
async function tcpBot(bot: KgpBot): Promise<Connected> {
  const connected = await kgpOverTcp(kgpPort, bot);
  connections.push(connected);
  return connected;
}
async function webSocketBot(bot: KgpBot): Promise<Connected> {
  const connected = await kgpOverWebSocket(`${server.url.replace('http', 'ws')}/kgp`, bot);
  connections.push(connected);
  return connected;
}

/** The `ok` or `error` answering the bot's `mode`. */
function welcome(bot: KgpBot) {
  return bot.next((r) => ['ok', 'error'].includes(r.command.name) && r.command.ref !== undefined);
}

/** The id of the first game the bot is told of from index `from` on. */
async function gameOf(bot: KgpBot, from = 0): Promise<string> {
  const set = await bot.next(
    (r) => r.command.name === 'set' && r.command.args[0] === 'game:id',
    from,
  );
  return String(set.command.args[1]);
}

async function game(gameId: string): Promise<GameView> {
  const res = await call(server.url, 'GET', `/api/games/${gameId}`);
  expect(res.status).toBe(200);
  return GameViewSchema.parse((res.body as { game: unknown }).game);
}

/** Polls the game until `done` holds; the game then. */
async function gameWhen(gameId: string, done: (game: GameView) => boolean): Promise<GameView> {
  return vi.waitFor(
    async () => {
      const now = await game(gameId);
      if (!done(now)) throw new Error(`the game did not get there: ${JSON.stringify(now)}`);
      return now;
    },
    { timeout: GAME_MS, interval: 100 },
  );
}

const over = (g: GameView) => g.status === 'finished' || g.status === 'aborted';

async function bots(): Promise<BotListing[]> {
  const res = await call(server.url, 'GET', '/api/bots');
  expect(res.status).toBe(200);
  const list = BotListSchema.parse(res.body);
  // The page tells bots the TCP port the server really listens on (here a free one).
  expect(list.tcpPort).toBe(kgpPort);
  return list.bots;
}

/** The game record download of a finished game: its moves. */
async function archived(gameId: string): Promise<string[]> {
  const res = await call(server.url, 'GET', `/api/games/${gameId}/record`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(`kalaha-${gameId}.json`);
  return (res.body as { moves: string[] }).moves;
}

/** The leaderboard entries of these players. */
async function ranked(names: string[]) {
  const res = await call(server.url, 'GET', '/api/leaderboard?family=kalaha');
  expect(res.status).toBe(200);
  return LeaderboardSchema.parse(res.body).entries.filter((entry) => names.includes(entry.name));
}

describe('bots play whole games over KGP', () => {
  it('pairs a bot over TCP with one over WebSocket; the rated game is archived and both ranked', async () => {
    const tcp = await tcpBot(new KgpBot({ name: 'Tcp Alpha', token: 'alpha-token-1' }));
    const ws = await webSocketBot(new KgpBot({ name: 'Ws Beta', token: 'beta-token-1' }));
    expect((await welcome(tcp.bot)).command.name).toBe('ok');
    expect((await welcome(ws.bot)).command.name).toBe('ok');
    const gameId = await gameOf(tcp.bot);
    expect(await gameOf(ws.bot)).toBe(gameId);
    const played = await gameWhen(gameId, over);
    tcp.drop();
    ws.drop();
    expect(played).toMatchObject({ status: 'finished', rated: true, result: { reason: 'end' } });
    expect([played.seats.south?.name, played.seats.north?.name].sort()).toEqual([
      'Tcp Alpha',
      'Ws Beta',
    ]);
    expect(await archived(gameId)).toEqual(played.moves);
    const entries = await ranked(['Tcp Alpha', 'Ws Beta']);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.games).toBeGreaterThanOrEqual(1);
      // A newcomer's rating is 1500 with rd 350: a rated game changes it.
      expect(entry.rating !== 1500 || entry.rd < 350).toBe(true);
    }
    for (const bot of [tcp.bot, ws.bot]) expect(bot.unreadable).toEqual([]);
  });

  it('plays a lone bot against the engine level after the wait, over WebSocket', async () => {
    const lone = await webSocketBot(new KgpBot({ name: 'Ws Lone', token: 'lone-token-1' }));
    await welcome(lone.bot);
    const opponent = await lone.bot.next(
      (r) => r.command.name === 'set' && r.command.args[0] === 'game:opponent',
    );
    expect(opponent.command.args[1]).toBe(`Engine level ${ENGINE_LEVEL}`);
    const gameId = await gameOf(lone.bot);
    const played = await gameWhen(gameId, over);
    lone.drop();
    expect(played).toMatchObject({ status: 'finished', rated: true });
    expect(await archived(gameId)).toEqual(played.moves);
    expect(await ranked(['Ws Lone', `Engine level ${ENGINE_LEVEL}`])).toHaveLength(2);
  });
});

describe('people challenge bots', () => {
  it('lists an idle bot; a person challenges it and plays it with the online client', async () => {
    const target = await tcpBot(new KgpBot({ name: 'Tcp Target', token: 'target-token-1' }));
    await welcome(target.bot);
    const listed = (await bots()).find((b) => b.name === 'Tcp Target');
    expect(listed).toMatchObject({ registered: true, status: 'idle' });
    const astrid = await newPlayer(server.url, 'Astrid');
    const challenged = await call(server.url, 'POST', `/api/bots/${listed!.playerId}/challenge`, {
      body: {
        timeControl: { initialMs: 120_000, incrementMs: 1_000 },
        rated: true,
        side: 'random',
      },
      headers: authHeader(astrid),
    });
    expect(challenged.status).toBe(201);
    const grant = SeatGrantSchema.parse(challenged.body);
    expect(grant.game).toMatchObject({ status: 'active', rated: true });
    expect((await bots()).find((b) => b.name === 'Tcp Target')?.status).toBe('playing');

    const person = botPlayer({ urls: [server.wsUrl], player: astrid, grant });
    const played = await Promise.race([
      person.finished,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('too slow')), GAME_MS)),
    ]);
    person.client.close();
    expect(person.refusals).toEqual([]);
    expect(played.status).toBe('finished');
    expect(played.moves.length).toBeGreaterThan(person.acked.length);
    expect(await archived(grant.game.id)).toEqual(played.moves);
    // The bot answered a state for each of its moves (counted by replaying the game: the
    // person's last ack may still be on its way when the finished game arrives).
    expect(target.bot.all('state').length).toBe(movesBy(played, opponent(grant.seat)));
    target.drop();
  });
});

describe('bad input over KGP', () => {
  it('answers garbage, wrong boards and server commands with errors, and the bot plays on', async () => {
    const garbage = await tcpBot(new KgpBot({ name: 'Tcp Garbage', token: 'garbage-token-1' }));
    const { bot } = garbage;
    await welcome(bot);
    const before = bot.received.length;
    for (const line of [
      'hello world!',
      '7 set info:name "unterminated',
      '9 state <6,0,0,4,4,4,4,4,4,4,4,4,4,4,4>',
      '11 move <6,0,0,4,4>',
      '13 move <2,0,0,1,1,1,1>',
      `15 set info:comment "${'x'.repeat(20_000)}"`,
    ]) {
      bot.sendLine(line);
    }
    await bot.next(
      (r) => r.command.name === 'error' && /16384/.test(String(r.command.args[0])),
      before,
    );
    const errors = bot.received.slice(before).filter((r) => r.command.name === 'error');
    expect(errors.map((r) => String(r.command.args[0]))).toEqual([
      expect.stringContaining("'world!' is no integer"),
      expect.stringContaining("no closing '\"'"),
      "'state' is a command of the server, not of a client",
      expect.stringContaining('board of size 6'),
      "no state request is open for 'move'",
      expect.stringContaining('16384'),
    ]);
    // Still in the game of KGP: it plays the engine after the wait.
    const gameId = await gameOf(bot, before);
    expect((await gameWhen(gameId, over)).status).toBe('finished');
    garbage.drop();
  });

  it('answers a lone carriage return in a token or a string, over TCP and /kgp before any login, and stays up', async () => {
    // Issue 13, finding 1: the error echoed the token, the writer threw on the line break, and the
    // process exited.
    const tcp = await tcpBot(new KgpBot({ introduce: false }));
    await tcp.bot.next((r) => r.command.name === 'kgp');
    tcp.bot.sendLine('foo\rbar');
    const tcpError = await tcp.bot.next((r) => r.command.name === 'error');
    expect(tcpError.command.args[0]).toContain("'foo\\u{D}bar'");
    const ws = await webSocketBot(new KgpBot({ introduce: false }));
    await ws.bot.next((r) => r.command.name === 'kgp');
    ws.bot.sendLine('1 mode "free\rplay"');
    const wsError = await ws.bot.next((r) => r.command.name === 'error');
    expect(wsError.command.args[0]).toContain("'free\\u{D}play'");
    await ws.bot.next((r) => r.command.name === 'goodbye');
    expect(tcp.bot.unreadable).toEqual([]);
    expect(ws.bot.unreadable).toEqual([]);
    // The same connection goes on, and the process serves everybody else.
    tcp.bot.sendLine('1 ping');
    await tcp.bot.next((r) => r.command.name === 'pong');
    expect(server.child.exitCode).toBeNull();
    expect((await call(server.url, 'GET', '/api/bots')).status).toBe(200);
    tcp.drop();
  });

  it('ignores moves after stop, refuses illegal ones, plays a random move for a silent bot', async () => {
    const manual = new KgpBot({ name: 'Tcp Silent', token: 'silent-token-1', answers: 0 });
    const silent = await tcpBot(manual);
    const { bot } = silent;
    await welcome(bot);
    const gameId = await gameOf(bot);
    const state = await bot.next((r) => r.command.name === 'state');
    const movesBefore = (await game(gameId)).moves.length;
    const id = state.command.id!;
    const moveId = bot.command('move', [99], id);
    const refused = await bot.next((r) => r.command.name === 'error', bot.received.indexOf(state));
    expect(refused.command.ref).toBe(moveId);
    expect(String(refused.command.args[0])).toMatch(/^move 99 is not legal: .* \(no move yet\)$/);
    await bot.next((r) => r.command.name === 'stop' && r.command.ref === id);
    const after = bot.received.length;
    bot.command('move', [1], id);
    bot.command('yield', [], id);
    // The server's random move for the silent bot is in the game; the late ones are ignored
    // without a word.
    const moved = await gameWhen(gameId, (g) => g.moves.length > movesBefore);
    expect(moved.status === 'active' || moved.status === 'finished').toBe(true);
    // The server reads a connection's commands in order: an answer to the late move or yield
    // would come before the pong.
    const ping = bot.command('ping');
    await bot.next((r) => r.command.name === 'pong' && r.command.ref === ping, after);
    expect(bot.received.slice(after).filter((r) => r.command.name === 'error')).toEqual([]);
    silent.drop();
  });

  it('refuses the name of a registered bot with another token, and says goodbye', async () => {
    const { bot } = await tcpBot(new KgpBot({ name: 'tcp ALPHA', token: 'not-alphas-token' }));
    const refused = await welcome(bot);
    expect(refused.command).toMatchObject({
      name: 'error',
      args: ["the name 'tcp ALPHA' is registered with another token"],
    });
    await bot.next((r) => r.command.name === 'goodbye');
  });

  it('keeps the game of a bot that vanishes mid-game, and gives it a fresh state when it is back', async () => {
    const first = await tcpBot(
      new KgpBot({ name: 'Tcp Phoenix', token: 'phoenix-token-1', answers: 3 }),
    );
    await welcome(first.bot);
    const gameId = await gameOf(first.bot);
    await first.bot.next((r) => r.command.name === 'state' && first.bot.all('state').length === 4);
    const fourth = first.bot.all('state')[3]!;
    first.drop();
    const away = await gameWhen(gameId, (g) =>
      [g.seats.south, g.seats.north].some(
        (seat) => seat?.name === 'Tcp Phoenix' && !seat.connected,
      ),
    );
    expect(away.status).toBe('active');
    const back = await webSocketBot(new KgpBot({ name: 'Tcp Phoenix', token: 'phoenix-token-1' }));
    expect(await gameOf(back.bot)).toBe(gameId);
    const fresh = await back.bot.next((r) => r.command.name === 'state');
    expect(fresh.line.replace(/^\d+ /, '')).toBe(fourth.line.replace(/^\d+ /, ''));
    expect((await gameWhen(gameId, over)).status).toBe('finished');
    back.drop();
  });
});

/** How many of a game's moves `side` made, by replaying them with the rules library. */
function movesBy(game: GameView, side: Side): number {
  const rules = unwrap(validateRuleSet(game.rules));
  const start = unwrap(parsePosition(rules, game.start));
  let position = start;
  let count = 0;
  for (const text of game.moves) {
    const move = unwrap(parseMove(text));
    if (position.turn === side) count++;
    const played = unwrap(play(position, move));
    position = played.position;
  }
  return count;
}
