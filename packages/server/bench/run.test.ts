import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_OPTIONS, type LoadOptions } from './options.ts';
import { runLoad } from './run.ts';

/**
 * Room for a run: a real server process, PGlite's first start and a CPU profile take 12-25 s alone
 * but took over 90 s while the end-to-end browsers and the other suites shared the two cores
 * (CI, 2026-12-02); a timeout only catches a run that hangs.
 */
const RUN_TIMEOUT_MS = 240_000;

/** A short run: 4 games, 2 s of each phase, short think times. */
const SHORT: LoadOptions = {
  ...DEFAULT_LOAD_OPTIONS,
  games: 4,
  humanSeconds: 2,
  burstSeconds: 2,
  thinkMinMs: 50,
  thinkMaxMs: 150,
};

describe('runLoad', () => {
  it.concurrent(
    'runs both phases against a real server on PGlite, measures them, and removes its data',
    async ({ onTestFinished }) => {
      const lines: string[] = [];
      const profileFile = join(tmpdir(), `kalaha-bench-test-${process.pid}.cpuprofile`);
      onTestFinished(() => rm(profileFile, { force: true }));
      const result = await runLoad({ ...SHORT, profile: profileFile }, (line) => lines.push(line));
      expect(result.errors).toEqual({ total: 0, byCode: {}, examples: {} });
      expect(result.games).toBe(4);
      expect(result.clients).toBe(8);
      expect(result.command).toBe(
        `npm run bench:server -- --games 4 --db pglite --human-seconds 2 --burst-seconds 2 --think-ms 50-150 --profile ${profileFile}`,
      );
      const { human, burst } = result.phases;
      expect(human!.acceptedMoves).toBeGreaterThan(0);
      expect(human!.roundTripMs.count).toBeGreaterThan(0);
      expect(human!.roundTripMs.p99).toBeGreaterThan(0);
      expect(human!.seconds).toBeGreaterThan(0);
      // At once is faster than after 50-150 ms of thought.
      expect(burst!.movesPerSecond).toBeGreaterThan(human!.movesPerSecond);
      expect(burst!.serverCpuPercent).toBeGreaterThan(0);
      expect(result.overall.acceptedMoves).toBe(human!.acceptedMoves + burst!.acceptedMoves);
      expect(result.overall.roundTripMs.count).toBe(
        human!.roundTripMs.count + burst!.roundTripMs.count,
      );
      expect(result.memory.afterConnect.rssBytes).toBeGreaterThan(50 * 2 ** 20);
      expect(result.memory.end.peakRssBytes).toBeGreaterThanOrEqual(result.memory.end.rssBytes);
      expect(result.targets.map((t) => t.note)).toContain('the target is for 2000 games on pglite');
      expect(result.targets.find((t) => t.goal === '0')?.met).toBe(true);
      expect(lines.some((line) => line.includes('8 clients connected'))).toBe(true);
      const dataDir = result.storage.replace(/^PGlite in /, '');
      expect(existsSync(dataDir)).toBe(false);
      // The profile covers the phases; PGlite shows among the layers of the server's time.
      expect(existsSync(profileFile)).toBe(true);
      expect(result.profile!.file).toBe(profileFile);
      expect(result.profile!.totalMs).toBeGreaterThan(3000);
      // The profile is of the server's main thread (PGlite works in a thread of its own).
      expect(result.profile!.layers.map((l) => l.name)).toContain(
        'ws (WebSocket frames and socket writes)',
      );
    },
    RUN_TIMEOUT_MS,
  );

  it.concurrent(
    'runs on a fresh PostgreSQL database and drops it afterwards',
    async () => {
      const result = await runLoad(
        { ...SHORT, db: 'postgres', humanSeconds: 0, games: 2 },
        () => undefined,
      );
      expect(result.errors.total).toBe(0);
      expect(result.phases.human).toBeNull();
      expect(result.phases.burst!.acceptedMoves).toBeGreaterThan(0);
      const name = /kalaha_bench_[0-9a-f]{12}/.exec(result.storage)![0];
      const admin = new pg.Client({ connectionString: DEFAULT_LOAD_OPTIONS.postgresUrl });
      await admin.connect();
      const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      await admin.end();
      expect(rows).toEqual([]);
      // No human-like phase: the latency target cannot be judged.
      expect(result.targets[0]).toMatchObject({ met: false, value: 'no moves measured' });
    },
    RUN_TIMEOUT_MS,
  );
});
