import { Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { EVAL_GIUTHI_MOBILITY, EVAL_GIUTHI_SIDE, SCORE_SCALE } from '../params.ts';
import { relativeEvaluate } from './evaluate.ts';

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
