import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draftProblem,
  moveSeed,
  newDraft,
  seedsAt,
  spreadEvenly,
  tap,
  type ArrangementDraft,
  type Spot,
} from './arrangement.ts';

// The loser of a Giuthi round lays out his seeds (docs/RULES.md 4): 14 seeds on 4 houses here.
const allowed = { side: 'south', houses: 4, seeds: 14, minPerHouse: 1 } as const;
const total = (d: ArrangementDraft) => d.hand + d.houses.reduce((a, b) => a + b, 0);

describe('the loser’s lay-out (docs/RULES.md 4: all his seeds, at least one in every house)', () => {
  it('starts with every seed in the hand and asks for them to be placed', () => {
    const draft = newDraft(allowed);
    expect(draft).toEqual({ houses: [0, 0, 0, 0], hand: 14, taken: undefined });
    expect(draftProblem(draft)).toEqual({ kind: 'unplaced', seeds: 14 });
  });

  it('spreads the seeds evenly, the odd ones in the first houses', () => {
    const draft = spreadEvenly(newDraft(allowed));
    expect(draft.houses).toEqual([4, 4, 3, 3]);
    expect(draft.hand).toBe(0);
    expect(draftProblem(draft)).toBeUndefined();
  });

  it('names the empty houses once every seed is placed', () => {
    let draft = newDraft(allowed);
    for (let i = 0; i < 14; i++) draft = moveSeed(draft, 'hand', i < 13 ? 1 : 3);
    expect(draft.houses).toEqual([13, 0, 1, 0]);
    expect(draftProblem(draft)).toEqual({ kind: 'empty', houses: [2, 4] });
  });

  it('moves one seed between the hand and houses, and never from an empty spot', () => {
    const draft = spreadEvenly(newDraft(allowed));
    expect(moveSeed(draft, 1, 4).houses).toEqual([3, 4, 3, 4]);
    expect(moveSeed(draft, 2, 'hand')).toMatchObject({ houses: [4, 3, 3, 3], hand: 1 });
    expect(moveSeed(draft, 'hand', 1)).toBe(draft);
    expect(moveSeed(draft, 1, 1)).toBe(draft);
    expect(moveSeed(draft, 1, 5)).toBe(draft);
    expect(moveSeed(draft, 0, 1)).toBe(draft);
  });

  it('takes a seed with one tap and puts it with the next; the same spot puts it back', () => {
    const draft = spreadEvenly(newDraft(allowed));
    const taken = tap(draft, 2);
    expect(taken.taken).toBe(2);
    expect(taken.houses).toEqual(draft.houses);
    const put = tap(taken, 3);
    expect(put).toMatchObject({ houses: [4, 3, 4, 3], taken: undefined });
    expect(tap(taken, 2)).toEqual({ ...draft, taken: undefined });
    // Nothing to take from the empty hand.
    expect(tap(draft, 'hand')).toBe(draft);
  });

  it('keeps every seed whatever is dragged or tapped', () => {
    const spot = fc.oneof(fc.constant<Spot>('hand'), fc.integer({ min: 0, max: 5 }));
    const step = fc.tuple(fc.boolean(), spot, spot);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let draft = newDraft(allowed);
        for (const [isTap, a, b] of steps) draft = isTap ? tap(draft, a) : moveSeed(draft, a, b);
        expect(total(draft)).toBe(14);
        expect(draft.houses.every((n) => n >= 0) && draft.hand >= 0).toBe(true);
        if (draft.taken !== undefined) expect(seedsAt(draft, draft.taken)).toBeGreaterThan(0);
      }),
    );
  });
});
