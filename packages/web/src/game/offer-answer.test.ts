import { parsePosition, ruleSet, type Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import type { PositionAnalysis } from '../engine/types.ts';
import { weighOffer } from './offer-answer.ts';

/** A position of preset `preset` from its notation. */
function at(preset: string, notation: string): Position {
  const rules = unwrap(ruleSet(preset));
  const p = unwrap(parsePosition(rules, notation));
  return p;
}

/** An analysis of `position` worth `score` seeds to the player to move. */
function valued(position: Position, score: number): PositionAnalysis {
  return { turn: position.turn, moves: [], bestMove: undefined, score, exact: false };
}

// South (the person) to move and offering; North is the computer. South's side holds 18 seeds,
// North's 6; the banks hold 10 and 14: ending now leaves the computer 8 behind (docs/RULES.md 2,
// cycleRule: ownSide). The rule itself is the engine's (`endOfferAnswer`, tested there).
const WARI = '3,3,3,3,3,3|10 1,1,1,1,1,1|14 south';

describe('the computer’s answer to an offer to end (docs/RULES.md 2: both players agree)', () => {
  it('takes the value of playing on from the person’s analysis, negated for the computer', () => {
    const position = at('wari', WARI);
    expect(weighOffer(position, valued(position, 7))).toEqual({
      accept: false,
      ending: -8,
      playingOn: -7,
    });
    expect(weighOffer(position, valued(position, 9))).toEqual({
      accept: true,
      ending: -8,
      playingOn: -9,
    });
  });

  it('takes the engine’s value from the computer’s view when the analysis is its own', () => {
    const position = at('wari', WARI);
    const own: PositionAnalysis = { ...valued(position, -6), turn: 'north' };
    expect(weighOffer(position, own)).toEqual({ accept: false, ending: -8, playingOn: -6 });
  });

  it('has no answer where the game cannot end by agreement', () => {
    const kalaha = at('kalaha', '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
    expect(weighOffer(kalaha, valued(kalaha, 0))).toBeUndefined();
  });
});
