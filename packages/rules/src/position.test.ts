/**
 * Positions (docs/RULES.md 0 and 1): the start position, seed conservation and the validation of setups.
 */
import { unwrap } from './result.ts';
import { describe, it, expect } from 'vitest';
import { Position, totalSeeds, type Setup } from './position.ts';
import { ruleSet, type RuleSet } from './ruleset.ts';

function rules(preset = 'kalaha', overrides: Record<string, unknown> = {}): RuleSet {
  const r = unwrap(ruleSet(preset, overrides));
  return r;
}

function boardSum(p: Position): number {
  return [...p.houses('south'), ...p.houses('north'), p.store('south'), p.store('north')].reduce(
    (a, b) => a + b,
    0,
  );
}

/** A valid 6×6 setup to break one field at a time: 30 + 30 in houses, 6 + 6 in the stores. */
const GOOD: Setup = {
  houses: { south: [5, 5, 5, 5, 5, 5], north: [5, 5, 5, 5, 5, 5] },
  stores: { south: 6, north: 6 },
  turn: 'south',
};

function errorCode(rs: RuleSet, setup: unknown): string | undefined {
  const r = Position.fromSetup(rs, setup as Setup);
  return r.ok ? undefined : r.error.code;
}

describe('the start position', () => {
  it('000 Innehåll "72 kulor" / Spelförberedelser "sex kulor i vardera av de små skålarna": 6×6 = 72 seeds', () => {
    const p = Position.initial(rules());
    expect(p.houses('south')).toEqual([6, 6, 6, 6, 6, 6]);
    expect(p.houses('north')).toEqual([6, 6, 6, 6, 6, 6]);
    expect(p.store('south')).toBe(0);
    expect(p.store('north')).toBe(0);
    expect(p.totalSeeds).toBe(72);
    expect(boardSum(p)).toBe(72);
    expect(totalSeeds(rules())).toBe(72);
  });

  it('003 "Før spillet starter legges 4 steiner i hver av de 12 ringene": 6×4 = 48 seeds', () => {
    const p = Position.initial(rules('kalaha-felt'));
    expect(p.houses('north')).toEqual([4, 4, 4, 4, 4, 4]);
    expect(boardSum(p)).toBe(48);
    expect(totalSeeds(rules('kalah'))).toBe(48);
  });

  it('docs/RULES.md 0 "South moves first unless the match says otherwise"', () => {
    expect(Position.initial(rules()).turn).toBe('south');
    expect(Position.initial(rules(), 'north').turn).toBe('north');
    expect(Position.initial(rules()).isOver).toBe(false);
  });

  it('docs/RULES.md 1 houses 1..12 and seeds 1..12: 1×1 holds 2 seeds, 12×12 holds 288', () => {
    const small = Position.initial(rules('kalaha', { houses: 1, seeds: 1 }));
    expect(small.houseCount).toBe(1);
    expect(boardSum(small)).toBe(2);
    const big = Position.initial(rules('kalaha', { houses: 12, seeds: 12 }));
    expect(big.houseCount).toBe(12);
    expect(big.houses('south')).toEqual(Array(12).fill(12));
    expect(boardSum(big)).toBe(288);
  });
});

describe('Position.fromSetup (docs/RULES.md 0 seed conservation, 1.3 end of the game)', () => {
  it('accepts a valid setup and gives it back with toSetup', () => {
    const r = Position.fromSetup(rules(), GOOD);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.toSetup()).toEqual(GOOD);
    expect(r.value.house('south', 1)).toBe(5);
    expect(r.value.equals(r.value)).toBe(true);
    expect(r.value.equals(Position.initial(rules()))).toBe(false);
  });

  it('ERR_HOUSE_COUNT: a side with the wrong number of houses, or none', () => {
    expect(
      errorCode(rules(), {
        ...GOOD,
        houses: { south: [6, 6, 6, 6, 6, 6, 6], north: GOOD.houses.north },
      }),
    ).toBe('ERR_HOUSE_COUNT');
    expect(errorCode(rules(), { ...GOOD, houses: { south: GOOD.houses.south } })).toBe(
      'ERR_HOUSE_COUNT',
    );
    // A 6-house setup under 5-house rules.
    expect(errorCode(rules('kalaha', { houses: 5 }), GOOD)).toBe('ERR_HOUSE_COUNT');
  });

  it('ERR_SEED_VALUE: negative, fractional or non-numeric seeds in a house or a store', () => {
    for (const bad of [-1, 1.5, '5', null, Number.NaN, Infinity]) {
      expect(
        errorCode(rules(), {
          ...GOOD,
          houses: { south: [bad, 5, 5, 5, 5, 5], north: GOOD.houses.north },
        }),
      ).toBe('ERR_SEED_VALUE');
      expect(errorCode(rules(), { ...GOOD, stores: { south: bad, north: 6 } })).toBe(
        'ERR_SEED_VALUE',
      );
    }
    // A negative house balanced by a larger store is still refused.
    expect(
      errorCode(rules(), {
        ...GOOD,
        houses: { south: [-1, 5, 5, 5, 5, 5], north: GOOD.houses.north },
        stores: { south: 7, north: 6 },
      }),
    ).toBe('ERR_SEED_VALUE');
  });

  it('ERR_SEED_COUNT (docs/RULES.md 0 seed conservation): houses + stores must hold 2 · m · n', () => {
    expect(errorCode(rules(), { ...GOOD, stores: { south: 5, north: 6 } })).toBe('ERR_SEED_COUNT');
    expect(errorCode(rules(), { ...GOOD, stores: { south: 7, north: 6 } })).toBe('ERR_SEED_COUNT');
    // 72 seeds are right for 6×6 but not for 6×4.
    expect(errorCode(rules('kalaha-felt'), GOOD)).toBe('ERR_SEED_COUNT');
    const r = Position.fromSetup(rules(), { ...GOOD, stores: { south: 0, north: 0 } });
    expect(r.ok ? '' : r.error.message).toContain('60');
  });

  it('ERR_TURN: the player to move must be south or north', () => {
    for (const turn of ['east', undefined, 0, 'South']) {
      expect(errorCode(rules(), { ...GOOD, turn })).toBe('ERR_TURN');
    }
  });

  it('ERR_END: a finished game must have every seed in the stores', () => {
    expect(errorCode(rules(), { ...GOOD, end: { reason: 'sideEmpty', side: 'south' } })).toBe(
      'ERR_END',
    );
    const done: Setup = {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] },
      stores: { south: 40, north: 32 },
      turn: 'north',
      end: { reason: 'sideEmpty', side: 'south' },
    };
    const r = Position.fromSetup(rules(), done);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expect(r.value.toSetup()).toEqual(done);
  });

  it('ERR_END: a given end must be one these rules can produce (docs/RULES.md 1.3)', () => {
    const empty = { south: [0, 0, 0, 0, 0, 0], north: [0, 0, 0, 0, 0, 0] };
    const ended = (rs: RuleSet, end: unknown, south = 40, north = 32) =>
      errorCode(rs, { houses: empty, stores: { south, north }, turn: 'south', end });
    // Malformed ends.
    for (const end of [
      'over',
      null,
      { reason: 'resigned' },
      { reason: 'sideEmpty', side: 'east' },
    ]) {
      expect(ended(rules(), end)).toBe('ERR_END');
    }
    expect(ended(rules('kalaha-de'), { reason: 'majority', side: 'both' })).toBe('ERR_END');
    // Ends the rules cannot produce.
    expect(ended(rules(), { reason: 'allEmpty' })).toBe('ERR_END');
    expect(
      ended(rules('kalaha', { endRule: 'playOn' }), { reason: 'sideEmpty', side: 'south' }),
    ).toBe('ERR_END');
    expect(ended(rules(), { reason: 'majority', side: 'south' })).toBe('ERR_END');
    expect(ended(rules('kalaha-de'), { reason: 'majority', side: 'north' })).toBe('ERR_END');
    expect(ended(rules('kalaha-de'), { reason: 'majority', side: 'south' }, 36, 36)).toBe(
      'ERR_END',
    );
    // And the ones they can.
    expect(ended(rules(), { reason: 'sideEmpty', side: 'both' })).toBeUndefined();
    expect(ended(rules('kalaha', { endRule: 'playOn' }), { reason: 'allEmpty' })).toBeUndefined();
    expect(ended(rules('kalaha-de'), { reason: 'majority', side: 'south' })).toBeUndefined();
  });

  it('ERR_SETUP_SHAPE: not an object, or no houses or stores', () => {
    expect(errorCode(rules(), null)).toBe('ERR_SETUP_SHAPE');
    expect(errorCode(rules(), 'south')).toBe('ERR_SETUP_SHAPE');
    expect(errorCode(rules(), { stores: GOOD.stores, turn: 'south' })).toBe('ERR_SETUP_SHAPE');
    expect(errorCode(rules(), { houses: GOOD.houses, turn: 'south' })).toBe('ERR_SETUP_SHAPE');
  });

  it('docs/RULES.md 1.3 / 000 "Spelet avbryts när en av spelarna tömt sina sex små skålar": a setup with an empty side is finished with the final sweep', () => {
    const r = Position.fromSetup(rules(), {
      houses: { south: [0, 0, 0, 0, 0, 0], north: [1, 2, 3, 0, 0, 0] },
      stores: { south: 30, north: 36 },
      turn: 'south',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.end).toEqual({ reason: 'sideEmpty', side: 'south' });
    expect(r.value.store('south')).toBe(36);
    expect(r.value.houses('north')).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
