import type { ServerMessage } from '@kalaha/protocol';
import { describe, expect, it, vi } from 'vitest';
import { newGame, newPlayer, SMALL_GAME, authHeader, call } from '../../test/api-client.ts';
import { movesOf, sideToMove } from '../../test/bot.ts';
import { useTestServer } from '../../test/file-server.ts';
import { isChange, RawClient } from '../../test/raw-client.ts';

const fixture = useTestServer({ watchedGamesPerConnection: 3, heartbeatMs: 200 });
const { open } = fixture;

const is =
  <T extends ServerMessage['type']>(type: T) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: T }> =>
    m.type === type;

describe('the WebSocket endpoint', () => {
  it('welcomes with the server clock and answers ping with pong', async () => {
    const before = Date.now();
    const client = await open();
    const welcome = await client.next(is('welcome'));
    expect(welcome.serverTime).toBeGreaterThanOrEqual(before);
    expect(welcome.serverTime).toBeLessThanOrEqual(Date.now());
    const pong = await client.ask({ type: 'ping', t: 42.5 }, is('pong'));
    expect(pong).toMatchObject({ type: 'pong', t: 42.5 });
  });

  it('sends state on watch, then a delta after each action, and acks the action', async () => {
    const { south, north } = await newGame(fixture.server.url);
    const id = south.game.id;
    const mover = await open();
    const watcher = await open();
    const state = await watcher.ask({ type: 'watch', gameId: id }, is('state'));
    expect(state.game).toMatchObject({ id, status: 'active', version: south.game.version + 1 });
    const move = movesOf(state.game)[0]!;
    const from = watcher.messages.length;
    const ack = await mover.ask(
      {
        type: 'move',
        actionId: 'first-move',
        gameId: id,
        seatSecret: south.seatSecret,
        version: state.game.version,
        move,
      },
      (m) => m.type === 'ack' || m.type === 'error',
    );
    expect(ack).toEqual({
      type: 'ack',
      actionId: 'first-move',
      gameId: id,
      version: state.game.version + 1,
    });
    const delta = await watcher.next(is('delta'), from);
    expect(delta).toMatchObject({
      gameId: id,
      base: state.game.version,
      change: { kind: 'move', side: 'south', move },
      live: { version: state.game.version + 1, status: 'active' },
    });
    expect(delta.actionId).toBeUndefined();
    expect(watcher.game(id)?.moves).toEqual([move]);
    expect(north.seat).toBe('north');
  });

  it('answers a move in the one frame that tells its change, where the mover watches (issue 18)', async () => {
    const { south, north } = await newGame(fixture.server.url);
    const id = south.game.id;
    const mover = await open();
    const other = await open();
    await mover.ask({ type: 'watch', gameId: id }, is('state'));
    const watched = await other.ask({ type: 'watch', gameId: id }, is('state'));
    // The mover hears of the second spectator by a presence delta, which may come after the other's
    // state: wait for it, so that it is not taken for the answer to the first move.
    await vi.waitFor(() => expect(mover.game(id)?.spectators).toBe(watched.game.spectators), {
      timeout: 10_000,
      interval: 20,
    });
    let view = mover.game(id)!;
    for (const index of [0, 1, 2]) {
      // Whoever is to move (an extra turn keeps the mover), through the one socket.
      const secret = sideToMove(view) === 'south' ? south.seatSecret : north.seatSecret;
      const moverFrom = mover.messages.length;
      const otherFrom = other.messages.length;
      const actionId = `move-${index}`;
      const answer = await mover.ask(
        {
          type: 'move',
          actionId,
          gameId: id,
          seatSecret: secret,
          version: view.version,
          move: movesOf(view)[0]!,
        },
        (m) => m.type === 'delta' || m.type === 'ack' || m.type === 'error',
      );
      expect(answer).toMatchObject({ type: 'delta', actionId, base: view.version });
      await other.next(isChange, otherFrom);
      // Everything the server sent for this move has arrived once a pong after it has.
      await mover.ask({ type: 'ping', t: index }, is('pong'));
      await other.ask({ type: 'ping', t: index }, is('pong'));
      const frames = (client: RawClient, from: number) =>
        client.messages
          .slice(from)
          .filter((m) => m.type !== 'pong')
          .map((m) => m.type);
      expect(frames(mover, moverFrom)).toEqual(['delta']);
      expect(frames(other, otherFrom)).toEqual(['delta']);
      view = mover.game(id)!;
      expect(other.game(id)).toEqual(view);
    }
    // What the deltas made is the game as the server has it.
    const fresh = await open();
    const now = await fresh.ask({ type: 'watch', gameId: id }, is('state'));
    expect(view).toEqual({ ...now.game, spectators: view.spectators, seats: view.seats });
    expect(now.game.moves).toEqual(view.moves);
    expect(now.game.version).toBe(view.version);
  });

  it('stops the updates after unwatch', async () => {
    const { south } = await newGame(fixture.server.url);
    const id = south.game.id;
    const watcher = await open();
    const state = await watcher.ask({ type: 'watch', gameId: id }, is('state'));
    watcher.send({ type: 'unwatch', gameId: id });
    // Handled in order: the pong comes after the unwatch is done.
    await watcher.ask({ type: 'ping', t: 1 }, is('pong'));
    const from = watcher.messages.length;
    // A second watcher, still watching: the update reaches it once the move has been told.
    const control = await open();
    await control.ask({ type: 'watch', gameId: id }, is('state'));
    const controlFrom = control.messages.length;
    const mover = await open();
    await mover.ask(
      {
        type: 'move',
        actionId: 'after-unwatch',
        gameId: id,
        seatSecret: south.seatSecret,
        version: state.game.version,
        move: movesOf(state.game)[0]!,
      },
      is('ack'),
    );
    await control.next(isChange, controlFrom);
    // Anything sent to the first watcher before its pong has arrived by then.
    await watcher.ask({ type: 'ping', t: 2 }, is('pong'));
    expect(watcher.messages.slice(from).filter(isChange)).toEqual([]);
  });

  it('shows a hello-ed player as connected while he watches his game', async () => {
    const { south, players } = await newGame(fixture.server.url);
    const id = south.game.id;
    const spectator = await open();
    await spectator.ask({ type: 'watch', gameId: id }, is('state'));
    const from = spectator.messages.length;
    const astrid = await open();
    astrid.send({ type: 'hello', playerId: players[0].playerId, secret: players[0].secret });
    await astrid.ask({ type: 'watch', gameId: id }, is('state'));
    const connected = await spectator.next(
      (m) => m.type === 'delta' && m.live.seats.south?.connected === true,
      from,
    );
    expect(connected).toMatchObject({ change: { kind: 'presence' } });
    const gone = spectator.messages.length;
    await astrid.close();
    const left = await spectator.next(
      (m) => m.type === 'delta' && m.live.seats.south?.connected === false,
      gone,
    );
    expect(left).toMatchObject({ change: { kind: 'presence' } });
    expect(spectator.game(id)?.seats.south?.connected).toBe(false);
  });

  it('refuses a hello with a wrong secret as auth/unknown_player', async () => {
    const player = await newPlayer(fixture.server.url, 'Eve');
    const client = await open();
    const error = await client.ask(
      { type: 'hello', playerId: player.playerId, secret: 'w'.repeat(32) },
      is('error'),
    );
    expect(error.code).toBe('auth/unknown_player');
  });

  it('answers watching an unknown game with game/not_found, naming the game', async () => {
    const client = await open();
    const error = await client.ask({ type: 'watch', gameId: 'nosuchgame' }, is('error'));
    expect(error).toMatchObject({ code: 'game/not_found', gameId: 'nosuchgame' });
  });

  it('lets a connection watch a limited number of games', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      // An owner for each game: one player may wait in only a few games at once.
      const owner = await newPlayer(fixture.server.url, `Owner ${i}`);
      const res = await call(fixture.server.url, 'POST', '/api/games', {
        body: SMALL_GAME,
        headers: authHeader(owner),
      });
      ids.push((res.body as { game: { id: string } }).game.id);
    }
    const client = await open();
    for (const id of ids.slice(0, 3)) await client.ask({ type: 'watch', gameId: id }, is('state'));
    const refused = await client.ask({ type: 'watch', gameId: ids[3]! }, is('error'));
    expect(refused).toMatchObject({ code: 'rate/limited', gameId: ids[3] });
    // Watching one already watched again is no new game: a fresh state.
    const again = await client.ask({ type: 'watch', gameId: ids[0]! }, is('state'));
    expect(again.game.id).toBe(ids[0]);
    client.send({ type: 'unwatch', gameId: ids[1]! });
    const fourth = await client.ask({ type: 'watch', gameId: ids[3]! }, is('state'));
    expect(fourth.game.id).toBe(ids[3]);
  });

  it('drops a connection that stops answering pings', async () => {
    const client = await open();
    const open0 = fixture.server.app.websocketServer.clients.size;
    // A paused socket reads nothing, so it answers no ping: it looks dead to the server.
    client.socket.pause();
    await vi.waitFor(
      () => expect(fixture.server.app.websocketServer.clients.size).toBe(open0 - 1),
      { timeout: 5_000, interval: 20 },
    );
    client.socket.resume();
    expect(await client.closed()).toBe(1006);
  });

  // Last: it closes the server.
  it('tells its clients 1001 (going away) when the server closes', async () => {
    const client = await RawClient.open(fixture.server.wsUrl);
    const closing = fixture.server.app.close();
    expect(await client.closed()).toBe(1001);
    await closing;
  });
});
