import { describe, expect, it } from 'vitest';
import { capabilities, ruleIs } from './capabilities.ts';
import { legalMoves } from './play.ts';
import { checkAgreement } from './play.ts';
import { Position } from './position.ts';
import { PRESET_IDS, ruleSet } from './ruleset.ts';
import { unwrap } from './result.ts';

const rulesOf = (preset: string, options: Record<string, unknown> = {}) =>
  unwrap(ruleSet(preset, options));

describe('capabilities', () => {
  it('docs/RULES.md 1.2: only the Kalaha family sows through the stores', () => {
    expect(capabilities(rulesOf('kalaha')).hasStores).toBe(true);
    for (const preset of ['wari', 'oware', 'obridjie', 'giuthi']) {
      expect(capabilities(rulesOf(preset)).hasStores, preset).toBe(false);
    }
  });

  it('docs/RULES.md 2, 3: canOfferEnd is exactly where the rules library agrees to end', () => {
    for (const preset of PRESET_IDS) {
      const rules = rulesOf(preset);
      const start = Position.initial(rules);
      expect(capabilities(rules).canOfferEnd, preset).toBe(checkAgreement(start) === undefined);
    }
  });

  it('docs/RULES.md 4: Giuthi is a match of rounds with directions; the loser arranges only under rounds', () => {
    const giuthi = capabilities(rulesOf('giuthi'));
    expect(giuthi).toMatchObject({ hasRounds: true, hasDirections: true, hasArrangement: true });
    expect(capabilities(rulesOf('giuthi', { rounds: false })).hasArrangement).toBe(false);
    expect(capabilities(rulesOf('kalaha')).hasRounds).toBe(false);
  });

  it('docs/RULES.md 4: moves name a direction exactly where hasDirections says', () => {
    for (const preset of PRESET_IDS) {
      const rules = rulesOf(preset);
      const directed = legalMoves(Position.initial(rules)).some((m) => m.direction !== undefined);
      expect(capabilities(rules).hasDirections, preset).toBe(directed);
    }
  });

  it('docs/RULES.md 4: a Giuthi house of one seed is no move; minSowSeeds says so', () => {
    const rules = rulesOf('giuthi');
    const houses = [1, 2, 1, 1, 1, 1];
    const position = unwrap(
      Position.fromSetup(rules, {
        houses: { south: houses, north: houses },
        stores: { south: 28, north: 30 },
        turn: 'south',
      }),
    );
    const sown = new Set(legalMoves(position).map((m) => m.house));
    expect(capabilities(rules).minSowSeeds).toBe(2);
    expect([...sown]).toEqual([2]);
  });

  it('docs/RULES.md 5: hasSwap follows the swap option', () => {
    expect(capabilities(rulesOf('kalaha')).hasSwap).toBe(false);
    expect(capabilities(rulesOf('kalaha', { swap: true })).hasSwap).toBe(true);
  });

  it('ruleIs answers false for an option the game does not have', () => {
    expect(ruleIs(rulesOf('kalaha'), 'endRule', 'emptierTakes')).toBe(true);
    expect(ruleIs(rulesOf('wari'), 'endRule', 'emptierTakes')).toBe(false);
    expect(ruleIs(rulesOf('wari', { cycleRule: 'split' }), 'cycleRule', 'split')).toBe(true);
  });
});
