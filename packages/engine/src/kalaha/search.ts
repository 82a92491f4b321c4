import { ruleSet, unwrap, type Position, type RuleSet } from '@kalaha/rules';
import type { Egdb } from '../egdb/egdb.ts';
import { CHECK_INTERVAL, MAX_PLY, SCORE_SCALE, TT_MIN_DEPTH } from '../params.ts';
import { SearchBudget } from '../search/budget.ts';
import { deepen, INF } from '../search/deepening.ts';
import {
  BOUND_EXACT,
  entryBound,
  entryCutoff,
  entryMove,
  entryProven,
  entryScore,
  type TranspositionTable,
} from '../search/tt.ts';
import {
  toSeeds,
  type SearchLimits,
  type SearchProgress,
  type SearchResult,
  type StopReason,
} from '../search/types.ts';
import { EngineBoard, IN_PLAY, SOUTH } from './board.ts';
import { evaluate, finalScore, weightsFor, type EvalWeights } from './evaluate.ts';
import { MoveOrdering } from './ordering.ts';

/** Room per ply in the move buffers (houses ≤ 12). */
const MOVE_STRIDE = 16;
/** Room per ply in the triangular PV table. */
const PV_STRIDE = MAX_PLY + 1;

/**
 * The search of the Kalaha family: negamax alpha-beta (fail-soft, principal-variation search) with iterative
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
 * It keeps its move-ordering history from one search to the next; the {@link Searcher} that owns
 * it clears that, and the shared table, when the rules change. Searching is synchronous.
 */
export class KalahaSearcher extends SearchBudget {
  private readonly ordering = new MoveOrdering();
  private board: EngineBoard;
  /** The rules of the last search. */
  private rules: RuleSet | undefined = undefined;
  /**
   * True until `board` is made for the rules searched: after every {@link clear}, which the owning
   * `Searcher` calls whenever the rules change.
   */
  private boardStale = true;
  private weights: EvalWeights;
  private databases: readonly Egdb[] = [];
  /** The database for the current rules, if any, and its seed limit (−1: none). */
  private egdb: Egdb | undefined = undefined;
  private egdbSeeds = -1;

  private readonly moves = new Int32Array((MAX_PLY + 2) * MOVE_STRIDE);
  private readonly keys = new Int32Array((MAX_PLY + 2) * MOVE_STRIDE);
  private readonly pv = new Int32Array((MAX_PLY + 2) * PV_STRIDE);
  private readonly pvLength = new Int32Array(MAX_PLY + 2);

  /** A searcher of the Kalaha family on the table `tt` (shared with the engine's other searchers). */
  constructor(private readonly tt: TranspositionTable) {
    super(CHECK_INTERVAL);
    // A placeholder until the first search, so that `board` always has one shape.
    const placeholder = unwrap(ruleSet('kalaha', { houses: 1, seeds: 1 }));
    this.board = new EngineBoard(placeholder);
    this.weights = weightsFor(this.board);
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
   * Forgets the move-ordering history and makes the board anew at the next search (the table is
   * the dispatcher's to clear).
   */
  clear(): void {
    this.ordering.clear();
    this.boardStale = true;
  }

  /**
   * Searches `position`, of the Kalaha family (docs/RULES.md 1), as `Searcher.search` describes
   * (`searcher.ts`: the limits, the progress, the result).
   */
  search(
    position: Position,
    limits: SearchLimits = {},
    onProgress?: (progress: SearchProgress) => void,
  ): SearchResult {
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

  /**
   * Puts `position` on the board: a new board (and weights) after the rules changed (see
   * {@link boardStale}), and the endgame database of its rules, if one is attached.
   */
  private setUp(position: Position): void {
    const rules = position.rules;
    if (rules === this.rules) {
      this.board.setPosition(position);
      return;
    }
    this.rules = rules;
    this.egdb = this.databases.find((db) => db.matches(rules));
    this.egdbSeeds = this.egdb ? this.egdb.maxSeeds : -1;
    if (this.boardStale) {
      this.boardStale = false;
      this.board = EngineBoard.fromPosition(position);
      this.weights = weightsFor(this.board);
    } else {
      this.board.setPosition(position);
    }
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
      // Negated unless the move earned an extra turn, without a branch (scores are whole
      // internal units, so 32-bit: (x ^ −1) + 1 = −x, and 0 stays 0, never −0).
      const flip = b.turn ^ turn;
      score = (score ^ -flip) + flip;
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
