import { Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { SCORE_SCALE, WARI_WEIGHTS, type WariWeights } from '../params.ts';
import { relativeEvaluate } from '../relatives/evaluate.ts';
import { wariEvaluatePits } from './evaluate.ts';

/** The pits of a 6-house position: South's houses, North's houses, then both stores. */
function pits(south: number[], north: number[], stores: [number, number] = [0, 0]): Uint16Array {
  return Uint16Array.from([...south, ...north, ...stores]);
}

const NONE: WariWeights = { side: 0, captureAtHand: 0, threatened: 0, mobility: 0 };

/** South's captures at hand, counted alone (one unit a house). */
const atHand = (south: number[], north: number[]): number =>
  wariEvaluatePits(pits(south, north), 0, 6, 0, { ...NONE, captureAtHand: 1 });

describe('the Wari evaluation (docs/RULES.md 2)', () => {
  it('finds the houses a sowing can capture by its last seed, skipping the origin', () => {
    // South's house 6 with 1 seed lands in North's house 1 (holding 1: 2 after, captured).
    expect(atHand([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0])).toBe(1);
    // Holding 3 before: 4 after, no capture.
    expect(atHand([0, 0, 0, 0, 0, 1], [3, 0, 0, 0, 0, 0])).toBe(0);
    // 12 seeds from house 1 skip the origin: the 12th lands in house 2 of the mover (own side).
    expect(atHand([12, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])).toBe(0);
    // 18 seeds from house 1: one lap of 11 (the origin skipped), then 7 more up to North's house
    // 2, which gets two seeds of the sowing (0 before, 2 after).
    expect(atHand([18, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])).toBe(1);
    expect(atHand([18, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0])).toBe(1);
    expect(atHand([18, 0, 0, 0, 0, 0], [0, 2, 0, 0, 0, 0])).toBe(0);
    // Two sowings to one house count once.
    expect(atHand([0, 0, 0, 0, 2, 1], [1, 0, 0, 0, 0, 0])).toBe(1);
  });

  it('counts mobility, the houses holding seeds, own less the opponent’s', () => {
    const board = pits([11, 0, 3, 0, 0, 0], [12, 13, 1, 1, 0, 0]);
    // South has 2 houses with seeds, North 4.
    expect(wariEvaluatePits(board, 0, 6, 0, { ...NONE, mobility: 1 })).toBe(-2);
    expect(wariEvaluatePits(board, 0, 6, 1, { ...NONE, mobility: 5 })).toBe(10);
  });

  it("adds stores, side seeds, captures at hand and threatened houses from the mover's view", () => {
    const rules = rulesOf('wari');
    const { side, captureAtHand, threatened, mobility } = WARI_WEIGHTS;
    const south = unwrap(
      Position.fromSetup(rules, {
        houses: { south: [0, 0, 0, 0, 0, 1], north: [1, 0, 0, 0, 0, 2] },
        stores: { south: 20, north: 24 },
        turn: 'south',
      }),
    );
    // South: store −4, sides 1 − 3 = −2, can capture North's house 1 (1 → 2); North's 2 seeds
    // from house 6 end in South's empty house 2 (0 → 1): nothing of South's is threatened; houses
    // with seeds 1 − 2.
    expect(relativeEvaluate(south)).toBe(-4 * SCORE_SCALE - 2 * side + captureAtHand - mobility);
    const north = unwrap(
      Position.fromSetup(rules, {
        houses: { south: [0, 1, 0, 0, 0, 1], north: [1, 0, 0, 0, 0, 2] },
        stores: { south: 20, north: 23 },
        turn: 'north',
      }),
    );
    // North: store +3, sides 3 − 2 = +1, captures South's house 2 (1 → 2) at hand; South's house 6
    // threatens North's house 1; houses with seeds 2 − 2.
    expect(relativeEvaluate(north)).toBe(3 * SCORE_SCALE + side + captureAtHand - threatened);
  });
});
