import { NORTH, SOUTH, type EngineBoard } from './board.ts';
import {
  HISTORY_MAX,
  HISTORY_SHIFT_PER_SEARCH,
  ORDER_CAPTURE,
  ORDER_EXTRA_TURN,
  ORDER_TT_MOVE,
} from '../params.ts';

/**
 * Move ordering, its own unit as in Stockfish's `movepick`: alpha-beta cuts off most when the best
 * move is tried first. The legal moves of a node are sorted by a key, highest first:
 *
 * 1. the transposition table's move for the position ({@link ORDER_TT_MOVE});
 * 2. moves whose last seed lands in the own store, an extra turn ({@link ORDER_EXTRA_TURN}; the
 *    house nearest the store first, since sowing it leaves the other such moves intact);
 * 3. captures (last seed in an own empty house, opposite house non-empty), by seeds taken
 *    ({@link ORDER_CAPTURE});
 * 4. the rest by the history heuristic: how often and how deep the move (side, house) caused a
 *    cutoff before.
 *
 * The landing pit is computed from the seed count without sowing. Ordering only steers speed: a
 * wrong guess (for instance a capture that `captureNeedsLap` forbids) costs time, never accuracy.
 */
export class MoveOrdering {
  /** History scores by `side · 16 + house`. */
  private readonly history = new Int32Array(32);

  /** Forgets all history. */
  clear(): void {
    this.history.fill(0);
  }

  /** Starts a new search: old history fades (halved). */
  age(): void {
    const h = this.history;
    for (let i = 0; i < h.length; i++) h[i] = h[i]! >> HISTORY_SHIFT_PER_SEARCH;
  }

  /** Records that `house` of `side` caused a beta cutoff `depth` plies from the horizon. */
  cutoff(side: number, house: number, depth: number): void {
    const i = side * 16 + house;
    const v = this.history[i]! + depth * depth;
    this.history[i] = v > HISTORY_MAX ? HISTORY_MAX : v;
  }

  /**
   * Writes the legal moves of `board` (house numbers) into `moves` from `offset`, best first, and
   * returns how many there are. `keys` is scratch space of the same shape.
   *
   * @param ttMove the table's move for this position (0 = none); ignored when not legal.
   */
  order(
    board: EngineBoard,
    ttMove: number,
    moves: Int32Array,
    keys: Int32Array,
    offset: number,
  ): number {
    const p = board.pits;
    const m = board.m;
    const turn = board.turn;
    const base = turn === SOUTH ? 0 : m + 1;
    const track = board.skipOrigin ? 2 * m : 2 * m + 1;
    const extraTurns = board.extraTurnRule !== 0;
    const captures = board.captureOpposite && !board.captureNeedsLap;
    const emptyCapture = board.emptyCapture;
    const history = this.history;
    const hist = turn === NORTH ? 16 : 0;
    let count = 0;
    for (let h = 1; h <= m; h++) {
      const origin = base + h - 1;
      const seeds = p[origin]!;
      if (seeds === 0) continue;
      const toStore = m - h + 1;
      let key = history[hist + h]!;
      if (h === ttMove) {
        key = ORDER_TT_MOVE;
      } else if (seeds < toStore) {
        if (captures && p[origin + seeds] === 0) {
          const taken = p[2 * m - origin - seeds]!;
          if (taken > 0 || emptyCapture) key = ORDER_CAPTURE + taken;
        }
      } else if (
        extraTurns &&
        (seeds === toStore || (seeds > track && (seeds - toStore) % track === 0))
      ) {
        key = ORDER_EXTRA_TURN + h;
      }
      // Insertion sort: at most 12 moves.
      let j = offset + count;
      while (j > offset && keys[j - 1]! < key) {
        keys[j] = keys[j - 1]!;
        moves[j] = moves[j - 1]!;
        j--;
      }
      keys[j] = key;
      moves[j] = h;
      count++;
    }
    return count;
  }
}
