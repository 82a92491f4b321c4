/**
 * Issue 13, finding 8, against the real app over real sockets: names that pass for the engine, a
 * registered bot or nobody; answers carrying secrets kept by caches; move text stored as the
 * client wrote it; WebSockets opened from any web page.
 */
import type { ServerMessage } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashSecret, newId, newSecret } from '../src/service/secrets.ts';
import { authHeader, call, newGame, newPlayer } from './api-client.ts';
import { useTestServer } from './file-server.ts';

const fixture = useTestServer();

const errorCode = (body: unknown) => (body as { error: { code: string } }).error.code;

describe('display names', () => {
  it('refuses invisible names, the engine names and a registered bot name for people', async () => {
    await fixture.server.storage.insertPlayer({
      playerId: newId(),
      secretHash: hashSecret(newSecret()),
      name: 'Nimbus',
      created: new Date(),
      kind: 'bot',
      tokenHash: hashSecret('nimbus-token'),
    });
    const refused = [
      '\u3164',
      '\u2800\u2800',
      'A\u3164B',
      'Engine level 5',
      'ENGINE LEVEL 10',
      'nimbus',
    ];
    for (const name of refused) {
      const res = await call(fixture.server.url, 'POST', '/api/players', { body: { name } });
      expect([name, res.status, errorCode(res.body)]).toEqual([name, 400, 'player/bad_name']);
    }
    const ann = await newPlayer(fixture.server.url, 'Ann');
    const rename = await call(fixture.server.url, 'PUT', '/api/players/me/name', {
      body: { name: 'Engine level 3' },
      headers: authHeader(ann),
    });
    expect(errorCode(rename.body)).toBe('player/bad_name');
    // Names in any script, with spaces and symbols, are welcome.
    for (const name of ['Åsa Öberg', '김민준', 'Ra ☀', 'Bo-2']) {
      expect(
        (await call(fixture.server.url, 'POST', '/api/players', { body: { name } })).status,
      ).toBe(201);
    }
  });
});

describe('answers that carry secrets', () => {
  it('are marked Cache-Control: no-store', async () => {
    const created = await call(fixture.server.url, 'POST', '/api/players', {
      body: { name: 'Cy' },
    });
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { south } = await newGame(fixture.server.url);
    const game = await call(fixture.server.url, 'GET', `/api/games/${south.game.id}`);
    expect(game.headers.get('cache-control')).toBe('no-store');
  });
});

describe('move text', () => {
  it('is stored and echoed in the notation of the rules library, not as the client wrote it', async () => {
    const { south } = await newGame(fixture.server.url, {
      preset: 'kalaha',
      options: {},
      timeControl: null,
      rated: false,
      side: 'south',
    });
    const client = await fixture.open();
    const gameId = south.game.id;
    const state = await client.ask(
      { type: 'watch', gameId },
      (m: ServerMessage) => m.type === 'state',
    );
    const version = (state as Extract<ServerMessage, { type: 'state' }>).game.version;
    const move = {
      type: 'move',
      actionId: 'padded',
      gameId,
      seatSecret: south.seatSecret,
      version,
      move: '  3 ',
    };
    const delta = await client.ask(move, (m: ServerMessage) => m.type === 'delta');
    expect(delta).toMatchObject({ change: { kind: 'move', side: 'south', move: '3' } });
    expect(client.game(gameId)?.moves).toEqual(['3']);
    const stored = await fixture.server.storage.loadGame(gameId);
    expect(stored?.actions.at(-1)).toMatchObject({ kind: 'move', move: '3' });
  });
});

describe('WebSocket origins', () => {
  /** Opens /ws with `origin` (none: as a bot or the terminal client): its handshake's outcome. */
  function handshake(origin: string | undefined): Promise<string> {
    const socket = new WebSocket(fixture.server.wsUrl, origin === undefined ? {} : { origin });
    return new Promise((resolve) => {
      socket.once('open', () => {
        socket.close();
        resolve('open');
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(`refused ${response.statusCode}`);
        socket.terminate();
      });
      socket.once('error', () => resolve('error'));
    });
  }

  it("refuses a page of another origin, and takes the server's own pages and clients without one", async () => {
    expect(await handshake('http://evil.example')).toBe('refused 403');
    expect(await handshake(`http://evil.example:${new URL(fixture.server.url).port}`)).toBe(
      'refused 403',
    );
    expect(await handshake(fixture.server.url)).toBe('open');
    expect(await handshake(undefined)).toBe('open');
  });
});
