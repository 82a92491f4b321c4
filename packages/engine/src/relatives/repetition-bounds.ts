import {
  capabilities,
  legalMoves,
  opponent,
  play,
  Position,
  totalSeeds,
  unwrap,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import { SeedIndex } from '../egdb/seed-index.ts';

/**
 * Proven bounds on the value of every position with few seeds on the board, for a game that ends
 * by the third occurrence of a position (Obridjie, docs/RULES.md 3), worked out over the rules
 * library's own moves: relay sowing, fours and endless moves are the library's.
 *
 * The method is that of the Wari database (`wari/egdb-build.ts`, where its claim is proven): level
 * by level (seeds on the board; a capture leads to a lower level, and play within a level is
 * capture-free until it leaves the level or ends), two bound games replace the repetition rule by
 * a fixed payoff for endless play, none of the board's seeds for the mover in PESS, all of them in
 * OPT. A position whose chain (the positions since the last capture) holds none twice has its true
 * value between the two; where they meet, that is its value. Any sweep of the repetition rule
 * gives the mover a margin within [−N, N] on a board of N seeds, which is all the claim needs.
 *
 * Values are the margin still to be gained from the board's seeds by the player to move (seeds
 * that will reach his store less those that will reach his opponent's); they depend neither on
 * the stores (no majority end) nor, the board being the same seen from either seat, on which side
 * is to move: positions are indexed from the mover's view ({@link SeedIndex}, his houses first).
 * One byte a bound, two bytes a position: C(N + 2m, 2m) positions, 125,970 on Obridjie's board
 * for N = 8.
 */
export class RepetitionBounds {
  /** The rule set the bounds hold for. */
  readonly rules: RuleSet;
  /** Most seeds on the board of a position held. */
  readonly maxSeeds: number;
  /** The index of positions (mover's houses first). */
  readonly index: SeedIndex;
  /** PESS, by index: the mover's margin when endless play gives him none of the board. */
  readonly pess: Int8Array;
  /** OPT, by index: the mover's margin when endless play gives him all of the board. */
  readonly opt: Int8Array;

  /** The rule sets (by identity) found equal to {@link rules}. */
  private readonly same = new WeakSet<RuleSet>();

  constructor(rules: RuleSet, maxSeeds: number, pess: Int8Array, opt: Int8Array) {
    this.rules = rules;
    this.maxSeeds = maxSeeds;
    this.index = new SeedIndex(rules.houses, maxSeeds);
    this.pess = pess;
    this.opt = opt;
  }

  /**
   * The value of `position` for its player to move (the margin still to be gained, seeds) when
   * its bounds meet, else `undefined`; `undefined` too for a finished game, a board of more than
   * {@link maxSeeds} seeds or other rules. True of the game when the position's chain holds no
   * position twice (see above), as for a position set up without a history and one move after it.
   */
  exact(position: Position): number | undefined {
    const found = this.bounds(position);
    return found !== undefined && found[0] === found[1] ? found[0] : undefined;
  }

  /** True when `rules` are the rules the bounds hold for (every option equal). */
  matches(rules: RuleSet): boolean {
    if (rules === this.rules || this.same.has(rules)) return true;
    if (JSON.stringify(rules) !== JSON.stringify(this.rules)) return false;
    this.same.add(rules);
    return true;
  }

  /**
   * The bounds [PESS, OPT] on the value of `position` for its player to move (seeds, as
   * {@link exact}), or `undefined` for a finished game, a board of more than {@link maxSeeds} seeds
   * or other rules.
   */
  bounds(position: Position): readonly [number, number] | undefined {
    if (position.isOver || !this.matches(position.rules)) return undefined;
    const i = indexOf(this.index, position, this.maxSeeds);
    return i === undefined ? undefined : [this.pess[i]!, this.opt[i]!];
  }
}

/**
 * Builds the {@link RepetitionBounds} of `rules` for every position with at most `maxSeeds` seeds
 * on the board (2.4 s for Obridjie's 8 on this 2-core machine: the rules library plays every move
 * of each of the 125,970 positions once).
 *
 * @throws RangeError for a game the method does not serve (see {@link repetitionBoundsRefusal})
 *   or `maxSeeds` outside 0..min(all seeds, 127).
 */
export function buildRepetitionBounds(rules: RuleSet, maxSeeds: number): RepetitionBounds {
  const refused = repetitionBoundsRefusal(rules);
  if (refused !== undefined) throw new RangeError(refused);
  const total = totalSeeds(rules);
  if (!Number.isInteger(maxSeeds) || maxSeeds < 0 || maxSeeds > Math.min(total, 127)) {
    throw new RangeError(`seeds on the board must be 0..${Math.min(total, 127)}, got ${maxSeeds}`);
  }
  const m = rules.houses;
  const index = new SeedIndex(m, maxSeeds);
  const pess = new Int8Array(index.size);
  const opt = new Int8Array(index.size);
  const x = new Int32Array(2 * m);
  for (let seeds = 0; seeds <= maxSeeds; seeds++) {
    const from = index.levelStart(seeds);
    const to = index.levelEnd(seeds);
    const graph = levelGraph(rules, index, seeds, from, to, x, total);
    solveLevel(graph, seeds, from, pess, opt);
  }
  return new RepetitionBounds(rules, maxSeeds, pess, opt);
}

/**
 * Why {@link buildRepetitionBounds} cannot serve `rules`, or `undefined` when it can: it needs a
 * game that ends by repetition (else no bound games are needed: the Kalaha family has the exact
 * solver), whose value does not depend on the stores (no majority end: Wari has its own database,
 * `wari/egdb-build.ts`) and whose position is its board and player to move (no rounds, no
 * further choice inside a turn: Giuthi).
 */
export function repetitionBoundsRefusal(rules: RuleSet): string | undefined {
  const can = capabilities(rules);
  if (!can.endsOnRepetition) return 'these rules never end by repetition';
  if (can.endsOnMajority) return 'these rules end on a majority of the stores';
  if (can.hasRounds || can.hasDirections) {
    return 'these rules play rounds and further choices inside a turn';
  }
  return undefined;
}

/** A level's moves: for each position, its moves' gains and children. */
interface LevelGraph {
  /** `first[i − from]` .. `first[i − from + 1]`: the moves of position `i` (none: game over). */
  readonly first: Int32Array;
  /** The seeds the move moved into the mover's store less the opponent's. */
  readonly gain: Int8Array;
  /** The child's index, or −1 for a finished game. */
  readonly child: Int32Array;
  /** 1 when the mover moves again after the move, else 0. */
  readonly again: Uint8Array;
  /** For a position that is over as set up: the sweep's margin for the mover. */
  readonly sweep: Int8Array;
}

/**
 * Plays every move of every position of level `seeds` (indices `from` .. `to`) through the rules
 * library, each position set up without a history, South to move.
 */
function levelGraph(
  rules: RuleSet,
  index: SeedIndex,
  seeds: number,
  from: number,
  to: number,
  x: Int32Array,
  total: number,
): LevelGraph {
  const m = rules.houses;
  const count = to - from;
  const first = new Int32Array(count + 1);
  const sweep = new Int8Array(count);
  const gains: number[] = [];
  const children: number[] = [];
  const agains: number[] = [];
  if (count > 0) index.unrank(from, x);
  for (let k = 0; k < count; k++) {
    first[k] = gains.length;
    const position = unwrap(
      Position.fromSetup(rules, {
        houses: { south: Array.from(x.subarray(0, m)), north: Array.from(x.subarray(m)) },
        stores: { south: total - seeds, north: 0 },
        turn: 'south',
      }),
    );
    if (position.isOver) {
      sweep[k] = margin(position, 'south') - (total - seeds);
    } else {
      const before = margin(position, 'south');
      for (const move of legalMoves(position)) {
        const after = unwrap(play(position, move)).position;
        gains.push(margin(after, 'south') - before);
        agains.push(after.turn === 'south' ? 1 : 0);
        children.push(after.isOver ? -1 : indexOf(index, after, seeds)!);
      }
    }
    index.next(x);
  }
  first[count] = gains.length;
  return {
    first,
    gain: Int8Array.from(gains),
    child: Int32Array.from(children),
    again: Uint8Array.from(agains),
    sweep,
  };
}

/**
 * The bound games' values of level `seeds` by iteration to their fixpoints (PESS from below, OPT
 * from above; monotone on integers within [−seeds, seeds], so it ends): lower levels and finished
 * games are known, children on this level are read as they now stand.
 */
function solveLevel(
  graph: LevelGraph,
  seeds: number,
  from: number,
  pess: Int8Array,
  opt: Int8Array,
): void {
  const { first, gain, child, again } = graph;
  const count = first.length - 1;
  for (let k = 0; k < count; k++) {
    const over = first[k] === first[k + 1];
    pess[from + k] = over ? graph.sweep[k]! : -seeds;
    opt[from + k] = over ? graph.sweep[k]! : seeds;
  }
  for (let changed = true; changed;) {
    changed = false;
    for (let k = 0; k < count; k++) {
      const start = first[k]!;
      const end = first[k + 1]!;
      if (start === end) continue;
      let lo = -Infinity;
      let hi = -Infinity;
      for (let e = start; e < end; e++) {
        const c = child[e]!;
        let clo = 0;
        let chi = 0;
        if (c >= 0) {
          if (again[e] === 1) {
            clo = pess[c]!;
            chi = opt[c]!;
          } else {
            clo = -opt[c]!;
            chi = -pess[c]!;
          }
        }
        if (gain[e]! + clo > lo) lo = gain[e]! + clo;
        if (gain[e]! + chi > hi) hi = gain[e]! + chi;
      }
      if (lo !== pess[from + k] || hi !== opt[from + k]) {
        pess[from + k] = lo;
        opt[from + k] = hi;
        changed = true;
      }
    }
  }
}

/** The store difference from `side`'s view, in seeds. */
function margin(position: Position, side: Side): number {
  return position.store(side) - position.store(opponent(side));
}

/**
 * The index of `position` from its mover's view (his houses first), or `undefined` when it holds
 * more than `maxSeeds` seeds on the board.
 */
function indexOf(index: SeedIndex, position: Position, maxSeeds: number): number | undefined {
  const own = position.houses(position.turn);
  const other = position.houses(opponent(position.turn));
  const config = [...own, ...other];
  if (config.reduce((a, b) => a + b, 0) > maxSeeds) return undefined;
  return index.rank(config);
}
