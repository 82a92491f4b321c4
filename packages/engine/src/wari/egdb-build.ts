import type { WariRuleSet } from '@kalaha/rules';
import { EgdbError } from '../egdb/egdb.ts';
import { SeedIndex } from '../egdb/seed-index.ts';
import { WARI_IN_PLAY, WARI_NORTH, WARI_SOUTH, WariBoard } from './board.ts';
import { WariEgdb, wariEgdbRulesKey, wariLevelBases } from './egdb.ts';

/** Most bytes a Wari database build holds (two per entry): what one typed array may hold. */
export const WARI_EGDB_MAX_BYTES = 2 ** 32 - 1;

/**
 * Builds the Wari database of `rules` (docs/RULES.md 2; its `houses` and `grandSlam`) for up to
 * `maxSeeds` seeds on the board, level by level (N = 0, 1, …; a capture leads to a lower level).
 *
 * **The two bound games.** Within level N play is capture-free until a capture (into a lower
 * level, already built) or an end (a store past half, the player to move unable to move); it may
 * also go on forever, which the rules end by the third occurrence of a position. Replace that
 * rule by a fixed payoff for endless play: PESS(p) is the value, for the mover X of p, of the game
 * in which endless play gives X a margin of −N (none of the board's seeds), OPT(p) of the one in
 * which it gives him +N. The opponent Y moves next, and X's worst endless play is Y's best, so
 *
 *     PESS(p) = max over moves of (captured − OPT(child)),  OPT(p) = max over moves of (captured − PESS(child))
 *
 * (a finished game: the final margin; a capture: the child's level's bounds). PESS is the least
 * fixpoint from below (every PESS starts at −N, every OPT at +N: all at X's worst in the PESS game),
 * OPT the greatest from above, found by iterating the two equations over level N until nothing
 * changes (monotone on a finite lattice of integers in [−N, N], so it ends).
 *
 * **Claim.** Let p be a position with N seeds on the board whose chain (the positions since the
 * last capture, p included) holds no position twice. Under the third-occurrence rule with either
 * `cycleRule` (its sweep gives the mover a margin within [−N, N]), the true value V(p) satisfies
 * PESS(p) ≤ V(p) ≤ OPT(p); so when PESS(p) = OPT(p), V(p) is that value.
 *
 * *Proof* (PESS ≤ V; V ≤ OPT is the same argument from Y's side, and lower levels hold by
 * induction on N: after a capture the chain starts afresh, so their condition holds). In the PESS
 * game X has a positional strategy σ guaranteeing PESS(p) from every position: rank each position
 * by the iteration at which its value (in X's terms) reached its final value and let X pick a move
 * that reaches his value from the values of the iteration before. Along a play consistent with σ
 * X's value never falls, and while it stays the same the rank falls strictly; so when PESS(p) > −N
 * every such play leaves level N (a capture or an end) after finitely many moves, with at least
 * PESS(p). Now let X play σ in the real game. A play ends either as in the PESS game (at least
 * PESS(p), the lower levels by induction) or by a third occurrence of some q. The chain before p
 * holds q at most once, so the play from p meets q at least twice: the moves between are a cycle
 * consistent with σ, which Y could repeat forever in the PESS game. That endless play gives −N, so
 * PESS(p) = −N, and the real sweep gives at least −N. Either way X gets at least PESS(p). ∎
 *
 * A position whose chain holds one twice is outside the claim (the history can end the game sooner
 * than the bound games allow): the search probes the database only under the claim's condition.
 *
 * @param onLevel called after each level with its number and entries.
 * @throws {EgdbError} `ERR_EGDB_RULES` for another game, `ERR_EGDB_SIZE` beyond
 *   {@link WARI_EGDB_MAX_BYTES} or for `maxSeeds` outside 0..120.
 */
export function buildWariEgdb(
  rules: WariRuleSet,
  maxSeeds: number,
  onLevel?: (seeds: number, entries: number) => void,
): WariEgdb {
  const key = wariEgdbRulesKey(rules);
  if (!Number.isInteger(maxSeeds) || maxSeeds < 0 || maxSeeds > 120) {
    throw new EgdbError('ERR_EGDB_SIZE', `seeds on the board must be 0..120, got ${maxSeeds}`);
  }
  const m = rules.houses;
  const index = new SeedIndex(m, maxSeeds);
  const bases = wariLevelBases(index, maxSeeds);
  const bytes = 2 * bases[maxSeeds + 1]!;
  if (bytes > WARI_EGDB_MAX_BYTES) {
    throw new EgdbError(
      'ERR_EGDB_SIZE',
      `a Wari database of ${m} houses and ${maxSeeds} seeds would take ${bytes} bytes, more than ${WARI_EGDB_MAX_BYTES}`,
    );
  }
  const db = new WariEgdb(key, m, maxSeeds, new Uint8Array(bytes));
  // A board whose stores never pass half before the database's values say so: T/2 = half ≥ N.
  const half = m * Math.max(1, Math.ceil(maxSeeds / m));
  const board = new WariBoard({ ...rules, seeds: half / m }, 2 * half);
  for (let n = 0; n <= maxSeeds; n++) {
    buildLevel(db, board, half, n);
    onLevel?.(n, bases[n + 1]! - bases[n]!);
  }
  return db;
}

/** No value yet: below every margin. */
const NONE = -1000;

/** Fills level `n` of `db`, the levels below being done ({@link buildWariEgdb}). */
function buildLevel(db: WariEgdb, board: WariBoard, half: number, n: number): void {
  const m = db.houses;
  const ring = 2 * m;
  const index = db.index;
  const first = db.levelBase[n]!;
  const count = db.levelBase[n + 1]! - first;
  // Per entry: the best fixed move values (ends and captures) for PESS and OPT, and up to m
  // capture-free moves to entries of this level (−1: none).
  const fixedLo = new Int16Array(count).fill(NONE);
  const fixedHi = new Int16Array(count).fill(NONE);
  const next = new Int32Array(count * m).fill(-1);
  const config = new Int32Array(ring);
  const child = new Int32Array(ring);
  const moves = new Int32Array(m);
  index.unrank(index.levelStart(n), config);
  for (let c = 0, e = 0; c < index.levelEnd(n) - index.levelStart(n); c++) {
    for (let a = 0; a <= n; a++, e++) {
      const south = half - a;
      const north = half - n + a;
      board.setRing(config, south, north, WARI_SOUTH);
      if (board.over !== WARI_IN_PLAY) {
        // The mover cannot move: the houses go to their owners (docs/RULES.md 2 "End").
        const v = board.seedsOnSide(WARI_SOUTH) - board.seedsOnSide(WARI_NORTH);
        fixedLo[e] = fixedHi[e] = v;
        continue;
      }
      const before = south - north;
      const k = board.legalMoves(moves, 0);
      let free = 0;
      for (let i = 0; i < k; i++) {
        board.make(moves[i]!);
        const captured = board.store(WARI_SOUTH) - south;
        if (board.over !== WARI_IN_PLAY) {
          const v = board.store(WARI_SOUTH) - board.store(WARI_NORTH) - before;
          if (v > fixedLo[e]!) fixedLo[e] = v;
          if (v > fixedHi[e]!) fixedHi[e] = v;
        } else {
          for (let h = 0; h < m; h++) {
            child[h] = board.house(WARI_NORTH, h + 1);
            child[m + h] = board.house(WARI_SOUTH, h + 1);
          }
          const seeds = n - captured;
          const to = db.entryOf(child, seeds, n - a);
          if (captured > 0) {
            const lo = captured - db.opt(to, seeds);
            const hi = captured - db.pess(to, seeds);
            if (lo > fixedLo[e]!) fixedLo[e] = lo;
            if (hi > fixedHi[e]!) fixedHi[e] = hi;
          } else {
            next[e * m + free++] = to - first;
          }
        }
        board.unmake();
      }
    }
    index.next(config);
  }
  // Value iteration over the capture-free moves, in place (Gauss-Seidel): PESS up from −N, OPT
  // down from +N.
  const pess = new Int16Array(count);
  const opt = new Int16Array(count);
  for (let e = 0; e < count; e++) {
    const closed = next[e * m] === -1;
    pess[e] = closed ? fixedLo[e]! : Math.max(-n, fixedLo[e]!);
    opt[e] = closed ? fixedHi[e]! : n;
  }
  for (let changed = true; changed;) {
    changed = false;
    for (let e = 0; e < count; e++) {
      let lo = fixedLo[e]!;
      let hi = fixedHi[e]!;
      for (let i = e * m; i < e * m + m; i++) {
        const to = next[i]!;
        if (to < 0) break;
        if (-opt[to]! > lo) lo = -opt[to]!;
        if (-pess[to]! > hi) hi = -pess[to]!;
      }
      if (lo !== pess[e] || hi !== opt[e]) {
        pess[e] = lo;
        opt[e] = hi;
        changed = true;
      }
    }
  }
  const data = db.data;
  for (let e = 0; e < count; e++) {
    data[2 * (first + e)] = pess[e]! + n;
    data[2 * (first + e) + 1] = opt[e]! + n;
  }
}
