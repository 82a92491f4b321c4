import { createPrng, opponent, Position, type RuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { plainMinimax } from '../../test/plain-minimax.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { buildRepetitionBounds, repetitionBoundsRefusal } from './repetition-bounds.ts';

const obridjie = rulesOf('obridjie');
const bounds = buildRepetitionBounds(obridjie, 8);

/** An Obridjie position set up without a history: `onBoard` seeds spread at random. */
function endgame(rules: RuleSet, onBoard: number, seed: number): Position {
  const random = createPrng(seed);
  for (;;) {
    const houses = { south: Array<number>(6).fill(0), north: Array<number>(6).fill(0) };
    for (let s = 0; s < onBoard; s++)
      houses[random.below(2) ? 'south' : 'north'][random.below(6)]!++;
    const left = 48 - onBoard;
    const made = Position.fromSetup(rules, {
      houses,
      stores: { south: Math.floor(left / 2), north: left - Math.floor(left / 2) },
      turn: random.below(2) ? 'south' : 'north',
    });
    if (made.ok && !made.value.isOver) return made.value;
  }
}

describe('repetition bounds (Obridjie, docs/RULES.md 3)', () => {
  it('serve a game that ends by repetition, with no majority end, rounds or further choices', () => {
    expect(repetitionBoundsRefusal(obridjie)).toBeUndefined();
    expect(repetitionBoundsRefusal(rulesOf('kalah'))).toMatch(/never end by repetition/);
    expect(repetitionBoundsRefusal(rulesOf('oware'))).toMatch(/majority/);
    expect(repetitionBoundsRefusal(rulesOf('giuthi'))).toMatch(/rounds/);
    expect(() => buildRepetitionBounds(rulesOf('giuthi'), 4)).toThrow(RangeError);
    expect(() => buildRepetitionBounds(obridjie, 49)).toThrow(/0\.\.48/);
  });

  it('hold the value plain minimax finds under the repetition rule (third occurrence, own side)', () => {
    // Plain minimax over the rules library, the history included, is the game's own value; it
    // ends only on small trees, so the positions whose tree is larger are passed over.
    let checked = 0;
    let exact = 0;
    for (let seed = 1; seed <= 300 && checked < 25; seed++) {
      const position = endgame(obridjie, 2 + (seed % 3), seed);
      let value: number;
      try {
        value = plainMinimax(position, { nodes: 3000 });
      } catch {
        continue;
      }
      const lead = position.store(position.turn) - position.store(opponent(position.turn));
      const [pess, opt] = bounds.bounds(position)!;
      expect([seed, pess <= value - lead, value - lead <= opt]).toEqual([seed, true, true]);
      if (pess === opt) {
        expect([seed, bounds.exact(position)]).toEqual([seed, value - lead]);
        exact++;
      }
      checked++;
    }
    expect(checked).toBe(25);
    expect(exact).toBeGreaterThan(10);
  });

  it('are the same seen from either seat, and leave out what they do not hold', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const position = endgame(obridjie, 8, seed);
      const setup = position.toSetup();
      const mirrored = Position.fromSetup(obridjie, {
        houses: { south: setup.houses.north, north: setup.houses.south },
        stores: { south: setup.stores.north, north: setup.stores.south },
        turn: opponent(setup.turn),
      });
      expect(bounds.bounds(mirrored.ok ? mirrored.value : position)).toEqual(
        bounds.bounds(position),
      );
    }
    expect(bounds.bounds(endgame(obridjie, 12, 1))).toBeUndefined();
    expect(bounds.bounds(Position.initial(obridjie))).toBeUndefined();
    // Equal rules made apart are the same rules.
    expect(bounds.exact(endgame(rulesOf('obridjie'), 4, 2))).toBe(
      bounds.exact(endgame(obridjie, 4, 2)),
    );
  });
});
