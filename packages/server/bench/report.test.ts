import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_OPTIONS } from './options.ts';
import { formatReport } from './report.ts';
import type { LoadResult, PhaseResult } from './result.ts';
import { summarize } from './stats.ts';

const phase = (movesPerSecond: number, roundTrips: number[]): PhaseResult => ({
  seconds: 60,
  acceptedMoves: movesPerSecond * 60,
  movesPerSecond,
  roundTripMs: summarize(roundTrips),
  ackMs: summarize(roundTrips.map((ms) => ms - 1)),
  serverCpuPercent: 71.6,
  serverCpuMsPerMove: 0.9,
  botCpuPercent: 40.2,
  otherCpuPercent: 3,
  machineCpuPercent: 57,
  botLoopDelayMs: { p50: 0.1, p99: 2.5, max: 12 },
  serverLoopDelayMs: { p50: 0.4, p99: 7.5, max: 31 },
});

const memory = (rssMib: number, heapMib: number) => ({
  rssBytes: rssMib * 2 ** 20,
  peakRssBytes: 900 * 2 ** 20,
  heapUsedBytes: heapMib * 2 ** 20,
});

const result: LoadResult = {
  command: 'npm run bench:server -- --db pglite',
  options: DEFAULT_LOAD_OPTIONS,
  startedAt: '2025-01-01T00:00:00.000Z',
  machine: {
    cpus: 2,
    cpuModel: 'Test CPU',
    memoryBytes: 8 * 2 ** 30,
    node: 'v20.19.0',
    busyBeforePercent: 1,
  },
  storage: 'PGlite in /tmp/kalaha-bench-x/data',
  games: 2000,
  clients: 4000,
  setup: { serverStartMs: 7000, playersMs: 20_000, gamesMs: 30_000, connectMs: 4000 },
  phases: { human: phase(800, [5, 6, 7, 40]), burst: phase(2500, [300, 800, 900]) },
  overall: {
    acceptedMoves: 98_000,
    movesPerSecond: 1225,
    roundTripMs: summarize([5, 6, 7, 40, 300, 800, 900]),
    ackMs: summarize([4, 5, 6]),
  },
  gamesFinished: 1500,
  rematches: 1490,
  errors: { total: 0, byCode: {}, examples: {} },
  memory: {
    beforeConnect: memory(500, 40),
    halfConnected: memory(530, 60),
    afterConnect: memory(560, 80),
    end: memory(600, 90),
    rssPerConnectionBytes: (60 * 2 ** 20) / 4000,
    heapPerConnectionBytes: (40 * 2 ** 20) / 4000,
  },
  targets: [
    { name: 'p99 move round trip, human-like phase', goal: '< 50 ms', value: '40.0 ms', met: true },
    { name: 'errors', goal: '0', value: '0', met: true },
  ],
  profile: null,
};

describe('formatReport', () => {
  it('says n/a for a resident set per connection that fell, and keeps the heap figure', () => {
    const fell = { ...result, memory: { ...result.memory, rssPerConnectionBytes: -17_000 } };
    expect(formatReport(fell)).toMatch(/per connection\s+n\/a\s+\/ 10\.2 kB/);
  });

  it('prints the command, the setup, each phase’s figures, memory and the targets', () => {
    const report = formatReport(result);
    expect(report).toContain('command:  npm run bench:server -- --db pglite');
    expect(report).toContain('2000 games, 4000 WebSocket clients, preset kalaha, rated');
    expect(report).toContain('offers about 800 moves/s');
    expect(report).toMatch(
      /human\s+800\s+48000\s+6\.0\/40\/40\/40\s+5\.0\/39\s+72%\/40%\/3%\s+0\.90\s+7\.5\/31\s+2\.5\/12/,
    );
    expect(report).toMatch(/burst\s+2500\s+150000\s+800\/900\/900\/900/);
    expect(report).toMatch(/overall\s+1225\s+98000/);
    expect(report).toMatch(/before connecting\s+500 MiB\s+\/ 40 MiB/);
    expect(report).toMatch(/per connection\s+15\.4 kB\s+\/ 10\.2 kB/);
    expect(report).toContain('errors: none');
    expect(report).toMatch(/p99 move round trip, human-like phase\s+< 50 ms\s+40\.0 ms\s+met/);
    expect(report).not.toContain('MISSED');
    expect(report).not.toContain('where the server');
  });

  it('says where the server’s time went when a profile was taken', () => {
    const report = formatReport({
      ...result,
      profile: {
        file: '/tmp/server.cpuprofile',
        totalMs: 1000,
        layers: [
          {
            name: 'PGlite (embedded PostgreSQL: WASM, its JS, its file writes)',
            ms: 450,
            percent: 45,
          },
          { name: 'idle', ms: 50, percent: 5 },
        ],
        hotFunctions: [
          { name: 'commit server/src/storage/kysely-storage.ts:140', ms: 30, percent: 3 },
        ],
      },
    });
    expect(report).toContain(
      "where the server's time went over the phases (CPU profile /tmp/server.cpuprofile):",
    );
    expect(report).toMatch(/45\.0%\s+PGlite/);
    expect(report).toMatch(/3\.0%\s+commit server\/src\/storage\/kysely-storage\.ts:140/);
  });

  it('marks a missed target MISSED with its note, and lists errors by code', () => {
    const report = formatReport({
      ...result,
      phases: { human: result.phases.human, burst: null },
      errors: {
        total: 3,
        byCode: { 'action/stale': 2, 'close/1006': 1 },
        examples: { 'action/stale': 'the game moved on', 'close/1006': 'a connection closed' },
      },
      targets: [
        {
          name: 'p99 move round trip, human-like phase',
          goal: '< 50 ms',
          value: '61.0 ms',
          met: false,
          note: 'the target is for 2000 games on pglite',
        },
      ],
    });
    expect(report).toMatch(/61\.0 ms\s+MISSED \(the target is for 2000 games on pglite\)/);
    expect(report).toContain('errors: 3');
    expect(report).toMatch(/action\/stale\s+2\s+e\.g\. the game moved on/);
    expect(report).toMatch(/burst\s+\(not run\)/);
  });
});
