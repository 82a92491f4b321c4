import type { Position, WariRuleSet } from '@kalaha/rules';
import { deepen, INF } from '../search/deepening.ts';
import {
  CHECK_INTERVAL,
  HISTORY_MAX,
  MAX_PLY,
  SCORE_SCALE,
  WARI_TT_MIN_DEPTH,
  WARI_WEIGHTS,
  type WariWeights,
} from '../params.ts';
import {
  toSeeds,
  type SearchLimits,
  type SearchProgress,
  type SearchResult,
  type StopReason,
} from '../search/types.ts';
import { SearchBudget } from '../search/budget.ts';
import {
  entryCutoff,
  entryMove,
  entryProven,
  entryScore,
  type TranspositionTable,
} from '../search/tt.ts';
import { seedsOf, WARI_IN_PLAY, WariBoard } from './board.ts';
import { wariEvaluate, wariFinalScore } from './evaluate.ts';
import { wariEgdbRulesKey, type WariEgdb } from './egdb.ts';

/** Room per ply in the move buffers (houses ≤ 12). */
const MOVE_STRIDE = 16;
/** Room per ply in the triangular PV table. */
const PV_STRIDE = MAX_PLY + 1;

/**
 * The search for Wari and Oware (docs/RULES.md 2) on the engine's own Wari board ({@link WariBoard}):
 * negamax alpha-beta (fail-soft, principal-variation search) with iterative deepening
 * (`deepening.ts`), aspiration windows, the owner's transposition table and history move ordering.
 * The same algorithm, move order, table policy and evaluation as the generic searcher of the
 * relatives (`relatives/search.ts`), so both find the same scores, at many times the speed.
 *
 * The repetition rule makes a position's value depend on the positions since the last capture,
 * so the table key is the board's key XOR its history key ({@link WariBoard.historyKeyLo}): an
 * entry is never used for a position with another relevant history, and proven scores stay
 * proven. Scores are in internal units (1/SCORE_SCALE seed) from the view of the player to move;
 * a finished game scores its final store difference.
 *
 * Used by `Searcher` for Wari and Oware positions, with the searcher's table.
 */
export class WariSearcher extends SearchBudget {
  private board: WariBoard | undefined = undefined;
  private rules: WariRuleSet | undefined = undefined;
  /** History scores by `side · 16 + house` (South 0, North 1). */
  private readonly history = new Int32Array(32);
  private readonly moves = new Int32Array((MAX_PLY + 2) * MOVE_STRIDE);
  private readonly orderKeys = new Int32Array((MAX_PLY + 2) * MOVE_STRIDE);
  private readonly pv = new Int32Array((MAX_PLY + 2) * PV_STRIDE);
  private readonly pvLength = new Int32Array(MAX_PLY + 2);

  /** The Wari database in use ({@link setEgdb}), when it is of the rules searched. */
  private egdb: WariEgdb | undefined = undefined;
  private egdbAll: WariEgdb | undefined = undefined;
  private readonly egdbScratch = new Int32Array(24);
  private readonly egdbBounds = new Int32Array(2);
  /** The evaluation's weights ({@link setWeights}). */
  private weights: WariWeights = WARI_WEIGHTS;

  constructor(private readonly tt: TranspositionTable) {
    super(CHECK_INTERVAL);
  }

  /**
   * Attaches a Wari database (`wari/egdb.ts`; none with `undefined`), used from the next search on
   * under the rules it was built for ({@link wariEgdbRulesKey}): a position reached in the search
   * with at most its seeds on the board, whose chain since the last capture holds no position twice
   * (`WariBoard.chainUnrepeated`) and whose entry is exact (PESS = OPT) scores its store difference
   * plus that value, a proven score (the claim proved in `wari/egdb-build.ts`). Other entries are
   * searched as without a database.
   */
  setEgdb(egdb: WariEgdb | undefined): void {
    if (egdb === this.egdbAll) return;
    this.egdbAll = egdb;
    this.rules = undefined;
    this.board = undefined;
  }

  /**
   * Sets the weights of the evaluation (`wari/evaluate.ts`) from the next search on; the engine's
   * own ({@link WARI_WEIGHTS}) unless set. For matches that tune them (`bench/tune-wari.ts`).
   */
  setWeights(weights: WariWeights): void {
    this.weights = weights;
  }

  /** Forgets the move-ordering history (the table is the owner's to clear). */
  clear(): void {
    this.history.fill(0);
  }

  /** Searches a Wari or Oware `position`; limits, progress and result as `Searcher.search`. */
  search(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): SearchResult {
    const maxDepth = this.startBudget(limits);

    const board = this.setUp(position);
    if (board.over !== WARI_IN_PLAY) {
      return {
        move: undefined,
        score: toSeeds(wariFinalScore(board)),
        exact: true,
        depth: 0,
        pv: [],
        nodes: 0,
        elapsedMs: this.elapsed(),
        reason: 'gameOver',
      };
    }
    this.tt.newSearch();
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 1;

    return deepen(
      {
        ...this.budgetRoot(),
        maxDepth,
        searchRoot: (depth, alpha, beta) => this.negamax(board, depth, alpha, beta, 0),
        principalVariation: () => Array.from(this.pv.subarray(0, this.pvLength[0]!)),
        fallback: (reason) => this.fallback(board, reason),
      },
      onProgress,
    );
  }

  /** The board set to `position`, made anew when the rules change or the seeds do not fit. */
  private setUp(position: Position): WariBoard {
    const board = this.board;
    if (
      board === undefined ||
      position.rules !== this.rules ||
      seedsOf(position) > board.maxSeeds
    ) {
      this.rules = position.rules as WariRuleSet;
      this.board = WariBoard.fromPosition(position);
      const db = this.egdbAll;
      this.egdb = db !== undefined && db.rulesKey === wariEgdbRulesKey(this.rules) ? db : undefined;
      return this.board;
    }
    board.setPosition(position);
    return board;
  }

  /**
   * The result when no iteration completed: the table's move or the first legal move, scored
   * statically.
   */
  private fallback(board: WariBoard, reason: StopReason): SearchResult {
    const ttMove = entryMove(
      this.tt.probe(board.keyLo ^ board.historyKeyLo, board.keyHi ^ board.historyKeyHi),
    );
    const count = board.legalMoves(this.moves, 0);
    let move: number | undefined = count > 0 ? this.moves[0] : undefined;
    for (let k = 0; k < count; k++) if (this.moves[k] === ttMove) move = ttMove;
    return {
      move,
      score: toSeeds(wariEvaluate(board, this.weights)),
      exact: false,
      depth: 0,
      pv: move === undefined ? [] : [move],
      nodes: this.nodes,
      elapsedMs: this.elapsed(),
      reason,
    };
  }

  /**
   * Writes the legal moves of the board's position into the move buffer of `ply`: the table's
   * move first, then by history, ties in increasing house order (the generic searcher's order).
   *
   * @returns how many moves.
   */
  private order(board: WariBoard, ttMove: number, ply: number): number {
    const at = ply * MOVE_STRIDE;
    const moves = this.moves;
    const keys = this.orderKeys;
    const count = board.legalMoves(moves, at);
    const side = board.turn * 16;
    for (let k = 0; k < count; k++) {
      const house = moves[at + k]!;
      const key = house === ttMove ? HISTORY_MAX + 1 : this.history[side + house]!;
      // Insertion sort, stable: a move goes after every earlier one with a key at least as high.
      let j = k;
      for (; j > 0 && keys[at + j - 1]! < key; j--) {
        moves[at + j] = moves[at + j - 1]!;
        keys[at + j] = keys[at + j - 1]!;
      }
      moves[at + j] = house;
      keys[at + j] = key;
    }
    return count;
  }

  /**
   * Fail-soft negamax of the board's position (in play), `depth` ≥ 1 plies to go, window
   * (alpha, beta), score from the view of the player to move.
   */
  private negamax(
    board: WariBoard,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    this.pvLength[ply] = 0;
    const keyLo = board.keyLo ^ board.historyKeyLo;
    const keyHi = board.keyHi ^ board.historyKeyHi;
    const useTable = depth >= WARI_TT_MIN_DEPTH;
    let data = 0;
    if (useTable) {
      data = this.tt.probe(keyLo, keyHi);
      if (entryCutoff(data, depth, alpha, beta)) {
        if (!entryProven(data)) this.heuristic++;
        return entryScore(data);
      }
    }

    const side = board.turn * 16;
    const count = this.order(board, entryMove(data), ply);
    const at = ply * MOVE_STRIDE;
    const heuristicBefore = this.heuristic;
    const alphaBefore = alpha;
    let best = -INF;
    let bestMove = 0;
    for (let k = 0; k < count; k++) {
      if (this.nodes >= this.nextCheck && this.check()) return 0;
      const house = this.moves[at + k]!;
      board.make(house);
      this.nodes++;
      let score: number;
      if (board.over !== WARI_IN_PLAY) {
        score = -wariFinalScore(board);
        this.pvLength[ply + 1] = 0;
      } else if (this.egdb !== undefined && this.probe(board)) {
        const bounds = this.egdbBounds;
        const turn = board.turn;
        score = -(board.store(turn) - board.store(1 - turn) + bounds[0]!) * SCORE_SCALE;
        this.pvLength[ply + 1] = 0;
      } else if (depth <= 1 || ply + 1 >= MAX_PLY) {
        score = -wariEvaluate(board, this.weights);
        this.heuristic++;
        this.pvLength[ply + 1] = 0;
      } else if (k === 0) {
        score = -this.negamax(board, depth - 1, -beta, -alpha, ply + 1);
      } else {
        score = -this.negamax(board, depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta && !this.stopped)
          score = -this.negamax(board, depth - 1, -beta, -alpha, ply + 1);
      }
      board.unmake();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = house;
        if (score > alpha) {
          if (score >= beta) {
            const i = side + house;
            this.history[i] = Math.min(HISTORY_MAX, this.history[i]! + depth * depth);
            break;
          }
          alpha = score;
          this.setPv(ply, house);
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
   * True when the database holds an exact value for the board's position (in play) that is its
   * value under the repetition rule (see {@link setEgdb}); the value is then in `egdbBounds[0]`.
   */
  private probe(board: WariBoard): boolean {
    if (!board.chainUnrepeated) return false;
    const bounds = this.egdbBounds;
    return this.egdb!.lookup(board, this.egdbScratch, bounds) && bounds[0] === bounds[1];
  }

  /** The principal variation of `ply`: `house`, then that of `ply + 1`. */
  private setPv(ply: number, house: number): void {
    const row = ply * PV_STRIDE;
    const next = (ply + 1) * PV_STRIDE;
    const length = this.pvLength[ply + 1]!;
    this.pv[row] = house;
    for (let i = 0; i < length; i++) this.pv[row + 1 + i] = this.pv[next + i]!;
    this.pvLength[ply] = length + 1;
  }
}
