import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { seatPairs } from './setup.ts';
import { SERVER_HOOK_MS, startBenchServer, type BenchServer } from './test-server.ts';

let bench: BenchServer;
beforeAll(async () => {
  bench = await startBenchServer();
}, SERVER_HOOK_MS);
afterAll(() => bench?.stop(), SERVER_HOOK_MS);

describe('seatPairs', () => {
  it('seats two new players in each new game, the creator South and the joiner North', async () => {
    const outcome = await seatPairs(bench.api, 5, { preset: 'kalah', rated: false }, 3);
    expect(outcome.failures).toEqual([]);
    expect(outcome.pairs).toHaveLength(5);
    const players = new Set<string>();
    for (const [south, north] of outcome.pairs) {
      expect(south.grant.seat).toBe('south');
      expect(north.grant.seat).toBe('north');
      expect(north.grant.game.id).toBe(south.grant.game.id);
      expect(north.grant.game.status).toBe('active');
      expect(north.grant.game.rated).toBe(false);
      expect(north.grant.game.seats.south?.playerId).toBe(south.player.playerId);
      players.add(south.player.playerId).add(north.player.playerId);
    }
    expect(players.size).toBe(10);
    expect(outcome.playersMs).toBeGreaterThan(0);
    expect(outcome.gamesMs).toBeGreaterThan(0);
  });

  it('leaves out the games it cannot make and keeps why', async () => {
    const refused = await seatPairs(bench.api, 2, { preset: 'no-such-preset', rated: true }, 2);
    expect(refused.pairs).toEqual([]);
    expect(refused.failures.map((f) => f.code)).toEqual(['game/bad_settings', 'game/bad_settings']);
    const unreachable = await seatPairs(
      new ApiClient('http://127.0.0.1:1'),
      1,
      {
        preset: 'kalaha',
        rated: true,
      },
      1,
    );
    expect(unreachable.pairs).toEqual([]);
    expect(unreachable.failures.map((f) => f.code)).toEqual([
      'http/unreachable',
      'http/unreachable',
    ]);
  });
});
