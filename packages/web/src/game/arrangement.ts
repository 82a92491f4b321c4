import type { Arrangement } from '@kalaha/rules';

/**
 * The loser's lay-out of his seeds between two Giuthi rounds while he makes it (docs/RULES.md 4: "the
 * player with fewer seeds arranges his seeds in his row as he likes, at least one in every
 * house"), as plain immutable data: the seeds in each house of his row (house 1 first), the seeds
 * not yet placed (in his hand), and the place a seed was taken from by a tap, waiting for the tap
 * that puts it. Changed only by the pure functions of this file; the set-up screen draws it.
 */
export interface ArrangementDraft {
  /** Seeds in each house of the arranger's row, house 1 first. */
  readonly houses: readonly number[];
  /** Seeds not yet placed. */
  readonly hand: number;
  /** Where a tap took a seed from, waiting for the tap that puts it (`'hand'` or a house number). */
  readonly taken: Spot | undefined;
}

/** A place a seed is moved from or to: the hand of unplaced seeds, or a house (1..m). */
export type Spot = 'hand' | number;

/** What still keeps a draft from being laid out. */
export type DraftProblem =
  | { readonly kind: 'unplaced'; readonly seeds: number }
  | { readonly kind: 'empty'; readonly houses: readonly number[] };

/** A draft with every seed still in the hand. */
export function newDraft(allowed: Arrangement): ArrangementDraft {
  return { houses: Array<number>(allowed.houses).fill(0), hand: allowed.seeds, taken: undefined };
}

/**
 * Every seed spread as evenly as the houses allow: the same number in each, the seeds left over
 * one more in the first houses.
 */
export function spreadEvenly(draft: ArrangementDraft): ArrangementDraft {
  const total = seedsOf(draft);
  const m = draft.houses.length;
  const houses = draft.houses.map((_, i) => Math.floor(total / m) + (i < total % m ? 1 : 0));
  return { houses, hand: 0, taken: undefined };
}

/** The seeds at `spot`. */
export function seedsAt(draft: ArrangementDraft, spot: Spot): number {
  return spot === 'hand' ? draft.hand : (draft.houses[spot - 1] ?? 0);
}

/**
 * One seed moved from `from` to `to` (a drag, a tap that puts, a + or − button). Unchanged when
 * `from` holds none, when both are the same, or when a house number is outside the row.
 */
export function moveSeed(draft: ArrangementDraft, from: Spot, to: Spot): ArrangementDraft {
  if (from === to || !isSpot(draft, from) || !isSpot(draft, to) || seedsAt(draft, from) === 0) {
    return draft;
  }
  const houses = draft.houses.slice();
  let hand = draft.hand;
  if (from === 'hand') hand--;
  else houses[from - 1]!--;
  if (to === 'hand') hand++;
  else houses[to - 1]!++;
  return { houses, hand, taken: undefined };
}

/**
 * A tap on `spot`: with nothing taken, takes a seed from it (if it holds one); with a seed taken,
 * puts it there (a tap on the same spot puts it back).
 */
export function tap(draft: ArrangementDraft, spot: Spot): ArrangementDraft {
  if (!isSpot(draft, spot)) return draft;
  if (draft.taken === undefined) {
    return seedsAt(draft, spot) > 0 ? { ...draft, taken: spot } : draft;
  }
  if (draft.taken === spot) return { ...draft, taken: undefined };
  return moveSeed(draft, draft.taken, spot);
}

/**
 * What keeps the draft from being laid out (docs/RULES.md 4: all the loser's seeds, at least one in
 * every house): seeds still in the hand, else the empty houses; `undefined` when it may be laid out.
 */
export function draftProblem(draft: ArrangementDraft): DraftProblem | undefined {
  if (draft.hand > 0) return { kind: 'unplaced', seeds: draft.hand };
  const empty = draft.houses.flatMap((seeds, i) => (seeds === 0 ? [i + 1] : []));
  return empty.length > 0 ? { kind: 'empty', houses: empty } : undefined;
}

function seedsOf(draft: ArrangementDraft): number {
  return draft.hand + draft.houses.reduce((a, b) => a + b, 0);
}

function isSpot(draft: ArrangementDraft, spot: Spot): boolean {
  return spot === 'hand' || (Number.isInteger(spot) && spot >= 1 && spot <= draft.houses.length);
}
