import { Searcher } from '@kalaha/engine';
import { Position } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { positionOf, rulesOf } from '../../test/positions.ts';
import { answerEndOffer } from './end-offer.ts';

const wari = rulesOf('wari');

describe('answerEndOffer (docs/RULES.md 2: "or when both players agree to end it")', () => {
  it('declines an end that is worse for it than playing on', () => {
    // South's only move sows his last seed into North's house 1, making 2: a grand slam, so it
    // captures nothing (grandSlam=forbidden); North then cannot feed South, the game ends and
    // North keeps his 2 seeds: +2 for North by playing on, 0 by agreement (each takes his side).
    const position = positionOf(
      wari,
      { south: [0, 0, 0, 0, 0, 1], north: [1, 0, 0, 0, 0, 0] },
      'south',
      23,
    );
    expect(answerEndOffer(position, 'north', new Searcher())).toEqual({
      accept: false,
      ending: 0,
      playingOn: 2,
    });
  });

  it('accepts an end that is not worse for it than its search value', () => {
    const position = positionOf(
      wari,
      { south: [2, 2, 0, 0, 0, 0], north: [0, 0, 0, 0, 1, 1] },
      'south',
      20,
    );
    const answer = answerEndOffer(position, 'north', new Searcher());
    // By agreement each takes the seeds on his side: North 22 + 2, South 20 + 4.
    expect(answer.ending).toBe(0);
    expect(answer.playingOn).toBeLessThanOrEqual(0);
    expect(answer.accept).toBe(true);
  });

  it('refuses to value an end the rules do not allow (the Kalaha family has no agreed end)', () => {
    expect(() =>
      answerEndOffer(Position.initial(rulesOf('kalaha')), 'north', new Searcher()),
    ).toThrow(RangeError);
  });
});
