/**
 * A second, deliberately naive implementation of Wari (docs/RULES.md 2) and Obridjie (docs/RULES.md 3), for
 * tests only. It is written from docs/RULES.md, not from the library in `src/`, and shares no code with
 * it except the rule-set types: plain arrays for each side's houses, two store numbers, sowing by
 * walking an explicit ring of house names, every would-be move simulated in full to decide whether
 * it feeds or is a grand slam, a set of every state inside an Obridjie move to find a never-ending
 * one, and the history of the game as a list of position keys. Clarity over speed: every move
 * copies the whole state.
 *
 * The library's perft and play are checked against this file (`perft.test.ts`), and the Wari and
 * Obridjie perft tables of `perft-tables.json` are computed with it (`make-perft-tables.ts`).
 */
import type { ObridjieRuleSet, WariRuleSet } from '../src/ruleset.ts';
import type { NaiveSide } from './naive.ts';

/** The rules this model plays. */
export type NaiveRelativeRules = WariRuleSet | ObridjieRuleSet;

/** Why a naive Wari or Obridjie game ended (docs/RULES.md 2, 3). */
export type NaiveRelativeEnd =
  | { readonly reason: 'majority'; readonly side: NaiveSide }
  | { readonly reason: 'noMove'; readonly side: NaiveSide }
  | { readonly reason: 'repetition' }
  | { readonly reason: 'agreement' };

/**
 * A position of the naive model. `south[k - 1]` is South's house k (1..m from South's left), and
 * likewise for North. `history` lists the keys ({@link naiveKey}) of the positions since the last
 * capture, oldest first, this one included while the game goes on; empty once it is over.
 */
export interface NaiveRelativeState {
  readonly south: readonly number[];
  readonly north: readonly number[];
  readonly southStore: number;
  readonly northStore: number;
  readonly turn: NaiveSide;
  readonly ended: NaiveRelativeEnd | undefined;
  readonly history: readonly string[];
}

/** A house by name. */
interface HouseName {
  readonly side: NaiveSide;
  readonly house: number;
}

/** A mutable working copy of the board. */
interface Board {
  south: number[];
  north: number[];
  southStore: number;
  northStore: number;
}

function other(side: NaiveSide): NaiveSide {
  return side === 'south' ? 'north' : 'south';
}

/** Every house in counter-clockwise order: South's 1..m, then North's 1..m (docs/RULES.md 0). */
function ring(m: number): HouseName[] {
  const list: HouseName[] = [];
  for (const side of ['south', 'north'] as const) {
    for (let h = 1; h <= m; h++) list.push({ side, house: h });
  }
  return list;
}

function get(board: Board, at: HouseName): number {
  return (at.side === 'south' ? board.south : board.north)[at.house - 1]!;
}

function set(board: Board, at: HouseName, seeds: number): void {
  (at.side === 'south' ? board.south : board.north)[at.house - 1] = seeds;
}

function give(board: Board, side: NaiveSide, seeds: number): void {
  if (side === 'south') board.southStore += seeds;
  else board.northStore += seeds;
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

function rowOf(board: Board, side: NaiveSide): number[] {
  return side === 'south' ? board.south : board.north;
}

function copy(state: NaiveRelativeState): Board {
  return {
    south: [...state.south],
    north: [...state.north],
    southStore: state.southStore,
    northStore: state.northStore,
  };
}

/** The key the repetition rule compares: the board and the player to move. */
export function naiveKey(board: Board | NaiveRelativeState, turn: NaiveSide): string {
  return `${board.south.join(',')}/${board.north.join(',')}/${turn}`;
}

/** The start position: `rules.seeds` in every house, empty stores, `turn` to move. */
export function naiveRelativeInitial(
  rules: NaiveRelativeRules,
  turn: NaiveSide = 'south',
): NaiveRelativeState {
  const board: Board = {
    south: new Array<number>(rules.houses).fill(rules.seeds),
    north: new Array<number>(rules.houses).fill(rules.seeds),
    southStore: 0,
    northStore: 0,
  };
  return { ...board, turn, ended: undefined, history: [naiveKey(board, turn)] };
}

/**
 * A game in progress from its position text, `SOUTH-HOUSES|STORE NORTH-HOUSES|STORE TURN` (the
 * notation of docs/RULES.md-based position texts, read here on its own), with no earlier history.
 */
export function naiveRelativeFromText(text: string): NaiveRelativeState {
  const [south, north, turn] = text.trim().split(/\s+/) as [string, string, NaiveSide];
  const side = (field: string) => {
    const [houses, store] = field.split('|') as [string, string];
    return { houses: houses.split(',').map(Number), store: Number(store) };
  };
  const s = side(south);
  const n = side(north);
  const board: Board = {
    south: s.houses,
    north: n.houses,
    southStore: s.store,
    northStore: n.store,
  };
  return { ...board, turn, ended: undefined, history: [naiveKey(board, turn)] };
}

// ---------------------------------------------------------------------------------------------
// Wari (docs/RULES.md 2)

/**
 * Sows house `house` of `mover` on `board` as Wari does: every seed lifted, one a house
 * counter-clockwise, the origin never sown (`originSkip: always`) or not sown only when more than
 * 12 seeds were lifted (`over12`). Returns the houses sown, in order.
 */
function wariSow(rules: WariRuleSet, board: Board, mover: NaiveSide, house: number): HouseName[] {
  const houses = ring(rules.houses);
  const origin: HouseName = { side: mover, house };
  let inHand = get(board, origin);
  const skip = rules.originSkip === 'always' || inHand > 12;
  set(board, origin, 0);
  let at = houses.findIndex((h) => h.side === mover && h.house === house);
  const sown: HouseName[] = [];
  while (inHand > 0) {
    at = (at + 1) % houses.length;
    const pit = houses[at]!;
    if (skip && pit.side === origin.side && pit.house === origin.house) continue;
    set(board, pit, get(board, pit) + 1);
    sown.push(pit);
    inHand--;
  }
  return sown;
}

/**
 * The houses Wari's capture would take after a sowing whose last house is `last`: it, then the
 * houses before it on the ring, while each is the opponent's and holds 2 or 3; under
 * `captureChain: pair` no more than two houses.
 */
function wariChain(
  rules: WariRuleSet,
  board: Board,
  mover: NaiveSide,
  last: HouseName,
): HouseName[] {
  const houses = ring(rules.houses);
  const chain: HouseName[] = [];
  let at = houses.findIndex((h) => h.side === last.side && h.house === last.house);
  for (;;) {
    const pit = houses[at]!;
    if (pit.side === mover) break;
    const seeds = get(board, pit);
    if (seeds !== 2 && seeds !== 3) break;
    chain.push(pit);
    if (rules.captureChain === 'pair' && chain.length === 2) break;
    if (at === 0) break;
    at--;
  }
  return chain;
}

/** What a Wari move does on a copy of the board: whether it feeds and whether it is a grand slam. */
function wariTry(
  rules: WariRuleSet,
  state: NaiveRelativeState,
  house: number,
): { feeds: boolean; grandSlam: boolean } {
  const board = copy(state);
  const mover = state.turn;
  const sown = wariSow(rules, board, mover, house);
  const feeds = sown.some((p) => p.side !== mover);
  const chain = wariChain(rules, board, mover, sown[sown.length - 1]!);
  const taken = sum(chain.map((p) => get(board, p)));
  const grandSlam = taken > 0 && taken === sum(rowOf(board, other(mover)));
  return { feeds, grandSlam };
}

/**
 * The legal Wari moves: the mover's non-empty houses; when the opponent's houses are all empty,
 * only those that put a seed on his side; under `grandSlam: forbidden`, not the grand slams unless
 * nothing else is left.
 */
function naiveWariMoves(rules: WariRuleSet, state: NaiveRelativeState): number[] {
  const mover = state.turn;
  const own = mover === 'south' ? state.south : state.north;
  const opponentEmpty = sum(mover === 'south' ? state.north : state.south) === 0;
  let moves: number[] = [];
  own.forEach((seeds, i) => {
    if (seeds > 0) moves.push(i + 1);
  });
  if (opponentEmpty) moves = moves.filter((h) => wariTry(rules, state, h).feeds);
  if (rules.grandSlam === 'forbidden') {
    const fair = moves.filter((h) => !wariTry(rules, state, h).grandSlam);
    if (fair.length > 0) moves = fair;
  }
  return moves;
}

function naiveWariPlay(rules: WariRuleSet, state: NaiveRelativeState, house: number): Board {
  const board = copy(state);
  const mover = state.turn;
  const sown = wariSow(rules, board, mover, house);
  const chain = wariChain(rules, board, mover, sown[sown.length - 1]!);
  const taken = sum(chain.map((p) => get(board, p)));
  // A grand slam captures nothing, under both rules.
  if (taken > 0 && taken !== sum(rowOf(board, other(mover)))) {
    for (const p of chain) set(board, p, 0);
    give(board, mover, taken);
  }
  return board;
}

// ---------------------------------------------------------------------------------------------
// Obridjie (docs/RULES.md 3)

/**
 * Plays an Obridjie move on `board`: sowings and relay sowings until the turn ends. Returns
 * `false` when the move never ends: a state (board and the house about to be lifted) comes back.
 */
function obridjieSow(m: number, board: Board, mover: NaiveSide, house: number): boolean {
  const houses = ring(m);
  let at = houses.findIndex((h) => h.side === mover && h.house === house);
  const states = new Set<string>();
  for (;;) {
    const state = `${board.south.join(',')}/${board.north.join(',')}@${at}`;
    if (states.has(state)) return false;
    states.add(state);
    const origin = houses[at]!;
    let inHand = get(board, origin);
    set(board, origin, 0);
    const skipOrigin = inHand >= 12;
    while (inHand > 0) {
      at = (at + 1) % houses.length;
      const pit = houses[at]!;
      if (skipOrigin && pit === origin) continue;
      set(board, pit, get(board, pit) + 1);
      inHand--;
      if (inHand > 0 && get(board, pit) === 4) {
        set(board, pit, 0);
        give(board, pit.side, 4);
      }
    }
    const last = houses[at]!;
    const now = get(board, last);
    if (now === 4) {
      set(board, last, 0);
      give(board, mover, 4);
      return true;
    }
    if (now === 1) return true;
  }
}

function naiveObridjieMoves(state: NaiveRelativeState): number[] {
  const own = state.turn === 'south' ? state.south : state.north;
  const moves: number[] = [];
  own.forEach((seeds, i) => {
    if (seeds > 0 && obridjieSow(own.length, copy(state), state.turn, i + 1)) moves.push(i + 1);
  });
  return moves;
}

// ---------------------------------------------------------------------------------------------
// Both games

/** The legal moves of the player to move (house numbers); none once the game is over. */
export function naiveRelativeMoves(rules: NaiveRelativeRules, state: NaiveRelativeState): number[] {
  if (state.ended) return [];
  return rules.game === 'wari' ? naiveWariMoves(rules, state) : naiveObridjieMoves(state);
}

/**
 * The end sweep: each house's seeds to the owner of its side, or under Wari's `cycleRule: split`
 * after a repetition or an agreement, the seeds left shared equally: each player first takes his
 * own side's seeds up to his half (house 1 first), then the player with more on his side hands
 * over what the other still lacks (house 1 first); an odd seed stays where it is.
 */
function sweep(rules: NaiveRelativeRules, board: Board, end: NaiveRelativeEnd): void {
  const split =
    rules.game === 'wari' &&
    rules.cycleRule === 'split' &&
    (end.reason === 'repetition' || end.reason === 'agreement');
  if (!split) {
    for (const side of ['south', 'north'] as const) {
      const row = rowOf(board, side);
      give(board, side, sum(row));
      row.fill(0);
    }
    return;
  }
  const half = Math.floor((sum(board.south) + sum(board.north)) / 2);
  const owed = { south: half, north: half };
  const take = (from: NaiveSide, to: NaiveSide) => {
    const row = rowOf(board, from);
    for (let i = 0; i < row.length; i++) {
      const seeds = Math.min(row[i]!, owed[to]);
      row[i]! -= seeds;
      owed[to] -= seeds;
      give(board, to, seeds);
    }
  };
  take('south', 'south');
  take('north', 'north');
  take('south', 'north');
  take('north', 'south');
}

function finished(
  rules: NaiveRelativeRules,
  board: Board,
  turn: NaiveSide,
  end: NaiveRelativeEnd,
): NaiveRelativeState {
  sweep(rules, board, end);
  return { ...board, turn, ended: end, history: [] };
}

/**
 * Plays house `house` of the player to move and returns the next state: the sowing and captures,
 * then the end checks: (Wari) a store with more than half of the seeds, the next player without a
 * legal move, the third occurrence of the position since the last capture. Throws on an illegal
 * move: the tests only play legal ones.
 */
export function naiveRelativePlay(
  rules: NaiveRelativeRules,
  state: NaiveRelativeState,
  house: number,
): NaiveRelativeState {
  if (!naiveRelativeMoves(rules, state).includes(house)) {
    throw new Error(`naiveRelativePlay: ${house} is not a legal move of ${state.turn}`);
  }
  let board: Board;
  if (rules.game === 'wari') {
    board = naiveWariPlay(rules, state, house);
  } else {
    board = copy(state);
    obridjieSow(rules.houses, board, state.turn, house);
  }
  const next = other(state.turn);
  if (rules.game === 'wari') {
    const total = 2 * rules.houses * rules.seeds;
    if (board.southStore > total / 2) return finished(rules, board, next, majority('south'));
    if (board.northStore > total / 2) return finished(rules, board, next, majority('north'));
  }
  const provisional: NaiveRelativeState = { ...board, turn: next, ended: undefined, history: [] };
  if (naiveRelativeMoves(rules, provisional).length === 0) {
    return finished(rules, board, next, { reason: 'noMove', side: next });
  }
  const captured = board.southStore !== state.southStore || board.northStore !== state.northStore;
  const key = naiveKey(board, next);
  const history = captured ? [key] : [...state.history, key];
  if (history.filter((k) => k === key).length >= 3) {
    return finished(rules, board, next, { reason: 'repetition' });
  }
  return { ...board, turn: next, ended: undefined, history };
}

function majority(side: NaiveSide): NaiveRelativeEnd {
  return { reason: 'majority', side };
}

/** Ends the game by agreement: the seeds left are swept as after a repetition (docs/RULES.md 2). */
export function naiveAgree(
  rules: NaiveRelativeRules,
  state: NaiveRelativeState,
): NaiveRelativeState {
  if (state.ended) throw new Error('naiveAgree: the game is over');
  return finished(rules, copy(state), state.turn, { reason: 'agreement' });
}

/** The move sequences of length `depth` from `state`, as the library's `perft` counts them. */
export function naiveRelativePerft(
  rules: NaiveRelativeRules,
  state: NaiveRelativeState,
  depth: number,
): number {
  if (state.ended || depth === 0) return 1;
  let total = 0;
  for (const house of naiveRelativeMoves(rules, state)) {
    total += naiveRelativePerft(rules, naiveRelativePlay(rules, state, house), depth - 1);
  }
  return total;
}
