/**
 * Scale-out (issue 5): two server processes on one PostgreSQL database and one Redis. The players
 * connect to different instances and play; one instance is killed with SIGKILL; its player's
 * client, which knows both addresses, reconnects to the other, and they finish the game with
 * every acknowledged move in it.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { TEST_REDIS_URL } from './service-probe.ts';
import { createTestDatabase } from '../src/storage/test-postgres.ts';
import { FULL_GAME, newGame } from './api-client.ts';
import { botPlayer, missingAcks, type BotPlayer } from './bot-player.ts';
import { waitUntil } from './crash-scenario.ts';
import { startServerProcess, tempDir, webRootFor, type ServerProcess } from './server-process.ts';
import { describeWith } from './services.ts';

/** Where a bot stands: the version it last saw and the status, with its last acknowledgement. */
function at(bot: BotPlayer): string {
  const game = bot.latest();
  return `version ${game?.version} ${game?.status}, acknowledged ${bot.acked.at(-1)?.version}`;
}

/** Acknowledged moves before instance A is killed. */
const ACKS_BEFORE_KILL = 8;

describeWith(['postgres', 'redis'], 'two instances on PostgreSQL and Redis', () => {
  it('play one game across both, and survive losing one of them', async () => {
    const database = await createTestDatabase();
    const web = tempDir('web');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      // Channels of their own, so that other test runs on this Redis do not meet these.
      REDIS_CHANNEL_PREFIX: `kalaha-t-${randomBytes(6).toString('hex')}:`,
      WEB_ROOT: webRootFor(web),
      PORT: '0',
    };
    const servers: ServerProcess[] = [];
    const bots: BotPlayer[] = [];
    try {
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      servers.push(a!, b!);
      // The game is made on A and joined on B: the instances share one database.
      const { south, north, players } = await newGame(a!.url, FULL_GAME);
      let acks = 0;
      let killed: Promise<void> | undefined;
      const onAck = () => {
        acks += 1;
        if (acks === ACKS_BEFORE_KILL) killed = a!.kill9();
      };
      // South plays through A (and knows B), North through B only.
      const southBot = botPlayer({
        urls: [a!.wsUrl, b!.wsUrl],
        player: players[0],
        grant: south,
        onAck,
      });
      const northBot = botPlayer({ urls: [b!.wsUrl], player: players[1], grant: north, onAck });
      bots.push(southBot, northBot);

      await waitUntil(() => killed !== undefined, 60_000, 'the moves before the kill');
      // Both saw the moves made through the other instance (through Redis) before the kill.
      expect(southBot.acked.length).toBeGreaterThan(0);
      expect(northBot.acked.length).toBeGreaterThan(0);
      await killed;
      expect(southBot.latest()?.status).toBe('active');

      const over = (bot: BotPlayer) => bot.latest()?.status === 'finished';
      // On a timeout, where each bot stood tells which instance's note went missing.
      await waitUntil(
        () => bots.every(over),
        60_000,
        () => `the game's end (South at ${at(southBot)}, North at ${at(northBot)})`,
      );
      const [southEnd, northEnd] = await Promise.all([southBot.finished, northBot.finished]);
      expect(southBot.client.url).toBe(b!.wsUrl);
      expect(southEnd.status).toBe('finished');
      expect(northEnd.moves).toEqual(southEnd.moves);
      expect(southEnd.moves.length).toBeGreaterThan(ACKS_BEFORE_KILL);
      const acked = () => southBot.acked.length + northBot.acked.length;
      await waitUntil(() => acked() === southEnd.moves.length, 10_000, 'every move acknowledged');
      for (const bot of bots) {
        expect(bot.refusals).toEqual([]);
        expect(missingAcks(southEnd, bot.acked)).toEqual([]);
      }
    } finally {
      for (const bot of bots) bot.client.close();
      for (const server of servers) await server.stop();
      web.remove();
      await database.drop();
    }
  });
});
