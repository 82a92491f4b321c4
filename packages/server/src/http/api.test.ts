import {
  GameListSchema,
  HttpErrorSchema,
  LeaderboardSchema,
  PlayerCredentialsSchema,
  PlayerPageSchema,
  SeatGrantSchema,
  type PlayerCredentials,
} from '@kalaha/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_GAME } from '../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../test/in-process.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { authorizationHeader, playerAuthFrom } from './auth.ts';
import { HOOK_TIMEOUT_MS } from '../../test/timeouts.ts';

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
}, HOOK_TIMEOUT_MS);
afterAll(() => server.close(), HOOK_TIMEOUT_MS);

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

function errorOf(res: Answer): string {
  return HttpErrorSchema.parse(res.json()).error.code;
}

async function player(name: string): Promise<PlayerCredentials> {
  const res = await app.inject({ method: 'POST', url: '/api/players', payload: { name } });
  expect(res.statusCode).toBe(201);
  return PlayerCredentialsSchema.parse(res.json());
}

const auth = (p: PlayerCredentials) => ({ authorization: authorizationHeader(p) });

describe('playerAuthFrom', () => {
  it('reads "Player id:secret" and refuses anything else', () => {
    const secret = 'a'.repeat(24);
    expect(playerAuthFrom(`Player p1:${secret}`)).toEqual({ playerId: 'p1', secret });
    expect(playerAuthFrom(undefined)).toBeUndefined();
    expect(playerAuthFrom(`Bearer p1:${secret}`)).toBeUndefined();
    expect(playerAuthFrom('Player p1:short')).toBeUndefined();
    expect(playerAuthFrom(`Player p/1:${secret}`)).toBeUndefined();
    expect(playerAuthFrom(`Player p1${secret}`)).toBeUndefined();
  });
});

describe('the HTTP API: players', () => {
  it('creates a player (201) and renames him with his credentials', async () => {
    const astrid = await player('Astrid');
    expect(astrid.name).toBe('Astrid');
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/players/me/name',
      headers: auth(astrid),
      payload: { name: '  Astrid N.  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(PlayerPageSchema.parse(renamed.json()).name).toBe('Astrid N.');
    const page = await app.inject({ url: `/api/players/${astrid.playerId}` });
    expect(page.statusCode).toBe(200);
    expect(PlayerPageSchema.parse(page.json())).toMatchObject({
      playerId: astrid.playerId,
      name: 'Astrid N.',
    });
  });

  it('refuses bad names as player/bad_name, and a missing or broken body as invalid', async () => {
    for (const name of ['', '   ', 'x'.repeat(33), 'tab\there']) {
      const res = await app.inject({ method: 'POST', url: '/api/players', payload: { name } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('player/bad_name');
    }
    const none = await app.inject({ method: 'POST', url: '/api/players' });
    expect([none.statusCode, errorOf(none)]).toEqual([400, 'message/invalid']);
    const extra = await app.inject({
      method: 'POST',
      url: '/api/players',
      payload: { name: 'Bo', admin: true },
    });
    expect([extra.statusCode, errorOf(extra)]).toEqual([400, 'message/invalid']);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Bo"',
    });
    expect([broken.statusCode, errorOf(broken)]).toEqual([400, 'message/malformed']);
    const large = await app.inject({
      method: 'POST',
      url: '/api/players',
      payload: { name: 'Bo', padding: 'x'.repeat(10_000) },
    });
    expect([large.statusCode, errorOf(large)]).toEqual([413, 'message/too_large']);
    const text = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: { 'content-type': 'text/plain' },
      payload: 'Bo',
    });
    expect([text.statusCode, errorOf(text)]).toEqual([400, 'message/invalid']);
  });

  it('refuses a rename without credentials, or with a wrong secret', async () => {
    const bo = await player('Bo');
    const none = await app.inject({
      method: 'PUT',
      url: '/api/players/me/name',
      payload: { name: 'Mallory' },
    });
    expect([none.statusCode, errorOf(none)]).toEqual([401, 'auth/unknown_player']);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/players/me/name',
      headers: auth({ ...bo, secret: 'z'.repeat(32) }),
      payload: { name: 'Mallory' },
    });
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([401, 'auth/unknown_player']);
    const page = await app.inject({ url: `/api/players/${bo.playerId}` });
    expect(PlayerPageSchema.parse(page.json()).name).toBe('Bo');
  });

  it('answers an unknown player with a 4xx code, a bad id with message/invalid', async () => {
    const unknown = await app.inject({ url: '/api/players/nobody' });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(HttpErrorSchema.safeParse(unknown.json()).success).toBe(true);
    const bad = await app.inject({ url: '/api/players/no%20such%20id' });
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, 'message/invalid']);
  });
});

describe('the HTTP API: games', () => {
  it('creates, lists, joins and shows a game; each player gets his seat again', async () => {
    const astrid = await player('Astrid');
    const bo = await player('Bo');
    const created = await app.inject({
      method: 'POST',
      url: '/api/games',
      headers: auth(astrid),
      payload: SMALL_GAME,
    });
    expect(created.statusCode).toBe(201);
    const grant = SeatGrantSchema.parse(created.json());
    expect(grant.seat).toBe('south');
    expect(grant.game.status).toBe('open');
    const id = grant.game.id;

    const lobby = GameListSchema.parse(
      (await app.inject({ url: '/api/games?status=open' })).json(),
    );
    expect(lobby.games.map((g) => g.id)).toContain(id);
    const lobbyByDefault = await app.inject({ url: '/api/games' });
    expect(GameListSchema.parse(lobbyByDefault.json()).games.map((g) => g.id)).toContain(id);

    const joined = await app.inject({
      method: 'POST',
      url: `/api/games/${id}/join`,
      headers: auth(bo),
    });
    expect(joined.statusCode).toBe(200);
    expect(SeatGrantSchema.parse(joined.json()).seat).toBe('north');

    const shown = await app.inject({ url: `/api/games/${id}` });
    expect(shown.statusCode).toBe(200);
    const game = (shown.json() as { game: { status: string; seats: unknown } }).game;
    expect(game.status).toBe('active');

    const seat = await app.inject({ url: `/api/games/${id}/seat`, headers: auth(astrid) });
    expect(seat.statusCode).toBe(200);
    expect(SeatGrantSchema.parse(seat.json()).seatSecret).toBe(grant.seatSecret);

    const third = await player('Cai');
    const full = await app.inject({
      method: 'POST',
      url: `/api/games/${id}/join`,
      headers: auth(third),
    });
    expect([full.statusCode, errorOf(full)]).toEqual([409, 'game/full']);
    const notHis = await app.inject({ url: `/api/games/${id}/seat`, headers: auth(third) });
    expect(notHis.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses bad settings as game/bad_settings and a broken request as message/invalid', async () => {
    const astrid = await player('Astrid');
    const post = (payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/games',
        headers: auth(astrid),
        payload: payload as object,
      });
    const tooShort = await post({
      ...SMALL_GAME,
      timeControl: { initialMs: 1_000, incrementMs: 0 },
    });
    expect([tooShort.statusCode, errorOf(tooShort)]).toEqual([400, 'game/bad_settings']);
    const noPreset = await post({ ...SMALL_GAME, preset: 'chess' });
    expect([noPreset.statusCode, errorOf(noPreset)]).toEqual([400, 'game/bad_settings']);
    const badOption = await post({ ...SMALL_GAME, options: { houses: 99 } });
    expect([badOption.statusCode, errorOf(badOption)]).toEqual([400, 'game/bad_settings']);
    const noRated: Partial<typeof SMALL_GAME> = { ...SMALL_GAME };
    delete noRated.rated;
    const missing = await post(noRated);
    expect([missing.statusCode, errorOf(missing)]).toEqual([400, 'message/invalid']);
    const anonymous = await app.inject({ method: 'POST', url: '/api/games', payload: SMALL_GAME });
    expect([anonymous.statusCode, errorOf(anonymous)]).toEqual([401, 'auth/unknown_player']);
    const lobby = await app.inject({ url: '/api/games?status=finished' });
    expect([lobby.statusCode, errorOf(lobby)]).toEqual([400, 'message/invalid']);
  });

  it('answers an unknown game with 404 game/not_found, everywhere', async () => {
    const astrid = await player('Astrid');
    for (const res of [
      await app.inject({ url: '/api/games/nosuchgame' }),
      await app.inject({ url: '/api/games/nosuchgame/record' }),
      await app.inject({ url: '/api/games/nosuchgame/seat', headers: auth(astrid) }),
      await app.inject({
        method: 'POST',
        url: '/api/games/nosuchgame/join',
        headers: auth(astrid),
      }),
    ]) {
      expect([res.statusCode, errorOf(res)]).toEqual([404, 'game/not_found']);
    }
  });

  it('sends a game record as a download named after the game', async () => {
    const astrid = await player('Astrid');
    const created = await app.inject({
      method: 'POST',
      url: '/api/games',
      headers: auth(astrid),
      payload: SMALL_GAME,
    });
    const id = SeatGrantSchema.parse(created.json()).game.id;
    const res = await app.inject({ url: `/api/games/${id}/record` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kalaha-${id}.json"`);
    expect(JSON.parse(res.body)).toMatchObject({ format: 'kalaha-record' });
  });
});

describe('the HTTP API: leaderboard, unknown routes, headers', () => {
  it('answers the leaderboard of a family, kalaha by default', async () => {
    const res = await app.inject({ url: '/api/leaderboard' });
    expect(res.statusCode).toBe(200);
    expect(LeaderboardSchema.parse(res.json()).family).toBe('kalaha');
    const bad = await app.inject({ url: '/api/leaderboard?family=DROP%20TABLE' });
    expect([bad.statusCode, errorOf(bad)]).toEqual([400, 'message/invalid']);
  });

  it('answers an unknown API route with a JSON 404, and sends security headers', async () => {
    const res = await app.inject({ url: '/api/nothing/here' });
    expect([res.statusCode, errorOf(res)]).toEqual([404, 'message/invalid']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('the HTTP API rate limit', () => {
  it('answers 429 rate/limited beyond the requests allowed per minute from one address', async () => {
    const limited = await buildApp({
      service: server.service,
      limits: { ...DEFAULT_LIMITS, httpRequestsPerMinute: 5 },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        codes.push((await limited.inject({ url: '/api/leaderboard' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const res = await limited.inject({ url: '/api/games' });
      expect(errorOf(res)).toBe('rate/limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const other = await limited.inject({ url: '/api/leaderboard', remoteAddress: '10.1.2.3' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
