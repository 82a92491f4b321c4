import { agreeToEnd, outcome, play, type Position, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { positionAt, positionOf, rulesOf } from '../test-support/positions.ts';
import { resultText } from './result-text.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function finish(position: Position, house: number) {
  const r = unwrap(play(position, { house }));
  const o = outcome(r.position);
  if (!o) throw new Error('not over');
  return resultText(i18n.t, o, position.rules, r.events);
}

// South plays his last seed from house 6; North has 3 seeds left in houses 1 and 2.
const setup = {
  houses: { south: [0, 0, 0, 0, 0, 1], north: [1, 2, 0, 0, 0, 0] },
  stores: { south: 30, north: 38 },
  turn: 'south' as const,
};

describe('resultText', () => {
  it('emptierTakes: the player who emptied takes the rest (000)', () => {
    const r = finish(positionOf(rulesOf('kalaha'), setup), 6);
    expect(r.headline).toBe('North wins 38 to 34');
    expect(r.why).toEqual([
      "South's houses were empty, so South took the 3 seeds left in North's houses.",
    ]);
  });

  it('ownerTakes: each keeps his own (004 Endvariante 2)', () => {
    const r = finish(positionOf(rulesOf('kalah', { seeds: 6 }), setup), 6);
    expect(r.headline).toBe('North wins 41 to 31');
    expect(r.why[0]).toBe(
      "South's houses were empty, so North put the 3 seeds left in his houses into his store.",
    );
  });

  it('tieBreak: equal stores won by the player whose side was emptied (002)', () => {
    const rules = rulesOf('kalaha-ownside', { tieBreak: 'emptierWins' });
    const p = positionOf(rules, { ...setup, stores: { south: 32, north: 36 } });
    const r = finish(p, 6);
    expect(r.headline).toBe('South wins 36 to 36');
    expect(r.why).toContain('The stores are equal; South wins because his side was emptied.');
  });

  it('majority end (004)', () => {
    const rules = rulesOf('kalaha-de');
    const p = positionOf(rules, {
      houses: { south: [0, 0, 0, 0, 0, 1], north: [3, 3, 3, 3, 3, 3] },
      stores: { south: 36, north: 17 },
      turn: 'south',
    });
    const r = finish(p, 6);
    expect(r.why[0]).toBe(
      "South's store held more than half of the seeds; the seeds left went to their owners.",
    );
  });

  it('explains a Wari game ended because the player to move had no legal move', () => {
    const r = finish(positionAt('wari', '0,0,0,0,0,1|24 1,0,0,0,0,0|22 south'), 6);
    expect(r).toEqual({
      headline: 'A draw, 24 to 24',
      why: [
        'North was to move and had no legal move; the seeds left went to the owner of their side.',
      ],
    });
  });

  it('explains an agreed end and where the seeds left went (cycleRule)', () => {
    for (const [cycleRule, left] of [
      ['ownSide', 'Each player took the seeds left on his side.'],
      ['split', 'The seeds left were shared equally; an odd one stayed on the board.'],
    ] as const) {
      const start = positionAt('wari', '1,2,3,0,0,0|20 0,4,0,0,3,0|15 south');
      const rules = { ...start.rules, cycleRule } as typeof start.rules;
      const position = positionOf(rules, start.toSetup());
      const agreed = unwrap(agreeToEnd(position));
      const o = outcome(agreed.position);
      if (!o) throw new Error('not over');
      const r = resultText(i18n.t, o, rules, agreed.events);
      expect(r.why).toEqual(['Both players agreed to end the game.', left]);
    }
  });

  it('explains the third occurrence of a position', () => {
    const o = {
      scores: { south: 24, north: 24 },
      winner: undefined,
      end: { reason: 'repetition' },
      decidedBy: 'draw',
    } as const;
    const r = resultText(
      i18n.t,
      o,
      positionAt('obridjie', '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south').rules,
      [],
    );
    expect(r.why).toEqual([
      'The same position occurred for the third time.',
      'Each player took the seeds left on his side.',
    ]);
  });
});
