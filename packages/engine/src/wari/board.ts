import type { Position, Side, WariRuleSet } from '@kalaha/rules';
import { MAX_PLY } from '../params.ts';
import { zobristTable, type ZobristTable } from '../search/zobrist.ts';

/**
 * The engine's own Wari board: a second, fast implementation of Wari and Oware (docs/RULES.md 2, every
 * option) for search. The rules library (`wari/sow.ts`, `wari/moves.ts`, `relatives.ts`,
 * `repetition.ts`) is the reference; the tests play random games on both and require the same
 * legal moves, houses, stores, end and outcome after every move.
 *
 * The houses form a ring of 2m places in sowing order (counter-clockwise):
 *
 * ```
 * ring place:  0 .. m-1          m .. 2m-1
 *              South house 1..m  North house 1..m
 * ```
 *
 * followed in each frame by South's store (place 2m) and North's (2m + 1), the banks beside the
 * board. Sides are numbers: {@link WARI_SOUTH} = 0, {@link WARI_NORTH} = 1; moves are house numbers
 * 1..m of the side to move.
 *
 * Copy-make on a stack of frames: `make` copies the top frame into the next and plays the move
 * there, `unmake` steps back. The frames below the top are the game so far, which is what the
 * repetition rule needs (docs/RULES.md 2: a position, board and player to move, ends the game at its
 * third occurrence): each frame records where its chain of positions since the last capture
 * starts and how often its position has occurred in that chain. Frames below the root hold the
 * root's history (`Position.toSetup().history`). `make` allocates only when a line grows past
 * the frames held (more than the history and 128 moves).
 */
export class WariBoard {
  /** Houses a side (m). */
  readonly houses: number;
  /** Houses on the board (2m): the ring. */
  readonly ring: number;
  /** Seeds in the game (2m × the rules' seeds): a store holding more than half ends it. */
  readonly total: number;
  /** `grandSlam: forbidden` (else `noCapture`). */
  readonly forbidGrandSlam: boolean;
  /** `cycleRule: split` (else `ownSide`): how the seeds left are shared after a repetition. */
  readonly splitOnRepetition: boolean;
  /**
   * The fewest seeds a sowing must lift to skip its origin (docs/RULES.md 2 `originSkip`): 0 under
   * `always`, 13 under `over12` (more than 12).
   */
  readonly skipFrom: number;
  /** The most houses one capture takes (docs/RULES.md 2 `captureChain`): m, or 2 under `pair`. */
  readonly chainLimit: number;
  /** Most seeds a pit may hold: the seeds of the positions this board takes. */
  readonly maxSeeds: number;
  /** Numbers per frame: the ring, then South's and North's store. */
  readonly width: number;
  /**
   * Numbers from one frame to the next in {@link frames}: the width rounded up to a multiple of 4,
   * so that a frame is whole 64-bit words of {@link words} (4 for 6 houses a side).
   */
  readonly stride: number;

  /** The frames' pits, {@link stride} numbers each ({@link width} used). */
  private pits: Uint16Array;
  /**
   * The same memory as {@link pits} as 64-bit floats, so that `make` copies a frame in
   * `stride / 4` moves. A float's bits are copied unchanged unless it is a NaN, and none is: its
   * top 16 bits are one pit's seed count, at most {@link MAX_BOARD_SEEDS}, below 0x7ff0, where
   * the exponent would be all ones.
   */
  private words: Float64Array;
  /** Per frame: the player to move. */
  private turns: Uint8Array;
  /** Per frame: why the game ended ({@link WARI_IN_PLAY} while it goes on). */
  private ends: Uint8Array;
  /** Per frame: how many times its position has occurred since the last capture, itself included. */
  private occurrences: Uint8Array;
  /** Per frame: the first frame of its chain of positions since the last capture. */
  private chains: Int32Array;
  /** Per frame: 1 when some position of its chain, itself included, occurred a second time. */
  private repeats: Uint8Array;
  /** Per frame: the Zobrist key of the board (houses, stores, player to move), low and high half. */
  private boardKeys: Int32Array;
  /** Per frame: the key of its repetition history (see {@link historyKeyLo}), low and high half. */
  private historyKeys: Int32Array;
  /** Frames allocated. */
  private capacity: number;
  private readonly zobrist: ZobristTable;
  private readonly zobristStride: number;
  /** Room for the moves of one position, for the end check. */
  private readonly scratch = new Int32Array(16);

  /** The current frame. */
  top = 0;
  /** The frame of the search's root (frames below hold its history). */
  root = 0;

  /**
   * A board for `rules`, whose Zobrist keys number seed counts up to `maxSeeds` in one pit (the
   * seeds of the game; a set-up position may hold another total).
   *
   * @throws RangeError when `maxSeeds` is above {@link MAX_BOARD_SEEDS}.
   */
  constructor(rules: WariRuleSet, maxSeeds = 2 * rules.houses * rules.seeds) {
    if (!(maxSeeds >= 0 && maxSeeds <= MAX_BOARD_SEEDS))
      throw new RangeError(`a board takes at most ${MAX_BOARD_SEEDS} seeds, not ${maxSeeds}`);
    const m = rules.houses;
    this.houses = m;
    this.ring = 2 * m;
    this.width = 2 * m + 2;
    this.stride = (this.width + 3) & ~3;
    this.total = 2 * m * rules.seeds;
    this.forbidGrandSlam = rules.grandSlam === 'forbidden';
    this.splitOnRepetition = rules.cycleRule === 'split';
    this.skipFrom = rules.originSkip === 'always' ? 0 : 13;
    this.chainLimit = rules.captureChain === 'pair' ? 2 : m;
    this.maxSeeds = maxSeeds;
    this.zobrist = zobristTable(2 * m + 2, maxSeeds);
    this.zobristStride = maxSeeds + 1;
    this.capacity = 0;
    this.pits = new Uint16Array(0);
    this.words = new Float64Array(0);
    this.turns = new Uint8Array(0);
    this.ends = new Uint8Array(0);
    this.occurrences = new Uint8Array(0);
    this.chains = new Int32Array(0);
    this.repeats = new Uint8Array(0);
    this.boardKeys = new Int32Array(0);
    this.historyKeys = new Int32Array(0);
    this.reserve(MAX_PLY + 2);
  }

  /** A board set to `position` (a Wari or Oware position), with its history. */
  static fromPosition(position: Position): WariBoard {
    const rules = position.rules;
    if (rules.game !== 'wari') throw new Error(`not a Wari position: ${rules.game}`);
    const board = new WariBoard(rules, Math.max(2 * rules.houses * rules.seeds, seedsOf(position)));
    board.setPosition(position);
    return board;
  }

  /**
   * Sets the board to `position`: its history since the last capture in the frames below, the
   * position itself as the root frame (its end, if finished, as the rules library says).
   *
   * @throws RangeError when the position holds more seeds than {@link maxSeeds}.
   */
  setPosition(position: Position): void {
    const seeds = seedsOf(position);
    if (seeds > this.maxSeeds)
      throw new RangeError(`the position holds ${seeds} seeds, the board at most ${this.maxSeeds}`);
    const setup = position.toSetup();
    const history = setup.history ?? [];
    this.reserve(history.length + MAX_PLY + 2);
    const stores = [position.store('south'), position.store('north')] as const;
    for (let f = 0; f < history.length; f++) {
      const entry = history[f]!;
      this.load(f, entry.houses.south, entry.houses.north, stores, entry.turn);
      this.settleChain(f, f === 0);
    }
    const f = history.length;
    this.load(f, position.houses('south'), position.houses('north'), stores, position.turn);
    this.settleChain(f, f === 0);
    this.ends[f] = endCode(position);
    this.top = f;
    this.root = f;
  }

  /**
   * Sets the board to a position given as pits, with an empty history (the position starts its
   * chain, as right after a capture): `ring` the 2m houses in ring order (South's houses 1..m, then
   * North's), the stores and the player to move ({@link WARI_SOUTH} or {@link WARI_NORTH}). Its end
   * is checked as after a move (a store past half, the player to move unable to move), the houses
   * left unswept. For the
   * endgame database build, which sets up millions of positions without the rules library.
   */
  setRing(ring: ArrayLike<number>, southStore: number, northStore: number, turn: number): void {
    for (let k = 0; k < this.ring; k++) this.pits[k] = ring[k]!;
    this.pits[this.ring] = southStore;
    this.pits[this.ring + 1] = northStore;
    this.turns[0] = turn;
    this.computeBoardKey(0);
    this.settleChain(0, true);
    this.ends[0] = this.endAfterMove(0);
    this.top = 0;
    this.root = 0;
  }

  /** The player to move: {@link WARI_SOUTH} or {@link WARI_NORTH}. */
  get turn(): number {
    return this.turns[this.top]!;
  }

  /** Why the game ended ({@link WARI_IN_PLAY} while it goes on). */
  get over(): number {
    return this.ends[this.top]!;
  }

  /** The occurrence of the current position since the last capture (1 the first time). */
  get occurrence(): number {
    return this.occurrences[this.top]!;
  }

  /** Low half of the current board's Zobrist key (houses, stores, player to move). */
  get keyLo(): number {
    return this.boardKeys[2 * this.top]!;
  }

  /** High half of the current board's Zobrist key. */
  get keyHi(): number {
    return this.boardKeys[2 * this.top + 1]!;
  }

  /**
   * Low half of the key of the current position's repetition history: the XOR, over the earlier
   * positions of its chain (since the last capture), of a number for each position and its
   * occurrence then ({@link occurrenceKeyLo}). Two positions with the same board and history key
   * have the same future (the repetition rule sees nothing else), so the key of a board and its
   * history is a sound table key for scores that depend on the history.
   */
  get historyKeyLo(): number {
    return this.historyKeys[2 * this.top]!;
  }

  /** High half of the history key ({@link historyKeyLo}). */
  get historyKeyHi(): number {
    return this.historyKeys[2 * this.top + 1]!;
  }

  /**
   * True when no position of the current chain (the positions since the last capture, the current
   * one included) has occurred twice: the condition under which a Wari database's exact entries
   * are the position's value (`wari/egdb-build.ts`).
   */
  get chainUnrepeated(): boolean {
    return this.repeats[this.top] === 0;
  }

  /** True when the current position is the first of its chain (its stores changed last move). */
  get chainStart(): boolean {
    return this.chains[this.top] === this.top;
  }

  /** Seeds in house `house` (1..m) of `side`. */
  house(side: number, house: number): number {
    return this.pits[this.top * this.stride + side * this.houses + house - 1]!;
  }

  /** Seeds in the store of `side`. */
  store(side: number): number {
    return this.pits[this.top * this.stride + this.ring + side]!;
  }

  /** Seeds in the houses of `side`. */
  seedsOnSide(side: number): number {
    const base = this.top * this.stride + side * this.houses;
    let n = 0;
    for (let i = base; i < base + this.houses; i++) n += this.pits[i]!;
    return n;
  }

  /**
   * The pits of every frame, read-only by contract: the current position's are the {@link width}
   * numbers from {@link frameBase} on (ring places 0..2m-1, then the two stores). For reading a
   * position without a copy; valid until the next `make` or `setPosition`.
   */
  get frames(): Uint16Array {
    return this.pits;
  }

  /** Where the current position's pits start in {@link frames}. */
  get frameBase(): number {
    return this.top * this.stride;
  }

  /**
   * Writes the legal moves of the player to move into `out` from `offset` on, house numbers in
   * increasing order (docs/RULES.md 2):
   * - a non-empty own house;
   * - must feed: when the opponent's houses are all empty, only a house that sows into them;
   * - `grandSlam: forbidden`: no move that would capture every seed on the opponent's side,
   *   unless every move left is one.
   *
   * @returns how many moves were written; 0 only for a finished game.
   */
  legalMoves(out: Int32Array, offset: number): number {
    if (this.ends[this.top] !== WARI_IN_PLAY) return 0;
    const count = this.feedingMoves(this.top, out, offset);
    if (!this.forbidGrandSlam) return count;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const house = out[offset + k]!;
      if (!this.isGrandSlam(house)) out[offset + kept++] = house;
    }
    return kept > 0 ? kept : count;
  }

  /**
   * True when sowing house `house` (1..m, non-empty) of the player to move would capture every
   * seed on the opponent's side (a grand slam, docs/RULES.md 2), worked out without sowing: with s seeds
   * lifted, a lap is 2m − 1 houses when the origin is skipped and 2m when not (`originSkip`); the
   * house at distance d (1..2m-1) along the ring receives 1 + ⌊(s − d) / lap⌋ seeds when d ≤ s, and
   * the last seed falls at distance ((s − 1) mod lap) + 1 (2m: the origin itself). Every house of
   * the opponent's must be taken by the chain, which `captureChain: pair` cuts to two houses.
   */
  isGrandSlam(house: number): boolean {
    const m = this.houses;
    const ring = this.ring;
    const base = this.top * this.stride;
    const p = this.pits;
    const mover = this.turns[this.top]!;
    const origin = mover * m + house - 1;
    const s = p[base + origin]!;
    const lap = s >= this.skipFrom ? ring - 1 : ring;
    // Without a lap (most sowings) every place the sowing passes gets one seed (the loop below).
    let last = origin + lastSeedDistance(s, lap);
    if (last >= ring) last -= ring;
    const first = (1 - mover) * m;
    if (last < first || last >= first + m) return false;
    if (last - first + 1 > this.chainLimit) return false;
    for (let j = first; j < first + m; j++) {
      const d = j > origin ? j - origin : j - origin + ring;
      const after = p[base + j]! + (d > s ? 0 : s <= lap ? 1 : 1 + (((s - d) / lap) | 0));
      if (j <= last ? after !== 2 && after !== 3 : after !== 0) return false;
    }
    return true;
  }

  /**
   * Plays move `house` (a legal move) on a new frame: sowing that skips the origin as `originSkip`
   * says, the capture chain (docs/RULES.md 2: the last seed makes an opponent house hold 2 or 3, then
   * the houses before it on the opponent's row while they hold 2 or 3, at most two under
   * `captureChain: pair`), no capture when it would take every seed on the
   * opponent's side (`grandSlam`, both rules), then the end checks in the rules library's order:
   * a store holding more than half of the seeds, the player to move having no legal move, the
   * third occurrence of the position since the last capture. A finished game's houses are swept to
   * the stores: to each side's owner, or after a repetition under `cycleRule: split` half of the
   * seeds left to each player (rounded down; the odd seed stays on the board).
   *
   * @returns true when the move captured seeds.
   */
  make(house: number): boolean {
    const m = this.houses;
    const ring = this.ring;
    const from = this.top;
    const to = from + 1;
    if (to === this.capacity) this.reserve(2 * this.capacity);
    const stride = this.stride;
    const base = to * stride;
    const p = this.pits;
    // The frame copied a 64-bit word at a time: 4 moves for 6 houses a side.
    const words = this.words;
    const half = stride >> 2;
    for (let k = to * half, end = k + half; k < end; k++) words[k] = words[k - half]!;
    const mover = this.turns[from]!;
    const origin = base + mover * m + house - 1;
    let seeds = p[origin]!;
    p[origin] = 0;
    const end = base + ring;
    let i: number;
    if (seeds < ring) {
      // The common case: the sowing ends before it comes round to the origin, so whether the
      // origin is skipped does not matter; one run of pits, cut where the ring wraps.
      i = origin + seeds;
      if (i < end) {
        for (let k = origin + 1; k <= i; k++) p[k]!++;
      } else {
        for (let k = origin + 1; k < end; k++) p[k]!++;
        i -= ring;
        for (let k = base; k <= i; k++) p[k]!++;
      }
    } else {
      // docs/RULES.md 2 originSkip: the origin is no house to sow into when it is skipped.
      const skip = seeds >= this.skipFrom ? origin : -1;
      i = origin;
      while (seeds > 0) {
        if (++i === end) i = base;
        if (i === skip) continue;
        p[i]!++;
        seeds--;
      }
    }
    const first = base + (1 - mover) * m;
    let captured = false;
    if (i >= first && i < first + m) {
      let chain = 0;
      let j = i;
      const stop = Math.max(first, i - this.chainLimit + 1);
      for (; j >= stop && (p[j] === 2 || p[j] === 3); j--) chain += p[j]!;
      if (chain > 0) {
        let side = 0;
        for (let k = first; k < first + m; k++) side += p[k]!;
        if (chain !== side) {
          for (let k = i; k > j; k--) p[k] = 0;
          p[base + ring + mover]! += chain;
          captured = true;
        }
      }
    }
    const next = 1 - mover;
    this.turns[to] = next;
    this.top = to;
    this.computeBoardKey(to);
    this.settleChain(to, captured);
    this.ends[to] = this.endAfterMove(to);
    if (this.ends[to] !== WARI_IN_PLAY) this.sweep(to);
    return captured;
  }

  /** Takes back the last move. */
  unmake(): void {
    this.top--;
  }

  /**
   * The key of the `occurrence`-th occurrence (1, 2) of the board with key (`lo`, `hi`) in a
   * history key, low half: the board's key mixed with the occurrence by a 32-bit finaliser
   * (MurmurHash3's fmix32), so that the first and second occurrence of one board, and different
   * boards, give unrelated numbers. The same numbers as the generic searcher's history keys.
   */
  static occurrenceKeyLo(lo: number, occurrence: number): number {
    return fmix32(lo ^ Math.imul(occurrence, 0x9e3779b9));
  }

  /** High half of {@link occurrenceKeyLo}. */
  static occurrenceKeyHi(hi: number, occurrence: number): number {
    return fmix32(hi ^ Math.imul(occurrence, 0x85ebca6b) ^ 0x5bd1e995);
  }

  /** Makes room for `frames` frames, keeping the ones held. */
  private reserve(frames: number): void {
    if (frames <= this.capacity) return;
    const grow = <T extends Uint8Array | Uint16Array | Int32Array>(old: T, made: T): T => {
      made.set(old);
      return made;
    };
    this.pits = grow(this.pits, new Uint16Array(frames * this.stride));
    this.words = new Float64Array(this.pits.buffer);
    this.turns = grow(this.turns, new Uint8Array(frames));
    this.ends = grow(this.ends, new Uint8Array(frames));
    this.occurrences = grow(this.occurrences, new Uint8Array(frames));
    this.chains = grow(this.chains, new Int32Array(frames));
    this.repeats = grow(this.repeats, new Uint8Array(frames));
    this.boardKeys = grow(this.boardKeys, new Int32Array(2 * frames));
    this.historyKeys = grow(this.historyKeys, new Int32Array(2 * frames));
    this.capacity = frames;
  }

  /** Writes a position's houses, stores and player to move into frame `f`, in play. */
  private load(
    f: number,
    south: readonly number[],
    north: readonly number[],
    stores: readonly [number, number],
    turn: Side,
  ): void {
    const base = f * this.stride;
    const m = this.houses;
    for (let h = 0; h < m; h++) {
      this.pits[base + h] = south[h]!;
      this.pits[base + m + h] = north[h]!;
    }
    this.pits[base + this.ring] = stores[0];
    this.pits[base + this.ring + 1] = stores[1];
    this.turns[f] = turn === 'south' ? WARI_SOUTH : WARI_NORTH;
    this.ends[f] = WARI_IN_PLAY;
    this.computeBoardKey(f);
  }

  /** Computes frame `f`'s board key from scratch. */
  private computeBoardKey(f: number): void {
    const t = this.zobrist.table;
    const stride = this.zobristStride;
    const base = f * this.stride;
    const m = this.houses;
    let lo = 0;
    let hi = 0;
    // Pits in the Zobrist table as in the rules library's layout: South's houses, South's store,
    // North's houses, North's store.
    for (let h = 0; h < m; h++) {
      let i = (h * stride + this.pits[base + h]!) * 2;
      lo ^= t[i]!;
      hi ^= t[i + 1]!;
      i = ((m + 1 + h) * stride + this.pits[base + m + h]!) * 2;
      lo ^= t[i]!;
      hi ^= t[i + 1]!;
    }
    let i = (m * stride + this.pits[base + this.ring]!) * 2;
    lo ^= t[i]!;
    hi ^= t[i + 1]!;
    i = ((2 * m + 1) * stride + this.pits[base + this.ring + 1]!) * 2;
    lo ^= t[i]!;
    hi ^= t[i + 1]!;
    if (this.turns[f] === WARI_NORTH) {
      lo ^= this.zobrist.turnLo;
      hi ^= this.zobrist.turnHi;
    }
    this.boardKeys[2 * f] = lo;
    this.boardKeys[2 * f + 1] = hi;
  }

  /**
   * Sets frame `f`'s chain, occurrence and history key: a new chain when `fresh` (the stores
   * changed: no earlier position can come back), else the chain of frame f − 1, in which the
   * position's occurrence is one more than that of its latest earlier occurrence.
   */
  private settleChain(f: number, fresh: boolean): void {
    if (fresh) {
      this.chains[f] = f;
      this.occurrences[f] = 1;
      this.repeats[f] = 0;
      this.historyKeys[2 * f] = 0;
      this.historyKeys[2 * f + 1] = 0;
      return;
    }
    const start = this.chains[f - 1]!;
    this.chains[f] = start;
    const lo = this.boardKeys[2 * f]!;
    const hi = this.boardKeys[2 * f + 1]!;
    let occurrence = 1;
    for (let g = f - 1; g >= start; g--) {
      if (
        this.boardKeys[2 * g] === lo &&
        this.boardKeys[2 * g + 1] === hi &&
        this.sameBoard(f, g)
      ) {
        occurrence = this.occurrences[g]! + 1;
        break;
      }
    }
    this.occurrences[f] = occurrence;
    this.repeats[f] = occurrence > 1 ? 1 : this.repeats[f - 1]!;
    const before = f - 1;
    const beforeOccurrence = this.occurrences[before]!;
    this.historyKeys[2 * f] =
      this.historyKeys[2 * before]! ^
      WariBoard.occurrenceKeyLo(this.boardKeys[2 * before]!, beforeOccurrence);
    this.historyKeys[2 * f + 1] =
      this.historyKeys[2 * before + 1]! ^
      WariBoard.occurrenceKeyHi(this.boardKeys[2 * before + 1]!, beforeOccurrence);
  }

  /** True when frames `f` and `g` hold the same pits and player to move. */
  private sameBoard(f: number, g: number): boolean {
    if (this.turns[f] !== this.turns[g]) return false;
    const w = this.width;
    const s = this.stride;
    for (let k = 0; k < w; k++) if (this.pits[f * s + k] !== this.pits[g * s + k]) return false;
    return true;
  }

  /** The end of the game at frame `f`, its player to move set ({@link make}'s order of checks). */
  private endAfterMove(f: number): number {
    const base = f * this.stride + this.ring;
    if (this.pits[base]! * 2 > this.total) return WARI_END_MAJORITY_SOUTH;
    if (this.pits[base + 1]! * 2 > this.total) return WARI_END_MAJORITY_NORTH;
    if (this.feedingMoves(f, this.scratch, 0) === 0) return WARI_END_NO_MOVE;
    if (this.occurrences[f]! >= REPETITION_LIMIT) return WARI_END_REPETITION;
    return WARI_IN_PLAY;
  }

  /**
   * The feeding moves (see {@link legalMoves}) of frame `f`'s player to move into `out` from
   * `offset`; their count. House k (0-based) of m reaches the opponent's house 1 with more than
   * m − 1 − k seeds. None means that player cannot move (docs/RULES.md 2 "End": the grand-slam rule
   * never leaves him without a move).
   */
  private feedingMoves(f: number, out: Int32Array, offset: number): number {
    const m = this.houses;
    const side = this.turns[f]!;
    const base = f * this.stride;
    const own = base + side * m;
    const opp = base + (1 - side) * m;
    let starving = true;
    for (let k = opp; k < opp + m; k++) {
      if (this.pits[k] !== 0) {
        starving = false;
        break;
      }
    }
    let count = 0;
    for (let k = 0; k < m; k++) {
      const s = this.pits[own + k]!;
      if (s > 0 && (!starving || s > m - 1 - k)) out[offset + count++] = k + 1;
    }
    return count;
  }

  /** Sweeps the houses of finished frame `f` into the stores ({@link make}). */
  private sweep(f: number): void {
    const m = this.houses;
    const base = f * this.stride;
    const p = this.pits;
    const storeBase = base + this.ring;
    if (this.ends[f] === WARI_END_REPETITION && this.splitOnRepetition) {
      let left = 0;
      for (let k = base; k < storeBase; k++) left += p[k]!;
      const half = left >> 1;
      p[storeBase]! += half;
      p[storeBase + 1]! += half;
      for (let k = base; k < storeBase; k++) p[k] = 0;
      if (left & 1) p[base] = 1;
      return;
    }
    for (let side = 0; side < 2; side++) {
      const own = base + side * m;
      let n = 0;
      for (let k = own; k < own + m; k++) {
        n += p[k]!;
        p[k] = 0;
      }
      p[storeBase + side]! += n;
    }
  }
}

/**
 * The most seeds a {@link WariBoard} takes (its `maxSeeds`): 32,751, the largest pit count whose
 * 16 bits can be the top of a 64-bit float that is not a NaN (see `WariBoard.words`). A game of the
 * rules library holds at most 288 (12 houses a side, 12 seeds a house).
 */
export const MAX_BOARD_SEEDS = 0x7fef;

/**
 * How many places on from its origin a sowing of `seeds` (≥ 1) puts its last seed, when a lap is
 * `lap` places (2m − 1 when the origin is skipped, 2m when not; docs/RULES.md 2 `originSkip`):
 * 1..lap. Without a whole lap, as most sowings, that is `seeds` itself, found without a division.
 */
export function lastSeedDistance(seeds: number, lap: number): number {
  return seeds <= lap ? seeds : ((seeds - 1) % lap) + 1;
}

/** South on the Wari board. */
export const WARI_SOUTH = 0;
/** North on the Wari board. */
export const WARI_NORTH = 1;

/** The game goes on. */
export const WARI_IN_PLAY = 0;
/** Over: South's store holds more than half of the seeds (`majority: south`). */
export const WARI_END_MAJORITY_SOUTH = 1;
/** Over: North's store holds more than half of the seeds (`majority: north`). */
export const WARI_END_MAJORITY_NORTH = 2;
/** Over: the player to move has no legal move (`noMove`). */
export const WARI_END_NO_MOVE = 3;
/** Over: the position occurred for the third time since the last capture (`repetition`). */
export const WARI_END_REPETITION = 4;
/** Over by agreement (only in a set-up position: the search never agrees). */
export const WARI_END_AGREEMENT = 5;

/** The occurrence that ends the game (docs/RULES.md 2: the third). */
const REPETITION_LIMIT = 3;

/** The board's end code of a position. */
function endCode(position: Position): number {
  const end = position.end;
  if (end === undefined) return WARI_IN_PLAY;
  switch (end.reason) {
    case 'majority':
      return end.side === 'south' ? WARI_END_MAJORITY_SOUTH : WARI_END_MAJORITY_NORTH;
    case 'noMove':
      return WARI_END_NO_MOVE;
    case 'repetition':
      return WARI_END_REPETITION;
    default:
      return WARI_END_AGREEMENT;
  }
}

/** Seeds of a position in houses and stores. */
export function seedsOf(position: Position): number {
  let n = position.store('south') + position.store('north');
  for (const side of ['south', 'north'] as const) for (const s of position.houses(side)) n += s;
  return n;
}

function fmix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
