import { describe, expect, it } from 'vitest';
import { capabilities, ruleIs } from './capabilities.ts';
import { legalMoves } from './play.ts';
import { checkAgreement } from './play.ts';
import { Position } from './position.ts';
import { createPrng } from './prng.ts';
import { play } from './play.ts';
import { PRESET_IDS, ruleSet, type RuleSet } from './ruleset.ts';
import { unwrap } from './result.ts';

const rulesOf = (preset: string, options: Record<string, unknown> = {}) =>
  unwrap(ruleSet(preset, options));

/**
 * What `games` random games of `rules` show: a relay (a second lift in one move), a four, a move
 * refused because it would not feed the opponent, an end by majority.
 */
function seenInPlay(rules: RuleSet, games: number) {
  const seen = { relaySowing: false, fours: false, mustFeed: false, endsOnMajority: false };
  const random = createPrng(7);
  for (let game = 0; game < games; game++) {
    let position = Position.initial(rules);
    for (let ply = 0; ply < 400 && !position.isOver; ply++) {
      const moves = legalMoves(position);
      // A house whose move is refused because it would not feed the opponent.
      const refusals = position
        .houses(position.turn)
        .map((n, i) => (n > 0 ? play(position, { house: i + 1 }) : undefined));
      if (refusals.some((r) => r !== undefined && !r.ok && r.error.code === 'ERR_MUST_FEED')) {
        seen.mustFeed = true;
      }
      const { position: next, events } = unwrap(play(position, moves[random.below(moves.length)]!));
      if (events.filter((e) => e.type === 'lift').length >= 2) seen.relaySowing = true;
      if (events.some((e) => e.type === 'four')) seen.fours = true;
      if (events.some((e) => e.type === 'end' && e.end.reason === 'majority')) {
        seen.endsOnMajority = true;
      }
      position = next;
    }
  }
  return seen;
}

describe('capabilities', () => {
  it('docs/RULES.md 1-4: relay sowing, fours, feeding and the end by majority are where play shows them', () => {
    for (const preset of PRESET_IDS) {
      const rules = rulesOf(preset);
      const { relaySowing, fours, mustFeed, endsOnMajority } = capabilities(rules);
      expect([preset, seenInPlay(rules, 30)]).toEqual([
        preset,
        { relaySowing, fours, mustFeed, endsOnMajority },
      ]);
    }
  });

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
