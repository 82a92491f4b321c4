import { Position, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { FORM_PRESETS } from './new-game.ts';
import { ruleExamples } from './rule-examples.ts';

/**
 * The rules page's worked examples are moves the rules library plays (docs/RULES.md 1.2 steps:
 * sowing, the capture of rule 3, the extra turn of rule 2; docs/RULES.md 2: Wari captures 2 or 3).
 */
describe('ruleExamples', () => {
  it('finds a sowing, a capture and an extra turn in Kalaha, each as the rules play it', () => {
    const rules = unwrap(ruleSet('kalaha'));
    const examples = ruleExamples(rules);
    expect(examples.map((e) => e.kind)).toEqual(['sowing', 'capture', 'extraTurn']);
    const [sowing, capture, extra] = examples;
    // The first move of the game: South lifts house 1's 6 seeds... which earns an extra turn
    // (docs/RULES.md 1.2: 6 seeds from house 1 end in the store), so the sowing is house 2's.
    expect(extra!.before.equals(Position.initial(rules))).toBe(true);
    expect(extra!.move).toEqual({ house: 1 });
    expect(extra!.sown.at(-1)).toEqual({ kind: 'store', side: 'south' });
    expect(sowing!.move).toEqual({ house: 2 });
    expect(sowing!.seeds).toBe(6);
    expect(sowing!.sown).toHaveLength(6);
    expect(sowing!.before.houses('south')[1]).toBe(6);
    expect(sowing!.after.houses('south')[1]).toBe(0);
    // A capture takes the seeds it says, into the mover's store.
    expect(capture!.capturedSeeds).toBeGreaterThan(0);
    expect(capture!.after.store(capture!.side) - capture!.before.store(capture!.side)).toBe(
      capture!.capturedSeeds + capture!.sown.filter((p) => p.kind === 'store').length,
    );
  });

  it('has no extra turn in Wari, and its capture takes 2 or 3 seeds a house', () => {
    const examples = ruleExamples(unwrap(ruleSet('wari')));
    expect(examples.map((e) => e.kind)).toEqual(['sowing', 'capture']);
    const capture = examples[1]!;
    for (const house of capture.captured) expect([2, 3]).toContain(house.seeds);
  });

  it('shows at least a sowing and a capture for every rule set the app plays', () => {
    for (const preset of FORM_PRESETS) {
      const kinds = ruleExamples(unwrap(ruleSet(preset.id))).map((e) => e.kind);
      expect(kinds.slice(0, 2), preset.id).toEqual(['sowing', 'capture']);
    }
  });
});
