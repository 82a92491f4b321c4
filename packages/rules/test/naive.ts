/**
 * A second, deliberately naive implementation of the Kalaha-family rules (docs/RULES.md 1.1-1.3), for
 * tests only. It is written from docs/RULES.md, not from the library in `src/`, and shares no code with
 * it except the `RuleSet` type: plain arrays for each side's houses, two store numbers, and sowing
 * by walking an explicit list of pit names. Clarity over speed: every move copies the whole state.
 *
 * The library's perft and play are checked against this file (`perft.test.ts`), and the perft
 * tables of `perft-tables.json` are computed with it (`make-perft-tables.ts`).
 */
import type { KalahaRuleSet as RuleSet } from '../src/ruleset.ts';

/** A player of the naive model. */
export type NaiveSide = 'south' | 'north';

/** Why a naive game ended (docs/RULES.md 1.3). */
export type NaiveEnd =
  | { readonly reason: 'sideEmpty'; readonly side: NaiveSide | 'both' }
  | { readonly reason: 'majority'; readonly side: NaiveSide }
  | { readonly reason: 'allEmpty' };

/**
 * A position of the naive model. `south[k - 1]` is South's house k (1..m from South's left), and
 * likewise for North. `ended` is `undefined` while the game goes on.
 */
export interface NaiveState {
  readonly south: readonly number[];
  readonly north: readonly number[];
  readonly southStore: number;
  readonly northStore: number;
  /** The player to move (once the game is over: the player who would have moved). */
  readonly turn: NaiveSide;
  readonly ended: NaiveEnd | undefined;
  /**
   * The pie rule (option `swap`, docs/RULES.md 5): `firstMove` before the first move of the game,
   * `offered` just after it (the player to move may swap); absent otherwise.
   */
  readonly pie?: 'firstMove' | 'offered';
}

/** A naive move: a house number 1..m, or the pie rule's swap. */
export type NaiveMove = number | 'swap';

/** A pit of the board, by name: a house of a side (1..m) or a side's store. */
type PitName =
  | { readonly kind: 'house'; readonly side: NaiveSide; readonly house: number }
  | { readonly kind: 'store'; readonly side: NaiveSide };

/** A mutable working copy of a state, used while one move is played. */
interface Board {
  south: number[];
  north: number[];
  southStore: number;
  northStore: number;
}

function other(side: NaiveSide): NaiveSide {
  return side === 'south' ? 'north' : 'south';
}

/**
 * Every pit in counter-clockwise order (docs/RULES.md 0): South's houses 1..m, South's store, North's
 * houses 1..m, North's store. Sowing walks this list and wraps round from the end to the start.
 */
function pitsInSowingOrder(m: number): PitName[] {
  const list: PitName[] = [];
  for (let h = 1; h <= m; h++) list.push({ kind: 'house', side: 'south', house: h });
  list.push({ kind: 'store', side: 'south' });
  for (let h = 1; h <= m; h++) list.push({ kind: 'house', side: 'north', house: h });
  list.push({ kind: 'store', side: 'north' });
  return list;
}

function samePit(a: PitName, b: PitName): boolean {
  if (a.kind !== b.kind || a.side !== b.side) return false;
  return a.kind === 'store' || (b.kind === 'house' && a.house === b.house);
}

function housesOf(board: Board, side: NaiveSide): number[] {
  return side === 'south' ? board.south : board.north;
}

function seedsIn(board: Board, pit: PitName): number {
  if (pit.kind === 'store') return pit.side === 'south' ? board.southStore : board.northStore;
  return housesOf(board, pit.side)[pit.house - 1]!;
}

function setSeeds(board: Board, pit: PitName, seeds: number): void {
  if (pit.kind === 'store') {
    if (pit.side === 'south') board.southStore = seeds;
    else board.northStore = seeds;
  } else {
    housesOf(board, pit.side)[pit.house - 1] = seeds;
  }
}

function addToStore(board: Board, side: NaiveSide, seeds: number): void {
  setSeeds(board, { kind: 'store', side }, seeds + seedsIn(board, { kind: 'store', side }));
}

function sideIsEmpty(board: Board, side: NaiveSide): boolean {
  return housesOf(board, side).every((s) => s === 0);
}

/** The house facing `house` of `side`: house k faces the opponent's house m+1-k (docs/RULES.md 0). */
function oppositeOf(m: number, side: NaiveSide, house: number): PitName {
  return { kind: 'house', side: other(side), house: m + 1 - house };
}

/** All seeds the game is played with: 2 · m · n (docs/RULES.md 0). */
function allSeeds(rules: RuleSet): number {
  return 2 * rules.houses * rules.seeds;
}

/**
 * The start position: `rules.seeds` in every house, empty stores.
 *
 * @param turn the player who moves first, South by default (docs/RULES.md 0).
 */
export function naiveInitial(rules: RuleSet, turn: NaiveSide = 'south'): NaiveState {
  return {
    south: new Array<number>(rules.houses).fill(rules.seeds),
    north: new Array<number>(rules.houses).fill(rules.seeds),
    southStore: 0,
    northStore: 0,
    turn,
    ended: undefined,
    ...(rules.swap ? { pie: 'firstMove' as const } : {}),
  };
}

/**
 * The legal moves of `state`: the numbers of the mover's non-empty houses, then `swap` when the pie
 * rule offers it (docs/RULES.md 5); none once the game is over.
 */
export function naiveMoves(state: NaiveState): NaiveMove[] {
  if (state.ended) return [];
  const houses = state.turn === 'south' ? state.south : state.north;
  const moves: NaiveMove[] = [];
  houses.forEach((seeds, i) => {
    if (seeds > 0) moves.push(i + 1);
  });
  if (state.pie === 'offered') moves.push('swap');
  return moves;
}

/**
 * Plays house `house` (1..m) of the player to move and returns the next state: sowing, capture and
 * extra turn (docs/RULES.md 1.2), then the end checks and the final sweep, or `playOn`'s passing
 * (docs/RULES.md 1.3). The swap of the pie rule (docs/RULES.md 5) changes nothing on the board: the players
 * exchange sides and the same side is to move, with no swap left. Under the pie rule the first
 * move of the game earns no extra turn (ManKalah: "after South's first move it is always North's
 * turn"). Throws on an illegal move: the tests only play legal ones.
 */
export function naivePlay(rules: RuleSet, state: NaiveState, house: NaiveMove): NaiveState {
  if (!naiveMoves(state).includes(house)) {
    throw new Error(`naivePlay: ${house} is not a legal move of ${state.turn}`);
  }
  if (house === 'swap') {
    const closed: { -readonly [K in keyof NaiveState]?: NaiveState[K] } = { ...state };
    delete closed.pie;
    return closed as NaiveState;
  }
  const m = rules.houses;
  const mover = state.turn;
  const board: Board = {
    south: [...state.south],
    north: [...state.north],
    southStore: state.southStore,
    northStore: state.northStore,
  };

  // 1.2 step 1: lift every seed of the house.
  const origin: PitName = { kind: 'house', side: mover, house };
  let inHand = seedsIn(board, origin);
  setSeeds(board, origin, 0);

  // 1.2 step 2: walk the pit list from the origin, one seed a pit, skipping the opponent's store,
  // and the origin itself under skipOrigin. Remember every pit sown, in order.
  const ring = pitsInSowingOrder(m);
  let at = ring.findIndex((p) => samePit(p, origin));
  const sown: PitName[] = [];
  let seedsBeforeLast = 0;
  while (inHand > 0) {
    at = (at + 1) % ring.length;
    const pit = ring[at]!;
    if (pit.kind === 'store' && pit.side !== mover) continue;
    if (rules.skipOrigin && samePit(pit, origin)) continue;
    seedsBeforeLast = seedsIn(board, pit);
    setSeeds(board, pit, seedsBeforeLast + 1);
    sown.push(pit);
    inHand--;
  }
  const last = sown[sown.length - 1]!;
  const sowedOpponentHouse = sown.some((p) => p.kind === 'house' && p.side !== mover);

  // 1.2 step 3: where the last seed fell.
  let extraTurn = false;
  if (last.kind === 'store') {
    // Only the mover's own store is ever sown.
    extraTurn = rules.extraTurn === 'store' || rules.extraTurn === 'ownSide';
  } else if (last.side === mover) {
    const opposite = oppositeOf(m, mover, last.house);
    const captures =
      seedsBeforeLast === 0 &&
      rules.capture === 'opposite' &&
      (!rules.captureNeedsLap || sowedOpponentHouse) &&
      (seedsIn(board, opposite) > 0 || rules.emptyCapture);
    if (captures) {
      const taken = 1 + seedsIn(board, opposite);
      setSeeds(board, last, 0);
      setSeeds(board, opposite, 0);
      addToStore(board, mover, taken);
    } else {
      extraTurn = rules.extraTurn === 'ownSide';
    }
  } else if (rules.captureTwoThree) {
    // The last house, then the houses sown just before it, back along the sowing, while each is
    // an opponent house holding 2 or 3; three houses at most.
    let taken = 0;
    for (let k = sown.length - 1; k >= 0 && sown.length - k <= 3; k--) {
      const pit = sown[k]!;
      if (pit.kind !== 'house' || pit.side === mover) break;
      const seeds = seedsIn(board, pit);
      if (seeds !== 2 && seeds !== 3) break;
      taken += seeds;
      setSeeds(board, pit, 0);
    }
    addToStore(board, mover, taken);
  }
  if (state.pie === 'firstMove') extraTurn = false;
  const next: NaiveSide = extraTurn ? mover : other(mover);
  const after = naiveSettle(rules, board, next, mover);
  // The swap is offered after the first move to the other player, if the game goes on with him.
  const offered = state.pie === 'firstMove' && !after.ended && after.turn !== mover;
  return offered ? { ...after, pie: 'offered' } : after;
}

/**
 * The end checks of docs/RULES.md 1.3 on a board after a move, with `next` the player who would move
 * next: majority first, then an empty side; under `playOn`, passing.
 */
function naiveSettle(
  rules: RuleSet,
  board: Board,
  next: NaiveSide,
  mover: NaiveSide | undefined,
): NaiveState {
  const done = (ended: NaiveEnd | undefined, turn: NaiveSide): NaiveState => ({
    south: board.south,
    north: board.north,
    southStore: board.southStore,
    northStore: board.northStore,
    turn,
    ended,
  });
  const eachTakesOwn = (): void => {
    for (const side of ['south', 'north'] as const) {
      const houses = housesOf(board, side);
      addToStore(
        board,
        side,
        houses.reduce((a, b) => a + b, 0),
      );
      houses.fill(0);
    }
  };

  if (rules.majorityEnd) {
    for (const side of ['south', 'north'] as const) {
      const store = side === 'south' ? board.southStore : board.northStore;
      if (store > allSeeds(rules) / 2) {
        eachTakesOwn();
        return done({ reason: 'majority', side }, next);
      }
    }
  }

  const southEmpty = sideIsEmpty(board, 'south');
  const northEmpty = sideIsEmpty(board, 'north');
  if (rules.endRule === 'playOn') {
    if (southEmpty && northEmpty) return done({ reason: 'allEmpty' }, next);
    if (sideIsEmpty(board, next)) return done(undefined, other(next));
    return done(undefined, next);
  }
  if (!southEmpty && !northEmpty) return done(undefined, next);
  if (southEmpty && northEmpty) {
    // docs/RULES.md 1.1 tieBreak: the mover is the one who emptied his side (emptierWins).
    const side = (rules.tieBreak === 'emptierWins' ? mover : undefined) ?? 'both';
    return done({ reason: 'sideEmpty', side }, next);
  }
  const emptier: NaiveSide = southEmpty ? 'south' : 'north';
  if (rules.endRule === 'emptierTakes') {
    const left = housesOf(board, other(emptier));
    addToStore(
      board,
      emptier,
      left.reduce((a, b) => a + b, 0),
    );
    left.fill(0);
  } else {
    eachTakesOwn();
  }
  return done({ reason: 'sideEmpty', side: emptier }, next);
}

/**
 * The winner of a finished naive game: more seeds in the store wins (docs/RULES.md 1.3); equal stores
 * are a draw, or under `tieBreak: emptierWins` a win for the player whose side was emptied when the
 * game ended that way (docs/RULES.md 1.1). `undefined` while the game goes on.
 */
export function naiveWinner(rules: RuleSet, state: NaiveState): NaiveSide | 'draw' | undefined {
  if (!state.ended) return undefined;
  if (state.southStore > state.northStore) return 'south';
  if (state.northStore > state.southStore) return 'north';
  const end = state.ended;
  if (rules.tieBreak === 'emptierWins' && end.reason === 'sideEmpty' && end.side !== 'both') {
    return end.side;
  }
  return 'draw';
}

/**
 * Counts the move sequences of length `depth` from `state`: one move is one sowing (an extra turn is
 * a ply of its own), and a finished game counts as one leaf and is not extended. Same definition as
 * the library's `perft`.
 */
export function naivePerft(rules: RuleSet, state: NaiveState, depth: number): number {
  if (state.ended || depth === 0) return 1;
  let total = 0;
  for (const house of naiveMoves(state)) {
    total += naivePerft(rules, naivePlay(rules, state, house), depth - 1);
  }
  return total;
}
