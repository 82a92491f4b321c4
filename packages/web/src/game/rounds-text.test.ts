import type { Match } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { matchNow, newGame } from './session.ts';
import { giuthiFriends, playLine, ROUND_1, wholeMatch } from '../test-support/giuthi.ts';
import { testI18n } from '../test-support/i18n.ts';
import { arrangingText, matchResultText, roundResultText, roundsWon } from './rounds-text.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

// The match of test-support/giuthi.ts (docs/RULES.md 4): round 1 ends 14 to 26, the board shrinks to 4
// houses; round 2 ends 20 to 20, a draw.
const afterRound1 = (): Match => matchNow(playLine(newGame(giuthiFriends), ROUND_1));

describe('Giuthi results in words (docs/RULES.md 4)', () => {
  it('says who won a round and who arranges next, on how many houses', () => {
    const match = afterRound1();
    expect(roundResultText(i18n.t, match.rounds[0]!, 1)).toBe('Round 1: North wins, 26 to 14.');
    expect(arrangingText(i18n.t, match)).toBe(
      'South lays out his 14 seeds on 4 houses, at least one in each; North mirrors them.',
    );
    expect(matchResultText(i18n.t, match)).toEqual({ headline: '', why: [] });
  });

  it('says why the match ended, with the rounds each player won', () => {
    const match = matchNow(wholeMatch());
    expect(roundResultText(i18n.t, match.rounds[1]!, 2)).toBe('Round 2: a draw, 20 to 20.');
    expect(roundsWon(match)).toEqual({ south: 0, north: 1 });
    expect(arrangingText(i18n.t, match)).toBe('');
    expect(matchResultText(i18n.t, match)).toEqual({
      headline: 'The match is a draw, 20 seeds to 20',
      why: [
        'The last round left both players with equal seeds.',
        '2 rounds played: South won 0, North 1.',
      ],
    });
  });

  it('names the loser who cannot fill his row, and the winner who holds every seed', () => {
    const match = afterRound1();
    const over = (reason: 'cannotFill' | 'allSeeds'): Match => ({
      ...match,
      phase: 'over',
      arranger: undefined,
      houses: 2,
      result: { winner: 'north', reason, seeds: { south: 1, north: 39 } },
    });
    expect(matchResultText(i18n.t, over('cannotFill'))).toEqual({
      headline: 'North wins the match, 39 seeds to 1',
      why: [
        'South cannot put one seed in each of the 2 houses of a new round.',
        '1 round played: South won 0, North 1.',
      ],
    });
    expect(matchResultText(i18n.t, over('allSeeds')).why[0]).toBe('North holds every seed.');
  });
});
