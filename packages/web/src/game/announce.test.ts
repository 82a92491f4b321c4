import { play, Position, unwrap } from '@kalaha/rules';
import { giuthiRules } from '../test-support/giuthi.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { positionAt, positionOf, rulesOf } from '../test-support/positions.ts';
import { announceMove } from './announce.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function announce(position: Position, house: number): string {
  const r = unwrap(play(position, { house }));
  return announceMove(i18n.t, r.events, r.position);
}

describe('announceMove', () => {
  it('tells an extra turn', () => {
    expect(announce(Position.initial(rulesOf()), 1)).toBe(
      "South sows house 1, 6 seeds. The last seed lands in South's store. South moves again. South to move.",
    );
  });

  it('tells where the last seed fell and who moves next', () => {
    expect(announce(Position.initial(rulesOf()), 3)).toBe(
      'South sows house 3, 6 seeds. The last seed lands in North house 2. North to move.',
    );
  });

  it('tells a capture', () => {
    const p = positionOf(rulesOf(), {
      houses: { south: [1, 0, 6, 6, 6, 6], north: [6, 6, 6, 6, 5, 6] },
      stores: { south: 6, north: 6 },
      turn: 'south',
    });
    expect(announce(p, 1)).toContain('South captures 6 seeds.');
  });

  it('tells laps, the sweep and the end', () => {
    const p = positionOf(rulesOf(), {
      houses: { south: [0, 0, 0, 0, 0, 1], north: [1, 2, 0, 0, 0, 0] },
      stores: { south: 30, north: 38 },
      turn: 'south',
    });
    const text = announce(p, 6);
    expect(text).toContain("3 seeds go to South's store.");
    expect(text).toContain('Game over.');
    expect(text).not.toContain('to move');
    const laps = positionOf(rulesOf(), {
      houses: { south: [0, 0, 0, 0, 0, 14], north: [5, 5, 5, 5, 5, 5] },
      stores: { south: 14, north: 14 },
      turn: 'south',
    });
    expect(announce(laps, 6)).toContain('The sowing goes 2 times round.');
  });

  it('says "1 seed goes", "2 seeds go" (issue 16: the verb follows the number)', () => {
    const one = positionOf(rulesOf(), {
      houses: { south: [0, 0, 0, 0, 0, 1], north: [1, 0, 0, 0, 0, 0] },
      stores: { south: 30, north: 40 },
      turn: 'south',
    });
    expect(announce(one, 6)).toContain("1 seed goes to South's store.");
  });

  it('speaks the user’s language', async () => {
    const sv = await testI18n('sv');
    const r = play(Position.initial(rulesOf()), { house: 3 });
    if (!r.ok) throw new Error('refused');
    expect(announceMove(sv.t, r.value.events, r.value.position)).toMatch(/^Syd/);
  });

  it('tells each relay lift of an Obridjie move, on either side', () => {
    const text = announce(positionAt('obridjie', '4,4,4,4,4,4|0 4,4,4,4,4,4|0 south'), 4);
    expect(text).toMatch(/^South sows house 4, 4 seeds\. The last seed lands in North house 2\./);
    expect(text).toContain(
      'The last seed falls in an occupied house: North house 2, 5 seeds, is lifted and sown on.',
    );
    expect(text).toContain(
      'The last seed falls in an occupied house: South house 1, 5 seeds, is lifted and sown on.',
    );
  });

  it('tells a four that goes to the bank of its side (Obridjie)', () => {
    const text = announce(positionAt('obridjie', '0,1,9,0,11,1|8 0,3,0,1,10,0|4 north'), 5);
    expect(text).toContain('North house 2 holds 4: they go to North.');
  });

  it('tells a grand slam, the sweep to the banks and the end (Wari)', () => {
    const text = announce(positionAt('wari', '0,0,0,0,0,1|24 1,0,0,0,0,0|22 south'), 6);
    expect(text).toBe(
      "South sows house 6, 1 seed. The last seed lands in North house 1. Grand slam: South would take every seed on North's side, so nothing is captured. 2 seeds go to North's bank. Game over.",
    );
  });

  it('tells who must feed (Wari)', () => {
    const text = announce(positionAt('wari', '0,0,0,0,0,1|19 0,0,3,3,0,3|19 south'), 6);
    expect(text).toContain("North must sow into South's empty houses. North to move.");
  });

  it('tells a Giuthi move with its direction, a relay and the further choice (docs/RULES.md 4)', () => {
    const r = unwrap(play(Position.initial(giuthiRules()), { house: 3, direction: 'cw' }));
    const text = announceMove(i18n.t, r.events, r.position, 'cw');
    expect(text).toMatch(/^South sows house 3 clockwise, 4 seeds\./);
    expect(text).toContain('is lifted and sown on.');
    expect(text).toContain('The last seed lands in an occupied house of South.');
    expect(text).toMatch(
      /South chooses again: any house of his with at least 2 seeds, sown (counter-)?clockwise\.$/,
    );
  });
});
