import { createPrng } from '@kalaha/rules';
import type { GameView } from '@kalaha/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Recorder } from './recorder.ts';
import { seatPairs } from './setup.ts';
import { Table, type Pace, type TableContext } from './table.ts';
import { SERVER_HOOK_MS, startBenchServer, type BenchServer } from './test-server.ts';

let bench: BenchServer;
beforeAll(async () => {
  bench = await startBenchServer();
}, SERVER_HOOK_MS);
afterAll(() => bench?.stop(), SERVER_HOOK_MS);

/** A think of the human-like pace, waiting for the test to release it. */
interface Think {
  readonly ms: number;
  readonly release: () => void;
  cancelled: boolean;
}

/**
 * Tables over `games` new games of `preset`, sharing one recorder and a settable pace; their
 * thinks wait in `thinks` until the test releases them.
 */
async function tables(games: number, preset = 'kalaha', thinkMs = 0) {
  const thinks: Think[] = [];
  const seated = await seatPairs(bench.api, games, { preset, rated: true }, 4);
  expect(seated.failures).toEqual([]);
  const recorder = new Recorder();
  let pace: Pace = 'stop';
  const context: TableContext = {
    wsUrl: bench.wsUrl,
    api: bench.api,
    recorder,
    random: createPrng(5).next,
    thinkMs: () => thinkMs,
    pace: () => pace,
    think: (ms, then) => {
      const think: Think = { ms, release: () => think.cancelled || then(), cancelled: false };
      thinks.push(think);
      return () => (think.cancelled = true);
    },
  };
  const made = seated.pairs.map((pair, i) => new Table(`test${i}`, context, pair));
  await Promise.all(made.map((table) => table.connect()));
  return {
    tables: made,
    recorder,
    seated,
    thinks,
    setPace(next: Pace) {
      pace = next;
      for (const table of made) table.play();
    },
  };
}

async function gameOnServer(gameId: string): Promise<GameView> {
  const answer = await fetch(`${bench.server.url}/api/games/${gameId}`);
  return ((await answer.json()) as { game: GameView }).game;
}

/** Waits until `condition` holds (within `ms`). */
async function until(condition: () => boolean, ms = 30_000): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: ms, interval: 20 });
}

describe('Table', () => {
  it('plays whole games at burst pace, rematches, and times every move at both clients', async () => {
    const run = await tables(2);
    run.recorder.enter('burst');
    run.setPace('burst');
    // Both tables finish a game and take their seats in the rematch, which they play on.
    await until(() => run.recorder.rematches >= 2);
    const atRematch = run.recorder.phases.burst.acceptedMoves;
    await until(() => run.recorder.phases.burst.acceptedMoves >= atRematch + 40);
    run.setPace('stop');
    await until(() => run.tables.every((table) => table.inFlight === 0));
    const { burst } = run.recorder.phases;
    expect(run.recorder.errorCount).toBe(0);
    expect(run.recorder.gamesFinished).toBeGreaterThanOrEqual(2);
    // Every accepted move was timed at both clients (and acked) before the next was sent.
    expect(burst.roundTrips.length).toBe(burst.acceptedMoves);
    expect(burst.acks.length).toBe(burst.acceptedMoves);
    for (const ms of burst.roundTrips.values()) expect(ms).toBeGreaterThan(0);
    // The first games ended by the rules, with a rematch agreed (South offered, North accepted).
    for (const [south] of run.seated.pairs) {
      const first = await gameOnServer(south.grant.game.id);
      expect(first.status).toBe('finished');
      expect(first.result?.reason).toBe('end');
      expect(first.rematch.nextGameId).not.toBeNull();
      const next = await gameOnServer(first.rematch.nextGameId!);
      // Sides swapped: the first game's North is South now.
      expect(next.seats.south?.playerId).toBe(first.seats.north?.playerId);
      expect(next.moves.length).toBeGreaterThan(0);
    }
    await Promise.all(run.tables.map((table) => table.close()));
  });

  it('waits the think time before each move at human pace, and sends nothing once stopped', async () => {
    const run = await tables(1, 'kalaha', 300);
    run.recorder.enter('human');
    run.setPace('think');
    // Each move waits for its think of 300 ms: none is sent until the think is over.
    for (let move = 1; move <= 3; move++) {
      await until(() => run.thinks.length === move);
      expect(run.thinks[move - 1]!.ms).toBe(300);
      expect(run.recorder.phases.human.acceptedMoves).toBe(move - 1);
      run.thinks[move - 1]!.release();
      await until(() => run.recorder.phases.human.acceptedMoves === move);
    }
    await until(() => run.thinks.length === 4);
    run.setPace('stop');
    // Stopped: the think under way is cancelled, and its end sends nothing.
    expect(run.thinks[3]!.cancelled).toBe(true);
    run.thinks[3]!.release();
    await until(() => run.tables[0]!.inFlight === 0);
    const moves = run.recorder.phases.human.acceptedMoves;
    expect(moves).toBe(3);
    const game = await gameOnServer(run.seated.pairs[0]![0].grant.game.id);
    expect(game.moves).toHaveLength(moves);
    expect(run.recorder.errorCount).toBe(0);
    await run.tables[0]!.close();
  });

  it('moves at once when the pace turns from thinking to burst', async () => {
    const run = await tables(1, 'kalaha', 60_000);
    run.recorder.enter('human');
    run.setPace('think');
    await until(() => run.thinks.length === 1);
    expect(run.recorder.phases.human.acceptedMoves).toBe(0);
    run.recorder.enter('burst');
    run.setPace('burst');
    await until(() => run.recorder.phases.burst.acceptedMoves >= 5);
    run.setPace('stop');
    await until(() => run.tables[0]!.inFlight === 0);
    expect(run.recorder.errorCount).toBe(0);
    await run.tables[0]!.close();
  });

  it('counts a connection the server drops as an error and stops the table', async () => {
    const run = await tables(1);
    run.recorder.enter('burst');
    run.setPace('burst');
    await until(() => run.recorder.phases.burst.acceptedMoves >= 3);
    // The server shuts down: it tells every client 1001 (going away).
    await bench.server.stop();
    await until(() => run.tables[0]!.broken);
    expect(run.recorder.errors.get('close/1001')).toBeGreaterThanOrEqual(1);
    await run.tables[0]!.close();
  });
});
