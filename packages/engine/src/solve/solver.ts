import type { KalahaRuleSet, Position, RuleSet } from '@kalaha/rules';
import { EngineBoard, IN_PLAY, KEPT_PER_PLY, SOUTH } from '../kalaha/board.ts';
import type { Egdb } from '../egdb/egdb.ts';
import { tieBreakWinner } from '../kalaha/evaluate.ts';
import { isLimit } from '../search/budget.ts';
import {
  CHECK_INTERVAL,
  SOLVER_ID_FIRST_DEPTH,
  SOLVER_ID_LAST_DEPTH,
  SOLVER_BUSY_ABOVE_EGDB,
  SOLVER_BUSY_SLOTS,
  SOLVER_ID_STEP,
  SOLVER_MAX_PLY,
  SOLVER_PROGRESS_MS,
  SOLVER_TABLE_ABOVE_EGDB,
  SOLVER_TT_DEFAULT_MIB,
} from '../params.ts';
import {
  LOWER,
  PROVEN_DEPTH,
  SolverTable,
  tableBound,
  tableDepth,
  tableMove,
  tableValue,
  UPPER,
  workOf,
} from './table.ts';

/**
 * The exact solver: proves the game-theoretic value of a position, the final seed margin under
 * perfect play of both sides.
 *
 * The method is that of Irving, Donkers & Uiterwijk, "Solving Kalah" (ICGA Journal 23(3), 2000):
 * iterative-deepening MTD(f) (Plaat et al.). For depth 5, 8, 11, … (`params.ts`) MTD(f) finds the
 * value of a depth-limited search whose leaves are scored by the store difference, a sequence of
 * null-window alpha-beta searches ("is the value at least β?") until the bounds meet; these
 * heuristic iterations fill the transposition table with good moves. Then MTD(f) runs without a
 * depth limit: every leaf is a finished game, an endgame-database position or a futility bound, so
 * the bounds it proves are exact. A result whose every leaf was exact ends the deepening early.
 *
 * Within a search, every node first "peeks" at all its children: a child that is a finished game,
 * in the endgame database, decided by futility (the margin can still change by at most the seeds
 * left in the houses) or cut off by a table entry (enhanced transposition cutoff) is scored at
 * once, and any of them good enough ends the node. The other children are searched in order:
 * the table's move, extra turns (house nearest the store first), then by the store difference
 * after the move (captures first, by size).
 *
 * The table holds values relative to the stores (the margin still to be gained), keyed by the
 * houses alone when the rules make the value independent of the stores (no `majorityEnd`, no
 * `tieBreak: emptierWins`), so that positions differing only in their stores share entries.
 *
 * Units: values are final seed margins (own store − opponent's at the end), from the view of the
 * player to move unless said otherwise. Under `tieBreak: emptierWins` a tie the tie-break decides
 * counts ±½ seed (as `TIE_BREAK_SCORE` in `params.ts`), so values are then multiples of ½; inside,
 * the solver counts in units of 1 seed, or ½ seed under `emptierWins`.
 */

/** Progress of a solve: after every MTD(f) test of the root, and every so often within one. */
export interface SolveProgress {
  /** `heuristic` during the depth-limited iterations, `exact` once the search is unlimited. */
  readonly phase: 'heuristic' | 'exact';
  /** Depth of the current heuristic iteration in plies; `Infinity` in the exact phase. */
  readonly depth: number;
  /** Null-window tests of the root completed, both phases. */
  readonly iteration: number;
  /** Proven lower bound on the value, seeds, player to move. */
  readonly lower: number;
  /** Proven upper bound on the value, seeds, player to move. */
  readonly upper: number;
  /** The bound being tested now: the running search asks "value ≥ test?" (seeds). */
  readonly test: number;
  /** Value of the last completed heuristic iteration (seeds), the first guess of the next. */
  readonly guess: number;
  /** Nodes (moves made) so far. */
  readonly nodes: number;
  /** Nodes per second so far. */
  readonly nps: number;
  /** Milliseconds since the solve started. */
  readonly elapsedMs: number;
}

/** Options of a {@link Solver} and of {@link solve}. */
export interface SolverOptions {
  /** Transposition-table size in MiB (default `SOLVER_TT_DEFAULT_MIB`, 16). */
  readonly ttMiB?: number;
  /**
   * Endgame databases to probe; the one built for the position's rules (if any) is used, never
   * another (each database checks the rules again when probed).
   */
  readonly egdb?: Egdb | readonly Egdb[];
  /**
   * The heuristic iterations' depths in plies (first, step, last; defaults in `params.ts`), for
   * tuning; `last` below `first` skips them.
   */
  readonly deepening?: { readonly first?: number; readonly step?: number; readonly last?: number };
  /**
   * A SharedArrayBuffer to hold the table, shared with solvers in other threads (a parallel solve,
   * `parallel.ts`); `ttMiB` is then ignored.
   */
  readonly sharedTable?: SharedArrayBuffer;
  /**
   * This solver's number as a helper thread of a parallel solve (1, 2, …; 0, the default, for
   * the main one): a helper takes the root's moves in reverse order, so that the threads work on
   * different subtrees and share what they prove through the table.
   */
  readonly helper?: number;
  /**
   * Shared counters (a SharedArrayBuffer of `SOLVER_BUSY_SLOTS` Int32 words) of the threads of a parallel solve
   * searching each position now: a thread leaves a position another one is busy with for later
   * (ABDADA, Weill 1996).
   */
  readonly sharedBusy?: SharedArrayBuffer;
}

/**
 * What a parallel solve (`parallel.ts`) hears from its main solver: each null-window test of the
 * root as it starts (β and depth in solver units and plies) and as it ends.
 */
export interface TestListener {
  start(beta: number, depth: number): void;
  end(): void;
}

/** Limits and callbacks of one solve. */
export interface SolveLimits {
  /** Called after every null-window test of the root and about every 250 ms within one. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /**
   * Stops the solve when element 0 is non-zero (a SharedArrayBuffer set from another thread with
   * `Atomics.store`), read every few thousand nodes.
   */
  readonly stopFlag?: Int32Array;
  /** Stops the solve when aborted. */
  readonly signal?: AbortSignal;
  /** Wall-clock limit in milliseconds. */
  readonly timeMs?: number;
  /** Most nodes to spend (checked every few thousand nodes). */
  readonly nodes?: number;
  /** Whether to work out the principal variation after the value (default true). */
  readonly pv?: boolean;
  /**
   * Skip the heuristic iterations and start the exact phase at once with this guess of the value
   * (seeds, player to move).
   */
  readonly guess?: number;
}

/** Why a solve ended. */
export type SolveReason = 'solved' | 'gameOver' | 'stop' | 'abort' | 'time' | 'nodes';

/** The result of a solve. */
export interface SolveResult {
  /**
   * The value: final seed margin under perfect play for the player to move (± ½ for a tie the
   * tie-break decides); `undefined` when the solve was stopped first.
   */
  readonly value: number | undefined;
  /** The same from South's view. */
  readonly southValue: number | undefined;
  /** Proven lower bound (seeds, player to move); equals the value when solved. */
  readonly lower: number;
  /** Proven upper bound (seeds, player to move). */
  readonly upper: number;
  /** A move that achieves the value (house 1..m); `undefined` if stopped first or game over. */
  readonly bestMove: number | undefined;
  /** A principal variation: moves of perfect play from the position to the end of the game. */
  readonly pv: readonly number[];
  /** Nodes (moves made), the principal variation's included. */
  readonly nodes: number;
  /** Milliseconds in all. */
  readonly elapsedMs: number;
  /** Milliseconds to the proven value, before the principal variation was worked out. */
  readonly proofMs: number;
  /** Null-window tests of the root, both phases. */
  readonly iterations: number;
  /** Seeds of the endgame database used (0: none). */
  readonly egdbSeeds: number;
  /** Why it ended. */
  readonly reason: SolveReason;
}

/** Larger than any value in solver units. */
const INF = 100_000;
/** Resolved depth of an exact result (deeper than any search). */
const PROVEN = 1 << 20;
/** Search depth of the exact phase: never reaches a heuristic leaf. */
const UNLIMITED = 1 << 19;
/** Room per ply in the move buffers (houses ≤ 12). */
const MOVE_STRIDE = 16;
/** An open child left for later because another thread is searching it (ABDADA). */
const DEFERRED = -(1 << 30);
/** Slots of the shared busy counters, minus one. */
const BUSY_MASK = SOLVER_BUSY_SLOTS - 1;
/** Order key of the table's move. */
const ORDER_TABLE = 1 << 20;
/** Order key of an extra turn (plus the house number: nearest the store first). */
const ORDER_EXTRA = 1 << 16;

/**
 * A reusable solver: keeps its table between solves of positions under the same rules (a proven
 * bound stays true), clears it when the rules change. Synchronous; one per thread.
 */
export class Solver {
  private readonly table: SolverTable;
  private readonly databases: readonly Egdb[];
  private readonly idFirst: number;
  private readonly idStep: number;
  private readonly idLast: number;
  /** True when the table lives on a SharedArrayBuffer shared with other threads. */
  private readonly tableShared: boolean;
  /** Helper number in a parallel solve (0: the main solver). */
  private readonly helper: number;
  /** Shared counters of the threads searching each position now (by key), in a parallel solve. */
  private readonly busy: Int32Array | undefined;
  /** Positions with fewer seeds in the houses do not share work (too small to be worth it). */
  private busyMinSeeds = 0;
  /** The parallel solve listening to the root tests, if any. */
  private listener: TestListener | undefined = undefined;
  /** A helper's abort word: its test ends when `abort[0]` reaches `abortSeq`. */
  private abort: Int32Array | undefined = undefined;
  private abortSeq = 0;
  private board: EngineBoard | undefined = undefined;
  private rules: RuleSet | undefined = undefined;

  // Per rule set.
  /** Solver units per seed: 2 under `tieBreak: emptierWins` (½ seed = 1 unit), else 1. */
  private scale = 1;
  /** 1 when a tie-break can add ±1 unit to a final margin, else 0. */
  private tieBonus = 0;
  /**
   * How far above "the opponent gets every seed left" the margin of the player to move surely is,
   * solver units: 2 seeds' worth when he is sure of one seed ({@link moverAlwaysScores}), else 0.
   */
  private securedMargin = 0;
  /** Keys of the houses alone (values do not depend on the stores), else of the whole board. */
  private housesKey = true;
  private egdb: Egdb | undefined = undefined;
  private egdbSeeds = -1;
  /** Positions with fewer seeds in their houses are neither looked up nor stored in the table. */
  private tableMinSeeds = 0;

  // Per ply: the children of the node at that ply, in search order, with their keys and table data.
  private readonly moves = new Int32Array((SOLVER_MAX_PLY + 2) * MOVE_STRIDE);
  private readonly order = new Int32Array((SOLVER_MAX_PLY + 2) * MOVE_STRIDE);
  private readonly childLo = new Int32Array((SOLVER_MAX_PLY + 2) * MOVE_STRIDE);
  private readonly childHi = new Int32Array((SOLVER_MAX_PLY + 2) * MOVE_STRIDE);
  private readonly childData = new Int32Array((SOLVER_MAX_PLY + 2) * MOVE_STRIDE);

  // Results of the last peek / search.
  /** Depth the last peek's value holds for; −1 when the peek did not settle the child. */
  private peekDepth = 0;
  private peekLo = 0;
  private peekHi = 0;
  private peekData = 0;
  /** Depth the last search's value holds for (PROVEN when exact). */
  private searchDepth = 0;
  /** Best move at the root of the last search. */
  private rootBest = 0;

  // Per solve.
  private nodes = 0;
  private nextCheck = 0;
  private maxNodes = Infinity;
  private deadline = Infinity;
  private startTime = 0;
  private lastReport = 0;
  private limits: SolveLimits = {};
  private stopped = false;
  private reason: SolveReason = 'solved';
  private iteration = 0;
  private phaseDepth = 0;
  private lowerBound = -INF;
  private upperBound = INF;
  private testing = 0;
  private guessValue = 0;
  private proofMs = 0;

  constructor(options: SolverOptions = {}) {
    this.table = new SolverTable(options.ttMiB ?? SOLVER_TT_DEFAULT_MIB, options.sharedTable);
    this.tableShared = options.sharedTable !== undefined;
    this.helper = Math.max(0, Math.floor(options.helper ?? 0));
    this.busy = options.sharedBusy === undefined ? undefined : new Int32Array(options.sharedBusy);
    const egdb = options.egdb;
    this.databases = egdb === undefined ? [] : Array.isArray(egdb) ? egdb : [egdb as Egdb];
    this.idFirst = Math.max(1, options.deepening?.first ?? SOLVER_ID_FIRST_DEPTH);
    this.idStep = Math.max(1, options.deepening?.step ?? SOLVER_ID_STEP);
    this.idLast = Math.min(PROVEN_DEPTH - 1, options.deepening?.last ?? SOLVER_ID_LAST_DEPTH);
  }

  /** Size of the table in bytes. */
  get tableBytes(): number {
    return this.table.bytes;
  }

  /** Forgets the table. */
  clear(): void {
    this.table.clear();
  }

  /**
   * Proves the value of `position`: the final seed margin of the player to move under perfect
   * play, a best move and a principal variation.
   *
   * @throws {EngineBoardError} `ERR_UNSUPPORTED_GAME` outside the Kalaha family; an Error if a line
   *   runs deeper than `SOLVER_MAX_PLY` moves (not seen on any board that can be solved).
   */
  solve(position: Position, limits: SolveLimits = {}): SolveResult {
    this.setUp(position);
    const b = this.board!;
    this.limits = limits;
    this.startTime = performance.now();
    this.lastReport = this.startTime;
    this.nodes = 0;
    this.stopped = false;
    this.reason = 'solved';
    this.iteration = 0;
    this.maxNodes = isLimit(limits.nodes) ? Math.max(0, Math.floor(limits.nodes)) : Infinity;
    this.deadline = isLimit(limits.timeMs) ? this.startTime + Math.max(0, limits.timeMs) : Infinity;
    this.nextCheck = 0;
    const scale = this.scale;
    const egdbSeeds = Math.max(0, this.egdbSeeds);

    if (b.over !== IN_PLAY) {
      const v = this.terminal(b) / scale + 0;
      return this.result(v, v, v, undefined, [], 'gameOver', egdbSeeds);
    }
    const seeds = b.southSeeds + b.northSeeds;
    const diff = this.diff(b);
    // What futility alone proves: the margin changes by at most the seeds left in the houses
    // (and the player to move may be sure of one of them).
    this.lowerBound = diff - scale * seeds + this.securedMargin - this.tieBonus;
    this.upperBound = diff + scale * seeds + this.tieBonus;

    let guess = diff;
    let value = 0;
    let bestMove = 0;
    let exact = false;
    if (isLimit(limits.guess)) {
      guess = Math.round(limits.guess * scale);
    } else {
      for (let depth = this.idFirst; depth <= this.idLast; depth += this.idStep) {
        const found = this.mtdf(depth, guess);
        if (this.stopped) break;
        guess = found.value;
        this.guessValue = guess;
        if (found.depth >= PROVEN) {
          // Every leaf was exact: the heuristic iteration proved the value.
          value = found.value;
          bestMove = found.move;
          exact = true;
          break;
        }
        if (found.depth > depth) depth = found.depth - ((found.depth - depth) % this.idStep);
      }
    }
    if (!exact && !this.stopped) {
      const found = this.mtdf(UNLIMITED, guess);
      value = found.value;
      bestMove = found.move;
    }
    if (this.stopped) {
      return this.result(
        undefined,
        this.lowerBound / scale,
        this.upperBound / scale,
        undefined,
        [],
        this.reason,
        egdbSeeds,
      );
    }
    this.lowerBound = value;
    this.upperBound = value;
    this.proofMs = performance.now() - this.startTime;
    if (bestMove === 0) bestMove = this.findBest(value);
    const pv = limits.pv === false ? [bestMove] : this.principalVariation(value, bestMove);
    b.setPosition(position);
    const seedsValue = value / scale + 0;
    return this.result(seedsValue, seedsValue, seedsValue, bestMove, pv, 'solved', egdbSeeds);
  }

  /**
   * MTD(f) at `depth` (or {@link UNLIMITED}) from the first guess `guess`: null-window tests of the
   * root until the lower and upper bounds meet. In the exact phase the bounds are proven and kept
   * in {@link lowerBound} / {@link upperBound}.
   *
   * @returns the value, the depth it holds for (PROVEN when exact) and a move achieving it.
   */
  private mtdf(depth: number, guess: number): { value: number; depth: number; move: number } {
    const b = this.board!;
    const exactPhase = depth >= UNLIMITED;
    this.phaseDepth = depth;
    let lower = exactPhase ? this.lowerBound : -INF;
    let upper = exactPhase ? this.upperBound : INF;
    let resolved = PROVEN;
    let move = 0;
    let g = guess;
    while (lower < upper) {
      let beta = g === lower ? g + 1 : g;
      if (beta <= lower) beta = lower + 1;
      if (beta > upper) beta = upper;
      this.testing = beta;
      this.computeKey(b);
      const keyLo = b.keyLo;
      const keyHi = b.keyHi;
      this.listener?.start(beta, depth);
      g = this.search(beta, depth, keyLo, keyHi, this.table.probe(keyLo, keyHi));
      this.listener?.end();
      if (this.stopped) break;
      if (this.searchDepth < resolved) resolved = this.searchDepth;
      if (g >= beta) {
        lower = g;
        move = this.rootBest;
      } else {
        upper = g;
      }
      this.iteration++;
      if (exactPhase) {
        this.lowerBound = Math.max(this.lowerBound, lower);
        this.upperBound = Math.min(this.upperBound, upper);
      }
      this.report();
    }
    return { value: lower, depth: resolved, move };
  }

  /**
   * Listens to the root tests of the next solves (for a parallel solve, `parallel.ts`); `undefined`
   * stops listening.
   */
  setListener(listener: TestListener | undefined): void {
    this.listener = listener;
  }

  /**
   * For a helper thread of a parallel solve: one null-window test of `position` at `beta` with
   * `depth` plies to go (solver units; `depth` ≥ 2^19 for the exact phase), until it completes or
   * `abort[0]` reaches `seq`. What it proves goes to the (shared) table only.
   *
   * @returns the nodes searched.
   */
  helpTest(
    position: Position,
    beta: number,
    depth: number,
    abort: Int32Array,
    seq: number,
  ): number {
    this.setUp(position);
    const b = this.board!;
    this.limits = {};
    this.abort = abort;
    this.abortSeq = seq;
    this.startTime = performance.now();
    this.lastReport = this.startTime;
    this.nodes = 0;
    this.nextCheck = 0;
    this.maxNodes = Infinity;
    this.deadline = Infinity;
    this.stopped = false;
    this.phaseDepth = depth;
    if (b.over !== IN_PLAY || Atomics.load(abort, 0) >= seq) return 0;
    this.computeKey(b);
    const keyLo = b.keyLo;
    const keyHi = b.keyHi;
    this.search(beta, depth, keyLo, keyHi, this.table.probe(keyLo, keyHi));
    this.abort = undefined;
    return this.nodes;
  }

  private result(
    value: number | undefined,
    lower: number,
    upper: number,
    bestMove: number | undefined,
    pv: readonly number[],
    reason: SolveReason,
    egdbSeeds: number,
  ): SolveResult {
    const south = this.board!.turn === SOUTH;
    return {
      value,
      southValue: value === undefined ? undefined : south ? value : -value + 0,
      lower: lower + 0,
      upper: upper + 0,
      bestMove,
      pv,
      nodes: this.nodes,
      elapsedMs: performance.now() - this.startTime,
      proofMs: reason === 'solved' ? this.proofMs : performance.now() - this.startTime,
      iterations: this.iteration,
      egdbSeeds,
      reason,
    };
  }

  /** Sets the board up for `position`, and the rule-set dependent state when the rules change. */
  private setUp(position: Position): void {
    const rules = position.rules;
    if (rules !== this.rules || this.board === undefined) {
      const changed =
        this.rules === undefined || JSON.stringify(this.rules) !== JSON.stringify(rules);
      this.rules = rules;
      this.board = new EngineBoard(rules, SOLVER_MAX_PLY + 1);
      const kalaha = this.board.rules;
      this.scale = kalaha.tieBreak === 'emptierWins' ? 2 : 1;
      this.tieBonus = kalaha.tieBreak === 'emptierWins' ? 1 : 0;
      this.securedMargin = moverAlwaysScores(kalaha) ? 2 * this.scale : 0;
      this.housesKey = !kalaha.majorityEnd && kalaha.tieBreak !== 'emptierWins';
      this.egdb = this.databases.find((db) => db.matches(rules));
      this.egdbSeeds = this.egdb ? this.egdb.maxSeeds : -1;
      this.tableMinSeeds = this.egdb ? this.egdbSeeds + SOLVER_TABLE_ABOVE_EGDB : 0;
      this.busyMinSeeds = Math.max(0, this.egdbSeeds) + SOLVER_BUSY_ABOVE_EGDB;
      // A shared table is new with its parallel solve, and other threads are writing to it.
      if (changed && !this.tableShared) this.clear();
    }
    this.board.setPosition(position);
  }

  /** Store difference of the player to move, in solver units. */
  private diff(b: EngineBoard): number {
    const p = b.pits;
    const m = b.m;
    return (b.turn === SOUTH ? p[m]! - p[2 * m + 1]! : p[2 * m + 1]! - p[m]!) * this.scale;
  }

  /** The final margin of a finished game from the view of `board.turn`, in solver units. */
  private terminal(b: EngineBoard): number {
    const d = b.store(b.turn) - b.store(1 - b.turn);
    if (d === 0 && this.tieBonus !== 0) {
      const winner = tieBreakWinner(b.over);
      if (winner >= 0) return winner === b.turn ? 1 : -1;
    }
    return d * this.scale;
  }

  private computeKey(b: EngineBoard): void {
    if (this.housesKey) b.computeHousesKey();
    else b.computeKey();
  }

  /** True (and {@link stopped} set) when a limit is reached; reports progress every so often. */
  private check(): boolean {
    if (this.stopped) return true;
    const limits = this.limits;
    let reason: SolveReason | undefined;
    if (limits.stopFlag !== undefined && Atomics.load(limits.stopFlag, 0) !== 0) reason = 'stop';
    else if (this.abort !== undefined && Atomics.load(this.abort, 0) >= this.abortSeq) {
      reason = 'stop';
    } else if (limits.signal?.aborted) reason = 'abort';
    else if (this.nodes >= this.maxNodes) reason = 'nodes';
    const now = performance.now();
    if (reason === undefined && now >= this.deadline) reason = 'time';
    if (reason !== undefined) {
      this.stopped = true;
      this.reason = reason;
      return true;
    }
    if (now - this.lastReport >= SOLVER_PROGRESS_MS) this.report();
    this.nextCheck = this.nodes + CHECK_INTERVAL;
    return false;
  }

  private report(): void {
    const onProgress = this.limits.onProgress;
    const now = performance.now();
    this.lastReport = now;
    if (!onProgress) return;
    const elapsedMs = now - this.startTime;
    const scale = this.scale;
    const exact = this.phaseDepth >= UNLIMITED;
    onProgress({
      phase: exact ? 'exact' : 'heuristic',
      depth: exact ? Infinity : this.phaseDepth,
      iteration: this.iteration,
      lower: this.lowerBound / scale + 0,
      upper: this.upperBound / scale + 0,
      test: this.testing / scale + 0,
      guess: this.guessValue / scale + 0,
      nodes: this.nodes,
      nps: elapsedMs > 0 ? Math.round((this.nodes * 1000) / elapsedMs) : 0,
      elapsedMs,
    });
  }

  /**
   * Settles the board's position (a child just made) without searching it, if it can, for a null
   * window at `beta` and `depth` plies to go, from the view of its player to move: a finished game,
   * an endgame-database position, a futility bound, a table entry that cuts off, or (at depth 0) a
   * heuristic leaf. Sets {@link peekDepth} to the depth the value holds for, or to −1 when the
   * position must be searched; its key and table data are then in {@link peekLo},
   * {@link peekHi}, {@link peekData}, and the value returned is its store difference (for move
   * ordering).
   */
  private peek(beta: number, depth: number): number {
    const b = this.board!;
    if (b.over !== IN_PLAY) {
      this.peekDepth = PROVEN;
      return this.terminal(b);
    }
    const scale = this.scale;
    const diff = this.diff(b);
    const seeds = b.southSeeds + b.northSeeds;
    if (seeds <= this.egdbSeeds) {
      this.peekDepth = PROVEN;
      return diff + scale * this.egdb!.probeBoard(b);
    }
    const hi = diff + scale * seeds + this.tieBonus;
    if (hi < beta) {
      this.peekDepth = PROVEN;
      return hi;
    }
    const lo = diff - scale * seeds + this.securedMargin - this.tieBonus;
    if (lo >= beta) {
      this.peekDepth = PROVEN;
      return lo;
    }
    if (seeds < this.tableMinSeeds) {
      if (depth <= 0) {
        this.peekDepth = 0;
        return diff;
      }
      this.peekDepth = -1;
      this.peekLo = 0;
      this.peekHi = 0;
      this.peekData = -1;
      return diff;
    }
    this.computeKey(b);
    const data = this.table.probe(b.keyLo, b.keyHi);
    if (data !== 0) {
      const stored = tableDepth(data);
      if (stored >= (depth > PROVEN_DEPTH - 1 ? PROVEN_DEPTH : depth)) {
        const v = diff + tableValue(data);
        const bound = tableBound(data);
        if ((bound !== UPPER && v >= beta) || (bound !== LOWER && v < beta)) {
          this.peekDepth = stored === PROVEN_DEPTH ? PROVEN : stored;
          return v;
        }
      }
    }
    if (depth <= 0) {
      this.peekDepth = 0;
      return diff;
    }
    this.peekDepth = -1;
    this.peekLo = b.keyLo;
    this.peekHi = b.keyHi;
    this.peekData = data;
    return diff;
  }

  /**
   * Fail-soft null-window alpha-beta (window β − 1, β) of the board's position, in play and not
   * settled by {@link peek}, with `depth` plies to go; its key and table data are given. Returns
   * the value (solver units, player to move) and sets {@link searchDepth}.
   */
  private search(beta: number, depth: number, keyLo: number, keyHi: number, data: number): number {
    const b = this.board!;
    if (this.nodes >= this.nextCheck && this.check()) return 0;
    const ply = b.ply;
    if (ply >= SOLVER_MAX_PLY - 1) {
      throw new Error(`solver: a line ran deeper than ${SOLVER_MAX_PLY} moves`);
    }
    const turn = b.turn;
    const m = b.m;
    const p = b.pits;
    const diff = this.diff(b);
    const ttMove = data > 0 || data < -1 ? tableMove(data) : 0;
    const offset = (ply + 1) * MOVE_STRIDE;
    const kept = (ply + 1) * KEPT_PER_PLY;
    const moves = this.moves;
    const order = this.order;
    const childLo = this.childLo;
    const childHi = this.childHi;
    const childData = this.childData;
    const nodesBefore = this.nodes;
    const base = turn === SOUTH ? 0 : m + 1;
    let best = -INF;
    let bestMove = 0;
    let resolved = PROVEN;
    let count = 0;

    // Peek at every child, house nearest the store first; sort the unsettled ones.
    for (let house = m; house >= 1; house--) {
      if (p[base + house - 1] === 0) continue;
      b.make(house);
      this.nodes++;
      const again = b.turn === turn;
      const r = this.peek(again ? beta : 1 - beta, depth - 1);
      // A child to be searched is kept, to be searched from without sowing again: each move is
      // made once, and `nodes` counts every move made.
      if (this.peekDepth < 0) b.keep(kept + house);
      b.unmake();
      const v = again ? r : -r;
      if (this.peekDepth >= 0) {
        const d = this.peekDepth >= PROVEN ? PROVEN : this.peekDepth + 1;
        if (v > best) {
          best = v;
          bestMove = house;
          if (v >= beta) {
            if (data !== -1) this.table.store(keyLo, keyHi, LOWER, v - diff, d, house, 1);
            if (ply === 0) this.rootBest = house;
            this.searchDepth = d;
            return v;
          }
        }
        if (d < resolved) resolved = d;
      } else {
        const key = house === ttMove ? ORDER_TABLE : again ? ORDER_EXTRA + house : v;
        let j = offset + count;
        while (j > offset && order[j - 1]! < key) {
          order[j] = order[j - 1]!;
          moves[j] = moves[j - 1]!;
          childLo[j] = childLo[j - 1]!;
          childHi[j] = childHi[j - 1]!;
          childData[j] = childData[j - 1]!;
          j--;
        }
        order[j] = key;
        moves[j] = house;
        childLo[j] = this.peekLo;
        childHi[j] = this.peekHi;
        childData[j] = this.peekData;
        count++;
      }
    }

    if (this.helper !== 0 && count > 1 && ply === 0) {
      // A helper thread takes the root's moves in reverse order (see `helper`).
      for (let i = offset, j = offset + count - 1; i < j; i++, j--) {
        swap2(moves, i, j);
        swap2(childLo, i, j);
        swap2(childHi, i, j);
        swap2(childData, i, j);
      }
    }
    const busy = this.busy;
    const shareWork =
      busy !== undefined && count > 1 && b.southSeeds + b.northSeeds >= this.busyMinSeeds;
    let deferred = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let k = offset; k < offset + count; k++) {
        const house = moves[k]!;
        const lo = childLo[k]!;
        if (pass === 0) {
          // ABDADA: a child (not the first) another thread is searching now is left for later.
          if (
            shareWork &&
            k > offset &&
            childData[k] !== -1 &&
            Atomics.load(busy, lo & BUSY_MASK) > 0
          ) {
            order[k] = DEFERRED;
            deferred++;
            continue;
          }
        } else if (order[k] !== DEFERRED) {
          continue;
        }
        b.restore(kept + house);
        const again = b.turn === turn;
        let s: number;
        if (pass === 1) {
          // Look again: the other thread has most likely proven it by now.
          const r = this.peek(again ? beta : 1 - beta, depth - 1);
          s =
            this.peekDepth >= 0
              ? r
              : this.search(
                  again ? beta : 1 - beta,
                  depth - 1,
                  this.peekLo,
                  this.peekHi,
                  this.peekData,
                );
          if (this.peekDepth >= 0) this.searchDepth = this.peekDepth;
          if (!again) s = -s;
        } else {
          if (shareWork) Atomics.add(busy, lo & BUSY_MASK, 1);
          s = again
            ? this.search(beta, depth - 1, lo, childHi[k]!, childData[k]!)
            : -this.search(1 - beta, depth - 1, lo, childHi[k]!, childData[k]!);
          if (shareWork) Atomics.sub(busy, lo & BUSY_MASK, 1);
        }
        b.unmake();
        if (this.stopped) return 0;
        const d = this.searchDepth >= PROVEN ? PROVEN : this.searchDepth + 1;
        if (s > best) {
          best = s;
          bestMove = house;
          if (s >= beta) {
            resolved = d;
            pass = 2;
            break;
          }
        }
        if (d < resolved) resolved = d;
      }
      if (deferred === 0) break;
    }

    const work = workOf(this.nodes - nodesBefore);
    if (data !== -1)
      this.table.store(
        keyLo,
        keyHi,
        best >= beta ? LOWER : UPPER,
        best - diff,
        resolved,
        bestMove,
        work,
      );
    if (ply === 0) this.rootBest = best >= beta ? bestMove : 0;
    this.searchDepth = resolved;
    return best;
  }

  /**
   * A null-window test of the board's position at `beta` with no depth limit (peek, then search
   * when the peek does not settle it): its exact value's relation to β.
   */
  private test(beta: number): number {
    const r = this.peek(beta, UNLIMITED);
    if (this.peekDepth >= 0) return r;
    return this.search(beta, UNLIMITED, this.peekLo, this.peekHi, this.peekData);
  }

  /** True when the board's position (player to move) has exactly the value `target`. */
  private valueIs(target: number): boolean {
    if (this.test(target) < target || this.stopped) return false;
    return this.test(target + 1) <= target && !this.stopped;
  }

  /** A root move whose child has exactly the root's value `value` (when MTD(f) kept none). */
  private findBest(value: number): number {
    const b = this.board!;
    const turn = b.turn;
    for (let house = b.m; house >= 1; house--) {
      if (!b.isLegal(house)) continue;
      b.make(house);
      this.nodes++;
      const ok = this.valueIs(b.turn === turn ? value : -value);
      b.unmake();
      if (ok) return house;
    }
    throw new Error('solver: no move reaches the proven value');
  }

  /**
   * A principal variation from the root of value `value` starting with `first`: at each position
   * the first move (table move first) whose child is proven to keep the value, to the end of the
   * game. The board is left at the root.
   */
  private principalVariation(value: number, first: number): number[] {
    const b = this.board!;
    const pv = [first];
    let v = value;
    let turn = b.turn;
    b.make(first);
    this.nodes++;
    let made = 1;
    if (b.turn !== turn) v = -v;
    while (b.over === IN_PLAY && made < SOLVER_MAX_PLY - 2 && !this.stopped) {
      turn = b.turn;
      this.computeKey(b);
      const ttMove = tableMove(this.table.probe(b.keyLo, b.keyHi));
      const candidates: number[] = [];
      if (ttMove !== 0 && b.isLegal(ttMove)) candidates.push(ttMove);
      for (let house = b.m; house >= 1; house--) {
        if (house !== ttMove && b.isLegal(house)) candidates.push(house);
      }
      let found = 0;
      for (const house of candidates) {
        b.make(house);
        this.nodes++;
        if (this.valueIs(b.turn === turn ? v : -v)) {
          found = house;
          break;
        }
        b.unmake();
      }
      if (found === 0) break;
      pv.push(found);
      made++;
      if (b.turn !== turn) v = -v;
    }
    for (; made > 0; made--) b.unmake();
    return pv;
  }
}

/**
 * True when the rules make sure that the player to move in a game in play gets at least one of
 * the seeds left in the houses, whatever the opponent does: under `capture: opposite` with
 * `emptyCapture` and without `captureNeedsLap` (docs/RULES.md 1.1, 1.2). Proof: let h be his
 * non-empty house nearest his store. If its sowing reaches the store, a seed is in it; if not,
 * every seed falls into his houses beyond h, which are all empty, so the last one lands in an empty
 * house of his and is captured into his store (with the opposite house's seeds, if any). Seeds in a
 * store stay there to the end, whatever the end rule. The futility bound of the player to move is
 * then 2 − k seeds instead of −k (k the seeds in the houses): the bound of the C program of Irving,
 * Donkers & Uiterwijk (2000), which plays these rules.
 */
export function moverAlwaysScores(rules: KalahaRuleSet): boolean {
  return rules.capture === 'opposite' && rules.emptyCapture && !rules.captureNeedsLap;
}

/**
 * Proves the value of `position` with a new {@link Solver}: the final seed margin under perfect
 * play for the player to move (and for South), a best move, a principal variation, nodes and time.
 *
 * ```ts
 * const result = solve(Position.initial(kalah64), { egdb, onProgress: (p) => log(p.lower, p.upper) });
 * result.southValue; // 8
 * ```
 */
export function solve(position: Position, options: SolverOptions & SolveLimits = {}): SolveResult {
  return new Solver(options).solve(position, options);
}

function swap2(array: Int32Array, i: number, j: number): void {
  const t = array[i]!;
  array[i] = array[j]!;
  array[j] = t;
}
