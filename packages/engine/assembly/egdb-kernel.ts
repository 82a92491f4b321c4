/**
 * The endgame-database builder's inner loop in WebAssembly (AssemblyScript; compiled by
 * `scripts/egdb-kernel.ts` into `src/egdb/kernel-wasm.ts`). The method, the index and the entries
 * are those of `src/egdb/build.ts`, which drives this kernel; the sowing, captures, extra turns and
 * ends are those of the engine board (`src/kalaha/board.ts`, docs/RULES.md 1.1 to 1.3) for every
 * option an endgame database serves (no `majorityEnd`, no `tieBreak: emptierWins`), on a board
 * seen from the player to move. The tests build databases of every kind with it and compare their
 * entries with plain minimax over the rules library (`egdb.test.ts`, `solve/minimax.ts`).
 *
 * Memory (imported, shared by the builder's threads): each thread's instance has a scratch area of
 * {@link scratchBytes} bytes of its own (boards, kept children, a batch's children and records,
 * the index's terms) and all share the entries. Board layout, the player to move first: houses
 * 0..m−1, his store m, the opponent's houses m+1..2m (his house 1 at m+1), the opponent's store
 * 2m+1; one byte a pit, 32 bytes a board.
 */

/** An entry not computed yet (`EGDB_UNKNOWN`). */
const UNKNOWN: u8 = 255;
/** Bytes a board. */
const BOARD: i32 = 32;
/** Child slots a ply: houses ≤ 12, rounded up. */
const SLOTS: i32 = 16;
/** Bytes a child's note: index, gain, packed (next player, seeds left). */
const NOTE: i32 = 16;
/** Positions of a range whose children are noted before any of their entries is read. */
const BATCH: i32 = 16;
/**
 * Bytes of a batch member's record: its index, its children in play, the best margin of its moves
 * that end the game, 1 when its mover passed (`playOn`).
 */
const MEMBER: i32 = 16;

const EXTRA_NONE: i32 = 0;
const EXTRA_OWN_SIDE: i32 = 2;
const EMPTIER_TAKES: i32 = 0;
const PLAY_ON: i32 = 2;

let m: i32 = 0;
let stride: i32 = 0;
let extraTurnRule: i32 = 0;
let captureOpposite: bool = false;
let emptyCapture: bool = false;
let captureNeedsLap: bool = false;
let captureTwoThree: bool = false;
let skipOrigin: bool = false;
let endRule: i32 = 0;

/** 0x0101010101010101: multiplied by it, a word's top byte is the sum of its bytes. */
const BYTE_ONES: u64 = ((<u64>0x01010101) << 32) | 0x01010101;
/** Masks of the bytes of `m` houses in a u64 loaded at the first house and one loaded 8 on. */
let housesLo: u64 = 0;
let housesHi: u64 = 0;

let boards: usize = 0;
let kept: usize = 0;
let notes: usize = 0;
let batch: usize = 0;
let batchNotes: usize = 0;
let members: usize = 0;
let terms: usize = 0;
let config: usize = 0;
let data: usize = 0;

// What the last `make` left: the gain (seeds into the mover's store minus the opponent's), whether
// the game is over, who moves next (0 the mover, 1 the opponent) and the seeds left in the houses.
let gain: i32 = 0;
let over: bool = false;
let next: i32 = 0;
let left: i32 = 0;

/** The deepest recursion: one ply a move, at most N · m moves within a level (see build.ts). */
function plies(houses: i32, seeds: i32): i32 {
  return seeds * houses + 4;
}

/** Bytes of one thread's scratch area for `houses` houses a side and `seeds` seeds. */
export function scratchBytes(houses: i32, seeds: i32): i32 {
  const p = plies(houses, seeds);
  return (
    p * (BOARD + SLOTS * BOARD + SLOTS * NOTE) +
    BATCH * (SLOTS * BOARD + SLOTS * NOTE) +
    BATCH * MEMBER +
    2 * houses * (seeds + 1) * 4 +
    2 * houses * 4
  );
}

/**
 * Sets this instance up: the rules as numbers (as the engine board's: `extraTurn` 0 none, 1
 * store, 2 ownSide; `endRule` 0 emptierTakes, 1 ownerTakes, 2 playOn), its scratch area at
 * `scratch` and the entries at `entries`. The caller then writes the index's terms
 * ({@link termsOffset}).
 */
export function configure(
  houses: i32,
  seeds: i32,
  extraTurn: i32,
  opposite: bool,
  empty: bool,
  needsLap: bool,
  twoThree: bool,
  skip: bool,
  end: i32,
  scratch: usize,
  entries: usize,
): void {
  m = houses;
  stride = seeds + 1;
  extraTurnRule = extraTurn;
  captureOpposite = opposite;
  emptyCapture = empty;
  captureNeedsLap = needsLap;
  captureTwoThree = twoThree;
  skipOrigin = skip;
  endRule = end;
  const one: u64 = 1;
  housesLo = houses >= 8 ? ~u64(0) : (one << u64(8 * houses)) - one;
  housesHi = houses > 8 ? (one << u64(8 * (houses - 8))) - one : 0;
  const p = <usize>plies(houses, seeds);
  boards = scratch;
  kept = boards + p * <usize>BOARD;
  notes = kept + p * <usize>(SLOTS * BOARD);
  batch = notes + p * <usize>(SLOTS * NOTE);
  batchNotes = batch + <usize>(BATCH * SLOTS * BOARD);
  members = batchNotes + <usize>(BATCH * SLOTS * NOTE);
  terms = members + <usize>(BATCH * MEMBER);
  config = terms + <usize>(2 * houses * stride * 4);
  data = entries;
}

function copyBoard(to: usize, from: usize): void {
  store<u64>(to, load<u64>(from));
  store<u64>(to + 8, load<u64>(from + 8));
  store<u64>(to + 16, load<u64>(from + 16));
  store<u64>(to + 24, load<u64>(from + 24));
}

/** Board `from` seen from the opponent, into `to`, with both stores empty. */
function turnBoard(to: usize, from: usize): void {
  const o = <usize>(m + 1);
  for (let k: usize = 0; k < <usize>m; k++) {
    store<u8>(to + k, load<u8>(from + o + k));
    store<u8>(to + o + k, load<u8>(from + k));
  }
  store<u8>(to + <usize>m, 0);
  store<u8>(to + <usize>(2 * m + 1), 0);
}

/**
 * The seeds in the `m` houses starting at `at`: their bytes summed in one multiplication each of
 * (at most) two words, every partial sum below 256 as a side holds at most 254 seeds.
 */
function seedsIn(at: usize): i32 {
  let sum = ((load<u64>(at) & housesLo) * BYTE_ONES) >>> 56;
  if (housesHi !== 0) sum += ((load<u64>(at + 8) & housesHi) * BYTE_ONES) >>> 56;
  return <i32>sum;
}

/** The index of the houses of board `c`, the `first` side's houses first (SeedIndex.rank). */
function rank(c: usize, first: usize, second: usize): u32 {
  let s: i32 = 0;
  let r: u32 = 0;
  let row: i32 = 0;
  for (let k: usize = 0; k < <usize>m; k++) {
    s += <i32>load<u8>(c + first + k);
    r += load<u32>(terms + <usize>((row + s) << 2));
    row += stride;
  }
  for (let k: usize = 0; k < <usize>m; k++) {
    s += <i32>load<u8>(c + second + k);
    r += load<u32>(terms + <usize>((row + s) << 2));
    row += stride;
  }
  return r;
}

/**
 * Plays house `h` (0..m−1, not empty) of the player to move on board `c` (stores empty), as the
 * engine board's `make`: sows (whole laps first), then the capture and extra-turn rules, then the
 * end checks, the final sweep and `playOn`'s pass. Leaves `gain`, `over`, `next` and `left`.
 */
function make(c: usize, h: i32): void {
  const ownStore = m;
  const oppStore = 2 * m + 1;
  const sown = <i32>load<u8>(c + <usize>h);
  store<u8>(c + <usize>h, 0);
  // Whole laps: every pit of the track gets `laps` seeds; the track is every pit but the
  // opponent's store, and but the origin under skipOrigin (docs/RULES.md 1.1).
  const track = skipOrigin ? 2 * m : 2 * m + 1;
  const laps = sown > track ? (sown - 1) / track : 0;
  if (laps > 0) {
    for (let k = 0; k < oppStore; k++) store<u8>(c + <usize>k, load<u8>(c + <usize>k) + <u8>laps);
    if (skipOrigin) store<u8>(c + <usize>h, load<u8>(c + <usize>h) - <u8>laps);
  }
  let i = h;
  for (let rest = sown - laps * track; rest > 0; rest--) {
    i++;
    if (i === oppStore) i = 0;
    store<u8>(c + <usize>i, load<u8>(c + <usize>i) + 1);
  }
  // docs/RULES.md 1.2 step 3: where the last seed fell.
  let extra = false;
  if (i === ownStore) {
    extra = extraTurnRule !== EXTRA_NONE;
  } else if (i < ownStore) {
    extra = extraTurnRule === EXTRA_OWN_SIDE;
    if (load<u8>(c + <usize>i) === 1 && captureOpposite && (!captureNeedsLap || sown > m - h)) {
      const opposite = <usize>(2 * m - i);
      const taken = load<u8>(c + opposite);
      if (taken > 0 || emptyCapture) {
        store<u8>(c + <usize>ownStore, load<u8>(c + <usize>ownStore) + taken + 1);
        store<u8>(c + <usize>i, 0);
        store<u8>(c + opposite, 0);
        extra = false;
      }
    }
  } else if (captureTwoThree) {
    // 004 "Variante Zusatzregel": the landing house and up to two before it, while 2 or 3.
    let taken: i32 = 0;
    for (let j = i, n = 0; j > ownStore && n < 3; j--, n++) {
      const v = <i32>load<u8>(c + <usize>j);
      if (v !== 2 && v !== 3) break;
      taken += v;
      store<u8>(c + <usize>j, 0);
    }
    store<u8>(c + <usize>ownStore, load<u8>(c + <usize>ownStore) + <u8>taken);
  }
  const own = seedsIn(c);
  const opp = seedsIn(c + <usize>(m + 1));
  // docs/RULES.md 1.3: the end checks, whoever moved and even after an extra turn.
  let mover = extra ? 0 : 1;
  let done = false;
  let swept: i32 = 0;
  if (endRule === PLAY_ON) {
    if (own === 0 && opp === 0) done = true;
    else if ((mover === 0 ? own : opp) === 0) mover = 1 - mover; // a pass
  } else if (own === 0 || opp === 0) {
    done = true;
    // The seeds left go to the emptier (emptierTakes) or stay with their owner (ownerTakes).
    const moverEmptied = own === 0;
    const toMover = endRule === EMPTIER_TAKES ? moverEmptied : !moverEmptied;
    swept = toMover ? own + opp : -(own + opp);
  }
  gain = <i32>load<u8>(c + <usize>ownStore) - <i32>load<u8>(c + <usize>oppStore) + swept;
  over = done;
  next = mover;
  left = own + opp;
}

// What the last `noteChildren` left: the best margin of the moves that end the game.
let finished: i32 = 0;

/**
 * Makes every move of board `b` (a position in play, stores empty), each child kept in `slots`,
 * and notes the index, gain and next player of each child in play in `noted`. Returns their
 * number; the best margin of the moves that end the game goes to `finished`.
 */
function noteChildren(b: usize, slots: usize, noted: usize): i32 {
  let best: i32 = -0x7fffffff;
  let count: i32 = 0;
  for (let h = 0; h < m; h++) {
    if (load<u8>(b + <usize>h) === 0) continue;
    const c = slots + <usize>(count * BOARD);
    copyBoard(c, b);
    make(c, h);
    if (over) {
      if (gain > best) best = gain;
      continue;
    }
    const note = noted + <usize>(count * NOTE);
    store<u32>(note, next === 0 ? rank(c, 0, <usize>(m + 1)) : rank(c, <usize>(m + 1), 0));
    store<i32>(note + 4, gain);
    store<i32>(note + 8, next | (left << 1));
    count++;
  }
  finished = best;
  return count;
}

/**
 * The value (margin still to be gained, seeds, for the player to move) of a position whose
 * `count` children in play are noted in `noted` and kept in `slots`, `best` the best margin of its
 * moves that end the game. The children's entries are read one after the other: each read is
 * likely a cache miss (the children of a position lie far apart in a database of hundreds of MB),
 * and read back to back the processor waits for them together instead of one a move. A child not
 * known yet (same level, smaller P) is computed now, at ply `ply` + 1, from the board kept for it,
 * and stored.
 */
function resolve(ply: i32, slots: usize, noted: usize, count: i32, best: i32): i32 {
  for (let k = 0; k < count; k++) {
    const note = noted + <usize>(k * NOTE);
    const r = load<u32>(note);
    const packed = load<i32>(note + 8);
    const seeds = packed >> 1;
    let a = <i32>load<u8>(data + <usize>r);
    if (a === <i32>UNKNOWN) {
      const c = slots + <usize>(k * BOARD);
      const d = boards + <usize>((ply + 1) * BOARD);
      if ((packed & 1) === 0) {
        copyBoard(d, c);
        store<u8>(d + <usize>m, 0);
        store<u8>(d + <usize>(2 * m + 1), 0);
      } else {
        turnBoard(d, c);
      }
      a = (value(ply + 1) + seeds) >> 1;
      store<u8>(data + <usize>r, <u8>a);
    }
    const child = 2 * a - seeds;
    const v = (packed & 1) === 0 ? load<i32>(note + 4) + child : load<i32>(note + 4) - child;
    if (v > best) best = v;
  }
  return best;
}

/** The value of board `ply`, a position in play, for the player to move (see {@link resolve}). */
function value(ply: i32): i32 {
  const slots = kept + <usize>(ply * SLOTS * BOARD);
  const noted = notes + <usize>(ply * SLOTS * NOTE);
  const count = noteChildren(boards + <usize>(ply * BOARD), slots, noted);
  return resolve(ply, slots, noted, count, finished);
}

/** Steps the configuration to the next index of its level (SeedIndex.next). */
function step(): void {
  let sum: i32 = 0;
  for (let j = 0; j < 2 * m - 1; j++) {
    const at = config + <usize>(j << 2);
    sum += load<i32>(at);
    const above = load<i32>(at + 4);
    if (above > 0) {
      store<i32>(at + 4, above - 1);
      for (let i = 0; i < j; i++) store<i32>(config + <usize>(i << 2), 0);
      store<i32>(at, sum + 1);
      return;
    }
  }
}

/** Where the caller puts the index's terms: `terms[j · (N + 1) + s]` = C(s + j, j + 1), u32. */
export function termsOffset(): usize {
  return terms;
}

/** Where the caller puts the configuration of the first index of a range: 2m seed counts, i32. */
export function configOffset(): usize {
  return config;
}

/**
 * Computes the entries `from` ≤ index < `to`, all of level `seeds`, the configuration of `from`
 * at {@link configOffset}; lower levels must be done.
 *
 * In batches of {@link BATCH} positions not known yet: the children of every position of the
 * batch are noted first, then their entries read position by position ({@link resolve}), so that
 * the reads of neighbouring positions wait for memory together too. A position of the batch that a
 * recursion computed meanwhile (a same-level child of an earlier one) is left as it is.
 */
export function buildRange(seeds: i32, from: u32, to: u32): void {
  const b = boards;
  let i = from;
  while (i < to) {
    let n: i32 = 0;
    for (; n < BATCH && i < to; i++, step()) {
      if (load<u8>(data + <usize>i) !== UNKNOWN) continue;
      for (let k: usize = 0; k < <usize>m; k++) {
        store<u8>(b + k, <u8>load<i32>(config + (k << 2)));
        store<u8>(b + <usize>(m + 1) + k, <u8>load<i32>(config + ((<usize>m + k) << 2)));
      }
      store<u8>(b + <usize>m, 0);
      store<u8>(b + <usize>(2 * m + 1), 0);
      const own = seedsIn(b);
      const opp = seedsIn(b + <usize>(m + 1));
      let passed = 0;
      if (own === 0 || opp === 0) {
        if (seeds === 0) {
          store<u8>(data + <usize>i, 0);
          continue;
        }
        if (endRule !== PLAY_ON) {
          // A side is empty: the game is over, with the final sweep (docs/RULES.md 1.3).
          const share = endRule === EMPTIER_TAKES ? (own === 0 ? seeds : 0) : own;
          store<u8>(data + <usize>i, <u8>share);
          continue;
        }
        if (own === 0) {
          // playOn: the mover passes; the position is the opponent's to move.
          const d = b + <usize>BOARD;
          turnBoard(d, b);
          copyBoard(b, d);
          passed = 1;
        }
      }
      const member = members + <usize>(n * MEMBER);
      const count = noteChildren(
        b,
        batch + <usize>(n * SLOTS * BOARD),
        batchNotes + <usize>(n * SLOTS * NOTE),
      );
      store<u32>(member, i);
      store<i32>(member + 4, count);
      store<i32>(member + 8, finished);
      store<i32>(member + 12, passed);
      n++;
    }
    for (let k = 0; k < n; k++) {
      const member = members + <usize>(k * MEMBER);
      const index = load<u32>(member);
      if (load<u8>(data + <usize>index) !== UNKNOWN) continue;
      const v = resolve(
        0,
        batch + <usize>(k * SLOTS * BOARD),
        batchNotes + <usize>(k * SLOTS * NOTE),
        load<i32>(member + 4),
        load<i32>(member + 8),
      );
      const share = load<i32>(member + 12) === 0 ? (v + seeds) >> 1 : (seeds - v) >> 1;
      store<u8>(data + <usize>index, <u8>share);
    }
  }
}
