import { outcome, ruleSet, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { buildLesson } from './build.ts';
import { endingsOf } from './endings.ts';

/** The end-of-game step of `preset`'s lesson. */
function endStep(preset: string, overrides: Record<string, unknown> = {}) {
  const rules = unwrap(ruleSet(preset, overrides));
  const step = buildLesson(rules).steps.find((s) => s.topic === 'endOfGame');
  if (!step) throw new Error(`${preset}: no end-of-game step`);
  return { rules, step };
}

describe('the disputed end of the game, side by side (issue 19)', () => {
  it('plays the end step of the boxed set (docs/RULES.md 1.3) under each of the three endings', () => {
    const { rules, step } = endStep('kalaha');
    const endings = endingsOf(rules, step.position, step.answers[0]!);
    expect(endings.map((e) => e.endRule)).toEqual(['emptierTakes', 'ownerTakes', 'playOn']);
    const [emptier, owner, playOn] = endings;
    // 000/001: the player who emptied his side takes the seeds left; 001 Finnish: their owner does.
    expect(emptier!.after.isOver && owner!.after.isOver).toBe(true);
    const total = (e: (typeof endings)[number]) => {
      const scores = outcome(e.after)!.scores;
      return scores.south + scores.north;
    };
    expect(total(emptier!)).toBe(total(owner!));
    const sweeps = (e: (typeof endings)[number]) =>
      e.events.flatMap((x) => (x.type === 'sweep' ? [x.to] : []));
    expect(sweeps(emptier!)).not.toEqual(sweeps(owner!));
    // 003 variant 1: play goes on while seeds are left in the houses.
    expect(playOn!.after.isOver).toBe(false);
  });

  it('leaves out the ending that contradicts the other options (tieBreak emptierWins)', () => {
    const { rules, step } = endStep('kalaha', { tieBreak: 'emptierWins' });
    const endings = endingsOf(rules, step.position, step.answers[0]!);
    expect(endings.map((e) => e.endRule)).toEqual(['emptierTakes', 'ownerTakes']);
  });

  it('gives no endings for a game without endRule (Wari, docs/RULES.md 2)', () => {
    const rules = unwrap(ruleSet('wari'));
    const step = buildLesson(rules).steps[0]!;
    expect(endingsOf(rules, step.position, step.answers[0]!)).toEqual([]);
  });
});
