import { Position, ruleSet, type PerSide, type RuleSet, type Side, unwrap } from '@kalaha/rules';

/** A rule set from a preset and overrides; throws on a bad one (a bug in the test). */
export function rulesOf(preset = 'kalaha', overrides: Record<string, unknown> = {}): RuleSet {
  const rules = unwrap(ruleSet(preset, overrides));
  return rules;
}

/**
 * A position with the given houses; the seeds missing for seed conservation go to the stores
 * (South's store first, `southStore` of them at most when given).
 */
export function positionOf(
  rules: RuleSet,
  houses: PerSide<readonly number[]>,
  turn: Side = 'south',
  southStore?: number,
): Position {
  const onBoard = [...houses.south, ...houses.north].reduce((a, b) => a + b, 0);
  const rest = 2 * rules.houses * rules.seeds - onBoard;
  const south = southStore ?? Math.ceil(rest / 2);
  const built = unwrap(
    Position.fromSetup(rules, {
      houses,
      stores: { south, north: rest - south },
      turn,
    }),
  );
  return built;
}
