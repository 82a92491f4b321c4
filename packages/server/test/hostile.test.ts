/**
 * Hostile and broken input against a real server (port 0, PGlite in memory) with real WebSocket
 * and HTTP clients: each bad message gets a clear error or its connection is closed, the server
 * stays up for everyone else, and no game is corrupted: a normal game still plays to its end and
 * the stored game holds exactly its moves.
 */
import { MAX_MESSAGE_BYTES, type GameView, type ServerMessage } from '@kalaha/protocol';
import { legalMoves, makeMove, play, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTIONS_PER_ADDRESS, DEFAULT_MESSAGES_PER_SECOND } from '../src/config.ts';
import { authHeader, call, newGame, newPlayer, SMALL_GAME } from './api-client.ts';
import { movesOf, positionOf, sideToMove } from './bot.ts';
import { useTestServer } from './file-server.ts';
import { RawClient } from './raw-client.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

// Every client here shares 127.0.0.1, the flooder's bystanders too: the per-address budgets are
// raised so that these tests see the per-connection limits (`starvation.test.ts` tests those).
const fixture = useTestServer({
  messagesPerSecondPerAddress: 100_000,
  actionsInFlightPerAddress: 100_000,
  httpConnectionsPerAddress: 100_000,
});
const { open } = fixture;
/** The game the hostile moves aim at, and its seats. */
let target: Awaited<ReturnType<typeof newGame>>;

beforeAll(async () => {
  target = await newGame(fixture.server.url);
}, HOOK_TIMEOUT_MS);

const errorOrAck = (m: ServerMessage) => m.type === 'error' || m.type === 'ack';
const isError = (m: ServerMessage): m is Extract<ServerMessage, { type: 'error' }> =>
  m.type === 'error';

/** The target game as the server has it now. */
async function targetGame(): Promise<GameView> {
  const res = await call(fixture.server.url, 'GET', `/api/games/${target.south.game.id}`);
  return (res.body as { game: GameView }).game;
}

/** The server still answers: a fresh connection is welcomed and its ping answered. */
async function expectServerUp(): Promise<void> {
  const probe = await RawClient.open(fixture.server.wsUrl);
  const pong = await probe.ask({ type: 'ping', t: 7 }, (m) => m.type === 'pong');
  expect(pong).toMatchObject({ t: 7 });
  await probe.close();
}

describe('broken messages', () => {
  it('answers what is not JSON with message/malformed and keeps the connection', async () => {
    const client = await open();
    for (const frame of ['{"type":"ping"', 'hello', '', '\u0000\u0001', new Uint8Array([255, 0])]) {
      const error = await client.ask(frame as string, isError);
      expect(error.code).toBe('message/malformed');
    }
    expect(await client.ask({ type: 'ping', t: 1 }, (m) => m.type === 'pong')).toBeDefined();
  });

  it('answers unknown types and missing or extra fields with message/invalid', async () => {
    const client = await open();
    const bad = [
      { type: 'teleport', gameId: 'g' },
      { gameId: 'g' },
      [1, 2, 3],
      42,
      null,
      { type: 'watch' },
      { type: 'move', actionId: 'a1', gameId: 'g', seatSecret: 's'.repeat(20), move: '1' },
      { type: 'ping', t: 'soon' },
      { type: 'watch', gameId: 'g', admin: true },
      { type: 'watch', gameId: '../../etc/passwd' },
      { type: 'hello', playerId: 'p', secret: 'short' },
    ];
    for (const message of bad) {
      const error = await client.ask(JSON.stringify(message), isError);
      expect(error.code).toBe('message/invalid');
    }
    const missing = await client.ask(
      { type: 'move', actionId: 'a1', gameId: 'g', seatSecret: 's'.repeat(20), move: '1' },
      isError,
    );
    expect(missing.message).toContain('version');
    expect(client.closeCode).toBeUndefined();
  });

  it('closes a connection that sends a message over the limit with 1009, and only that one', async () => {
    const bystander = await open();
    const client = await open();
    client.send(JSON.stringify({ type: 'ping', t: 1, pad: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    expect(await client.closed()).toBe(1009);
    const pong = await bystander.ask({ type: 'ping', t: 2 }, (m) => m.type === 'pong');
    expect(pong).toMatchObject({ t: 2 });
    // A message of exactly the limit is read (and refused for what it is, not its size).
    const atLimit = await open();
    const frame = JSON.stringify({ type: 'ping', t: 3, pad: '' });
    const padded = frame.replace(
      '"pad":""',
      `"pad":"${'x'.repeat(MAX_MESSAGE_BYTES - frame.length)}"`,
    );
    expect(new TextEncoder().encode(padded).byteLength).toBe(MAX_MESSAGE_BYTES);
    const error = await atLimit.ask(padded, isError);
    expect(error.code).toBe('message/invalid');
  });
});

describe('actions that must be refused', () => {
  it("refuses a wrong seat secret, and the other seat's secret, as auth/bad_seat_secret", async () => {
    const client = await open();
    const game = await targetGame();
    const move = movesOf(game)[0]!;
    const base = { type: 'move', gameId: game.id, version: game.version, move };
    const wrong = await client.ask(
      { ...base, actionId: 'wrong-secret', seatSecret: 'x'.repeat(32) },
      errorOrAck,
    );
    expect(wrong).toMatchObject({
      type: 'error',
      code: 'auth/bad_seat_secret',
      actionId: 'wrong-secret',
      gameId: game.id,
    });
    const missing = await client.ask({ ...base, actionId: 'no-secret' }, errorOrAck);
    expect(missing).toMatchObject({ type: 'error', code: 'message/invalid' });
    const resign = await client.ask(
      { type: 'resign', actionId: 'fake-resign', gameId: game.id, seatSecret: 'y'.repeat(40) },
      errorOrAck,
    );
    expect(resign).toMatchObject({ type: 'error', code: 'auth/bad_seat_secret' });
    expect((await targetGame()).version).toBe(game.version);
    expect((await targetGame()).status).toBe('active');
  });

  it('refuses a move out of turn as action/not_your_turn', async () => {
    const client = await open();
    const game = await targetGame();
    expect(sideToMove(game)).toBe('south');
    const error = await client.ask(
      {
        type: 'move',
        actionId: 'north-first',
        gameId: game.id,
        seatSecret: target.north.seatSecret,
        version: game.version,
        move: '1',
      },
      errorOrAck,
    );
    expect(error).toMatchObject({ type: 'error', code: 'action/not_your_turn' });
  });

  it('refuses an illegal house as action/illegal_move', async () => {
    const client = await open();
    const game = await targetGame();
    for (const [i, move] of ['9', '0', 'x', '-1'].entries()) {
      const error = await client.ask(
        {
          type: 'move',
          actionId: `illegal-${i}`,
          gameId: game.id,
          seatSecret: target.south.seatSecret,
          version: game.version,
          move,
        },
        errorOrAck,
      );
      expect(error).toMatchObject({ type: 'error', code: 'action/illegal_move' });
    }
    expect((await targetGame()).moves).toEqual([]);
  });

  it('answers a replayed action with the same ack and no second move, an old version as stale', async () => {
    const client = await open();
    const game = await targetGame();
    const move = {
      type: 'move',
      actionId: 'once-only',
      gameId: game.id,
      seatSecret: target.south.seatSecret,
      version: game.version,
      move: movesOf(game)[0]!,
    };
    const first = await client.ask(move, errorOrAck);
    expect(first).toEqual({
      type: 'ack',
      actionId: 'once-only',
      gameId: game.id,
      version: game.version + 1,
    });
    const replayed = await client.ask(move, errorOrAck);
    expect(replayed).toEqual(first);
    // The same again from another connection, as after a reconnect.
    const other = await open();
    expect(await other.ask(move, errorOrAck)).toEqual(first);
    const after = await targetGame();
    expect(after.moves).toEqual([move.move]);
    expect(after.version).toBe(game.version + 1);

    const mover = sideToMove(after);
    const seat = mover === 'south' ? target.south : target.north;
    const stale = await client.ask(
      { ...move, actionId: 'old-version', seatSecret: seat.seatSecret, move: movesOf(after)[0]! },
      errorOrAck,
    );
    expect(stale).toMatchObject({ type: 'error', code: 'action/stale', actionId: 'old-version' });
    expect((await targetGame()).version).toBe(after.version);
  });

  it('refuses an illegal empty house too', async () => {
    // A game of its own whose first move earns an extra turn: the mover is to move again, and
    // the house he sowed from is empty.
    const fresh = await newGame(fixture.server.url);
    const res = await call(fixture.server.url, 'GET', `/api/games/${fresh.south.game.id}`);
    const game = (res.body as { game: GameView }).game;
    const start = positionOf(game);
    const again = legalMoves(start).find(
      (move) => unwrap(play(start, move)).position.turn === start.turn,
    );
    expect(again).toBeDefined();
    const seat = start.turn === 'south' ? fresh.south : fresh.north;
    const client = await open();
    const base = {
      type: 'move',
      gameId: fresh.south.game.id,
      seatSecret: seat.seatSecret,
    } as const;
    const played = await client.ask(
      {
        ...base,
        actionId: 'extra-turn',
        version: game.version,
        move: makeMove(again!),
      },
      errorOrAck,
    );
    expect(played).toMatchObject({ type: 'ack' });
    const empty = makeMove(again!);
    const error = await client.ask(
      { ...base, actionId: 'empty-house', version: game.version + 1, move: empty },
      errorOrAck,
    );
    expect(error).toMatchObject({ type: 'error', code: 'action/illegal_move' });
  });
});

describe('floods', () => {
  it('rate-limits a flooding connection, then closes it, while others are answered at once', async () => {
    const flooder = await open();
    const bystander = await open();
    // Ten seconds' worth at once: more than the flood threshold even if a second's window ends
    // in the middle of them.
    const total = DEFAULT_MESSAGES_PER_SECOND * 10;
    for (let i = 0; i < total; i++) flooder.send({ type: 'ping', t: i });
    // The bystander is answered (how fast, under a flood, is measured by `npm run bench:hostile`).
    const pong = await bystander.ask({ type: 'ping', t: -1 }, (m) => m.type === 'pong');
    expect(pong).toMatchObject({ t: -1 });
    expect(await flooder.closed()).toBe(1008);
    const pongs = flooder.messages.filter((m) => m.type === 'pong').length;
    const limited = flooder.messages.filter((m) => m.type === 'error' && m.code === 'rate/limited');
    expect(pongs).toBeLessThanOrEqual(2 * DEFAULT_MESSAGES_PER_SECOND);
    expect(limited.length).toBeGreaterThan(0);
    await expectServerUp();
  });

  it('caps connections from one address, and takes new ones once those close', async () => {
    await fixture.closeClients();
    const attempts = 300;
    const clients = Array.from({ length: attempts }, () => new RawClient(fixture.server.wsUrl));
    await Promise.all(
      clients.map((c) =>
        c.next((m) => m.type === 'welcome' || m.type === 'error').catch(() => undefined),
      ),
    );
    const welcomed = clients.filter((c) => c.messages[0]?.type === 'welcome');
    const refused = clients.filter(
      (c) => c.messages[0]?.type === 'error' && c.messages[0].code === 'rate/too_many_connections',
    );
    expect(welcomed).toHaveLength(DEFAULT_CONNECTIONS_PER_ADDRESS);
    expect(refused).toHaveLength(attempts - DEFAULT_CONNECTIONS_PER_ADDRESS);
    for (const client of refused) expect(await client.closed()).toBe(1008);
    // The accepted ones still work.
    const pong = await welcomed[0]!.ask({ type: 'ping', t: 5 }, (m) => m.type === 'pong');
    expect(pong).toMatchObject({ t: 5 });
    await Promise.all(welcomed.map((c) => c.close()));
    await expectServerUp();
  });
});

describe('bad HTTP requests', () => {
  it('refuses broken bodies and bad credentials with their codes', async () => {
    const player = await newPlayer(fixture.server.url, 'Mallory');
    const bodies: [unknown, number, string][] = [
      ['{"name":', 400, 'message/malformed'],
      [{ name: 'x'.repeat(MAX_MESSAGE_BYTES) }, 413, 'message/too_large'],
      [{ name: '\u0007bell' }, 400, 'player/bad_name'],
      [{ name: 'Bo', admin: true }, 400, 'message/invalid'],
    ];
    for (const [body, status, code] of bodies) {
      const res = await call(fixture.server.url, 'POST', '/api/players', { body });
      expect([res.status, (res.body as { error: { code: string } }).error.code]).toEqual([
        status,
        code,
      ]);
    }
    const auths = [
      {},
      { authorization: 'Player nobody:' + 'n'.repeat(32) },
      { authorization: `Player ${player.playerId}:${'w'.repeat(32)}` },
      { authorization: `Player ${player.playerId}` },
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
    ];
    for (const headers of auths) {
      const res = await call(fixture.server.url, 'POST', '/api/games', {
        body: SMALL_GAME,
        headers,
      });
      expect([res.status, (res.body as { error: { code: string } }).error.code]).toEqual([
        401,
        'auth/unknown_player',
      ]);
    }
    const join = await call(fixture.server.url, 'POST', `/api/games/${target.south.game.id}/join`, {
      headers: authHeader(player),
    });
    expect([join.status, (join.body as { error: { code: string } }).error.code]).toEqual([
      409,
      'game/full',
    ]);
  });
});

describe('after all of it', () => {
  it('plays a normal game to its end, and the stored games are intact', async () => {
    const { south, north } = await newGame(fixture.server.url);
    const id = south.game.id;
    const a = await open();
    const b = await open();
    const state = await a.ask({ type: 'watch', gameId: id }, (m) => m.type === 'state');
    await b.ask({ type: 'watch', gameId: id }, (m) => m.type === 'state');
    let game = (state as { game: GameView }).game;
    let n = 0;
    while (game.status === 'active') {
      const side = sideToMove(game)!;
      const [client, seat] = side === 'south' ? [a, south] : [b, north];
      const actionId = `play-${n++}`;
      const answer = await client.ask(
        {
          type: 'move',
          actionId,
          gameId: id,
          seatSecret: seat.seatSecret,
          version: game.version,
          move: movesOf(game)[0]!,
        },
        (m) => errorOrAck(m) || (m.type === 'delta' && m.actionId === actionId),
      );
      // The mover watches the game: the answer comes in the delta of the move (issue 18).
      expect(answer.type).toBe('delta');
      game = client.game(id)!;
    }
    expect(game.status).toBe('finished');
    expect(game.result?.reason).toBe('end');

    const stored = await fixture.server.storage.loadGame(id);
    expect(stored?.game.status).toBe('finished');
    const moves = stored!.actions.filter((action) => action.kind === 'move');
    expect(moves.map((action) => action.move)).toEqual(game.moves);
    expect(stored!.actions.map((action) => action.version)).toEqual(
      stored!.actions.map((_, i) => i + 1),
    );
    const record = await call(fixture.server.url, 'GET', `/api/games/${id}/record`);
    expect(record.status).toBe(200);
    expect(record.headers.get('content-disposition')).toBe(
      `attachment; filename="kalaha-${id}.json"`,
    );

    // The target game holds its one legal move and nothing of the attacks.
    const attacked = await fixture.server.storage.loadGame(target.south.game.id);
    expect(attacked!.actions.map((action) => action.kind)).toEqual(['join', 'join', 'move']);
    expect(attacked!.actions.map((action) => action.actionId)).toContain('once-only');
  });
});
