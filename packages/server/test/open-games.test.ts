import { GameViewSchema, GameSummarySchema, SeatGrantSchema } from '@kalaha/protocol';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authHeader, call, newPlayer, SMALL_GAME } from './api-client.ts';
import { RawClient } from './raw-client.ts';
import { useServerProcess } from './server-process.ts';

// No wait at all: an open game is called off as soon as its creator watches it nowhere.
const server = useServerProcess('open-games', { KGP_PORT: 'off', OPEN_GAME_ABANDON_MS: '0' });

/** The ids of the games the lobby offers now. */
async function lobby(): Promise<string[]> {
  const res = await call(server().url, 'GET', '/api/games?status=open');
  expect(res.status).toBe(200);
  return z
    .object({ games: z.array(GameSummarySchema) })
    .parse(res.body)
    .games.map((g) => g.id);
}

/**
 * Issue 16: an open game whose creator has gone leaves the lobby (after `OPEN_GAME_ABANDON_MS`,
 * here none), called off as an abort; a spectator does not keep it, its creator's page does.
 */
describe('open games whose creator has gone, on the real server', () => {
  it('leaves the lobby once its creator’s page is closed, even with a spectator left', async () => {
    const ann = await newPlayer(server().url, 'Ann');
    const created = await call(server().url, 'POST', '/api/games', {
      body: SMALL_GAME,
      headers: authHeader(ann),
    });
    expect(created.status).toBe(201);
    const gameId = SeatGrantSchema.parse(created.body).game.id;

    // Ann's page: she says who she is and watches her game; a stranger watches it too.
    const page = await RawClient.open(server().wsUrl);
    page.send({ type: 'hello', playerId: ann.playerId, secret: ann.secret });
    page.send({ type: 'watch', gameId });
    await page.next((m) => m.type === 'state');
    const stranger = await RawClient.open(server().wsUrl);
    stranger.send({ type: 'watch', gameId });
    await stranger.next((m) => m.type === 'state');
    expect(await lobby()).toContain(gameId);

    page.socket.close();
    await vi.waitFor(async () => expect(await lobby()).not.toContain(gameId), { timeout: 10_000 });
    const game = await call(server().url, 'GET', `/api/games/${gameId}`);
    expect(z.object({ game: GameViewSchema }).parse(game.body).game.status).toBe('aborted');
    // The spectator is told, as of any game that ends.
    await stranger.next(() => stranger.game(gameId)?.status === 'aborted');
    stranger.socket.close();
  });
});
