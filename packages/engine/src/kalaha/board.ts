import type { GameEnd, KalahaRuleSet, Position, RuleSet, Side } from '@kalaha/rules';
import { MAX_PLY } from '../params.ts';
import { zobristTable } from '../search/zobrist.ts';

/**
 * The engine's own board: a second, fast implementation of the Kalaha-family rules (docs/RULES.md 1.1 to
 * 1.3, every option) for search. The rules library (`@kalaha/rules`, `kalaha/sow.ts` and
 * `kalaha/end.ts`) is the reference; the tests play random games under random rule sets on both
 * and require the same pits, side to move and end after every move.
 *
 * Pit layout, as in the rules library's `board.ts`:
 *
 * ```
 * index:  0 .. m-1          m            m+1 .. 2m           2m+1
 *         South house 1..m  South store  North house 1..m    North store
 * ```
 *
 * Sides are numbers here: {@link SOUTH} = 0, {@link NORTH} = 1. Moves are house numbers 1..m of
 * the side to move.
 *
 * Make/unmake is copy-make: the board keeps one preallocated pit array per ply, `make` copies the
 * current pits into the next ply's array and sows there, `unmake` steps back one ply. Nothing is
 * allocated after construction.
 */

/** South as a number on the engine board. */
export const SOUTH = 0;
/** North as a number on the engine board. */
export const NORTH = 1;

/*
 * Why the game ended, as a number on the engine board ({@link EngineBoard.over}): 0 while it goes
 * on, then the rules library's {@link GameEnd} cases (see {@link gameEndOf}).
 */
/** The game goes on. */
export const IN_PLAY = 0;
/** Over: South's houses are empty (`sideEmpty: south`). */
export const END_EMPTY_SOUTH = 1;
/** Over: North's houses are empty (`sideEmpty: north`). */
export const END_EMPTY_NORTH = 2;
/** Over: both sides' houses are empty at once (`sideEmpty: both`). */
export const END_EMPTY_BOTH = 3;
/** Over: South's store holds more than half the seeds (`majority: south`, `majorityEnd`). */
export const END_MAJORITY_SOUTH = 4;
/** Over: North's store holds more than half the seeds (`majority: north`, `majorityEnd`). */
export const END_MAJORITY_NORTH = 5;
/** Over: every house is empty (`allEmpty`, `endRule: playOn`). */
export const END_ALL_EMPTY = 6;

/** `extraTurn: none` as {@link EngineBoard.extraTurnRule}. */
export const EXTRA_NONE = 0;
/** `extraTurn: store` as {@link EngineBoard.extraTurnRule}. */
export const EXTRA_STORE = 1;
/** `extraTurn: ownSide` as {@link EngineBoard.extraTurnRule}. */
export const EXTRA_OWN_SIDE = 2;

/** Slots of {@link EngineBoard.keep} a ply: one a house (houses ≤ 12), rounded up. */
export const KEPT_PER_PLY = 16;

const EMPTIER_TAKES = 0;
const OWNER_TAKES = 1;
const PLAY_ON = 2;

/** The rules library's end of game for an engine end code, `undefined` for {@link IN_PLAY}. */
export function gameEndOf(code: number): GameEnd | undefined {
  switch (code) {
    case END_EMPTY_SOUTH:
      return { reason: 'sideEmpty', side: 'south' };
    case END_EMPTY_NORTH:
      return { reason: 'sideEmpty', side: 'north' };
    case END_EMPTY_BOTH:
      return { reason: 'sideEmpty', side: 'both' };
    case END_MAJORITY_SOUTH:
      return { reason: 'majority', side: 'south' };
    case END_MAJORITY_NORTH:
      return { reason: 'majority', side: 'north' };
    case END_ALL_EMPTY:
      return { reason: 'allEmpty' };
    default:
      return undefined;
  }
}

function endCodeOf(end: GameEnd | undefined): number {
  if (end === undefined) return IN_PLAY;
  switch (end.reason) {
    case 'sideEmpty':
      return end.side === 'south'
        ? END_EMPTY_SOUTH
        : end.side === 'north'
          ? END_EMPTY_NORTH
          : END_EMPTY_BOTH;
    case 'majority':
      return end.side === 'south' ? END_MAJORITY_SOUTH : END_MAJORITY_NORTH;
    case 'allEmpty':
      return END_ALL_EMPTY;
    default:
      // Wari's and Obridjie's ends (docs/RULES.md 2, 3): their positions never reach the board.
      throw unsupported(`a game that ends by ${end.reason}`);
  }
}

/**
 * Why the engine cannot answer: `ERR_UNSUPPORTED_GAME`, a position that cannot be put on the
 * engine board (a game outside the Kalaha family); `ERR_MATCH_PHASE`, a Giuthi arrangement asked
 * while nothing is to be arranged (`chooseArrangement`, docs/RULES.md 4).
 */
export class EngineBoardError extends Error {
  constructor(
    readonly code: 'ERR_UNSUPPORTED_GAME' | 'ERR_MATCH_PHASE',
    message: string,
  ) {
    super(message);
    this.name = 'EngineBoardError';
  }
}

/**
 * `rules` as the Kalaha-family rule set the engine plays: the engine's boundary for the other games
 * of the rules library (Wari and Obridjie, docs/RULES.md 2 and 3), which it does not play yet.
 *
 * @throws {EngineBoardError} `ERR_UNSUPPORTED_GAME` for a game outside the Kalaha family.
 */
export function kalahaRulesOf(rules: RuleSet): KalahaRuleSet {
  if (rules.game !== 'kalaha') throw unsupported(rules.game);
  return rules;
}

function unsupported(what: string): EngineBoardError {
  return new EngineBoardError(
    'ERR_UNSUPPORTED_GAME',
    `the engine does not play ${what} yet: it plays the Kalaha family only`,
  );
}

/**
 * A Kalaha-family position on typed arrays, with in-place moves.
 *
 * Read {@link pits} (seed counts by pit index), {@link turn}, {@link over} and {@link ply} freely;
 * change the position only with {@link make} and {@link unmake}.
 */
export class EngineBoard {
  /** The rule set the board plays (docs/RULES.md 1.1). */
  readonly rules: KalahaRuleSet;
  /** Houses a side (m). */
  readonly m: number;
  /** Pits on the board: 2m + 2. */
  readonly width: number;
  /** Seeds in play: 2 · m · seeds (docs/RULES.md 0). */
  readonly total: number;
  /** Most moves {@link make} can stack up before {@link unmake} (the plies of the undo stack). */
  readonly capacity: number;

  /** `extraTurn` as a number: 0 none, 1 store, 2 ownSide. */
  readonly extraTurnRule: number;
  /** `capture: opposite`. */
  readonly captureOpposite: boolean;
  /** `emptyCapture`. */
  readonly emptyCapture: boolean;
  /** `captureNeedsLap`. */
  readonly captureNeedsLap: boolean;
  /** `captureTwoThree`. */
  readonly captureTwoThree: boolean;
  /** `skipOrigin`. */
  readonly skipOrigin: boolean;
  /** `endRule` as a number: 0 emptierTakes, 1 ownerTakes, 2 playOn. */
  readonly endRule: number;
  /** `majorityEnd`. */
  readonly majorityEnd: boolean;
  /** `tieBreak: emptierWins`. */
  readonly emptierWins: boolean;

  /** The current pits: seed counts by pit index (see the layout above). Replaced on make/unmake. */
  pits: Uint16Array;
  /** The side to move: {@link SOUTH} or {@link NORTH} (after the end: who would have moved). */
  turn: number;
  /** {@link IN_PLAY}, or the end code of a finished game. */
  over: number;
  /** Moves made since construction and not unmade. */
  ply: number;
  /**
   * Ply 0 is the start of a game under the pie rule (option `swap`, docs/RULES.md 5; the position's
   * `pie` is `firstMove`): the move made from it earns no extra turn, as in the rules library (the
   * ManKalah rule). The swap itself is no move of this board: it changes neither the pits nor the
   * side to move, and is decided at the root by the caller.
   */
  firstMoveAtRoot = false;
  /** Lower 32 bits of the current position's hash key (after {@link computeKey}). */
  keyLo: number;
  /** Upper 32 bits of the current position's hash key (after {@link computeKey}). */
  keyHi: number;

  /** Seeds in South's houses now (kept by make/unmake, for the evaluation). */
  southSeeds: number;
  /** Seeds in North's houses now (kept by make/unmake, for the evaluation). */
  northSeeds: number;

  /**
   * The pits of every ply in one buffer of 16-bit seed counts, `stride` counts a ply (the width
   * rounded up to a multiple of 4): `boards[ply]` is a view of the position after `ply` moves, and
   * `words` views the same buffer as 64-bit floats, so that make copies a position in
   * `stride / 4` moves instead of `width` (4 instead of 14 on a 6-house board). A float's bits are
   * copied unchanged unless it is a NaN, and none is: its top 16 bits (sign, exponent and 4
   * mantissa bits) are one seed count, at most 288 = 0x0120, so the exponent is never all ones.
   */
  private readonly boards: Uint16Array[];
  private readonly words: Float64Array;
  private readonly wordsPerPly: number;
  /**
   * The side to move, end code and seeds on each side after `ply` moves, packed in one word a ply:
   * bit 0 turn, bits 1-3 end code, bits 4-12 South's house seeds, bits 13-21 North's (≤ 288 each).
   */
  private readonly states: Int32Array;
  /** Next pit when sowing, per side, skipping the opponent's store: `next[side · width + i]`. */
  private readonly next: Int32Array;
  /** Zobrist numbers, `(pit · (total + 1) + seeds) · 2` → low half, `+ 1` → high half. */
  private readonly zobrist: Int32Array;
  private readonly turnLo: number;
  private readonly turnHi: number;
  /** Positions kept by {@link keep}, `wordsPerPly` words a slot; made at the first keep. */
  private kept: Float64Array | undefined = undefined;
  /** The packed state (as {@link states}) of each kept position. */
  private keptStates: Int32Array | undefined = undefined;

  /**
   * An empty board for `rules`; use {@link EngineBoard.fromPosition} to set a position up.
   *
   * @param capacity moves that can be made before they are unmade (default {@link MAX_PLY} + 1).
   */
  constructor(anyRules: RuleSet, capacity = MAX_PLY + 1) {
    const rules = kalahaRulesOf(anyRules);
    const m = rules.houses;
    this.rules = rules;
    this.m = m;
    this.width = 2 * m + 2;
    this.total = 2 * m * rules.seeds;
    this.capacity = capacity;
    this.extraTurnRule =
      rules.extraTurn === 'none'
        ? EXTRA_NONE
        : rules.extraTurn === 'store'
          ? EXTRA_STORE
          : EXTRA_OWN_SIDE;
    this.captureOpposite = rules.capture === 'opposite';
    this.emptyCapture = rules.emptyCapture;
    this.captureNeedsLap = rules.captureNeedsLap;
    this.captureTwoThree = rules.captureTwoThree;
    this.skipOrigin = rules.skipOrigin;
    this.endRule =
      rules.endRule === 'emptierTakes'
        ? EMPTIER_TAKES
        : rules.endRule === 'ownerTakes'
          ? OWNER_TAKES
          : PLAY_ON;
    this.majorityEnd = rules.majorityEnd;
    this.emptierWins = rules.tieBreak === 'emptierWins';

    const w = this.width;
    const stride = (w + 3) & ~3;
    const buffer = new ArrayBuffer((capacity + 1) * stride * 2);
    this.words = new Float64Array(buffer);
    this.wordsPerPly = stride / 4;
    this.boards = [];
    for (let p = 0; p <= capacity; p++)
      this.boards.push(new Uint16Array(buffer, p * stride * 2, w));
    this.pits = this.boards[0]!;
    this.states = new Int32Array(capacity + 1);
    this.southSeeds = 0;
    this.northSeeds = 0;
    this.turn = SOUTH;
    this.over = IN_PLAY;
    this.ply = 0;
    this.keyLo = 0;
    this.keyHi = 0;

    this.next = new Int32Array(2 * w);
    for (let side = 0; side < 2; side++) {
      const skipped = side === SOUTH ? 2 * m + 1 : m;
      for (let i = 0; i < w; i++) {
        let j = i + 1 === w ? 0 : i + 1;
        if (j === skipped) j = j + 1 === w ? 0 : j + 1;
        this.next[side * w + i] = j;
      }
    }
    const z = zobristTable(w, this.total);
    this.zobrist = z.table;
    this.turnLo = z.turnLo;
    this.turnHi = z.turnHi;
  }

  /**
   * Puts `position` on a new board, read through the rules library's public API (houses, stores,
   * side to move, end).
   *
   * @throws {EngineBoardError} `ERR_UNSUPPORTED_GAME` for a game outside the Kalaha family.
   */
  static fromPosition(position: Position, capacity = MAX_PLY + 1): EngineBoard {
    const board = new EngineBoard(position.rules, capacity);
    board.setPosition(position);
    return board;
  }

  /**
   * Sets `position` (same rules as the board's) as ply 0, forgetting every move made.
   */
  setPosition(position: Position): void {
    const m = this.m;
    const p = this.boards[0]!;
    const south = position.houses('south');
    const north = position.houses('north');
    for (let h = 0; h < m; h++) {
      p[h] = south[h]!;
      p[m + 1 + h] = north[h]!;
    }
    p[m] = position.store('south');
    p[2 * m + 1] = position.store('north');
    this.ply = 0;
    this.pits = p;
    this.turn = position.turn === 'south' ? SOUTH : NORTH;
    this.over = endCodeOf(position.end);
    this.firstMoveAtRoot = position.pie === 'firstMove';
    this.southSeeds = south.reduce((a, b) => a + b, 0);
    this.northSeeds = north.reduce((a, b) => a + b, 0);
    this.states[0] =
      this.turn | (this.over << 1) | (this.southSeeds << 4) | (this.northSeeds << 13);
  }

  /** True when the side to move has seeds in house `house` (1..m) and the game goes on. */
  isLegal(house: number): boolean {
    if (this.over !== IN_PLAY || !Number.isInteger(house) || house < 1 || house > this.m) {
      return false;
    }
    return this.pits[(this.turn === SOUTH ? 0 : this.m + 1) + house - 1]! > 0;
  }

  /**
   * Writes the legal moves (house numbers, house 1 first) into `out` from `offset` and returns how
   * many there are: every non-empty house of the side to move, none once the game is over.
   */
  generate(out: Int32Array, offset: number): number {
    if (this.over !== IN_PLAY) return 0;
    const p = this.pits;
    const base = this.turn === SOUTH ? 0 : this.m + 1;
    let count = 0;
    for (let h = 0; h < this.m; h++) {
      if (p[base + h]! > 0) out[offset + count++] = h + 1;
    }
    return count;
  }

  /**
   * Plays house `house` (1..m) of the side to move, which must be legal (see {@link isLegal}),
   * with fewer than {@link capacity} moves made (neither is checked: this is the inner loop):
   * sows (docs/RULES.md 1.2), applies the capture and extra-turn rules, then the end checks, the final
   * sweep and `playOn`'s passing (1.3), exactly as the rules library's `sowKalaha` and `settle`.
   */
  make(house: number): void {
    const m = this.m;
    const w = this.width;
    const ply = this.ply + 1;
    const words = this.words;
    const half = this.wordsPerPly;
    const to = ply * half;
    if (half === 4) {
      // Up to 7 houses a side (16 pits with padding): four 8-byte moves, unrolled.
      words[to] = words[to - 4]!;
      words[to + 1] = words[to - 3]!;
      words[to + 2] = words[to - 2]!;
      words[to + 3] = words[to - 1]!;
    } else {
      for (let k = to; k < to + half; k++) words[k] = words[k - half]!;
    }
    const p = this.boards[ply]!;
    this.pits = p;
    this.ply = ply;

    const turn = this.turn;
    const base = turn === SOUTH ? 0 : m + 1;
    const ownStore = base + m;
    const origin = base + house - 1;
    const sown = p[origin]!;
    p[origin] = 0;
    // Seeds in the mover's houses (own) and the opponent's (opp), kept up to date below so that
    // the end checks need no pass over the houses.
    let own = (turn === SOUTH ? this.southSeeds : this.northSeeds) - sown;
    let opp = turn === SOUTH ? this.northSeeds : this.southSeeds;
    let i: number;
    if (sown <= 2 * m) {
      // The common case: the sowing ends before it could come round to the origin house. It is
      // sown as at most three runs of consecutive pits, cut where the track skips the opponent's
      // store or wraps from the last pit to the first.
      const end = origin + sown;
      if (turn === SOUTH) {
        // South: origin+1 .. 2m (the own store is m), North's store 2m+1 skipped, then 0 ..
        if (end <= 2 * m) {
          for (let k = origin + 1; k <= end; k++) p[k]!++;
          i = end;
          own += (end < m ? end : m - 1) - origin;
          if (end > m) opp += end - m;
        } else {
          for (let k = origin + 1; k <= 2 * m; k++) p[k]!++;
          const rest = end - 2 * m;
          for (let k = 0; k < rest; k++) p[k]!++;
          i = rest - 1;
          own += m - 1 - origin + rest;
          opp += m;
        }
      } else if (end <= 2 * m + 1) {
        // North: origin+1 .. 2m+1 (the own store), then South's houses 0 .. m-1, South's store
        // m skipped, then North's houses from m+1.
        for (let k = origin + 1; k <= end; k++) p[k]!++;
        i = end;
        own += (end <= 2 * m ? end : 2 * m) - origin;
      } else {
        for (let k = origin + 1; k <= 2 * m + 1; k++) p[k]!++;
        const rest = end - (2 * m + 1);
        own += 2 * m - origin;
        if (rest <= m) {
          for (let k = 0; k < rest; k++) p[k]!++;
          i = rest - 1;
          opp += rest;
        } else {
          for (let k = 0; k < m; k++) p[k]!++;
          for (let k = m + 1; k <= rest; k++) p[k]!++;
          i = rest;
          opp += m;
          own += rest - m;
        }
      }
    } else {
      // Whole laps first: every pit on the track gets `laps` seeds at once. The track is every pit
      // but the opponent's store (docs/RULES.md 1.1), and but the origin under skipOrigin (004 variant).
      const track = this.skipOrigin ? 2 * m : 2 * m + 1;
      const laps = ((sown - 1) / track) | 0;
      const skipped = turn === SOUTH ? 2 * m + 1 : m;
      for (let k = 0; k < w; k++) p[k]! += laps;
      p[skipped]! -= laps;
      if (this.skipOrigin) p[origin]! -= laps;
      // The rest, 1..track seeds: without skipOrigin the origin is on the track and may get the
      // last one; under skipOrigin it is 2m + 1 steps away, beyond the rest's 2m at most.
      const next = this.next;
      const nextBase = turn * w;
      i = origin;
      for (let s = sown - laps * track; s > 0; s--) {
        i = next[nextBase + i]!;
        p[i]!++;
      }
      // Counted rather than derived from the total, so that the board also sows correctly for
      // positions that hold fewer seeds than the rules' total.
      own = 0;
      opp = 0;
      const oppBase = turn === SOUTH ? m + 1 : 0;
      for (let k = 0; k < m; k++) {
        own += p[base + k]!;
        opp += p[oppBase + k]!;
      }
    }

    // docs/RULES.md 1.2 step 3: where the last seed fell.
    let extra = false;
    if (i === ownStore) {
      extra = this.extraTurnRule !== EXTRA_NONE;
    } else if (i >= base && i < ownStore) {
      extra = this.extraTurnRule === EXTRA_OWN_SIDE;
      // The move sowed an opponent house iff it went past the own store: house h is m - h + 1 pits
      // from it.
      if (p[i] === 1 && this.captureOpposite && (!this.captureNeedsLap || sown > m - house + 1)) {
        const opposite = 2 * m - i;
        const taken = p[opposite]!;
        if (taken > 0 || this.emptyCapture) {
          p[ownStore]! += taken + 1;
          p[i] = 0;
          p[opposite] = 0;
          own -= 1;
          opp -= taken;
          extra = false; // a capture never gives an extra turn (001, 002)
        }
      }
    } else if (this.captureTwoThree) {
      // 004 "Variante Zusatzregel": the landing house and up to two before it, while 2 or 3.
      const oppBase = turn === SOUTH ? m + 1 : 0;
      let taken = 0;
      for (let j = i, n = 0; j >= oppBase && n < 3; j--, n++) {
        const v = p[j]!;
        if (v !== 2 && v !== 3) break;
        taken += v;
        p[j] = 0;
      }
      p[ownStore]! += taken;
      opp -= taken;
    }

    // docs/RULES.md 5 (option swap, the ManKalah rule): the first move of the game earns no extra turn.
    if (ply === 1 && this.firstMoveAtRoot) extra = false;

    // docs/RULES.md 1.3: the end checks, whoever moved and even after an extra turn.
    let mover = extra ? turn : 1 - turn;
    let over = IN_PLAY;
    const total = this.total;
    let south = turn === SOUTH ? own : opp;
    let north = turn === SOUTH ? opp : own;
    if (this.majorityEnd && (p[m]! * 2 > total || p[2 * m + 1]! * 2 > total)) {
      over = p[m]! * 2 > total ? END_MAJORITY_SOUTH : END_MAJORITY_NORTH;
      // Each player adds the seeds in his own houses to his own store (004).
      for (let k = 0; k < m; k++) {
        p[k] = 0;
        p[m + 1 + k] = 0;
      }
      p[m]! += south;
      p[2 * m + 1]! += north;
      south = 0;
      north = 0;
    } else if (this.endRule === PLAY_ON) {
      if (south === 0 && north === 0) over = END_ALL_EMPTY;
      else if ((mover === SOUTH ? south : north) === 0) mover = 1 - mover; // a pass
    } else if (south === 0 || north === 0) {
      if (south === north) {
        // Both sides empty: under tieBreak emptierWins the end names the mover's side, whom
        // docs/RULES.md 1.1 counts as the one who emptied his side (as the rules library does).
        over = !this.emptierWins
          ? END_EMPTY_BOTH
          : turn === SOUTH
            ? END_EMPTY_SOUTH
            : END_EMPTY_NORTH;
      } else {
        over = south === 0 ? END_EMPTY_SOUTH : END_EMPTY_NORTH;
        // The seeds left on the other side go to the emptier (emptierTakes, 000) or stay with
        // their owner (ownerTakes, 004 Endvariante 2).
        const fullBase = south === 0 ? m + 1 : 0;
        for (let k = 0; k < m; k++) p[fullBase + k] = 0;
        const emptierSouth = south === 0;
        const toSouth = this.endRule === EMPTIER_TAKES ? emptierSouth : !emptierSouth;
        p[toSouth ? m : 2 * m + 1]! += south + north;
        south = 0;
        north = 0;
      }
    }
    this.turn = mover;
    this.over = over;
    this.southSeeds = south;
    this.northSeeds = north;
    this.states[ply] = mover | (over << 1) | (south << 4) | (north << 13);
  }

  /**
   * Keeps the current position (a move just made) in slot `slot` of a store of positions, so that
   * {@link restore} can put it back on top of its parent later without sowing again. The exact
   * solver keeps each child it looked at, then searches the ones it must from there.
   *
   * @param slot 0 ≤ slot < {@link KEPT_PER_PLY} · ({@link capacity} + 2); the caller decides
   *   which slots stay valid (a slot per child of each ply, say).
   */
  keep(slot: number): void {
    if (this.kept === undefined) {
      this.kept = new Float64Array((this.capacity + 2) * KEPT_PER_PLY * this.wordsPerPly);
      this.keptStates = new Int32Array((this.capacity + 2) * KEPT_PER_PLY);
    }
    const half = this.wordsPerPly;
    const from = this.ply * half;
    const to = slot * half;
    const words = this.words;
    const kept = this.kept;
    for (let k = 0; k < half; k++) kept[to + k] = words[from + k]!;
    this.keptStates![slot] = this.states[this.ply]!;
  }

  /**
   * Makes the move whose position was kept in `slot` ({@link keep}) from the current position, its
   * parent: the same as {@link make} of that move, by copying instead of sowing. Nothing is
   * checked.
   */
  restore(slot: number): void {
    const ply = this.ply + 1;
    const half = this.wordsPerPly;
    const to = ply * half;
    const from = slot * half;
    const words = this.words;
    const kept = this.kept!;
    for (let k = 0; k < half; k++) words[to + k] = kept[from + k]!;
    const state = this.keptStates![slot]!;
    this.states[ply] = state;
    this.ply = ply;
    this.pits = this.boards[ply]!;
    this.turn = state & 1;
    this.over = (state >>> 1) & 7;
    this.southSeeds = (state >>> 4) & 0x1ff;
    this.northSeeds = (state >>> 13) & 0x1ff;
  }

  /** Takes back the last move made with {@link make}: pits, side to move and end as before it. */
  unmake(): void {
    const ply = this.ply - 1;
    this.ply = ply;
    this.pits = this.boards[ply]!;
    const state = this.states[ply]!;
    this.turn = state & 1;
    this.over = (state >>> 1) & 7;
    this.southSeeds = (state >>> 4) & 0x1ff;
    this.northSeeds = (state >>> 13) & 0x1ff;
  }

  /**
   * Computes the hash key of the current position into {@link keyLo} and {@link keyHi}: the XOR
   * of one Zobrist number per (pit, seed count), 64 bits in two signed 32-bit halves, with the
   * side to move XORed in for North. Equal positions (pits and side to move) have equal keys.
   */
  computeKey(): void {
    const p = this.pits;
    const z = this.zobrist;
    const stride = (this.total + 1) * 2;
    let lo = 0;
    let hi = 0;
    if (this.turn === NORTH) {
      lo = this.turnLo;
      hi = this.turnHi;
    }
    for (let k = 0, row = 0; k < this.width; k++, row += stride) {
      const idx = row + p[k]! * 2;
      lo ^= z[idx]!;
      hi ^= z[idx + 1]!;
    }
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /**
   * Computes a hash key of the houses alone and the side to move into {@link keyLo} and
   * {@link keyHi}, leaving the stores out: for the solver, whose table holds values relative to
   * the stores (the margin still to be gained), which do not depend on the stores unless
   * `majorityEnd` or `tieBreak: emptierWins` make them matter.
   */
  computeHousesKey(): void {
    const p = this.pits;
    const z = this.zobrist;
    const stride = (this.total + 1) * 2;
    const m = this.m;
    let lo = 0;
    let hi = 0;
    if (this.turn === NORTH) {
      lo = this.turnLo;
      hi = this.turnHi;
    }
    for (let k = 0, row = 0; k < m; k++, row += stride) {
      const idx = row + p[k]! * 2;
      lo ^= z[idx]!;
      hi ^= z[idx + 1]!;
    }
    for (let k = m + 1, row = (m + 1) * stride; k <= 2 * m; k++, row += stride) {
      const idx = row + p[k]! * 2;
      lo ^= z[idx]!;
      hi ^= z[idx + 1]!;
    }
    this.keyLo = lo;
    this.keyHi = hi;
  }

  /** Seeds in the store of `side` ({@link SOUTH} or {@link NORTH}). */
  store(side: number): number {
    return this.pits[side === SOUTH ? this.m : 2 * this.m + 1]!;
  }

  /** Seeds in the houses of `side` ({@link SOUTH} or {@link NORTH}). */
  seedsOnSide(side: number): number {
    const base = side === SOUTH ? 0 : this.m + 1;
    let total = 0;
    for (let k = 0; k < this.m; k++) total += this.pits[base + k]!;
    return total;
  }

  /** The side to move as the rules library names it. */
  get side(): Side {
    return this.turn === SOUTH ? 'south' : 'north';
  }
}
