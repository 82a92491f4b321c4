import { parsePosition, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { solutionLine } from './line.ts';

const KALAH_4 = rulesOf('kalah', { houses: 4, seeds: 3 });

describe('solutionLine', () => {
  // South: house 4 ends in the store (an extra turn, docs/RULES.md 1.2), house 3 too (a second
  // one), then house 1 ends in the empty house 2 and captures it with North's 5 opposite (1.2).
  const chain = unwrap(parsePosition(KALAH_4, '1,0,2,1|6 1,1,5,1|6 south'));

  it('keeps the moves of one turn together and ends once the margin is banked', () => {
    expect(solutionLine(chain, [4, 3, 1, 4, 1], 4, 3)).toEqual({
      turns: [[4, 3, 1]],
      gain: 8,
      themes: ['extraTurn', 'extraTurnChain', 'capture'],
    });
  });

  it('gives up a line that does not bank the margin within the turns allowed', () => {
    expect(solutionLine(chain, [4, 3, 1], 100, 1)).toBeUndefined();
    // Moves that run out before the margin is banked make no line either.
    expect(solutionLine(chain, [4, 3], 4, 3)).toBeUndefined();
  });

  it("ends with the game: a capture that empties North's houses starves him (docs/RULES.md 1.3)", () => {
    const starve = unwrap(parsePosition(KALAH_4, '1,0,3,0|9 0,0,2,0|9 south'));
    expect(solutionLine(starve, [1], 20, 3)).toEqual({
      turns: [[1]],
      gain: 6,
      themes: ['capture', 'starve'],
    });
  });

  it("names the opponent's extra turns and captures in the line as the defence it meets", () => {
    // South's house 2 ends in his empty house 3 opposite nothing (no capture under \`kalah\`);
    // North's house 4 ends in his store (an extra turn), his house 3 in his emptied house 4,
    // capturing South's 2 opposite; South's house 3 then ends in his empty house 4 and captures
    // North's last 2: every house is empty, the game is over (docs/RULES.md 1.2, 1.3).
    const defended = unwrap(parsePosition(KALAH_4, '2,1,0,0|7 2,0,1,1|10 south'));
    expect(solutionLine(defended, [2, 4, 3, 3], 100, 3)).toEqual({
      turns: [[2], [4, 3], [3]],
      gain: -1,
      themes: ['capture', 'defence'],
    });
  });
});
