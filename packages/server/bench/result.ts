import type { LoadOptions } from './options.ts';
import type { ProfileSummary } from './profile-summary.ts';
import type { MemoryReading } from './server-memory.ts';
import type { Summary } from './stats.ts';
import type { LoopDelay } from './usage.ts';

/** What one measured phase showed. Times in ms, CPU in percent of one core (machine: of all). */
export interface PhaseResult {
  /** How long it ran, in seconds. */
  readonly seconds: number;
  /** Moves acknowledged while it ran. */
  readonly acceptedMoves: number;
  readonly movesPerSecond: number;
  /** Send → both clients have the update, for the moves sent in it. */
  readonly roundTripMs: Summary;
  /** Send → `ack`, for the moves sent in it. */
  readonly ackMs: Summary;
  readonly serverCpuPercent: number;
  /** The server's CPU time per accepted move, in ms (what a move costs it). */
  readonly serverCpuMsPerMove: number;
  readonly botCpuPercent: number;
  /** Every other process on the machine (other work sharing the cores blurs the figures). */
  readonly otherCpuPercent: number;
  readonly machineCpuPercent: number;
  /** The bots' own event-loop delay. */
  readonly botLoopDelayMs: LoopDelay;
  /**
   * The server's main-thread event-loop delay: how late its timers (clocks, heartbeats, request
   * timeouts) ran, and about how long a new connection waited to be read.
   */
  readonly serverLoopDelayMs: LoopDelay;
}

/** A figure the issue asks for, and whether this run reached it. */
export interface TargetResult {
  readonly name: string;
  /** The goal, as text (`< 50 ms`). */
  readonly goal: string;
  /** This run's figure, as text. */
  readonly value: string;
  readonly met: boolean;
  /** Set when this run's setup differs from the one the target is for. */
  readonly note?: string;
}

/** Everything a run of the load benchmark measured. Memory in bytes. */
export interface LoadResult {
  /** The command line that reproduces the run. */
  readonly command: string;
  readonly options: LoadOptions;
  /** When it ran (ISO 8601). */
  readonly startedAt: string;
  readonly machine: {
    readonly cpus: number;
    readonly cpuModel: string;
    readonly memoryBytes: number;
    readonly node: string;
    /** How busy the machine was (percent of all cores) in the seconds before the run began. */
    readonly busyBeforePercent: number;
  };
  /** Where the server kept its games (a temporary PGlite directory, a fresh PostgreSQL database). */
  readonly storage: string;
  /** Games played at once (`--games` less any that failed to set up) and their clients. */
  readonly games: number;
  readonly clients: number;
  readonly setup: {
    readonly serverStartMs: number;
    readonly playersMs: number;
    readonly gamesMs: number;
    readonly connectMs: number;
  };
  readonly phases: { readonly human: PhaseResult | null; readonly burst: PhaseResult | null };
  /** Both phases together. */
  readonly overall: {
    readonly acceptedMoves: number;
    readonly movesPerSecond: number;
    readonly roundTripMs: Summary;
    readonly ackMs: Summary;
  };
  readonly gamesFinished: number;
  readonly rematches: number;
  readonly errors: {
    readonly total: number;
    readonly byCode: Readonly<Record<string, number>>;
    /** The first message heard for each code. */
    readonly examples: Readonly<Record<string, string>>;
  };
  /**
   * The server's memory, each reading right after two full garbage collections. The resident set
   * right after the setup still holds memory the setup used and the process has not returned
   * (the heap it grew, PGlite's pages): compared with it, connecting may even seem to shrink the
   * server. So the resident set per connection is measured between half the clients connected
   * and all of them; the heap per connection, which a collection makes exact, from none to all.
   */
  readonly memory: {
    /** Once its players and games exist, before any WebSocket. */
    readonly beforeConnect: MemoryReading;
    /** Once the first half of the games' clients have connected and watch their games. */
    readonly halfConnected: MemoryReading;
    /** Once every client has connected and watches its game. */
    readonly afterConnect: MemoryReading;
    /** At the end of the run, the clients still connected. */
    readonly end: MemoryReading;
    /** Resident set: (all connected − half connected) ÷ the second half's clients. */
    readonly rssPerConnectionBytes: number;
    /** V8 heap in use: (all connected − before connecting) ÷ clients. */
    readonly heapPerConnectionBytes: number;
  };
  readonly targets: readonly TargetResult[];
  /** With `--profile`: where the server's CPU time went over the phases, and the profile's file. */
  readonly profile: (ProfileSummary & { readonly file: string }) | null;
}
