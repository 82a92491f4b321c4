import { ruleSet, type RuleSet, unwrap } from '@kalaha/rules';

/**
 * The rule set of a preset with option overrides, for tests: `ruleSet(preset, options)` of the
 * rules library, unwrapped.
 *
 * @throws Error with the rules library's message for an unknown preset or a bad option (a bug in
 *   the test).
 */
export function rulesOf(preset: string, options: Record<string, unknown> = {}): RuleSet {
  const rules = unwrap(ruleSet(preset, options));
  return rules;
}
