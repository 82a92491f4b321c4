import {
  houseIndex,
  houseNumberOf,
  nextHouseIndex,
  oppositeIndex,
  ownerOf,
  pitAt,
  samePits,
  storeIndex,
} from '../board.ts';
import type { HouseSeeds, MoveEvent } from '../events.ts';
import type { Direction, Move } from '../move.ts';
import type { GiuthiRuleSet } from '../ruleset.ts';
import type { Side } from '../side.ts';

/** The direction opposite to `direction` (docs/RULES.md 4: relays and further choices reverse it). */
export function reverse(direction: Direction): Direction {
  return direction === 'ccw' ? 'cw' : 'ccw';
}

/**
 * The house after the house at `index` in `direction`, skipping both stores (Giuthi's stores are
 * banks beside the board, docs/RULES.md 4 "stores are not on it"): counter-clockwise is the index order
 * of `board.ts`, clockwise the reverse.
 */
export function stepHouse(m: number, index: number, direction: Direction): number {
  if (direction === 'ccw') return nextHouseIndex(m, index);
  if (index === 0) return 2 * m;
  return index === m + 1 ? m - 1 : index - 1;
}

/**
 * How one Giuthi move ended (docs/RULES.md 4), for the end checks of `giuthi/settle.ts`:
 * - `choice`: the last seed fell in an occupied own house, so the mover picks a house to sow in
 *   `direction`, the reverse of the lap just made;
 * - `done`: the turn ends (the last seed fell in an empty house, with or without a capture);
 * - `endless`: the relay sowing never ends, so the move is not legal.
 */
export type GiuthiSowing =
  | { readonly kind: 'choice'; readonly direction: Direction }
  | { readonly kind: 'done' }
  | { readonly kind: 'endless' };

/** Seeds a house must hold to start a move (docs/RULES.md 4; 004: "mit mehr als einer Bohne"). */
export const GIUTHI_MIN_SEEDS = 2;

/**
 * Seeds a house must hold to be sown: {@link GIUTHI_MIN_SEEDS} at the start of a turn; for a
 * further choice inside a turn (`choice` set) as option `furtherChoice` says (docs/RULES.md 4):
 * any own non-empty house under `anyHouse` (004: "so verteilen Sie eine beliebige eigene Mulde"),
 * 2 under `twoOrMore` (as at the start of a turn).
 */
export function giuthiMinSeeds(rules: GiuthiRuleSet, choice: Direction | undefined): number {
  return choice && rules.furtherChoice === 'anyHouse' ? 1 : GIUTHI_MIN_SEEDS;
}

/**
 * Plays one Giuthi move in place (docs/RULES.md 4): the sowing of house `house` of `mover` in
 * `direction`, with its relay sowings and capture. Appends the move's events to `events` when given
 * (`null` to test or count a move).
 *
 * Each lap lifts every seed of a house and sows them one a house in its direction through both rows;
 * the emptied house is sown into on later laps (004: "wobei gegebenenfalls auch die geleerte Mulde
 * mit einer Bohne bedacht wird"). Where the last seed lands:
 * - an occupied opponent house: its seeds are lifted and sown in the opposite direction (relay; 004:
 *   "so wird deren Inhalt in entgegengesetzter Richtung verteilt");
 * - an occupied own house: the move ends with a further choice (004: "so verteilen Sie eine
 *   beliebige eigene Mulde - jetzt aber in entgegengesetzter Richtung");
 * - an empty opponent house: the turn ends (004: "so ist Ihr Zug beendet");
 * - an empty own house: capture of that seed and of the opponent house opposite, and of the seeds
 *   opposite an empty neighbouring own house as option `secondCapture` says (004: "Sollte eine
 *   benachbarte Mulde ebenfalls leer sein"; see `capture`); the turn ends.
 *
 * A relay sowing that would never end makes the move illegal, as in Obridjie (docs/RULES.md 0: games
 * always end): the board, the house to lift and its direction repeat inside the move. It is found
 * with Brent's cycle detection (see `obridjie/sow.ts`); no seed leaves the board during relays, so
 * nothing else can repeat.
 */
export function sowGiuthi(
  rules: GiuthiRuleSet,
  pits: Uint16Array,
  m: number,
  mover: Side,
  house: number,
  direction: Direction,
  events: MoveEvent[] | null,
): GiuthiSowing {
  let origin = houseIndex(m, mover, house);
  let dir = direction;
  let saved: Uint16Array | undefined;
  let savedAt = -1;
  let savedDir: Direction = dir;
  let power = 1;
  let steps = 0;
  for (;;) {
    if (saved && origin === savedAt && dir === savedDir && samePits(saved, pits)) {
      return { kind: 'endless' };
    }
    if (++steps === power) {
      saved ??= new Uint16Array(pits.length);
      saved.set(pits);
      savedAt = origin;
      savedDir = dir;
      power *= 2;
      steps = 0;
    }
    const last = sowLap(pits, m, origin, dir, events);
    const own = ownerOf(m, last) === mover;
    if (pits[last]! > 1) {
      if (own) return { kind: 'choice', direction: reverse(dir) };
      origin = last;
      dir = reverse(dir);
      continue;
    }
    if (own) capture(rules, pits, m, mover, last, dir, events);
    return { kind: 'done' };
  }
}

/**
 * docs/RULES.md 4 capture: the last seed, in the mover's empty house at `last`, and the seeds opposite go
 * to his store, and the seeds opposite each empty own house beside `last` that option
 * `secondCapture` names: either neighbour in the row under `eitherNeighbour` (004: "Sollte eine
 * benachbarte Mulde ebenfalls leer sein"), only the next one in `direction` under `next`.
 */
function capture(
  rules: GiuthiRuleSet,
  pits: Uint16Array,
  m: number,
  mover: Side,
  last: number,
  direction: Direction,
  events: MoveEvent[] | null,
): void {
  const taken: number[] = [last, oppositeIndex(m, last)];
  const neighbours: readonly Direction[] =
    rules.secondCapture === 'eitherNeighbour' ? [direction, reverse(direction)] : [direction];
  for (const way of neighbours) {
    const beside = stepHouse(m, last, way);
    if (ownerOf(m, beside) === mover && pits[beside] === 0) taken.push(oppositeIndex(m, beside));
  }
  const houses: HouseSeeds[] = [];
  let seeds = 0;
  for (const i of taken) {
    const held = pits[i]!;
    if (held === 0) continue;
    houses.push({ side: ownerOf(m, i), house: houseNumberOf(m, i), seeds: held });
    seeds += held;
    pits[i] = 0;
  }
  pits[storeIndex(m, mover)]! += seeds;
  events?.push({ type: 'capture', by: mover, houses, seeds });
}

/**
 * One lap: lifts the house at `origin` and sows its seeds in `direction`, the origin included when
 * the sowing comes round to it.
 *
 * @returns the index of the house the last seed fell in.
 */
function sowLap(
  pits: Uint16Array,
  m: number,
  origin: number,
  direction: Direction,
  events: MoveEvent[] | null,
): number {
  let seeds = pits[origin]!;
  pits[origin] = 0;
  events?.push({ type: 'lift', side: ownerOf(m, origin), house: houseNumberOf(m, origin), seeds });
  let i = origin;
  let lap = 1;
  while (seeds > 0) {
    i = stepHouse(m, i, direction);
    if (i === origin) lap++;
    pits[i]!++;
    seeds--;
    events?.push({ type: 'sow', pit: pitAt(m, i), seeds: pits[i]!, lap });
  }
  return i;
}

/**
 * The legal Giuthi moves of `side` (docs/RULES.md 4), house 1 first, counter-clockwise before clockwise:
 * each own house with at least 2 seeds in either direction, or, when a further choice inside the
 * turn is pending, each own house `furtherChoice` allows ({@link giuthiMinSeeds}) in the direction
 * `choice`; without the moves whose relay sowing never ends.
 *
 * @param first stop at the first legal move (to learn whether there is one).
 */
export function giuthiMoves(
  rules: GiuthiRuleSet,
  pits: Uint16Array,
  m: number,
  side: Side,
  choice: Direction | undefined,
  first = false,
): Move[] {
  const moves: Move[] = [];
  const directions: readonly Direction[] = choice ? [choice] : ['ccw', 'cw'];
  const least = giuthiMinSeeds(rules, choice);
  for (let h = 1; h <= m; h++) {
    if (pits[houseIndex(m, side, h)]! < least) continue;
    for (const direction of directions) {
      if (isEndlessGiuthi(rules, pits, m, side, h, direction)) continue;
      moves.push({ house: h, direction });
      if (first) return moves;
    }
  }
  return moves;
}

/** True when the move of house `house` of `side` in `direction` never ends; `pits` is left as it was. */
export function isEndlessGiuthi(
  rules: GiuthiRuleSet,
  pits: Uint16Array,
  m: number,
  side: Side,
  house: number,
  direction: Direction,
): boolean {
  return sowGiuthi(rules, pits.slice(), m, side, house, direction, null).kind === 'endless';
}
