import { legalMoves, play, type Direction, type Move, type Position } from '@kalaha/rules';
import { deepen, INF } from '../search/deepening.ts';
import { CHECK_INTERVAL, HISTORY_MAX, MAX_PLY } from '../params.ts';
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
import { zobristTable, type ZobristTable } from '../search/zobrist.ts';
import { WariBoard } from '../wari/board.ts';
import { relativeEvaluate, relativeFinalScore } from './evaluate.ts';

/** Plies to go from which a node uses the table (every child a leaf below: not worth a probe). */
const TABLE_MIN_DEPTH = 2;

/** A 64-bit key as two signed 32-bit halves. */
interface Key {
  lo: number;
  hi: number;
}

/**
 * The generic search of the relatives, used for Obridjie and Giuthi (docs/RULES.md 3, 4) and able to
 * search Wari and Oware (docs/RULES.md 2) too: negamax alpha-beta
 * (fail-soft, principal-variation search) with iterative deepening, aspiration windows, a
 * transposition table and history move ordering, on the rules library's own positions
 * (`legalMoves`, `play`), so that every rule (must-feed, grand slam, relay sowing and endless
 * moves, Giuthi's directions, further choices and passes, the repetition rule) is the library's.
 * Scores are in internal units (1/SCORE_SCALE seed) from the view of the player to move; a
 * finished game scores its final store difference (`relatives/evaluate.ts`). A move that leaves
 * the same player to move (Giuthi's further choice inside a turn, or the opponent's pass) keeps
 * the child's score as it is.
 *
 * Moves are handled as move codes: the house number in Wari and Obridjie, `house · 2 + d` in
 * Giuthi (d 0 for `ccw`, 1 for `cw`; {@link moveCode}). The table keeps only the house of its best
 * move (its move field holds 1..12), which puts both directions of that house first in Giuthi.
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
 * Used by `Searcher` for Obridjie and Giuthi positions, with the searcher's table. Wari and Oware
 * have their own searcher on the engine's Wari board (`wari/search.ts`: the same tree and scores,
 * many times faster); this one searches them only for comparison (`bench/bench.ts --generic`).
 */
export class RelativeSearcher extends SearchBudget {
  private zobrist: ZobristTable | undefined = undefined;
  private shape = '';
  /** History scores by `side · 32 + move code` (South 0, North 1). */
  private readonly history = new Int32Array(64);
  /** True while searching a Giuthi position: move codes carry a direction. */
  private giuthi = false;
  private readonly pv: number[][] = [];

  constructor(private readonly tt: TranspositionTable) {
    super(CHECK_INTERVAL / 16);
  }

  /** Forgets the move-ordering history (the table is the owner's to clear). */
  clear(): void {
    this.history.fill(0);
  }

  /**
   * Searches a Wari, Obridjie or Giuthi `position`; limits, progress and result as
   * `Searcher.search` (in Giuthi the result's `direction` is the move's sowing direction).
   */
  search(
    position: Position,
    limits: SearchLimits,
    onProgress?: (progress: SearchProgress) => void,
  ): SearchResult {
    const maxDepth = this.startBudget(limits);

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
    this.giuthi = position.rules.game === 'giuthi';
    this.setShape(position);
    const history = this.rootHistory(position);
    this.tt.newSearch();
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 1;

    const result = deepen(
      {
        ...this.budgetRoot(),
        maxDepth,
        searchRoot: (depth, alpha, beta) => this.negamax(position, history, depth, alpha, beta, 0),
        principalVariation: () => [...(this.pv[0] ?? [])],
        fallback: (reason) => this.fallback(position, history, reason),
      },
      onProgress && this.giuthi
        ? (progress) => onProgress({ ...progress, pv: progress.pv.map((code) => code >> 1) })
        : onProgress,
    );
    return this.giuthi ? decodeResult(result) : result;
  }

  /**
   * The result when no iteration completed: the table's move (in Giuthi its first direction) or
   * the first legal move, scored statically; its move a move code (see the class comment).
   */
  private fallback(position: Position, history: Key, reason: StopReason): SearchResult {
    const key = this.keyOf(position, history);
    const ttMove = entryMove(this.tt.probe(key.lo, key.hi));
    const codes = legalMoves(position).map((m) => this.codeOf(m));
    const move = codes.find((c) => this.houseOf(c) === ttMove) ?? codes[0];
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

  /** The move code of `move` in the game searched (see the class comment). */
  private codeOf(move: Move): number {
    return this.giuthi ? moveCode(move) : move.house;
  }

  /** The house of a move code in the game searched. */
  private houseOf(code: number): number {
    return this.giuthi ? code >> 1 : code;
  }

  /** The move of a move code in the game searched. */
  private moveOf(code: number): Move {
    return this.giuthi ? moveOfCode(code) : { house: code };
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
      const board = this.boardKey(
        entry.houses.south,
        entry.houses.north,
        stores,
        entry.turn,
        entry.choice,
      );
      const id = `${board.lo}:${board.hi}`;
      const occurrence = (seen.get(id) ?? 0) + 1;
      seen.set(id, occurrence);
      addOccurrence(key, board, occurrence);
    }
    return key;
  }

  /**
   * The Zobrist key of a board (houses, stores, player to move, and Giuthi's pending further
   * choice: part of the position for the repetition rule, docs/RULES.md 4).
   */
  private boardKey(
    south: readonly number[],
    north: readonly number[],
    stores: { readonly south: number; readonly north: number },
    turn: 'south' | 'north',
    choice: Direction | undefined,
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
    if (choice !== undefined) {
      const [cLo, cHi] = z.choice[choice === 'cw' ? 1 : 0]!;
      lo ^= cLo;
      hi ^= cHi;
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
      position.choice,
    );
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
      if (entryCutoff(data, depth, alpha, beta)) {
        if (!entryProven(data)) this.heuristic++;
        return entryScore(data);
      }
    }

    const turn = position.turn;
    const side = turn === 'south' ? 0 : 32;
    const ttMove = entryMove(data);
    const moves = legalMoves(position).map((m) => this.codeOf(m));
    moves.sort(
      (a, b) =>
        Number(this.houseOf(b) === ttMove) - Number(this.houseOf(a) === ttMove) ||
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
      const code = moves[k]!;
      const played = play(position, this.moveOf(code));
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
        bestMove = code;
        if (score > alpha) {
          if (score >= beta) {
            const i = side + code;
            this.history[i] = Math.min(HISTORY_MAX, this.history[i]! + depth * depth);
            break;
          }
          alpha = score;
          this.pv[ply] = [code, ...(this.pv[ply + 1] ?? [])];
        }
      }
    }

    if (useTable) {
      const proven = this.heuristic === heuristicBefore;
      this.tt.storeNode(
        keyLo,
        keyHi,
        best,
        alphaBefore,
        beta,
        this.houseOf(bestMove),
        proven,
        depth,
      );
    }
    return best;
  }
}

/**
 * The move code of a Giuthi move: `house · 2 + d`, d 0 for `ccw` and 1 for `cw` (docs/RULES.md 4).
 */
export function moveCode(move: Move): number {
  return move.house * 2 + (move.direction === 'cw' ? 1 : 0);
}

/** The Giuthi move of a move code ({@link moveCode}). */
export function moveOfCode(code: number): { house: number; direction: Direction } {
  return { house: code >> 1, direction: code & 1 ? 'cw' : 'ccw' };
}

/**
 * A Giuthi search result with its move codes read back: `move` the house, `direction` its sowing
 * direction, the principal variation in house numbers with their directions.
 */
function decodeResult(result: SearchResult): SearchResult {
  const line = result.pv.map(moveOfCode);
  const pv = line.map((m) => m.house);
  const pvDirections = line.map((m) => m.direction);
  if (result.move === undefined) return { ...result, pv, pvDirections };
  const { house, direction } = moveOfCode(result.move);
  return { ...result, move: house, direction, pv, pvDirections };
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
 * Wari board's occurrence key ({@link WariBoard.occurrenceKeyLo}), so that both searchers give a
 * history the same key.
 */
function addOccurrence(key: Key, board: Key, occurrence: number): void {
  key.lo ^= WariBoard.occurrenceKeyLo(board.lo, occurrence);
  key.hi ^= WariBoard.occurrenceKeyHi(board.hi, occurrence);
}
