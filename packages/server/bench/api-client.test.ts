import { unwrap } from '@kalaha/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { SERVER_HOOK_MS, startBenchServer, type BenchServer } from './test-server.ts';

let bench: BenchServer;
beforeAll(async () => {
  bench = await startBenchServer();
}, SERVER_HOOK_MS);
afterAll(() => bench?.stop(), SERVER_HOOK_MS);

const settings = {
  preset: 'kalaha',
  options: {},
  timeControl: null,
  rated: true,
  side: 'south',
} as const;

describe('ApiClient', () => {
  it('creates players, a game, joins it and finds each seat again', async () => {
    const { api } = bench;
    const ann = await api.createPlayer('Ann');
    const bo = await api.createPlayer('Bo');
    if (!ann.ok || !bo.ok) throw new Error('players not created');
    expect(ann.value.name).toBe('Ann');
    expect(ann.value.playerId).not.toBe(bo.value.playerId);
    const created = unwrap(await api.createGame(ann.value, settings));
    expect(created.seat).toBe('south');
    expect(created.game.status).toBe('open');
    const joined = unwrap(await api.joinGame(bo.value, created.game.id));
    expect(joined.seat).toBe('north');
    expect(joined.game.status).toBe('active');
    const seat = await api.seatOf(ann.value, created.game.id);
    expect(seat).toMatchObject({
      ok: true,
      value: { seat: 'south', seatSecret: created.seatSecret },
    });
  });

  it('answers refusals with the server’s error codes', async () => {
    const { api } = bench;
    expect(await api.createPlayer('   ')).toMatchObject({
      ok: false,
      error: { code: 'player/bad_name' },
    });
    const ann = unwrap(await api.createPlayer('Ann'));
    const stranger = { ...ann, secret: 'x'.repeat(32) };
    expect(await api.createGame(stranger, settings)).toMatchObject({
      ok: false,
      error: { code: 'auth/unknown_player' },
    });
    expect(await api.createGame(ann, { ...settings, preset: 'chess' })).toMatchObject({
      ok: false,
      error: { code: 'game/bad_settings' },
    });
    expect(await api.joinGame(ann, 'no-such-game')).toMatchObject({
      ok: false,
      error: { code: 'game/not_found' },
    });
  });

  it('answers http/unreachable when nothing listens', async () => {
    const api = new ApiClient('http://127.0.0.1:1');
    expect(await api.createPlayer('Ann')).toMatchObject({
      ok: false,
      error: { code: 'http/unreachable' },
    });
  });
});
