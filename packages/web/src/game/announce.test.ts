import { play, Position } from '@kalaha/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { positionOf, rulesOf } from '../test-support/positions.ts';
import { announceMove } from './announce.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

function announce(position: Position, house: number): string {
  const r = play(position, { house });
  if (!r.ok) throw new Error(r.error.message);
  return announceMove(i18n.t, r.value.events, r.value.position);
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
    expect(text).toContain("go to South's store.");
    expect(text).toContain('Game over.');
    expect(text).not.toContain('to move');
    const laps = positionOf(rulesOf(), {
      houses: { south: [0, 0, 0, 0, 0, 14], north: [5, 5, 5, 5, 5, 5] },
      stores: { south: 14, north: 14 },
      turn: 'south',
    });
    expect(announce(laps, 6)).toContain('The sowing goes 2 times round.');
  });

  it('speaks the user’s language', async () => {
    const sv = await testI18n('sv');
    const r = play(Position.initial(rulesOf()), { house: 3 });
    if (!r.ok) throw new Error('refused');
    expect(announceMove(sv.t, r.value.events, r.value.position)).toMatch(/^Syd/);
  });
});
