import { Position, ruleSet, type RuleSet, type Setup } from '@kalaha/rules';

/** A rule set from a preset and overrides; throws on invalid ones (a bug in the test). */
export function rulesOf(preset = 'kalaha', overrides: Record<string, unknown> = {}): RuleSet {
  const r = ruleSet(preset, overrides);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A position from a setup; throws on invalid ones. */
export function positionOf(rules: RuleSet, setup: Setup): Position {
  const p = Position.fromSetup(rules, setup);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}
