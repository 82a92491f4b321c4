import { firstHouseIndex, houseNumberOf, seedsOnSide, storeIndex } from '../board.ts';
import type { GameEnd, MoveEvent } from '../events.ts';
import type { KalahaRuleSet } from '../ruleset.ts';
import { opponent, type Side } from '../side.ts';

/** What {@link settle} decided: who moves next and, if the game is over, why. */
export interface Settled {
  readonly turn: Side;
  readonly end: GameEnd | undefined;
}

/**
 * The end checks of docs/RULES.md 1.3, run after every move (step 4 of 1.2) and on a set-up position,
 * then `playOn`'s passing. Mutates `pits` with the final sweep and appends `extraTurn`, `sweep`,
 * `end` and `pass` events to `events` when given.
 *
 * @param next the player who would move next (the mover after an extra turn, else the opponent).
 * @param move after a move: who made it (`mover`) and whether `next` earned an extra turn, which is
 *   announced only when the game goes on, since the end checks run "even if the mover had earned
 *   an extra turn" (docs/RULES.md 1.3); `undefined` on a set-up position, which nobody moved to.
 */
export function settle(
  rules: KalahaRuleSet,
  pits: Uint16Array,
  next: Side,
  events: MoveEvent[] | null,
  move?: { readonly mover: Side; readonly extraTurn: boolean },
): Settled {
  const m = rules.houses;
  const end = endOf(rules, pits, m, move?.mover);
  if (end) {
    finish(rules, pits, m, end, events);
    return { turn: next, end };
  }
  if (move?.extraTurn) events?.push({ type: 'extraTurn', side: next });
  if (rules.endRule === 'playOn' && seedsOnSide(pits, m, next) === 0) {
    // docs/RULES.md 1.3 playOn: "A player whose houses are all empty when he is to move passes".
    events?.push({ type: 'pass', side: next });
    return { turn: opponent(next), end: undefined };
  }
  return { turn: next, end: undefined };
}

/**
 * Whether the game is over in `pits` and why (docs/RULES.md 1.3), before the sweep. When one move
 * empties both sides the end is `both`, except under `tieBreak: emptierWins`, where it names the
 * `mover`'s side: docs/RULES.md 1.1 **(choice)** counts the mover as the one who emptied his side
 * (002: "den som tömde sin sida"; his own sowing did it), so equal stores are his win.
 */
function endOf(
  rules: KalahaRuleSet,
  pits: Uint16Array,
  m: number,
  mover: Side | undefined,
): GameEnd | undefined {
  if (rules.majorityEnd) {
    // 004: "sobald sich in einer Kalaha mehr als 36 Steine befinden" (more than half of 72).
    const total = 2 * m * rules.seeds;
    for (const side of ['south', 'north'] as const) {
      if (pits[storeIndex(m, side)]! * 2 > total) return { reason: 'majority', side };
    }
  }
  const southEmpty = seedsOnSide(pits, m, 'south') === 0;
  const northEmpty = seedsOnSide(pits, m, 'north') === 0;
  if (rules.endRule === 'playOn')
    return southEmpty && northEmpty ? { reason: 'allEmpty' } : undefined;
  if (southEmpty && northEmpty) {
    const emptier = rules.tieBreak === 'emptierWins' ? mover : undefined;
    return { reason: 'sideEmpty', side: emptier ?? 'both' };
  }
  if (southEmpty) return { reason: 'sideEmpty', side: 'south' };
  if (northEmpty) return { reason: 'sideEmpty', side: 'north' };
  return undefined;
}

/**
 * The final sweep: every seed left in a house goes to a store, then the `end` event.
 * `emptierTakes` after an empty side: all to the player whose side is empty (000: "Spelaren utan
 * kulor får ta alla de kulor som motspelaren har kvar"); otherwise (`ownerTakes`, majority) each
 * house to its owner's store (004 Endvariante 2; 004: "jeder Spieler gewinnt die Steine, die sich in
 * seiner Reihe befinden").
 */
function finish(
  rules: KalahaRuleSet,
  pits: Uint16Array,
  m: number,
  end: GameEnd,
  events: MoveEvent[] | null,
): void {
  const emptierTakes =
    end.reason === 'sideEmpty' && end.side !== 'both' && rules.endRule === 'emptierTakes';
  for (const side of ['south', 'north'] as const) {
    const to = emptierTakes ? (end as { side: Side }).side : side;
    const first = firstHouseIndex(m, side);
    for (let i = first; i < first + m; i++) {
      const seeds = pits[i]!;
      if (seeds === 0) continue;
      pits[i] = 0;
      pits[storeIndex(m, to)]! += seeds;
      events?.push({ type: 'sweep', side, house: houseNumberOf(m, i), seeds, to });
    }
  }
  events?.push({
    type: 'end',
    end,
    scores: { south: pits[storeIndex(m, 'south')]!, north: pits[storeIndex(m, 'north')]! },
  });
}
