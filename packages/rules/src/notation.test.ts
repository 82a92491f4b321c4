import { unwrap } from './result.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameArb } from '../test/arbitraries.ts';
import { makeEnd, makePosition, parseEnd, parsePosition } from './notation.ts';
import { Position } from './position.ts';
import { ruleSet } from './ruleset.ts';

const kalaha = unwrap(ruleSet('kalaha'));
const rules = kalaha;

describe('position notation', () => {
  it('writes the start of Kalaha (000: six houses of 6, empty stores, South first)', () => {
    expect(makePosition(Position.initial(rules))).toBe('6,6,6,6,6,6|0 6,6,6,6,6,6|0 south');
  });

  it('reads a position: South houses 1..m, South store, North houses 1..m, North store, turn', () => {
    const p = parsePosition(rules, '1,2,3,4,5,6|30 6,5,4,3,2,1|0 north');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.houses('south')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p.value.house('north', 1)).toBe(6);
    expect(p.value.store('south')).toBe(30);
    expect(p.value.turn).toBe('north');
  });

  it('finishes a set-up position whose side is empty, as a move would (docs/RULES.md 1.3)', () => {
    const p = parsePosition(rules, '0,0,0,0,0,0|40 1,1,1,1,1,1|26 north');
    expect(p.ok && makePosition(p.value)).toBe(
      '0,0,0,0,0,0|46 0,0,0,0,0,0|26 north end:sideEmpty:south',
    );
  });

  it.each([
    ['', 'ERR_NOTATION'],
    ['6,6,6,6,6,6|0 6,6,6,6,6,6|0', 'ERR_NOTATION'],
    ['6,6,6,6,6,6|0 6,6,6,6,6,6|0 east', 'ERR_NOTATION'],
    ['6,6,6,6,6,x|0 6,6,6,6,6,6|0 south', 'ERR_NOTATION'],
    ['6,6,6,6,6,6 6,6,6,6,6,6|0 south', 'ERR_NOTATION'],
    ['6,6,6,6,6,6|0 6,6,6,6,6,6|0 south end:won', 'ERR_NOTATION'],
    ['6,6,6,6,6|6 6,6,6,6,6,6|0 south', 'ERR_HOUSE_COUNT'],
    ['6,6,6,6,6,6|1 6,6,6,6,6,6|0 south', 'ERR_SEED_COUNT'],
    ['6,6,6,6,6,6|0 6,6,6,6,6,6|0 south end:allEmpty', 'ERR_END'],
  ])('refuses %j with %s', (text, code) => {
    const p = parsePosition(rules, text);
    expect(p.ok ? 'ok' : p.error.code).toBe(code);
    if (!p.ok) expect(p.error.message.length).toBeGreaterThan(10);
  });

  it('reads back what it writes for every end', () => {
    for (const text of [
      'sideEmpty:south',
      'sideEmpty:north',
      'sideEmpty:both',
      'majority:north',
      'allEmpty',
      'noMove:south',
      'noMove:north',
      'repetition',
      'agreement',
    ]) {
      const end = parseEnd(text);
      expect(end && makeEnd(end)).toBe(text);
    }
    expect(parseEnd('majority:both')).toBeUndefined();
    expect(parseEnd('allEmpty:south')).toBeUndefined();
    expect(parseEnd('noMove:both')).toBeUndefined();
    expect(parseEnd('noMove')).toBeUndefined();
    expect(parseEnd('repetition:south')).toBeUndefined();
  });

  it('round-trips every position of random games under random rule sets: parse(make(p)) = p', () => {
    fc.assert(
      fc.property(gameArb(), (game) => {
        for (const position of game.positions) {
          const back = parsePosition(game.rules, makePosition(position));
          expect(back.ok && back.value.equals(position)).toBe(true);
        }
      }),
      { seed: 2026, numRuns: 150 },
    );
  });
});

describe('position notation of Wari and Obridjie (docs/RULES.md 2, 3)', () => {
  const wari = ruleSet('wari');
  const obridjie = ruleSet('obridjie');
  if (!wari.ok || !obridjie.ok) throw new Error('presets');

  it('writes the start with the stores, banks beside the board, in the same places (004: 4 seeds a house)', () => {
    expect(makePosition(Position.initial(wari.value))).toBe('4,4,4,4,4,4|0 4,4,4,4,4,4|0 south');
    expect(makePosition(Position.initial(obridjie.value, 'north'))).toBe(
      '4,4,4,4,4,4|0 4,4,4,4,4,4|0 north',
    );
  });

  it('reads and writes their ends, and refuses ends of other games', () => {
    for (const text of [
      '0,0,0,0,0,0|25 0,0,0,0,0,0|23 north end:majority:south',
      '0,0,0,0,0,0|20 0,0,0,0,0,0|28 south end:noMove:south',
      '0,0,0,0,0,0|24 0,0,0,0,0,0|24 south end:repetition',
      '0,0,0,0,0,0|24 0,0,0,0,0,0|24 south end:agreement',
    ]) {
      const p = parsePosition(wari.value, text);
      expect(p.ok && makePosition(p.value)).toBe(text);
    }
    expect(
      parsePosition(wari.value, '0,0,0,0,0,0|24 0,0,0,0,0,0|24 south end:sideEmpty:south'),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_END' },
    });
    expect(
      parsePosition(obridjie.value, '0,0,0,0,0,0|25 0,0,0,0,0,0|23 north end:majority:south'),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_END' },
    });
    expect(parsePosition(rules, '0,0,0,0,0,0|36 0,0,0,0,0,0|36 south end:agreement')).toMatchObject(
      {
        ok: false,
        error: { code: 'ERR_END' },
      },
    );
  });
});
