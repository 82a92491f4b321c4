/**
 * The SIGKILL scenario of issue 5: two players play through the real server process; it is
 * killed with SIGKILL in the middle of the game, after some acknowledged moves, and started again
 * on the same port and storage; the players' clients reconnect on their own and finish the game,
 * and every acknowledged move is in it.
 */
import { expect, vi } from 'vitest';
import { FULL_GAME, newGame } from './api-client.ts';
import { botPlayer, missingAcks } from './bot-player.ts';
import { startServerProcess, tempDir, webRootFor, type ServerProcess } from './server-process.ts';

/** Acknowledged moves before the kill: well into the game, well before its end. */
const ACKS_BEFORE_KILL = 6;

/** What happened, for the caller's own checks. */
export interface CrashReport {
  readonly movesBeforeKill: number;
  readonly movesInTheEnd: number;
  /** The server's output after the restart (for diagnosis). */
  readonly output: string;
}

/**
 * Runs the scenario on storage chosen by `env` (`DATA_DIR` or `DATABASE_URL`) and checks it.
 */
export async function playThroughCrash(env: Record<string, string>): Promise<CrashReport> {
  const web = tempDir('web');
  const processes: ServerProcess[] = [];
  const bots: ReturnType<typeof botPlayer>[] = [];
  try {
    const first = await startServerProcess({ ...env, PORT: '0', WEB_ROOT: webRootFor(web) });
    processes.push(first);
    const { south, north, players } = await newGame(first.url, FULL_GAME);
    let acks = 0;
    let killing: Promise<void> | undefined;
    let movesBeforeKill = 0;
    const onAck = () => {
      acks += 1;
      if (acks === ACKS_BEFORE_KILL) {
        movesBeforeKill = acks;
        killing = first.kill9();
      }
    };
    for (const [grant, player] of [
      [south, players[0]],
      [north, players[1]],
    ] as const) {
      bots.push(botPlayer({ urls: [first.wsUrl], player, grant, onAck }));
    }
    await waitUntil(() => killing !== undefined, 60_000, 'the moves before the kill');
    await killing;
    expect(await first.exited).toBe('SIGKILL');
    const during = bots.map((bot) => bot.latest()?.status);
    expect(during).toEqual(['active', 'active']);

    const second = await startServerProcess({
      ...env,
      PORT: String(first.port),
      WEB_ROOT: webRootFor(web),
    });
    processes.push(second);
    const [southEnd, northEnd] = await Promise.all(bots.map((bot) => bot.finished));
    expect(southEnd!.status).toBe('finished');
    expect(northEnd!.moves).toEqual(southEnd!.moves);
    // The last move's ack may come just after the update that ends the game.
    const acked = () => bots.flatMap((bot) => bot.acked).length;
    await waitUntil(() => acked() === southEnd!.moves.length, 10_000, 'every move acknowledged');
    for (const bot of bots) {
      expect(bot.refusals).toEqual([]);
      expect(missingAcks(southEnd!, bot.acked)).toEqual([]);
    }
    // SIGTERM closes it gracefully.
    expect(await second.stop()).toBe(0);
    return { movesBeforeKill, movesInTheEnd: southEnd!.moves.length, output: second.output() };
  } finally {
    for (const bot of bots) bot.client.close();
    for (const server of processes) await server.stop();
    web.remove();
  }
}

/**
 * Waits until `check` holds. @throws Error naming `what` (a text, or a function giving it at the
 * time) after `timeoutMs`.
 */
export async function waitUntil(
  check: () => boolean,
  timeoutMs: number,
  what: string | (() => string),
) {
  await vi.waitFor(
    () => {
      if (!check()) {
        throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
      }
    },
    { timeout: timeoutMs, interval: 20 },
  );
}
