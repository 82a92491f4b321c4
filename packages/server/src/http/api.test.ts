import {
  GameListSchema,
  HttpErrorSchema,
  LeaderboardSchema,
  PlayerCredentialsSchema,
  PlayerPageSchema,
  PlayerPuzzlesSchema,
  PuzzleAttemptResultSchema,
  SeatGrantSchema,
  type PlayerCredentials,
} from '@kalaha/protocol';
import { bundledPuzzles } from '@kalaha/engine/puzzles';
import { ruleSet, unwrap } from '@kalaha/rules';
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

const kalah = (await bundledPuzzles(unwrap(ruleSet('kalah'))))!;

describe('the HTTP API: puzzle ratings (issue 19)', () => {
  const attempt = (p: PlayerCredentials, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/puzzles/attempts', headers: auth(p), payload });

  it("rates a player's first answer to a puzzle, decided by the server, and no later one", async () => {
    const ada = await player('Ada');
    const [first, second] = kalah.puzzles;
    const page = async () =>
      PlayerPuzzlesSchema.parse(
        (await app.inject({ url: `/api/players/${ada.playerId}/puzzles` })).json(),
      );
    expect(await page()).toEqual({ rating: null });
    const right = await attempt(ada, {
      presetId: 'kalah',
      position: first!.position,
      house: first!.best,
    });
    expect(right.statusCode).toBe(200);
    const solved = PuzzleAttemptResultSchema.parse(right.json());
    expect(solved).toMatchObject({ solved: true, rated: true, best: first!.best });
    expect(solved.player.rating).toBeGreaterThan(1500);
    expect(solved.player).toMatchObject({ attempts: 1, solved: 1 });
    expect(solved.puzzle.rating).toBeLessThan(first!.rating);
    expect((await page()).rating).toEqual(solved.player);
    // The same puzzle again: answered, not rated.
    const again = PuzzleAttemptResultSchema.parse(
      (
        await attempt(ada, { presetId: 'kalah', position: first!.position, house: first!.best })
      ).json(),
    );
    expect(again).toMatchObject({ solved: true, rated: false, player: solved.player });
    // A wrong answer to another: the rating goes down.
    const wrong = second!.values.findIndex((v, i) => v !== null && i + 1 !== second!.best) + 1;
    const missed = PuzzleAttemptResultSchema.parse(
      (await attempt(ada, { presetId: 'kalah', position: second!.position, house: wrong })).json(),
    );
    expect(missed).toMatchObject({ solved: false, rated: true, best: second!.best });
    expect(missed.player.rating).toBeLessThan(solved.player.rating);
    expect(missed.player).toMatchObject({ attempts: 2, solved: 1 });
  });

  it('rates a puzzle over every player who tries it', async () => {
    const puzzle = kalah.puzzles[2]!;
    const body = { presetId: 'kalah', position: puzzle.position, house: puzzle.best };
    const a = PuzzleAttemptResultSchema.parse((await attempt(await player('Bea'), body)).json());
    const b = PuzzleAttemptResultSchema.parse((await attempt(await player('Cai'), body)).json());
    expect(b.puzzle.attempts).toBe(a.puzzle.attempts + 1);
    expect(b.puzzle.rating).toBeLessThan(a.puzzle.rating);
  });

  it('refuses a stranger, a puzzle it does not have, a house that is no move, and malformed bodies', async () => {
    const eve = await player('Eve');
    const puzzle = kalah.puzzles[0]!;
    const noMove = puzzle.values.findIndex((v) => v === null) + 1;
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/puzzles/attempts',
      payload: { presetId: 'kalah', position: puzzle.position, house: puzzle.best },
    });
    expect([stranger.statusCode, errorOf(stranger)]).toEqual([401, 'auth/unknown_player']);
    const cases: [unknown, number, string][] = [
      [{ presetId: 'kalah', position: 'S 1/1 0', house: 1 }, 404, 'puzzle/not_found'],
      [{ presetId: 'oware', position: puzzle.position, house: 1 }, 404, 'puzzle/not_found'],
      [{ presetId: 'nope', position: puzzle.position, house: 1 }, 404, 'puzzle/not_found'],
      [
        { presetId: 'kalah', position: puzzle.position, house: noMove || 7 },
        404,
        'puzzle/not_found',
      ],
      [{ presetId: 'kalah', position: puzzle.position, house: 1.5 }, 400, 'message/invalid'],
      [{ presetId: 'kalah', position: puzzle.position }, 400, 'message/invalid'],
      [{ presetId: 'kalah', position: 'x'.repeat(401), house: 1 }, 400, 'message/invalid'],
      [{ presetId: 'kalah', position: 'x'.repeat(5000), house: 1 }, 413, 'message/too_large'],
      [{ presetId: '../etc', position: puzzle.position, house: 1 }, 400, 'message/invalid'],
      [
        { presetId: 'kalah', position: puzzle.position, house: 1, solved: true },
        400,
        'message/invalid',
      ],
      ['[1,2', 400, 'message/malformed'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/puzzles/attempts',
        headers: { ...auth(eve), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect([payload, res.statusCode, errorOf(res)]).toEqual([payload, status, code]);
    }
    const page = await app.inject({ url: `/api/players/${eve.playerId}/puzzles` });
    expect(PlayerPuzzlesSchema.parse(page.json())).toEqual({ rating: null });
    const nobody = await app.inject({ url: '/api/players/nobody/puzzles' });
    expect([nobody.statusCode, errorOf(nobody)]).toEqual([401, 'auth/unknown_player']);
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
