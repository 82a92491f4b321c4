import {
  parsePosition,
  Position,
  ruleSet,
  type KalahaRuleSet,
  type RuleSet,
  type Setup,
  unwrap,
} from '@kalaha/rules';

/**
 * A Kalaha-family rule set (the app's games) from a preset and overrides; throws on invalid ones
 * and on other games' presets (a bug in the test).
 */
export function rulesOf(preset = 'kalaha', overrides: Record<string, unknown> = {}): KalahaRuleSet {
  const r = anyRulesOf(preset, overrides);
  if (r.game !== 'kalaha') throw new Error(`${preset} is not a Kalaha-family preset`);
  return r;
}

/** The rule set of any game (Wari, Obridjie, Giuthi too) from a preset and overrides; throws on invalid ones. */
export function anyRulesOf(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const r = unwrap(ruleSet(preset, overrides));
  return r;
}

/** A position from a setup; throws on invalid ones. */
export function positionOf(rules: RuleSet, setup: Setup): Position {
  const p = unwrap(Position.fromSetup(rules, setup));
  return p;
}

/** A position of any game from its notation (`@kalaha/rules` `parsePosition`); throws on bad text. */
export function positionAt(preset: string, notation: string): Position {
  const rules = unwrap(ruleSet(preset));
  const p = unwrap(parsePosition(rules, notation));
  return p;
}
