import {
  houseIndex,
  houseNumberOf,
  nextHouseIndex,
  ownerOf,
  pitAt,
  seedsOnSide,
  storeIndex,
} from '../board.ts';
import type { HouseSeeds, MoveEvent } from '../events.ts';
import type { WariRuleSet } from '../ruleset.ts';
import { opponent, type Side } from '../side.ts';

/**
 * Plays the sowing and capture of one Wari move in place (docs/RULES.md 2); the end checks follow in
 * `relatives.ts`. The caller has checked that the move is legal (`wari/moves.ts`). Appends the
 * move's events to `events` when given (`null` on the perft path).
 *
 * - Lift every seed of house `house` of `mover` and sow them one a house counter-clockwise through
 *   the houses of both rows (the stores are banks beside the board), skipping the house they were
 *   lifted from as option `originSkip` says ({@link skipsOrigin}).
 * - Capture (docs/RULES.md 2): the last seed made an opponent house hold 2 or 3, so the mover takes it,
 *   then the houses before it as option `captureChain` says ({@link captureChain}).
 * - Grand slam (docs/RULES.md 2, option `grandSlam`): a capture that would take every seed on the
 *   opponent's side is not made, under both rules: under `forbidden` such a move is only played
 *   when every legal move is one, "and captures nothing"; under `noCapture` it "is legal and
 *   captures nothing". The `grandSlam` event tells what would have been taken.
 */
export function sowWari(
  rules: WariRuleSet,
  pits: Uint16Array,
  mover: Side,
  house: number,
  events: MoveEvent[] | null,
): void {
  const m = rules.houses;
  const last = sowFrom(rules, pits, mover, house, events);
  const chain = captureChain(rules, pits, mover, last);
  if (chain.seeds === 0) return;
  const houses = events ? chainHouses(pits, m, last, chain.length) : [];
  if (chain.seeds === seedsOnSide(pits, m, opponent(mover))) {
    events?.push({
      type: 'grandSlam',
      by: mover,
      houses,
      seeds: chain.seeds,
      rule: rules.grandSlam,
    });
    return;
  }
  for (let j = last; j > last - chain.length; j--) pits[j] = 0;
  pits[storeIndex(m, mover)]! += chain.seeds;
  events?.push({ type: 'capture', by: mover, houses, seeds: chain.seeds });
}

/**
 * True when house `house` of `mover` is a grand slam (docs/RULES.md 2): its capture would take every
 * seed on the opponent's side. Worked out without sowing: with s seeds lifted, a round of the
 * track is 2m − 1 houses when the origin is skipped ({@link skipsOrigin}) and 2m when it is not; a
 * house at distance d (1..2m − 1) from the origin receives 0 seeds when d > s and
 * 1 + ⌊(s − d) / round⌋ otherwise, and the last seed falls at distance ((s − 1) mod round) + 1
 * (distance 2m being the origin itself). The chain is as long as `captureChain` allows. `pits` is
 * not changed.
 */
export function isGrandSlam(
  rules: WariRuleSet,
  pits: Uint16Array,
  mover: Side,
  house: number,
): boolean {
  const m = rules.houses;
  const origin = houseIndex(m, mover, house);
  const seeds = pits[origin]!;
  const round = skipsOrigin(rules, seeds) ? 2 * m - 1 : 2 * m;
  const start = trackIndex(m, origin);
  const lastTrack = (start + ((seeds - 1) % round) + 1) % (2 * m);
  const last = lastTrack < m ? lastTrack : lastTrack + 1;
  if (ownerOf(m, last) === mover) return false;
  const first = houseIndex(m, opponent(mover), 1);
  const longest = chainLimit(rules);
  // The opponent's houses after the sowing, and the chain ending at `last` among them.
  let chain = 0;
  let length = 0;
  let side = 0;
  let inChain = true;
  for (let j = last; j >= first; j--) {
    const held = seedsAfter(pits, m, j, start, seeds, round);
    side += held;
    if (inChain && length < longest && (held === 2 || held === 3)) {
      chain += held;
      length++;
    } else inChain = false;
  }
  if (chain === 0) return false;
  for (let j = last + 1; j < first + m; j++) side += seedsAfter(pits, m, j, start, seeds, round);
  return chain === side;
}

/**
 * The seeds in the house at `index` (not the origin) once `seeds` seeds lifted from the house at
 * track place `start` are sown in rounds of `round` houses: one more for each round that reaches
 * it (see {@link isGrandSlam}).
 */
function seedsAfter(
  pits: Uint16Array,
  m: number,
  index: number,
  start: number,
  seeds: number,
  round: number,
): number {
  let d = trackIndex(m, index) - start;
  if (d <= 0) d += 2 * m;
  return d <= seeds ? pits[index]! + 1 + (((seeds - d) / round) | 0) : pits[index]!;
}

/**
 * True when a Wari sowing of `seeds` seeds skips the house it was lifted from when it comes round
 * to it (docs/RULES.md 2, option `originSkip`): always under `always` (the game's standard rule,
 * which on 2m houses changes nothing below 2m seeds), and under `over12` only for more than 12
 * seeds (004: "Enthält eine Mulde mehr als 12 Bohnen, so ist ein vollständiger Umlauf um das
 * Brett möglich, und Sie berücksichtigen beim Verteilen Ihre Ausgangsmulde nicht"), so that on
 * 2×6 houses the last of 12 seeds lands in the emptied house.
 */
export function skipsOrigin(rules: WariRuleSet, seeds: number): boolean {
  return rules.originSkip === 'always' || seeds > 12;
}

/**
 * The most houses one Wari capture takes (docs/RULES.md 2, option `captureChain`): the whole row
 * under `chain`, and under `pair` the hit house and the one just before it (004: "die unmittelbar
 * vor dieser Mulde befindliche Mulde").
 */
export function chainLimit(rules: WariRuleSet): number {
  return rules.captureChain === 'pair' ? 2 : rules.houses;
}

/** The place of the house at `index` on the track of 2m houses, stores left out: 0..2m-1. */
function trackIndex(m: number, index: number): number {
  return index < m ? index : index - 1;
}

/**
 * Lifts house `house` of `mover` and sows it, skipping the origin as `originSkip` says
 * (docs/RULES.md 2, {@link skipsOrigin}).
 *
 * @returns the index of the house the last seed fell in.
 */
function sowFrom(
  rules: WariRuleSet,
  pits: Uint16Array,
  mover: Side,
  house: number,
  events: MoveEvent[] | null,
): number {
  const m = rules.houses;
  const origin = houseIndex(m, mover, house);
  let seeds = pits[origin]!;
  const skip = skipsOrigin(rules, seeds);
  pits[origin] = 0;
  events?.push({ type: 'lift', side: mover, house, seeds });
  let i = origin;
  let lap = 1;
  while (seeds > 0) {
    i = nextHouseIndex(m, i);
    if (i === origin) {
      lap++;
      if (skip) continue;
    }
    pits[i]!++;
    seeds--;
    events?.push({ type: 'sow', pit: pitAt(m, i), seeds: pits[i]!, lap });
  }
  return i;
}

/**
 * The capture chain ending at the house `last` (docs/RULES.md 2): `last` if it is an opponent house
 * holding 2 or 3, then the houses before it on the opponent's row while they hold 2 or 3, at most
 * {@link chainLimit} houses in all (`captureChain: chain`, the standard rule, takes the row back;
 * `pair`, 004 literally, the one house before). Those houses were all sown by this move: the
 * sowing came from the mover's row into the opponent's house 1.
 *
 * @returns the houses in the chain and the seeds they hold (0 and 0 when nothing is captured).
 */
function captureChain(
  rules: WariRuleSet,
  pits: Uint16Array,
  mover: Side,
  last: number,
): { length: number; seeds: number } {
  const m = rules.houses;
  if (ownerOf(m, last) === mover) return { length: 0, seeds: 0 };
  const first = houseIndex(m, opponent(mover), 1);
  const longest = chainLimit(rules);
  let length = 0;
  let seeds = 0;
  for (let j = last; j >= first && length < longest && (pits[j] === 2 || pits[j] === 3); j--) {
    length++;
    seeds += pits[j]!;
  }
  return { length, seeds };
}

/** The houses of a capture chain of `length` houses ending at `last`, the last sown first. */
function chainHouses(pits: Uint16Array, m: number, last: number, length: number): HouseSeeds[] {
  const houses: HouseSeeds[] = [];
  for (let j = last; j > last - length; j--) {
    houses.push({ side: ownerOf(m, j), house: houseNumberOf(m, j), seeds: pits[j]! });
  }
  return houses;
}
