import { describe, expect, it } from 'vitest';
import { gameView } from '../test-support/online.ts';
import { OnlineApi, type Fetch } from './api.ts';

/** A server for the API: answers each request with `answer`, and records what was asked. */
function server(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const asked: { url: string; method: string; headers: Record<string, string>; body?: unknown }[] =
    [];
  const fetcher: Fetch = async (url, init = {}) => {
    asked.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      ...(init.body === undefined ? {} : { body: JSON.parse(init.body as string) as unknown }),
    });
    return answer(url, init);
  };
  return { api: new OnlineApi('https://kalaha.test', fetcher), asked };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ann = { playerId: 'ann', secret: 'a'.repeat(24) };

describe('OnlineApi', () => {
  it('creates a player and a game, sending the player’s credentials when it acts', async () => {
    const game = gameView({ status: 'open', seats: { south: null, north: null } });
    const { api, asked } = server((url) =>
      url.endsWith('/api/players')
        ? json(201, { ...ann, name: 'Ann' })
        : json(201, { game, seat: 'south', seatSecret: 'z'.repeat(24) }),
    );
    await expect(api.createPlayer('Ann')).resolves.toEqual({
      ok: true,
      value: { ...ann, name: 'Ann' },
    });
    const settings = {
      preset: 'kalaha',
      options: { houses: 3 },
      timeControl: null,
      rated: true,
      side: 'south' as const,
    };
    const created = await api.createGame(ann, settings);
    expect(created.ok && created.value.seat).toBe('south');
    expect(asked[0]).toEqual({
      url: 'https://kalaha.test/api/players',
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: { name: 'Ann' },
    });
    expect(asked[1]!.headers.authorization).toBe(`Player ann:${'a'.repeat(24)}`);
    expect(asked[1]!.body).toEqual(settings);
  });

  it('asks for the lobby, a game, a seat, a player, the leaderboard, at their addresses', async () => {
    const game = gameView();
    const { api, asked } = server((url) => {
      if (url.includes('status=open')) return json(200, { games: [] });
      if (url.endsWith('/seat'))
        return json(200, { game, seat: 'north', seatSecret: 'y'.repeat(20) });
      if (url.includes('/api/games/')) return json(200, { game });
      if (url.includes('leaderboard')) return json(200, { family: 'kalaha', entries: [] });
      return json(200, { playerId: 'ann', name: 'Ann', ratings: [], games: [] });
    });
    await expect(api.lobby()).resolves.toEqual({ ok: true, value: [] });
    await expect(api.game('g1')).resolves.toEqual({ ok: true, value: game });
    expect((await api.seat(ann, 'g1')).ok).toBe(true);
    expect((await api.playerPage('ann')).ok).toBe(true);
    expect((await api.leaderboard('kalaha')).ok).toBe(true);
    expect(asked.map((a) => `${a.method} ${a.url.slice('https://kalaha.test'.length)}`)).toEqual([
      'GET /api/games?status=open',
      'GET /api/games/g1',
      'GET /api/games/g1/seat',
      'GET /api/players/ann',
      'GET /api/leaderboard?family=kalaha',
    ]);
    expect(api.recordUrl('g1')).toBe('https://kalaha.test/api/games/g1/record');
  });

  it('lists the bots and challenges one as the player, answered with the seat', async () => {
    const bots = [
      { playerId: 'bot1', name: 'Ada', registered: true, rating: 1523.4, status: 'idle' },
      { playerId: 'bot2', name: 'Zed', registered: false, rating: null, status: 'playing' },
    ];
    const game = gameView();
    const { api, asked } = server((url) =>
      url.endsWith('/api/bots')
        ? json(200, { bots, tcpPort: 2671 })
        : json(201, { game, seat: 'north', seatSecret: 'x'.repeat(24) }),
    );
    await expect(api.bots()).resolves.toEqual({ ok: true, value: { bots, tcpPort: 2671 } });
    const challenge = {
      timeControl: { initialMs: 300_000, incrementMs: 3_000 },
      rated: true,
      side: 'random' as const,
    };
    await expect(api.challengeBot(ann, 'bot 1', challenge)).resolves.toEqual({
      ok: true,
      value: { game, seat: 'north', seatSecret: 'x'.repeat(24) },
    });
    expect(asked[0]).toEqual({
      url: 'https://kalaha.test/api/bots',
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    expect(asked[1]).toEqual({
      url: 'https://kalaha.test/api/bots/bot%201/challenge',
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Player ann:${'a'.repeat(24)}`,
      },
      body: challenge,
    });
  });

  it('gives a refused challenge with its code, and a bot list not as the protocol says as bad', async () => {
    const answers = [
      json(409, { error: { code: 'game/full', message: 'Ada is playing a game' } }),
      json(200, { bots: [{ playerId: 'bot1', name: 'Ada', status: 'asleep' }], tcpPort: null }),
    ];
    const { api } = server(() => answers.shift()!);
    const challenge = {
      timeControl: { initialMs: 60_000, incrementMs: 0 },
      rated: false,
      side: 'south' as const,
    };
    await expect(api.challengeBot(ann, 'bot1', challenge)).resolves.toEqual({
      ok: false,
      error: { code: 'game/full', message: 'Ada is playing a game' },
    });
    const listed = await api.bots();
    expect(!listed.ok && listed.error.code).toBe('client/bad_answer');
  });

  it('reads the record as text', async () => {
    const { api } = server(() => new Response('{"format":"kalaha-record"}', { status: 200 }));
    await expect(api.record('g1')).resolves.toEqual({
      ok: true,
      value: '{"format":"kalaha-record"}',
    });
  });

  it('gives the server’s refusal with its code', async () => {
    const { api } = server(() =>
      json(409, { error: { code: 'game/full', message: 'both seats are taken' } }),
    );
    await expect(api.joinGame(ann, 'g1')).resolves.toEqual({
      ok: false,
      error: { code: 'game/full', message: 'both seats are taken' },
    });
    const { api: refusing } = server(() =>
      json(404, { error: { code: 'game/not_found', message: 'no game g9' } }),
    );
    const record = await refusing.record('g9');
    expect(!record.ok && record.error.code).toBe('game/not_found');
  });

  it('says client/offline when the server cannot be reached, and nothing is thrown', async () => {
    const { api } = server(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.lobby()).resolves.toEqual({
      ok: false,
      error: { code: 'client/offline', message: 'Failed to fetch' },
    });
  });

  it('says client/bad_answer for answers the protocol does not describe', async () => {
    const answers = [
      json(200, { games: [{ id: 'no good' }] }),
      new Response('<html>', { status: 200 }),
      new Response('Bad gateway', { status: 502 }),
      json(400, { error: { code: 'made/up', message: 'x' } }),
    ];
    const { api } = server(() => answers.shift()!);
    for (let i = 0; i < 4; i++) {
      const answer = await api.lobby();
      expect(!answer.ok && answer.error.code, String(i)).toBe('client/bad_answer');
    }
  });
});
