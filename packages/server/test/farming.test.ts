/**
 * Issue 13, finding 6: ratings could be farmed. With no sign-up and a game rated even when resigned
 * before any move, 25 throwaway opponents resigning took a player from 1500 to 2134 in 4 s. Against
 * the real app, service and storage over real sockets: a resign before both sides have moved
 * aborts the game (no rating), and one address may create only so many players and rated games
 * an hour.
 */
import type { ServerMessage } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import { authHeader, call, newPlayer, SMALL_GAME } from './api-client.ts';
import { useTestServer } from './file-server.ts';

const fixture = useTestServer({ newPlayersPerHour: 6, ratedGamesPerHour: 3 });

const isAnswer = (m: ServerMessage) => m.type === 'ack' || m.type === 'error';

describe('farming a rating with throwaway opponents', () => {
  it('gets nothing: each resign before both sides have moved is an abort, and the address runs dry', async () => {
    const url = fixture.server.url;
    const farmer = await newPlayer(url, 'Farmer');
    const client = await fixture.open();
    const outcomes: string[] = [];
    for (let n = 0; n < 5; n++) {
      const created = await call(url, 'POST', '/api/games', {
        body: { ...SMALL_GAME, rated: true },
        headers: authHeader(farmer),
      });
      if (created.status === 429) {
        outcomes.push(`429 ${(created.body as { error: { code: string } }).error.code}`);
        expect(Number(created.headers.get('retry-after'))).toBeGreaterThan(0);
        continue;
      }
      expect(created.status).toBe(201);
      const gameId = (created.body as { game: { id: string } }).game.id;
      const victim = await newPlayer(url, `Throwaway ${n}`);
      const joined = await call(url, 'POST', `/api/games/${gameId}/join`, {
        headers: authHeader(victim),
      });
      const { seatSecret } = joined.body as { seatSecret: string };
      const answer = await client.ask(
        { type: 'resign', actionId: `throw-${n}`, gameId, seatSecret },
        isAnswer,
      );
      expect(answer.type).toBe('ack');
      const game = await call(url, 'GET', `/api/games/${gameId}`);
      outcomes.push((game.body as { game: { status: string } }).game.status);
    }
    // Three rated games an hour from this address; each resigned at once is aborted.
    expect(outcomes).toEqual([
      'aborted',
      'aborted',
      'aborted',
      '429 rate/limited',
      '429 rate/limited',
    ]);
    const page = await call(url, 'GET', `/api/players/${farmer.playerId}`);
    expect((page.body as { ratings: unknown[] }).ratings).toEqual([]);
    // Casual games are not counted against the address.
    const casual = await call(url, 'POST', '/api/games', {
      body: SMALL_GAME,
      headers: authHeader(farmer),
    });
    expect(casual.status).toBe(201);
  });

  it('cannot make throwaway players without end: one address makes six an hour here', async () => {
    // Four were made by the test above (the farmer and three victims).
    const made = [];
    for (let n = 0; n < 4; n++) {
      made.push(
        await call(fixture.server.url, 'POST', '/api/players', { body: { name: `P${n}` } }),
      );
    }
    expect(made.map((res) => res.status)).toEqual([201, 201, 429, 429]);
    expect((made[2]!.body as { error: { message: string } }).error.message).toContain(
      'at most 6 new players an hour from one address',
    );
  });
});
