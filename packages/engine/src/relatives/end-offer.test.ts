import { parsePosition, type Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { endOfferAnswer } from './end-offer.ts';

/** A position of preset `preset` (with `options`) from its notation. */
function at(preset: string, notation: string, options: Record<string, unknown> = {}): Position {
  const p = unwrap(parsePosition(rulesOf(preset, options), notation));
  return p;
}

// South to move and offering; North answers. South's side holds 18 seeds, North's 6; the stores
// hold 10 and 14.
const WARI = '3,3,3,3,3,3|10 1,1,1,1,1,1|14 south';

describe('endOfferAnswer (docs/RULES.md 2: the game ends "when both players agree to end it")', () => {
  it('values the end with each player taking the seeds on his side (cycleRule: ownSide)', () => {
    const position = at('wari', WARI);
    // Ending now: South 10 + 18 = 28, North 14 + 6 = 20, so North ends 8 behind.
    expect(endOfferAnswer(position, 'north', -7)).toEqual({
      accept: false,
      ending: -8,
      playingOn: -7,
    });
    expect(endOfferAnswer(position, 'north', -9)).toEqual({
      accept: true,
      ending: -8,
      playingOn: -9,
    });
    // From the offering side's view the same end is 8 ahead.
    expect(endOfferAnswer(position, 'south', 8)?.ending).toBe(8);
  });

  it('accepts when ending is exactly as good as playing on', () => {
    expect(endOfferAnswer(at('wari', WARI), 'north', -8)?.accept).toBe(true);
  });

  it('values the end with the seeds left divided equally (cycleRule: split)', () => {
    const position = at('wari', WARI, { cycleRule: 'split' });
    // 24 seeds left, 12 each: South 22, North 26, North 4 ahead.
    expect(endOfferAnswer(position, 'north', 3)).toEqual({ accept: true, ending: 4, playingOn: 3 });
    expect(endOfferAnswer(position, 'north', 5)?.accept).toBe(false);
  });

  it('answers in Obridjie, whose game ends by repetition as in Wari (docs/RULES.md 3)', () => {
    // North to move and offering; South answers: 10 + 2 on its side, North 20 + 16.
    const position = at('obridjie', '1,0,0,0,0,1|10 4,4,4,4,0,0|20 north');
    expect(endOfferAnswer(position, 'south', -24)).toEqual({
      accept: true,
      ending: -24,
      playingOn: -24,
    });
    expect(endOfferAnswer(position, 'south', -20)?.accept).toBe(false);
  });

  it('has no answer where the game cannot end by agreement (the Kalaha family, a finished game)', () => {
    const kalaha = at('kalaha', '6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
    expect(endOfferAnswer(kalaha, 'north', 0)).toBeUndefined();
    const over = at('wari', '0,0,0,0,0,0|24 0,0,0,0,0,0|24 south end:agreement');
    expect(endOfferAnswer(over, 'north', 0)).toBeUndefined();
  });
});
