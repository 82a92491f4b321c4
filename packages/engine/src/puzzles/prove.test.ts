import { parsePosition, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { minimaxValues } from '../../test/minimax-values.ts';
import { Solver } from '../solve/solver.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { proveMoves } from './prove.ts';

/** Mid-game positions of small boards under the three end rules (docs/RULES.md 1.3). */
const CASES = [
  ['kalah', { houses: 4, seeds: 3 }, '0,2,4,1|5 3,0,0,4|5 south'],
  ['kalaha', { houses: 4, seeds: 3 }, '2,0,3,0|6 1,4,0,1|7 north'],
  ['kalaha', { houses: 4, seeds: 3, endRule: 'playOn' }, '0,0,3,2|4 0,5,1,0|9 south'],
  ['kalah-empty-capture', { houses: 3, seeds: 3 }, '1,0,4|2 2,2,0|7 north'],
] as const;

describe('proveMoves', () => {
  it('gives each legal move the value a plain minimax gives the position after it', () => {
    for (const [preset, options, text] of CASES) {
      const position = unwrap(parsePosition(rulesOf(preset, options), text));
      const proven = proveMoves(position, new Solver({ ttMiB: 1 }), 1_000_000)!;
      const expected = minimaxValues(position);
      expect([text, proven.values]).toEqual([text, expected]);
      const legal = expected.filter((v): v is number => v !== null);
      expect(proven.values[proven.best - 1]).toBe(Math.max(...legal));
      const rest = legal.toSorted((a, b) => b - a);
      expect(proven.gap).toBe(rest[0]! - rest[1]!);
      expect(proven.nodes).toBeGreaterThan(0);
    }
  });

  it('gives up when a solve does not finish within its nodes, and where there is no choice', () => {
    const rules = rulesOf('kalah', { houses: 6, seeds: 4 });
    const start = unwrap(parsePosition(rules, '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south'));
    expect(proveMoves(start, new Solver({ ttMiB: 1 }), 1_000)).toBeUndefined();
    const oneMove = unwrap(parsePosition(rules, '0,0,0,0,0,3|20 1,2,0,0,0,0|22 south'));
    expect(proveMoves(oneMove, new Solver({ ttMiB: 1 }), 1_000_000)).toBeUndefined();
  });
});
