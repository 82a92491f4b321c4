import {
  houseIndex,
  houseNumberOf,
  nextHouseIndex,
  ownerOf,
  pitAt,
  samePits,
  storeIndex,
} from '../board.ts';
import type { MoveEvent } from '../events.ts';
import type { Side } from '../side.ts';

/** Seeds that make a house a four (docs/RULES.md 3; 004: "eine Mulde auf 4 Bohnen aufgefüllt"). */
const FOUR = 4;

/**
 * Plays one Obridjie move in place (docs/RULES.md 3): the sowing of house `house` of `mover` with its
 * relay sowings, fours and capture; the end checks follow in `relatives.ts`. Appends the move's
 * events to `events` when given (`null` to test or count a move).
 *
 * Each sowing (the first, and each relay) lifts every seed of a house and sows them one a house
 * counter-clockwise through both rows (the stores are banks beside the board):
 * - with at least 12 seeds lifted (2m, a full round of the 12 houses) the house they were lifted
 *   from is skipped, at every lift (004: "Wenn Sie wenigstens 12 Bohnen aufgenommen haben, dann
 *   berücksichtigen Sie beim Verteilen die Ausgangsmulde nicht");
 * - a seed that is not the last of its sowing and makes a house hold exactly 4: those 4 go at once
 *   to the owner of that side (004: "so gehören die Bohnen dem Spieler, auf dessen Seite sich das
 *   Feld befindet");
 * - the last seed makes its house hold 4: the mover captures them and the turn ends (004: "Fällt
 *   die letzte Bohne in ein Feld mit 3 Bohnen, so gewinnen sie die 4 Bohnen");
 * - the last seed falls in a house that held seeds: those are lifted and sown on (relay; 004:
 *   "so nehmen Sie die darin enthaltenen Bohnen und spielen weiter");
 * - the last seed falls in an empty house: the turn ends.
 *
 * A move whose relay sowing never ends is not legal (docs/RULES.md 3). It is found when the board and
 * the house to lift next repeat inside the move, with Brent's cycle detection: the state at every
 * lift is compared with one saved state, saved again after 1, 2, 4, 8, … lifts, so a cycle is
 * found within a few rounds of it without keeping every state. Seeds leave the board with every
 * four, so states can only repeat while none is taken and the stores stay as they are.
 *
 * @returns `true`, or `false` when the move never ends (`pits` and `events` then hold a part of it).
 */
export function sowObridjie(
  pits: Uint16Array,
  m: number,
  mover: Side,
  house: number,
  events: MoveEvent[] | null,
): boolean {
  let i = houseIndex(m, mover, house);
  let saved: Uint16Array | undefined;
  let savedAt = -1;
  let power = 1;
  let steps = 0;
  for (;;) {
    if (saved && i === savedAt && samePits(saved, pits)) return false;
    if (++steps === power) {
      saved ??= new Uint16Array(pits.length);
      saved.set(pits);
      savedAt = i;
      power *= 2;
      steps = 0;
    }
    i = sowOnce(pits, m, i, events);
    const held = pits[i]!;
    if (held === FOUR) {
      pits[i] = 0;
      pits[storeIndex(m, mover)]! += FOUR;
      const houses = [{ side: ownerOf(m, i), house: houseNumberOf(m, i), seeds: FOUR }];
      events?.push({ type: 'capture', by: mover, houses, seeds: FOUR });
      return true;
    }
    if (held === 1) return true;
  }
}

/** True when the move of house `house` of `mover` never ends (docs/RULES.md 3); `pits` is left as it was. */
export function isEndless(pits: Uint16Array, m: number, mover: Side, house: number): boolean {
  return !sowObridjie(pits.slice(), m, mover, house, null);
}

/**
 * One sowing: lifts the house at `origin` and sows its seeds, taking the fours made on the way.
 *
 * @returns the index of the house the last seed fell in.
 */
function sowOnce(pits: Uint16Array, m: number, origin: number, events: MoveEvent[] | null): number {
  let seeds = pits[origin]!;
  pits[origin] = 0;
  events?.push({ type: 'lift', side: ownerOf(m, origin), house: houseNumberOf(m, origin), seeds });
  const skipOrigin = seeds >= 2 * m;
  let i = origin;
  let lap = 1;
  while (seeds > 0) {
    i = nextHouseIndex(m, i);
    if (i === origin) {
      lap++;
      if (skipOrigin) continue;
    }
    pits[i]!++;
    seeds--;
    events?.push({ type: 'sow', pit: pitAt(m, i), seeds: pits[i]!, lap });
    if (seeds > 0 && pits[i] === FOUR) {
      const side = ownerOf(m, i);
      pits[i] = 0;
      pits[storeIndex(m, side)]! += FOUR;
      events?.push({ type: 'four', side, house: houseNumberOf(m, i), seeds: FOUR });
    }
  }
  return i;
}
