/**
 * A second, deliberately plain implementation of Giuthi (docs/RULES.md 4), written from the rules text
 * and not from the library, to check the library's moves and perft counts. The board is one ring of
 * 2m houses (South's 1..m, then North's 1..m, counter-clockwise = +1), the stores stand apart, a
 * never-ending relay is found by remembering every state inside the move, and the repetition rule
 * keeps the list of position keys since the last capture. Slow and simple on purpose.
 */
import type { GameEnd } from '../src/events.ts';
import type { Direction } from '../src/move.ts';
import type { Side } from '../src/side.ts';

/** The options of docs/RULES.md 4 that change a round (`shrink` only changes the next round's board). */
export interface NaiveGiuthiOptions {
  readonly secondCapture: 'eitherNeighbour' | 'next';
  readonly furtherChoice: 'anyHouse' | 'twoOrMore';
}

/** A Giuthi position in the naive model. */
export interface NaiveGiuthiState {
  readonly options: NaiveGiuthiOptions;
  readonly m: number;
  /** 2m houses: South 1..m at 0..m-1, North 1..m at m..2m-1. */
  readonly ring: readonly number[];
  readonly southStore: number;
  readonly northStore: number;
  readonly turn: Side;
  readonly choice: Direction | undefined;
  readonly ended: GameEnd | undefined;
  /** Keys of the positions since the last capture, this one last (empty once ended). */
  readonly history: readonly string[];
}

/** A naive move: house and direction. */
export interface NaiveGiuthiMove {
  readonly house: number;
  readonly direction: Direction;
}

const other = (side: Side): Side => (side === 'south' ? 'north' : 'south');
const flip = (d: Direction): Direction => (d === 'ccw' ? 'cw' : 'ccw');

function ownerOfRing(m: number, r: number): Side {
  return r < m ? 'south' : 'north';
}

function ringIndex(m: number, side: Side, house: number): number {
  return side === 'south' ? house - 1 : m + house - 1;
}

function key(ring: readonly number[], turn: Side, choice: Direction | undefined): string {
  return `${ring.join(',')}/${turn}/${choice ?? '-'}`;
}

/** The start of a round of `m` houses of `seeds`, `turn` to move. */
export function naiveGiuthiInitial(
  options: NaiveGiuthiOptions,
  m: number,
  seeds: number,
  turn: Side,
): NaiveGiuthiState {
  return naiveGiuthiSettle(options, m, Array(2 * m).fill(seeds), 0, 0, turn, undefined, []);
}

/** A state from position text (`S-HOUSES|STORE N-HOUSES|STORE TURN [choice:DIR]`), no history. */
export function naiveGiuthiFromText(options: NaiveGiuthiOptions, text: string): NaiveGiuthiState {
  const [s, n, turn, extra] = text.trim().split(/\s+/) as [string, string, Side, string?];
  const [sh, ss] = s.split('|') as [string, string];
  const [nh, ns] = n.split('|') as [string, string];
  const ring = [...sh.split(','), ...nh.split(',')].map(Number);
  const choice = extra?.startsWith('choice:') ? (extra.slice(7) as Direction) : undefined;
  return naiveGiuthiSettle(
    options,
    ring.length / 2,
    ring,
    Number(ss),
    Number(ns),
    turn,
    choice,
    [],
  );
}

/** One lap and its relays; `undefined` when the move never ends. */
function sowMove(
  state: NaiveGiuthiState,
  move: NaiveGiuthiMove,
): { ring: number[]; captured: number; choice: Direction | undefined } | undefined {
  const m = state.m;
  const ring = [...state.ring];
  const mover = state.turn;
  let at = ringIndex(m, mover, move.house);
  let dir = move.direction;
  const visited = new Set<string>();
  for (;;) {
    const k = `${ring.join(',')}@${at}${dir}`;
    if (visited.has(k)) return undefined;
    visited.add(k);
    let hand = ring[at]!;
    ring[at] = 0;
    let pos = at;
    while (hand > 0) {
      pos = (pos + (dir === 'ccw' ? 1 : -1) + 2 * m) % (2 * m);
      ring[pos]!++;
      hand--;
    }
    const mine = ownerOfRing(m, pos) === mover;
    if (ring[pos]! > 1 && !mine) {
      at = pos;
      dir = flip(dir);
      continue;
    }
    if (ring[pos]! > 1) return { ring, captured: 0, choice: flip(dir) };
    if (!mine) return { ring, captured: 0, choice: undefined };
    // Capture: this seed, the house opposite, and the house opposite each empty own neighbour:
    // the next one in the sowing direction (secondCapture next), or the ones on both sides
    // (eitherNeighbour).
    let captured = 1 + ring[2 * m - 1 - pos]!;
    ring[pos] = 0;
    ring[2 * m - 1 - pos] = 0;
    const forward = dir === 'ccw' ? 1 : -1;
    const steps = state.options.secondCapture === 'next' ? [forward] : [forward, -forward];
    for (const step of steps) {
      const beside = (pos + step + 2 * m) % (2 * m);
      if (ownerOfRing(m, beside) === mover && ring[beside] === 0) {
        captured += ring[2 * m - 1 - beside]!;
        ring[2 * m - 1 - beside] = 0;
      }
    }
    return { ring, captured, choice: undefined };
  }
}

/** The legal moves of the player to move, house 1 first, ccw before cw. */
export function naiveGiuthiMoves(state: NaiveGiuthiState): NaiveGiuthiMove[] {
  if (state.ended) return [];
  return candidates(state).filter((mv) => sowMove(state, mv) !== undefined);
}

function candidates(state: NaiveGiuthiState): NaiveGiuthiMove[] {
  const moves: NaiveGiuthiMove[] = [];
  // A further choice under furtherChoice anyHouse may sow a single seed.
  const least = state.choice && state.options.furtherChoice === 'anyHouse' ? 1 : 2;
  for (let h = 1; h <= state.m; h++) {
    if (state.ring[ringIndex(state.m, state.turn, h)]! < least) continue;
    for (const direction of ['ccw', 'cw'] as const) {
      if (!state.choice || state.choice === direction) moves.push({ house: h, direction });
    }
  }
  return moves;
}

/** Plays a move; `undefined` when it is not legal. */
export function naiveGiuthiPlay(
  state: NaiveGiuthiState,
  move: NaiveGiuthiMove,
): NaiveGiuthiState | undefined {
  if (
    !naiveGiuthiMoves(state).some((x) => x.house === move.house && x.direction === move.direction)
  )
    return undefined;
  const sown = sowMove(state, move)!;
  const south = state.southStore + (state.turn === 'south' ? sown.captured : 0);
  const north = state.northStore + (state.turn === 'north' ? sown.captured : 0);
  const history = sown.captured > 0 ? [] : state.history;
  const next = sown.choice ? state.turn : other(state.turn);
  return naiveGiuthiSettle(
    state.options,
    state.m,
    sown.ring,
    south,
    north,
    next,
    sown.choice,
    history,
  );
}

function naiveGiuthiSettle(
  options: NaiveGiuthiOptions,
  m: number,
  ring: number[],
  southStore: number,
  northStore: number,
  next: Side,
  choice: Direction | undefined,
  history: readonly string[],
): NaiveGiuthiState {
  let state: NaiveGiuthiState = {
    options,
    m,
    ring,
    southStore,
    northStore,
    turn: next,
    choice,
    ended: undefined,
    history,
  };
  const hasMove = (s: NaiveGiuthiState) => naiveGiuthiMoves(s).length > 0;
  if (choice && !hasMove(state)) state = { ...state, turn: other(next), choice: undefined };
  let ended: GameEnd | undefined;
  if (!hasMove(state)) {
    const passed = { ...state, turn: other(state.turn), choice: undefined };
    if (hasMove(passed)) state = passed;
    else ended = { reason: 'noMove', side: state.turn };
  }
  if (!ended) {
    const k = key(state.ring, state.turn, state.choice);
    const seen = [...history, k];
    if (seen.filter((x) => x === k).length >= 3) ended = { reason: 'repetition' };
    else return { ...state, history: seen };
  }
  const south = ring.slice(0, m).reduce((a, b) => a + b, 0);
  const north = ring.slice(m).reduce((a, b) => a + b, 0);
  return {
    ...state,
    ring: Array(2 * m).fill(0),
    southStore: southStore + south,
    northStore: northStore + north,
    choice: undefined,
    ended,
    history: [],
  };
}

/** Move sequences of length `depth` (a finished round is one leaf). */
export function naiveGiuthiPerft(state: NaiveGiuthiState, depth: number): number {
  if (state.ended) return 1;
  if (depth === 0) return 1;
  let total = 0;
  for (const move of naiveGiuthiMoves(state)) {
    total += naiveGiuthiPerft(naiveGiuthiPlay(state, move)!, depth - 1);
  }
  return total;
}
