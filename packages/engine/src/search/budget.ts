import type { DeepeningRoot } from './deepening.ts';
import { MAX_PLY } from '../params.ts';
import type { SearchLimits, StopReason } from './types.ts';

/**
 * The limit and clock bookkeeping every searcher shares: the node and heuristic counters, the
 * node, time, abort and stop-flag limits of one search, the periodic check of them and the stop
 * request. The Kalaha searcher (`search.ts`), the Wari searcher (`wari/search.ts`) and the
 * generic searcher of the relatives (`relatives/search.ts`) extend it, so that their hot loops
 * read the counters as their own fields.
 *
 * A searcher calls {@link startBudget} at the start of each search, raises `nodes` at each move
 * made and `heuristic` at each heuristic score, and calls {@link check} whenever `nodes` reaches
 * `nextCheck`.
 */
export abstract class SearchBudget {
  /** Nodes (moves made) since the search started. */
  protected nodes = 0;
  /** The node count at which the hot loop calls {@link check} next (0: at once). */
  protected nextCheck = 0;
  /** Most nodes the search may spend (Infinity: no limit). */
  protected maxNodes = Infinity;
  /** When the time limit runs out, in milliseconds of `performance.now()` (Infinity: none). */
  protected deadline = Infinity;
  /** When the search started, in milliseconds of `performance.now()`. */
  protected startTime = 0;
  /** True once a limit stopped the search. */
  protected stopped = false;
  /** Why the search stopped (meaningful once {@link stopped}). */
  protected reason: StopReason = 'depth';
  /** Heuristic scores so far (a horizon evaluation or a table entry that is not proven). */
  protected heuristic = 0;
  private limits: SearchLimits = {};
  private stopRequested = false;

  /** @param checkInterval nodes between two checks of the limits (> 0). */
  constructor(private readonly checkInterval: number) {}

  /** Asks the running search to stop at its next check. */
  stop(): void {
    this.stopRequested = true;
    this.nextCheck = 0;
  }

  /**
   * Starts the clock and the counters of a search under `limits`.
   *
   * @returns the deepest iteration the limits allow, in plies (1..MAX_PLY).
   */
  protected startBudget(limits: SearchLimits): number {
    this.startTime = performance.now();
    this.nodes = 0;
    this.heuristic = 0;
    this.stopped = false;
    this.stopRequested = false;
    this.reason = 'depth';
    this.limits = limits;
    this.maxNodes = isLimit(limits.nodes) ? Math.max(0, Math.floor(limits.nodes)) : Infinity;
    this.deadline = isLimit(limits.timeMs) ? this.startTime + Math.max(0, limits.timeMs) : Infinity;
    this.nextCheck = 0;
    return isLimit(limits.depth)
      ? Math.max(1, Math.min(MAX_PLY, Math.floor(limits.depth)))
      : MAX_PLY;
  }

  /** Milliseconds since the search started. */
  protected elapsed(): number {
    return performance.now() - this.startTime;
  }

  /**
   * Checks the limits now: true (and {@link stopped} and {@link reason} set) when the search must
   * stop; otherwise sets the next node count to check at.
   */
  protected check(): boolean {
    if (this.stopped) return true;
    const { stopFlag, signal } = this.limits;
    let reason: StopReason | undefined;
    if (this.stopRequested || (stopFlag !== undefined && Atomics.load(stopFlag, 0) !== 0))
      reason = 'stop';
    else if (signal?.aborted) reason = 'abort';
    else if (this.nodes >= this.maxNodes) reason = 'nodes';
    else if (this.deadline !== Infinity && performance.now() >= this.deadline) reason = 'time';
    if (reason !== undefined) {
      this.stopped = true;
      this.reason = reason;
      this.nextCheck = 0;
      return true;
    }
    this.nextCheck = Math.min(this.nodes + this.checkInterval, this.maxNodes);
    return false;
  }

  /** The budget's part of the iterative-deepening driver's root (`deepening.ts`). */
  protected budgetRoot(): Pick<
    DeepeningRoot,
    | 'startTime'
    | 'deadline'
    | 'check'
    | 'stopped'
    | 'stopForTime'
    | 'reason'
    | 'nodes'
    | 'heuristic'
  > {
    return {
      startTime: this.startTime,
      deadline: this.deadline,
      check: () => this.check(),
      stopped: () => this.stopped,
      stopForTime: () => {
        this.stopped = true;
        this.reason = 'time';
      },
      reason: () => this.reason,
      nodes: () => this.nodes,
      heuristic: () => this.heuristic,
    };
  }
}

/** True for a limit that is set: a number, not NaN (Infinity means no limit). */
export function isLimit(value: number | undefined): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}
