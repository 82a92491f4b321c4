/**
 * The text of a replayed Giuthi match (docs/RULES.md 4): the ends of a match other than `cannotFill`
 * (which the executable's test shows), on one round ended by South's last move.
 */
import {
  parsePosition,
  playInMatch,
  ruleSet,
  startMatch,
  type GiuthiRuleSet,
  type MatchReplay,
  unwrap,
} from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { matchLines } from './replay-match.ts';

const names = { south: 'South (Ann)', north: 'North (Bob)' };

function giuthi(overrides: Record<string, unknown> = {}): GiuthiRuleSet {
  const rules = ruleSet('giuthi', { houses: 5, seeds: 4, ...overrides });
  if (!rules.ok || rules.value.game !== 'giuthi') throw new Error('no Giuthi rule set');
  return rules.value;
}

/**
 * A one-move replay of a round set up so that South's 5ccw ends it (North is left with two
 * single seeds, South with none): the players hold `south` and `north` seeds after it.
 */
function lastRound(south: number, north: number, rules = giuthi()): MatchReplay {
  const text = `0,0,0,0,2|${south} 0,0,0,0,0|${north - 2} south`;
  const position = unwrap(parsePosition(rules, text));
  const before = { ...startMatch(rules), position: position };
  const move = { house: 5, direction: 'ccw' } as const;
  const played = unwrap(playInMatch(before, move));
  const match = played.match;
  const step = {
    kind: 'move',
    round: 1,
    number: 1,
    move,
    before,
    match,
    events: played.events,
  } as const;
  return { steps: [step], final: match };
}

const board = (): string[] => ['(board)'];

describe('the replay of a match in words (docs/RULES.md 4)', () => {
  it('tells a draw: equal seeds after a round', () => {
    expect(matchLines(lastRound(20, 20), names, board).slice(-3)).toEqual([
      'Round 1: a draw, 20 seeds each.',
      'Result: the match is a draw, 20 seeds each.',
      'The match ended because the last round left both players with equal seeds.',
    ]);
  });

  it('tells a win with every seed, and the single round of rounds=false', () => {
    expect(matchLines(lastRound(0, 40), names, board).slice(-2)).toEqual([
      'Result: North (Bob) wins the match, 40 seeds to 0.',
      'The match ended because North holds every seed.',
    ]);
    expect(
      matchLines(lastRound(30, 10, giuthi({ rounds: false })), names, board).slice(-2),
    ).toEqual([
      'Result: South (Ann) wins the match, 30 seeds to 10.',
      'The match ended because one round decides it (rounds=false).',
    ]);
  });

  it('starts with round 1, its board and who moves first', () => {
    expect(matchLines(lastRound(20, 20), names, board).slice(0, 4)).toEqual([
      '',
      'Round 1: 5 houses a side, South (Ann) moves first.',
      '(board)',
      'Move 1:',
    ]);
  });
});
