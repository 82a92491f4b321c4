import { houseIndex, houseNumberOf, oppositeIndex, ownerOf, pitAt, storeIndex } from '../board.ts';
import type { MoveEvent } from '../events.ts';
import type { KalahaRuleSet } from '../ruleset.ts';
import { opponent, type Side } from '../side.ts';
import { settle, type Settled } from './end.ts';

/**
 * Plays one Kalaha-family move in place (docs/RULES.md 1.2): lifts house `house` of `mover`, sows
 * counter-clockwise, applies the capture and extra-turn rules, then the end checks of 1.3.
 * The caller has checked that the house exists and is not empty. Appends the move's events to
 * `events` when given (`null` on the search and perft paths, which need none).
 *
 * @param firstMove this is the first move of a game under the pie rule (option `swap`): it earns
 *   no extra turn (docs/RULES.md 5), as in the ManKalah rules ("after South's first move it is
 *   always North's turn even if that move ended in South's store").
 * @returns who moves next and, if the game ended, why.
 */
export function sowKalaha(
  rules: KalahaRuleSet,
  pits: Uint16Array,
  mover: Side,
  house: number,
  events: MoveEvent[] | null,
  firstMove = false,
): Settled {
  const m = rules.houses;
  const n = 2 * m + 2;
  const origin = houseIndex(m, mover, house);
  const ownStore = storeIndex(m, mover);
  const skipped = storeIndex(m, opponent(mover));
  let seeds = pits[origin]!;
  pits[origin] = 0;
  events?.push({ type: 'lift', side: mover, house, seeds });

  // docs/RULES.md 1.2 step 2: one seed a pit, never into the opponent's store (all rulebooks), and
  // not into the origin under skipOrigin (004 variant).
  let i = origin;
  let lap = 1;
  let sowedOpponent = false;
  while (seeds > 0) {
    i = i + 1 === n ? 0 : i + 1;
    if (i === origin) {
      lap++;
      if (rules.skipOrigin) continue;
    }
    if (i === skipped) continue;
    pits[i]!++;
    seeds--;
    if (i !== ownStore && ownerOf(m, i) !== mover) sowedOpponent = true;
    events?.push({ type: 'sow', pit: pitAt(m, i), seeds: pits[i]!, lap });
  }

  // docs/RULES.md 1.2 step 3: where the last seed fell.
  let extraTurn = false;
  if (i === ownStore) {
    extraTurn = rules.extraTurn !== 'none';
  } else if (ownerOf(m, i) === mover) {
    const opposite = oppositeIndex(m, i);
    const capture =
      pits[i] === 1 &&
      rules.capture === 'opposite' &&
      (!rules.captureNeedsLap || sowedOpponent) &&
      (pits[opposite]! > 0 || rules.emptyCapture);
    if (capture) {
      const taken = pits[opposite]!;
      pits[i] = 0;
      pits[opposite] = 0;
      pits[ownStore]! += 1 + taken;
      events?.push({
        type: 'capture',
        by: mover,
        houses: [
          { side: mover, house: houseNumberOf(m, i), seeds: 1 },
          { side: opponent(mover), house: houseNumberOf(m, opposite), seeds: taken },
        ],
        seeds: 1 + taken,
      });
    } else {
      extraTurn = rules.extraTurn === 'ownSide';
    }
  } else if (rules.captureTwoThree) {
    captureTwoThree(pits, m, mover, i, events);
  }
  if (firstMove) extraTurn = false;
  return settle(rules, pits, extraTurn ? mover : opponent(mover), events, { mover, extraTurn });
}

/**
 * 004 "Variante Zusatzregel": the last seed made the opponent house at `last` hold 2 or 3, so the
 * mover takes it, then the house sown just before it while that holds 2 or 3, at most 3 houses in
 * all. The houses before `last` on the opponent's row were all sown by this move, since the sowing
 * came from the mover's side through the opponent's house 1.
 */
function captureTwoThree(
  pits: Uint16Array,
  m: number,
  mover: Side,
  last: number,
  events: MoveEvent[] | null,
): void {
  const victim = opponent(mover);
  const first = houseIndex(m, victim, 1);
  const taken: { side: Side; house: number; seeds: number }[] = [];
  let total = 0;
  for (let j = last; j >= first && taken.length < 3 && (pits[j] === 2 || pits[j] === 3); j--) {
    taken.push({ side: victim, house: houseNumberOf(m, j), seeds: pits[j]! });
    total += pits[j]!;
    pits[j] = 0;
  }
  if (total === 0) return;
  pits[storeIndex(m, mover)]! += total;
  events?.push({ type: 'capture', by: mover, houses: taken, seeds: total });
}
