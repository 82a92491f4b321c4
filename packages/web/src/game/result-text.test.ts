import { outcome, play, type Position } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { positionOf, rulesOf } from '../test-support/positions.ts';
import { resultText } from './result-text.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function finish(position: Position, house: number) {
  const r = play(position, { house });
  if (!r.ok) throw new Error(r.error.message);
  const o = outcome(r.value.position);
  if (!o) throw new Error('not over');
  return resultText(i18n.t, o, position.rules, r.value.events);
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
});
