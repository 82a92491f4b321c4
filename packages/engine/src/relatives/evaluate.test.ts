import { Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import {
  EVAL_GIUTHI_MOBILITY,
  EVAL_GIUTHI_SIDE,
  EVAL_WARI_CAPTURE_AT_HAND,
  EVAL_WARI_SIDE,
  EVAL_WARI_THREATENED,
  SCORE_SCALE,
} from '../params.ts';
import { capturable, relativeEvaluate } from './evaluate.ts';

describe('the Wari evaluation (docs/RULES.md 2)', () => {
  it('finds the houses a sowing can capture by its last seed, skipping the origin', () => {
    // Mover's house 6 with 1 seed lands in the target's house 1 (holding 1: 2 after, captured).
    expect(capturable([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0])).toBe(1);
    // Holding 3 before: 4 after, no capture.
    expect(capturable([0, 0, 0, 0, 0, 1], [3, 0, 0, 0, 0, 0])).toBe(0);
    // 12 seeds from house 1 skip the origin: the 12th lands in house 2 of the mover (own side).
    expect(capturable([12, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])).toBe(0);
    // 18 seeds from house 1: one lap of 11 (the origin skipped), then 7 more up to the target's
    // house 2, which gets two seeds of the sowing (0 before, 2 after).
    expect(capturable([18, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0])).toBe(1);
    expect(capturable([18, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0])).toBe(1);
    expect(capturable([18, 0, 0, 0, 0, 0], [0, 2, 0, 0, 0, 0])).toBe(0);
    // Two sowings to one house count once.
    expect(capturable([0, 0, 0, 0, 2, 1], [1, 0, 0, 0, 0, 0])).toBe(1);
  });

  it("adds stores, side seeds, captures at hand and threatened houses from the mover's view", () => {
    const rules = rulesOf('wari');
    const made = unwrap(
      Position.fromSetup(rules, {
        houses: { south: [0, 0, 0, 0, 0, 1], north: [1, 0, 0, 0, 0, 2] },
        stores: { south: 20, north: 24 },
        turn: 'south',
      }),
    );
    // South: store −4, sides 1 − 3 = −2, can capture North's house 1 (1 → 2); North's 2 seeds
    // from house 6 end in South's empty house 2 (0 → 1): nothing of South's is threatened.
    expect(relativeEvaluate(made)).toBe(
      -4 * SCORE_SCALE - 2 * EVAL_WARI_SIDE + EVAL_WARI_CAPTURE_AT_HAND,
    );
    const north = unwrap(
      Position.fromSetup(rules, {
        houses: { south: [0, 1, 0, 0, 0, 1], north: [1, 0, 0, 0, 0, 2] },
        stores: { south: 20, north: 23 },
        turn: 'north',
      }),
    );
    // North: store +3, sides 3 − 2 = +1, captures South's house 2 (1 → 2) at hand; South's house 6
    // threatens North's house 1.
    expect(relativeEvaluate(north)).toBe(
      3 * SCORE_SCALE + EVAL_WARI_SIDE + EVAL_WARI_CAPTURE_AT_HAND - EVAL_WARI_THREATENED,
    );
  });
});

describe('the Giuthi evaluation (docs/RULES.md 4)', () => {
  it("adds stores, side seeds and houses of 2+ seeds (the moves) from the mover's view", () => {
    const rules = rulesOf('giuthi', { houses: 5, seeds: 4 });
    const setup = {
      houses: { south: [2, 1, 0, 3, 0], north: [1, 1, 1, 0, 2] },
      stores: { south: 15, north: 14 },
    };
    const made = (turn: 'south' | 'north') => {
      const position = unwrap(Position.fromSetup(rules, { ...setup, turn }));
      return position;
    };
    // South: store +1, sides 6 − 5 = +1, houses of 2+ seeds 2 (houses 1, 4) − 1 (house 5): +1.
    const south = SCORE_SCALE + EVAL_GIUTHI_SIDE + EVAL_GIUTHI_MOBILITY;
    expect(relativeEvaluate(made('south'))).toBe(south);
    // The same board from North's view is the negation.
    expect(relativeEvaluate(made('north'))).toBe(-south);
  });
});
