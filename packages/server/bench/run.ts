import { createPrng } from '@kalaha/rules';
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiClient } from './api-client.ts';
import { prepareEnvironment } from './environment.ts';
import { commandLine, type LoadOptions } from './options.ts';
import { mapLimited } from './pool.ts';
import { Inspector } from './inspector.ts';
import { PHASES, Recorder, type Phase, type PhaseRecord } from './recorder.ts';
import type { LoadResult, PhaseResult } from './result.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { summarizeProfile } from './profile-summary.ts';
import { readServerMemory } from './server-memory.ts';
import { seatPairs } from './setup.ts';
import { EMPTY_SUMMARY, Samples, summarize } from './stats.ts';
import { Table, type Pace } from './table.ts';
import { judgeTargets } from './targets.ts';
import {
  cpuBetween,
  LoopDelayMonitor,
  machineBusyPercent,
  snapshot,
  type LoopDelay,
  type UsageSnapshot,
} from './usage.ts';

/** How long the machine's background load is sampled before the run, in ms. */
const BACKGROUND_SAMPLE_MS = 2_000;
/** How long the moves still in flight after the burst may take to land, in ms. */
export const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Runs the load benchmark: starts the server as a child process on a fresh database (a temporary
 * `DATA_DIR` for PGlite, a database `kalaha_bench_<random>` for PostgreSQL) with the
 * per-address limits raised (every bot comes from 127.0.0.1), seats `options.games` pairs of
 * players over the HTTP API, connects two WebSocket clients per game, plays the human-like phase
 * and the burst phase (see {@link Table}), lets the moves in flight land, and measures
 * everything in a {@link LoadResult}. The server is stopped and the database removed even when
 * the run fails.
 *
 * @param log told of progress, one line at a time.
 * @throws ServerStartError when the server does not start; Error when no game could be set up
 *   or the database cannot be made (the message says which).
 */
export async function runLoad(
  options: LoadOptions,
  log: (line: string) => void,
): Promise<LoadResult> {
  const startedAt = new Date().toISOString();
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const busyBeforePercent = await machineBusyPercent(BACKGROUND_SAMPLE_MS);
    log(`machine busy ${busyBeforePercent.toFixed(0)}% before the run (other work on it)`);
    const { env, storage, remove } = await prepareEnvironment(options);
    cleanup.push(remove);
    log(`${storage} (removed at the end)`);
    const began = performance.now();
    const server = await startServerProcess({
      env,
      nodeArgs: options.serverNodeArgs,
      inspect: true,
    });
    cleanup.push(async () => {
      const code = await server.stop();
      if (code !== 0) log(`the server exited with code ${code}; its output:\n${server.output()}`);
    });
    const serverStartMs = performance.now() - began;
    log(
      `server ${server.url} (pid ${server.pid}) started in ${(serverStartMs / 1000).toFixed(1)} s`,
    );
    if (server.inspectorUrl === undefined) {
      throw new Error(`the server printed no inspector address; its output:\n${server.output()}`);
    }
    const inspector = await Inspector.open(server.inspectorUrl);
    cleanup.push(async () => inspector.close());
    return await measure(
      options,
      server,
      inspector,
      { startedAt, serverStartMs, busyBeforePercent, storage },
      log,
    );
  } finally {
    for (const step of cleanup.reverse()) {
      await step().catch((error: unknown) => log(`cleaning up failed: ${String(error)}`));
    }
  }
}

/** Sets up, connects, plays both phases and collects the result. */
async function measure(
  options: LoadOptions,
  server: ServerProcess,
  inspector: Inspector,
  before: {
    readonly startedAt: string;
    readonly serverStartMs: number;
    readonly busyBeforePercent: number;
    readonly storage: string;
  },
  log: (line: string) => void,
): Promise<LoadResult> {
  const api = new ApiClient(server.url);
  const recorder = new Recorder();
  const memory = () => readServerMemory(server.pid, inspector);
  const seated = await seatPairs(api, options.games, options, options.httpConcurrency);
  for (const failure of seated.failures) recorder.error(failure.code, failure.message);
  log(
    `${2 * options.games} players in ${(seated.playersMs / 1000).toFixed(1)} s, ` +
      `${seated.pairs.length} games in ${(seated.gamesMs / 1000).toFixed(1)} s`,
  );
  if (seated.pairs.length === 0) {
    throw new Error(`no game could be set up: ${seated.failures[0]?.message ?? 'no games asked'}`);
  }
  const memoryBefore = await memory();

  let pace: Pace = 'stop';
  const random = createPrng(options.seed).next;
  const thinkSpan = options.thinkMaxMs - options.thinkMinMs;
  const context = {
    wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`,
    api,
    recorder,
    random,
    thinkMs: () => options.thinkMinMs + random() * thinkSpan,
    pace: () => pace,
  };
  const tables = seated.pairs.map((pair, i) => new Table(`t${i.toString(36)}`, context, pair));
  // Half the clients, a reading, the other half, a reading: the resident set grows by what the
  // second half costs, after the setup's transient memory has been released (see result.ts).
  const half = tables.slice(0, Math.ceil(tables.length / 2));
  const connect = async (some: readonly Table[]) => {
    const began = performance.now();
    await mapLimited(some, Math.max(1, Math.floor(options.connectConcurrency / 2)), (table) =>
      table.connect(),
    );
    return performance.now() - began;
  };
  let connectMs = await connect(half);
  const memoryHalf = await memory();
  connectMs += await connect(tables.slice(half.length));
  const playing = tables.filter((table) => !table.broken);
  const halfClients = 2 * half.filter((table) => !table.broken).length;
  log(`${2 * playing.length} clients connected in ${(connectMs / 1000).toFixed(1)} s`);
  const memoryAfter = await memory();
  log(
    `server memory after garbage collection: ${mib(memoryBefore.rssBytes)} before connecting, ` +
      `${mib(memoryHalf.rssBytes)} with half the clients, ${mib(memoryAfter.rssBytes)} with all`,
  );

  const loop = new LoopDelayMonitor();
  const usage: Record<Phase, PhaseUsage | null> = { human: null, burst: null };
  const paces: Record<Phase, Pace> = { human: 'think', burst: 'burst' };
  const seconds: Record<Phase, number> = {
    human: options.humanSeconds,
    burst: options.burstSeconds,
  };
  let measuredMs = 0;
  let profile: LoadResult['profile'] = null;
  if (options.profile !== null) await inspector.startProfile();
  try {
    for (const phase of PHASES) {
      if (seconds[phase] === 0) continue;
      recorder.enter(phase);
      pace = paces[phase];
      loop.take();
      await inspector.watchLoopDelay();
      const from = snapshot(server.pid);
      for (const table of playing) table.play();
      await sleep(seconds[phase] * 1000);
      const to = snapshot(server.pid);
      usage[phase] = { from, to, loop: loop.take(), serverLoop: await inspector.takeLoopDelay() };
      measuredMs += to.wallMs - from.wallMs;
      log(describePhase(phase, recorder, usage[phase]));
    }
    recorder.enter('drain');
    pace = 'stop';
    if (options.profile !== null) {
      const cpuProfile = await inspector.stopProfile();
      await writeFile(options.profile, JSON.stringify(cpuProfile));
      profile = { file: options.profile, ...summarizeProfile(cpuProfile) };
      log(`CPU profile of the server over the phases written to ${options.profile}`);
    }
    await drain(playing);
  } finally {
    loop.stop();
  }
  const lost = playing.reduce((sum, table) => sum + table.inFlight, 0);
  for (let i = 0; i < lost; i++) {
    recorder.error(
      'bench/no_update',
      `a move had no update at both clients within ${DRAIN_TIMEOUT_MS} ms`,
    );
  }
  const memoryEnd = await memory();
  const phases: Record<Phase, PhaseResult | null> = {
    human: usage.human && phaseResult(recorder.phases.human, usage.human),
    burst: usage.burst && phaseResult(recorder.phases.burst, usage.burst),
  };
  await Promise.all(tables.map((table) => table.close()));

  const errors = Object.fromEntries(recorder.errors);
  const clients = 2 * playing.length;
  const all = (pick: (phase: Phase) => Samples) => {
    const merged = new Samples();
    for (const phase of PHASES) for (const value of pick(phase).values()) merged.add(value);
    return merged.length === 0 ? EMPTY_SUMMARY : summarize(merged.values());
  };
  const acceptedMoves = PHASES.reduce((sum, p) => sum + recorder.phases[p].acceptedMoves, 0);
  const totalErrors = recorder.errorCount;
  return {
    command: commandLine(options),
    options,
    startedAt: before.startedAt,
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryBytes: totalmem(),
      node: process.version,
      busyBeforePercent: before.busyBeforePercent,
    },
    storage: before.storage,
    games: playing.length,
    clients,
    setup: {
      serverStartMs: before.serverStartMs,
      playersMs: seated.playersMs,
      gamesMs: seated.gamesMs,
      connectMs,
    },
    phases,
    overall: {
      acceptedMoves,
      movesPerSecond: measuredMs > 0 ? (1000 * acceptedMoves) / measuredMs : 0,
      roundTripMs: all((p) => recorder.phases[p].roundTrips),
      ackMs: all((p) => recorder.phases[p].acks),
    },
    gamesFinished: recorder.gamesFinished,
    rematches: recorder.rematches,
    errors: {
      total: totalErrors,
      byCode: errors,
      examples: Object.fromEntries(recorder.errorExamples),
    },
    memory: {
      beforeConnect: memoryBefore,
      halfConnected: memoryHalf,
      afterConnect: memoryAfter,
      end: memoryEnd,
      rssPerConnectionBytes:
        clients > halfClients
          ? (memoryAfter.rssBytes - memoryHalf.rssBytes) / (clients - halfClients)
          : 0,
      heapPerConnectionBytes:
        clients > 0 ? (memoryAfter.heapUsedBytes - memoryBefore.heapUsedBytes) / clients : 0,
    },
    targets: judgeTargets({
      options,
      games: playing.length,
      humanRoundTrip: phases.human?.roundTripMs ?? null,
      errors: totalErrors,
    }),
    profile,
  };
}

/** The CPU times at a phase's start and end, and the bots' and the server's event-loop delays. */
interface PhaseUsage {
  readonly from: UsageSnapshot;
  readonly to: UsageSnapshot;
  readonly loop: LoopDelay;
  readonly serverLoop: LoopDelay;
}

/** The figures of a phase, once the moves sent in it have landed. */
function phaseResult(record: PhaseRecord, usage: PhaseUsage): PhaseResult {
  const ms = usage.to.wallMs - usage.from.wallMs;
  const cpu = cpuBetween(usage.from, usage.to);
  return {
    seconds: ms / 1000,
    acceptedMoves: record.acceptedMoves,
    movesPerSecond: (1000 * record.acceptedMoves) / ms,
    roundTripMs: summarize(record.roundTrips.values()),
    ackMs: summarize(record.acks.values()),
    serverCpuPercent: cpu.serverPercent,
    serverCpuMsPerMove:
      record.acceptedMoves > 0 ? (cpu.serverPercent * ms) / 100 / record.acceptedMoves : 0,
    botCpuPercent: cpu.botPercent,
    otherCpuPercent: cpu.otherPercent,
    machineCpuPercent: cpu.machinePercent,
    botLoopDelayMs: usage.loop,
    serverLoopDelayMs: usage.serverLoop,
  };
}

/** Waits until no table has a move in flight, at most {@link DRAIN_TIMEOUT_MS}. */
async function drain(tables: readonly Table[]): Promise<void> {
  const until = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < until && tables.some((table) => table.inFlight > 0)) {
    await sleep(50);
  }
}

function describePhase(phase: Phase, recorder: Recorder, usage: PhaseUsage): string {
  const moves = recorder.phases[phase].acceptedMoves;
  const seconds = (usage.to.wallMs - usage.from.wallMs) / 1000;
  const cpu = cpuBetween(usage.from, usage.to);
  return (
    `${phase} phase: ${moves} moves accepted in ${seconds.toFixed(1)} s ` +
    `(${(moves / seconds).toFixed(0)}/s), server CPU ${cpu.serverPercent.toFixed(0)}%, ` +
    `bots ${cpu.botPercent.toFixed(0)}%`
  );
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}
