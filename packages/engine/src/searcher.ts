import { ruleSet, type Direction, type Position, type RuleSet, unwrap } from '@kalaha/rules';
import { EngineBoard, IN_PLAY, SOUTH } from './board.ts';
import type { Egdb } from './egdb/egdb.ts';
import { evaluate, finalScore, weightsFor, type EvalWeights } from './evaluate.ts';
import { MoveOrdering } from './ordering.ts';
import { RelativeSearcher } from './relatives/search.ts';
import type { WariEgdb } from './wari/egdb.ts';
import { WariSearcher } from './wari/search.ts';
import { deepen, INF } from './deepening.ts';
import { SearchBudget } from './search-budget.ts';
import { CHECK_INTERVAL, MAX_PLY, SCORE_SCALE, TT_MIN_DEPTH, TT_DEFAULT_MIB } from './params.ts';
import {
  BOUND_EXACT,
  entryBound,
  entryCutoff,
  entryMove,
  entryProven,
  entryScore,
  TranspositionTable,
} from './tt.ts';

/**
 * Limits of one search; every limit is optional and the first one reached ends the search. A
 * limit given as NaN counts as not given; Infinity means no limit.
 */
export interface SearchLimits {
  /** Deepest iteration, in plies (moves; an extra turn is a ply): clamped to 1..127, default 127. */
  readonly depth?: number;
  /** Wall-clock time in milliseconds (0 or less: stop at once, with the fallback move). */
  readonly timeMs?: number;
  /** Most nodes (moves made) the search may spend; never exceeded. */
  readonly nodes?: number;
  /** Stops the search when aborted (checked every few thousand nodes). */
  readonly signal?: AbortSignal;
  /**
   * Stops the search when element 0 is non-zero: for a search running in a worker thread, whose
   * event loop is blocked, with the array on a SharedArrayBuffer that another thread sets
   * (`Atomics.store(flag, 0, 1)`). Read with `Atomics.load` every few thousand nodes.
   */
  readonly stopFlag?: Int32Array;
}

/** Why a search ended. */
export type StopReason =
  /** The depth limit was reached. */
  | 'depth'
  /** The score is proven (every leaf a finished game): searching deeper cannot change it. */
  | 'exact'
  /** The time limit was reached. */
  | 'time'
  /** The node limit was reached. */
  | 'nodes'
  /** {@link Searcher.stop} or the `stopFlag` asked it to stop. */
  | 'stop'
  /** The `signal` was aborted. */
  | 'abort'
  /** The position is a finished game: there was nothing to search. */
  | 'gameOver';

/** What a search reports after each completed iteration. */
export interface SearchProgress {
  /** Depth of the completed iteration, in plies. */
  readonly depth: number;
  /**
   * Score in seeds from the view of the player to move (the final store difference when exact;
   * ±½ for equal stores that `tieBreak: emptierWins` decides).
   */
  readonly score: number;
  /** True when the score is proven: every leaf of the search was a finished game. */
  readonly exact: boolean;
  /** Principal variation: house numbers (1..m), each of the player to move at its point. */
  readonly pv: readonly number[];
  /** Nodes (moves made) since the search started. */
  readonly nodes: number;
  /** Nodes per second since the search started. */
  readonly nps: number;
  /** Milliseconds since the search started. */
  readonly elapsedMs: number;
}

/** The result of a search. */
export interface SearchResult {
  /**
   * The move to play: a house number 1..m of the player to move; `undefined` only when the
   * position is a finished game.
   */
  readonly move: number | undefined;
  /**
   * Giuthi (docs/RULES.md 4) only: the sowing direction of {@link SearchResult.move}. Absent in other
   * games and when there is no move.
   */
  readonly direction?: Direction;
  /**
   * Score in seeds from the view of the player to move: the final store difference (own minus
   * opponent's) when {@link SearchResult.exact}, else the evaluation at the search horizon. A game
   * ending in equal stores that `tieBreak: emptierWins` decides scores ±½ seed for the tie-break's
   * winner (`params.ts`, `TIE_BREAK_SCORE`): a win by the tie-break ranks above a draw and below a
   * win by one seed.
   */
  readonly score: number;
  /** True when the score is proven (every leaf searched was a finished game). */
  readonly exact: boolean;
  /** Depth of the last completed iteration, in plies; 0 when none completed. */
  readonly depth: number;
  /**
   * Principal variation: house numbers, the first being {@link SearchResult.move}.
   */
  readonly pv: readonly number[];
  /** Giuthi only: the sowing direction of each move of {@link SearchResult.pv}. */
  readonly pvDirections?: readonly Direction[];
  /** Nodes (moves made) in all. */
  readonly nodes: number;
  /** Milliseconds the search took. */
  readonly elapsedMs: number;
  /** Why the search ended. */
  readonly reason: StopReason;
}

/** Options of a {@link Searcher}. */
export interface SearcherOptions {
  /** Transposition-table size in MiB (rounded down to a power of two; default 16). */
  readonly ttMiB?: number;
  /**
   * Endgame databases: a position with few enough seeds in its houses under the rules of one of
   * them scores exactly by it (a proven score) instead of being searched. Never used under other
   * rules. See also {@link Searcher.setEgdb}.
   */
  readonly egdb?: Egdb | readonly Egdb[];
}

/** Room per ply in the move buffers (houses ≤ 12). */
const MOVE_STRIDE = 16;
/** Room per ply in the triangular PV table. */
const PV_STRIDE = MAX_PLY + 1;

/**
 * The engine's search: negamax alpha-beta (fail-soft, principal-variation search) with iterative
 * deepening, aspiration windows, a transposition table and move ordering, on an
 * {@link EngineBoard}.
 *
 * An extra turn keeps the same player to move, so the child's score is then taken as it is, not
 * negated, and its window is not flipped. Scores are in seeds: a finished game scores exactly its
 * final store difference from the view of the player to move (±½ seed for a tie decided by
 * `tieBreak: emptierWins`); a position with few enough seeds left under the rules of an attached
 * endgame database scores exactly by it; a position at the horizon scores by the rule-aware
 * evaluation of `evaluate.ts`.
 *
 * Exactness: the search counts heuristic events (a horizon evaluation, or a table hit whose score
 * was not proven). A subtree in which none happened has its true minimax bound, which goes into
 * the table as proven and is then used at any depth; an iteration with none is exact and ends the
 * search.
 *
 * One searcher keeps its table and history from one search to the next (cleared when the rules
 * change); use one searcher per thread. Searching is synchronous.
 */
export class Searcher extends SearchBudget {
  private readonly tt: TranspositionTable;
  private readonly ordering = new MoveOrdering();
  private board: EngineBoard;
  private rules: RuleSet | undefined = undefined;
  private rulesKey = '';
  private weights: EvalWeights;
  private databases: readonly Egdb[] = [];
  /** The database for the current rules, if any, and its seed limit (−1: none). */
  private egdb: Egdb | undefined = undefined;
  private egdbSeeds = -1;

  private readonly moves = new Int32Array((MAX_PLY + 2) * MOVE_STRIDE);
  private readonly keys = new Int32Array((MAX_PLY + 2) * MOVE_STRIDE);
  private readonly pv = new Int32Array((MAX_PLY + 2) * PV_STRIDE);
  private readonly pvLength = new Int32Array(MAX_PLY + 2);

  /** The search of Obridjie and Giuthi positions (`relatives/search.ts`), on this table. */
  private readonly relatives: RelativeSearcher;
  /** The search of Wari and Oware positions (`wari/search.ts`), on this table. */
  private readonly wari: WariSearcher;

  constructor(options: SearcherOptions = {}) {
    super(CHECK_INTERVAL);
    this.tt = new TranspositionTable(options.ttMiB ?? TT_DEFAULT_MIB);
    this.relatives = new RelativeSearcher(this.tt);
    this.wari = new WariSearcher(this.tt);
    // A placeholder until the first search, so that `board` always has one shape.
    const placeholder = unwrap(ruleSet('kalaha', { houses: 1, seeds: 1 }));
    this.board = new EngineBoard(placeholder);
    this.weights = weightsFor(this.board);
    if (options.egdb !== undefined) this.setEgdb(options.egdb);
  }

  /**
   * Attaches endgame databases (replacing any attached before; none with `undefined`). From the
   * next search on, a position with at most a database's seed limit in its houses, under the rules
   * that database was built for, scores exactly by it. Databases of other rules are never used.
   */
  setEgdb(egdb: Egdb | readonly Egdb[] | undefined): void {
    this.databases = egdb === undefined ? [] : Array.isArray(egdb) ? egdb : [egdb as Egdb];
    this.rules = undefined;
    this.egdb = undefined;
    this.egdbSeeds = -1;
  }

  /**
   * Attaches a Wari database (`wari/egdb.ts`, none with `undefined`) to the search of Wari and
   * Oware positions under its rules (see `WariSearcher.setEgdb`: exact entries where the
   * repetition history allows are proven scores).
   */
  setWariEgdb(egdb: WariEgdb | undefined): void {
    this.wari.setEgdb(egdb);
  }

  /** Size of the transposition table in bytes. */
  get ttBytes(): number {
    return this.tt.bytes;
  }

  /** Forgets the transposition table and the move-ordering history (for reproducible runs). */
  clear(): void {
    this.tt.clear();
    this.ordering.clear();
    this.relatives.clear();
    this.wari.clear();
  }

  /**
   * Asks the running search to stop at its next check (within a few thousand nodes); it then
   * returns the result of its last completed iteration. For use from an `onProgress` callback;
   * from another thread use {@link SearchLimits.stopFlag}.
   */
  override stop(): void {
    super.stop();
    this.relatives.stop();
    this.wari.stop();
  }

  /**
   * Searches `position` for the best move of the player to move.
   *
   * @param limits depth (plies), time (ms), nodes, an AbortSignal and a shared stop flag; with no
   *   limit at all the search runs until the score is proven or depth 127.
   * @param onProgress called after every completed iteration.
   * @returns the best move, its score in seeds, whether that is proven, the depth reached, the
   *   principal variation, nodes and time. A search stopped before its first iteration completed
   *   returns the first move in move-ordering order with the static evaluation, depth 0.
   *
   * Wari and Oware positions (docs/RULES.md 2) are searched by `WariSearcher` on the engine's own
   * Wari board, Obridjie and Giuthi positions (docs/RULES.md 3, 4) by `RelativeSearcher` on the rules
   * library's positions, both with this searcher's table; the Kalaha family on the engine's own
   * board. In Giuthi the result's `direction` is the move's direction.
   */
  search(
    position: Position,
    limits: SearchLimits = {},
    onProgress?: (progress: SearchProgress) => void,
  ): SearchResult {
    if (position.rules.game === 'wari') {
      this.useRules(position.rules);
      return this.wari.search(position, limits, onProgress);
    }
    if (position.rules.game !== 'kalaha') {
      this.useRules(position.rules);
      return this.relatives.search(position, limits, onProgress);
    }
    this.setUp(position);
    const b = this.board;
    const maxDepth = this.startBudget(limits);

    if (b.over !== IN_PLAY) {
      return {
        move: undefined,
        score: toSeeds(finalScore(b)),
        exact: true,
        depth: 0,
        pv: [],
        nodes: 0,
        elapsedMs: this.elapsed(),
        reason: 'gameOver',
      };
    }

    this.tt.newSearch();
    this.ordering.age();

    const result = deepen(
      {
        ...this.budgetRoot(),
        maxDepth,
        searchRoot: (depth, alpha, beta) => this.negamax(depth, alpha, beta),
        principalVariation: (depth, exact) => this.principalVariation(exact ? MAX_PLY : depth),
        fallback: (reason) => {
          b.setPosition(position);
          return this.fallback(reason);
        },
      },
      onProgress,
    );
    b.setPosition(position);
    return result;
  }

  /** Puts `position` on the board, making a new board (and clearing the table) for new rules. */
  private setUp(position: Position): void {
    const rules = position.rules;
    if (rules === this.rules) {
      this.board.setPosition(position);
      return;
    }
    this.egdb = this.databases.find((db) => db.matches(rules));
    this.egdbSeeds = this.egdb ? this.egdb.maxSeeds : -1;
    if (this.useRules(rules)) {
      this.board = EngineBoard.fromPosition(position);
      this.weights = weightsFor(this.board);
    } else {
      this.board.setPosition(position);
    }
  }

  /**
   * Notes the rules of the next search; for rules other than the last search's, clears the table
   * and the history (their keys mean other positions) and returns true.
   */
  private useRules(rules: RuleSet): boolean {
    if (rules === this.rules) return false;
    this.rules = rules;
    // A validated rule set lists its options in table order, so its JSON is a key of its values.
    const key = JSON.stringify(rules);
    if (key === this.rulesKey) return false;
    this.rulesKey = key;
    this.clear();
    return true;
  }

  /** The result when no iteration completed: the first ordered move, scored statically. */
  private fallback(reason: StopReason): SearchResult {
    const b = this.board;
    b.computeKey();
    const data = this.tt.probe(b.keyLo, b.keyHi);
    const count = this.ordering.order(b, entryMove(data), this.moves, this.keys, 0);
    const move = count > 0 ? this.moves[0] : undefined;
    return {
      move,
      score: toSeeds(evaluate(b, this.weights)),
      exact: false,
      depth: 0,
      pv: move === undefined ? [] : [move],
      nodes: this.nodes,
      elapsedMs: this.elapsed(),
      reason,
    };
  }

  /**
   * Fail-soft negamax of the current board position (in play), `depth` ≥ 1 plies to go, window
   * (alpha, beta), score from the view of the player to move.
   */
  private negamax(depth: number, alpha: number, beta: number): number {
    const b = this.board;
    const ply = b.ply;
    if (ply > 0 && b.southSeeds + b.northSeeds <= this.egdbSeeds) {
      // Exact by the endgame database: the store difference plus the margin still to be gained.
      this.pvLength[ply] = 0;
      return (storeDifference(b) + this.egdb!.probeBoard(b)) * SCORE_SCALE;
    }
    if (depth <= 1 || ply + 1 >= MAX_PLY) return this.frontier(alpha, beta);
    const turn = b.turn;
    this.pvLength[ply] = 0;

    // The table is used from TT_MIN_DEPTH plies to go: below, a probe (a likely cache miss) costs
    // more than re-searching the few leaves it would save.
    const useTable = depth >= TT_MIN_DEPTH;
    let keyLo = 0;
    let keyHi = 0;
    let data = 0;
    if (useTable) {
      b.computeKey();
      keyLo = b.keyLo;
      keyHi = b.keyHi;
      data = this.tt.probe(keyLo, keyHi);
      if (entryCutoff(data, depth, alpha, beta)) {
        if (!entryProven(data)) this.heuristic++;
        return entryScore(data);
      }
    }

    const offset = ply * MOVE_STRIDE;
    const moves = this.moves;
    const count = this.ordering.order(b, entryMove(data), moves, this.keys, offset);
    const heuristicBefore = this.heuristic;
    const alphaBefore = alpha;
    let best = -INF;
    let bestMove = 0;
    for (let k = 0; k < count; k++) {
      if (this.nodes >= this.nextCheck && this.check()) return 0;
      const house = moves[offset + k]!;
      b.make(house);
      this.nodes++;
      const same = b.turn === turn;
      let score: number;
      if (b.over !== IN_PLAY) {
        score = same ? finalScore(b) : -finalScore(b);
        this.pvLength[ply + 1] = 0;
      } else if (k === 0) {
        score = same
          ? this.negamax(depth - 1, alpha, beta)
          : -this.negamax(depth - 1, -beta, -alpha);
      } else {
        // Principal-variation search: prove the move is no better with a null window first.
        score = same
          ? this.negamax(depth - 1, alpha, alpha + 1)
          : -this.negamax(depth - 1, -alpha - 1, -alpha);
        if (score > alpha && score < beta && !this.stopped) {
          score = same
            ? this.negamax(depth - 1, alpha, beta)
            : -this.negamax(depth - 1, -beta, -alpha);
        }
      }
      b.unmake();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = house;
        if (score > alpha) {
          if (score >= beta) {
            this.ordering.cutoff(turn, house, depth);
            break;
          }
          alpha = score;
          this.updatePv(ply, house);
        }
      }
    }

    if (useTable) {
      const proven = this.heuristic === heuristicBefore;
      this.tt.storeNode(keyLo, keyHi, best, alphaBefore, beta, bestMove, proven, depth);
    }
    return best;
  }

  /**
   * The principal variation of the iteration just completed: the triangular PV, extended through
   * the table's exact entries where table cutoffs cut it short, up to the end of the game or
   * `length` moves. The board is left at the root.
   */
  private principalVariation(length: number): number[] {
    const b = this.board;
    const pv = Array.from(this.pv.subarray(0, this.pvLength[0]));
    let made = 0;
    for (const house of pv) {
      if (!b.isLegal(house)) break; // cannot happen: the PV was searched from this position
      b.make(house);
      made++;
    }
    while (made === pv.length && b.over === IN_PLAY && made < length) {
      b.computeKey();
      const data = this.tt.probe(b.keyLo, b.keyHi);
      const house = entryMove(data);
      if (entryBound(data) !== BOUND_EXACT || !b.isLegal(house)) break;
      pv.push(house);
      b.make(house);
      made++;
    }
    for (; made > 0; made--) b.unmake();
    return pv;
  }

  /**
   * The search of a node one ply above the horizon (or at the deepest ply): every child is a
   * leaf, scored as a finished game or by the evaluation. No table (see {@link TT_MIN_DEPTH}) and
   * no move ordering: the moves are tried house 1 first, which on the bench cost less time than
   * ordering them, for about 3% more nodes.
   */
  private frontier(alpha: number, beta: number): number {
    const b = this.board;
    const ply = b.ply;
    const turn = b.turn;
    const m = b.m;
    // Copy-make leaves this position's pit array untouched while its children are searched.
    const p = b.pits;
    const base = turn === SOUTH ? 0 : m + 1;
    this.pvLength[ply] = 0;
    let best = -INF;
    for (let house = 1; house <= m; house++) {
      if (p[base + house - 1] === 0) continue;
      if (this.nodes >= this.nextCheck && this.check()) return 0;
      b.make(house);
      this.nodes++;
      let score: number;
      if (b.over !== IN_PLAY) {
        score = finalScore(b);
      } else if (b.southSeeds + b.northSeeds <= this.egdbSeeds) {
        score = (storeDifference(b) + this.egdb!.probeBoard(b)) * SCORE_SCALE;
      } else {
        score = evaluate(b, this.weights);
        this.heuristic++;
      }
      if (b.turn !== turn) score = -score;
      b.unmake();
      if (score > best) {
        best = score;
        if (score > alpha) {
          if (score >= beta) break;
          alpha = score;
          this.pv[ply * PV_STRIDE] = house;
          this.pvLength[ply] = 1;
        }
      }
    }
    return best;
  }

  /** The PV at `ply` becomes `house` followed by the PV of the child just searched. */
  private updatePv(ply: number, house: number): void {
    const pv = this.pv;
    const to = ply * PV_STRIDE;
    const from = to + PV_STRIDE;
    const n = this.pvLength[ply + 1]!;
    pv[to] = house;
    for (let i = 0; i < n; i++) pv[to + 1 + i] = pv[from + i]!;
    this.pvLength[ply] = n + 1;
  }
}

/** The store difference of the player to move, in seeds. */
function storeDifference(b: EngineBoard): number {
  const p = b.pits;
  const d = p[b.m]! - p[2 * b.m + 1]!;
  return b.turn === SOUTH ? d : -d;
}

/** Internal units to seeds, without a negative zero. */
export function toSeeds(score: number): number {
  return score / SCORE_SCALE + 0;
}

/** Nodes per second, rounded; 0 for no time. */
export function nodesPerSecond(nodes: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((nodes * 1000) / elapsedMs) : 0;
}
