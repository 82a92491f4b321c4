import { legalMoves, play, type Position } from '@kalaha/rules';
import { deepen, INF } from '../deepening.ts';
import { CHECK_INTERVAL, HISTORY_MAX, MAX_PLY } from '../params.ts';
import {
  isLimit,
  toSeeds,
  type SearchLimits,
  type SearchProgress,
  type SearchResult,
  type StopReason,
} from '../search.ts';
import {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_UPPER,
  entryBound,
  entryDepth,
  entryMove,
  entryProven,
  entryScore,
  type TranspositionTable,
} from '../tt.ts';
import { zobristTable, type ZobristTable } from '../zobrist.ts';
import { relativeEvaluate, relativeFinalScore } from './evaluate.ts';

/** Plies to go from which a node uses the table (every child a leaf below: not worth a probe). */
const TABLE_MIN_DEPTH = 2;

/** A 64-bit key as two signed 32-bit halves. */
interface Key {
  lo: number;
  hi: number;
}

/**
 * The search for Wari, Oware and Obridjie (RULES.md 2, 3): negamax alpha-beta (fail-soft,
 * principal-variation search) with iterative deepening, aspiration windows, a transposition table
 * and history move ordering, on the rules library's own positions (`legalMoves`, `play`), so that
 * every rule (must-feed, grand slam, Obridjie's relay sowing and endless moves, the repetition
 * rule) is the library's. Scores are in internal units (1/SCORE_SCALE seed) from the view of the
 * player to move; a finished game scores its final store difference (`relatives/evaluate.ts`).
 *
 * The repetition rule makes a position's value depend on the positions seen since the last
 * capture (a third occurrence ends the game). The table's key is therefore the position's Zobrist
 * key (houses, stores, player to move) XOR a key of that history: the XOR of one number per
 * earlier position with the same seeds on the board and per occurrence of it (its first and
 * second occurrence give different numbers, so a position seen twice is told from one seen once
 * or never). Positions with other seeds on the board can never occur again (seeds leave the board
 * only), so this is exactly the state the rest of the game depends on: a table entry is never used
 * for a position with another relevant history, and proven scores stay proven. The price is that
 * two move orders reaching one position share an entry only when they passed through the same
 * positions, which in Wari (few transpositions without a capture) costs little.
 *
 * Used by `Searcher` for positions outside the Kalaha family, with the searcher's table.
 */
export class RelativeSearcher {
  private zobrist: ZobristTable | undefined = undefined;
  private shape = '';
  /** History scores by `side · 16 + house` (South 0, North 1). */
  private readonly history = new Int32Array(32);
  private readonly pv: number[][] = [];

  private nodes = 0;
  private nextCheck = 0;
  private maxNodes = Infinity;
  private deadline = Infinity;
  private startTime = 0;
  private limits: SearchLimits = {};
  private stopRequested = false;
  private stopped = false;
  private reason: StopReason = 'depth';
  private heuristic = 0;

  constructor(private readonly tt: TranspositionTable) {}

  /** Forgets the move-ordering history (the table is the owner's to clear). */
  clear(): void {
    this.history.fill(0);
  }

  /** Asks the running search to stop at its next check. */
  stop(): void {
    this.stopRequested = true;
    this.nextCheck = 0;
  }

  /**
   * Searches a Wari or Obridjie `position`; limits, progress and result as `Searcher.search`.
   */
  search(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): SearchResult {
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
    const maxDepth = isLimit(limits.depth)
      ? Math.max(1, Math.min(MAX_PLY, Math.floor(limits.depth)))
      : MAX_PLY;

    if (position.isOver) {
      return {
        move: undefined,
        score: toSeeds(relativeFinalScore(position)),
        exact: true,
        depth: 0,
        pv: [],
        nodes: 0,
        elapsedMs: this.elapsed(),
        reason: 'gameOver',
      };
    }
    this.setShape(position);
    const history = this.rootHistory(position);
    this.tt.newSearch();
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 1;

    return deepen(
      {
        maxDepth,
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
        searchRoot: (depth, alpha, beta) => this.negamax(position, history, depth, alpha, beta, 0),
        principalVariation: () => [...(this.pv[0] ?? [])],
        fallback: (reason) => this.fallback(position, history, reason),
      },
      onProgress,
    );
  }

  /**
   * The result when no iteration completed: the table's move or the first legal move, scored
   * statically.
   */
  private fallback(position: Position, history: Key, reason: StopReason): SearchResult {
    const key = this.keyOf(position, history);
    const ttMove = entryMove(this.tt.probe(key.lo, key.hi));
    const houses = legalMoves(position).map((m) => m.house);
    const move = houses.includes(ttMove) ? ttMove : houses[0];
    return {
      move,
      score: toSeeds(relativeEvaluate(position)),
      exact: false,
      depth: 0,
      pv: move === undefined ? [] : [move],
      nodes: this.nodes,
      elapsedMs: this.elapsed(),
      reason,
    };
  }

  private elapsed(): number {
    return performance.now() - this.startTime;
  }

  /** The Zobrist numbers for the board of `position` (houses and stores, all its seeds). */
  private setShape(position: Position): void {
    const m = position.houses('south').length;
    let total = position.store('south') + position.store('north');
    for (const side of ['south', 'north'] as const)
      for (const s of position.houses(side)) total += s;
    const shape = `${m}:${total}`;
    if (shape !== this.shape) {
      this.zobrist = zobristTable(2 * m + 2, total);
      this.shape = shape;
    }
  }

  /** The key of the repetition history of the root (see the class comment). */
  private rootHistory(position: Position): Key {
    const key: Key = { lo: 0, hi: 0 };
    const entries = position.toSetup().history ?? [];
    const onBoard = seedsOnBoard(position.houses('south'), position.houses('north'));
    const stores = { south: position.store('south'), north: position.store('north') };
    const seen = new Map<string, number>();
    for (const entry of entries) {
      if (seedsOnBoard(entry.houses.south, entry.houses.north) !== onBoard) continue;
      const board = this.boardKey(entry.houses.south, entry.houses.north, stores, entry.turn);
      const id = `${board.lo}:${board.hi}`;
      const occurrence = (seen.get(id) ?? 0) + 1;
      seen.set(id, occurrence);
      addOccurrence(key, board, occurrence);
    }
    return key;
  }

  /** The Zobrist key of a board (houses, stores, player to move). */
  private boardKey(
    south: readonly number[],
    north: readonly number[],
    stores: { readonly south: number; readonly north: number },
    turn: 'south' | 'north',
  ): Key {
    const z = this.zobrist!;
    const t = z.table;
    const m = south.length;
    const total = t.length / (2 * (2 * m + 2)) - 1;
    let lo = 0;
    let hi = 0;
    const add = (pit: number, seeds: number): void => {
      const i = (pit * (total + 1) + seeds) * 2;
      lo ^= t[i]!;
      hi ^= t[i + 1]!;
    };
    for (let h = 0; h < m; h++) {
      add(h, south[h]!);
      add(m + 1 + h, north[h]!);
    }
    add(m, stores.south);
    add(2 * m + 1, stores.north);
    if (turn === 'north') {
      lo ^= z.turnLo;
      hi ^= z.turnHi;
    }
    return { lo, hi };
  }

  /** The table key of `position` with the repetition history `history`. */
  private keyOf(position: Position, history: Key): Key {
    const board = this.positionKey(position);
    return { lo: board.lo ^ history.lo, hi: board.hi ^ history.hi };
  }

  private positionKey(position: Position): Key {
    return this.boardKey(
      position.houses('south'),
      position.houses('north'),
      { south: position.store('south'), north: position.store('north') },
      position.turn,
    );
  }

  /** True (and `stopped` set) when a limit is reached; sets the next node count to check at. */
  private check(): boolean {
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
    this.nextCheck = Math.min(this.nodes + CHECK_INTERVAL / 16, this.maxNodes);
    return false;
  }

  /**
   * Fail-soft negamax of `position` (in play) with repetition history `history`, `depth` ≥ 1
   * plies to go, window (alpha, beta), score from the view of the player to move.
   */
  private negamax(
    position: Position,
    history: Key,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number {
    this.pv[ply] = [];
    const board = this.positionKey(position);
    const keyLo = board.lo ^ history.lo;
    const keyHi = board.hi ^ history.hi;
    const useTable = depth >= TABLE_MIN_DEPTH;
    let data = 0;
    if (useTable) {
      data = this.tt.probe(keyLo, keyHi);
      if (data !== 0 && beta - alpha === 1) {
        const proven = entryProven(data);
        if (proven || entryDepth(data) >= depth) {
          const score = entryScore(data);
          const bound = entryBound(data);
          if (
            bound === BOUND_EXACT ||
            (bound === BOUND_LOWER ? score >= beta : bound === BOUND_UPPER && score <= alpha)
          ) {
            if (!proven) this.heuristic++;
            return score;
          }
        }
      }
    }

    const turn = position.turn;
    const side = turn === 'south' ? 0 : 16;
    const ttMove = entryMove(data);
    const moves = legalMoves(position).map((m) => m.house);
    moves.sort(
      (a, b) =>
        Number(b === ttMove) - Number(a === ttMove) ||
        this.history[side + b]! - this.history[side + a]!,
    );
    // The history key of the children: this position joins it, unless the move captures (then
    // no earlier position can come again, and the history starts afresh).
    const next: Key = { lo: history.lo, hi: history.hi };
    addOccurrence(next, board, position.occurrence);
    const stores = position.store('south') + position.store('north');

    const heuristicBefore = this.heuristic;
    const alphaBefore = alpha;
    let best = -INF;
    let bestMove = 0;
    for (let k = 0; k < moves.length; k++) {
      if (this.nodes >= this.nextCheck && this.check()) return 0;
      const house = moves[k]!;
      const played = play(position, { house });
      if (!played.ok) throw new Error(`legal move refused: ${played.error.message}`);
      const child = played.value.position;
      this.nodes++;
      const same = child.turn === turn;
      let score: number;
      if (child.isOver) {
        score = relativeFinalScore(child);
        if (!same) score = -score;
        this.pv[ply + 1] = [];
      } else if (depth <= 1 || ply + 1 >= MAX_PLY) {
        score = relativeEvaluate(child);
        if (!same) score = -score;
        this.heuristic++;
        this.pv[ply + 1] = [];
      } else {
        const captured = child.store('south') + child.store('north') !== stores;
        const h = captured ? { lo: 0, hi: 0 } : next;
        const search = (a: number, b: number): number =>
          same
            ? this.negamax(child, h, depth - 1, a, b, ply + 1)
            : -this.negamax(child, h, depth - 1, -b, -a, ply + 1);
        if (k === 0) score = search(alpha, beta);
        else {
          score = search(alpha, alpha + 1);
          if (score > alpha && score < beta && !this.stopped) score = search(alpha, beta);
        }
      }
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
          this.pv[ply] = [house, ...(this.pv[ply + 1] ?? [])];
        }
      }
    }

    if (useTable) {
      const bound = best >= beta ? BOUND_LOWER : best > alphaBefore ? BOUND_EXACT : BOUND_UPPER;
      this.tt.store(
        keyLo,
        keyHi,
        bound === BOUND_UPPER ? 0 : bestMove,
        bound,
        this.heuristic === heuristicBefore,
        depth,
        best,
      );
    }
    return best;
  }
}

/** Seeds in the houses of both rows. */
function seedsOnBoard(south: readonly number[], north: readonly number[]): number {
  let n = 0;
  for (const s of south) n += s;
  for (const s of north) n += s;
  return n;
}

/**
 * XORs into `key` the number of the `occurrence`-th occurrence (1, 2) of the board `board`: the
 * board's key mixed with the occurrence by a 32-bit finaliser (MurmurHash3's fmix32), so that the
 * first and second occurrence of one board, and different boards, give unrelated numbers.
 */
function addOccurrence(key: Key, board: Key, occurrence: number): void {
  key.lo ^= fmix32(board.lo ^ Math.imul(occurrence, 0x9e3779b9));
  key.hi ^= fmix32(board.hi ^ Math.imul(occurrence, 0x85ebca6b) ^ 0x5bd1e995);
}

function fmix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
