import {
  differencesFrom,
  findPreset,
  presetOf,
  PRESET_IDS,
  type Direction,
  type RuleSet,
  type Side,
} from '@kalaha/rules';

/** A side as it is written in sentences: `South`, `North`. */
export function sideName(side: Side): string {
  return side === 'south' ? 'South' : 'North';
}

/** A sowing direction in words (docs/RULES.md 4): `counter-clockwise`, `clockwise`. */
export function directionName(direction: Direction): string {
  return direction === 'ccw' ? 'counter-clockwise' : 'clockwise';
}

/**
 * A player as shown on screen: the side and the player's name, `South (Ann)`, or the side alone
 * when the player is named after it or has no name (an OGN file whose player is `?`).
 */
export function playerTitle(side: Side, name: string): string {
  const sideText = sideName(side);
  return name === sideText || name.trim() === '' ? sideText : `${sideText} (${name})`;
}

/**
 * A rule set named briefly: the preset's name and id when the rules equal a preset, else the
 * preset they were made from and the options changed (`kalah with houses=3, seeds=2`).
 *
 * @param basePreset the preset id the rule set was built from; by default the preset it differs
 *   from in the fewest options (the first such in the preset table).
 */
export function rulesTitle(rules: RuleSet, basePreset: string = closestPreset(rules)): string {
  const exact = presetOf(rules);
  if (exact !== undefined) return `${findPreset(exact)!.name} [${exact}]`;
  return `${basePreset} with ${differencesFrom(rules, basePreset).join(', ')}`;
}

function closestPreset(rules: RuleSet): string {
  const distance = (id: string): number => differencesFrom(rules, id).length;
  return PRESET_IDS.reduce((best, id) => (distance(id) < distance(best) ? id : best));
}

/** A count with its noun: `1 seed`, `5 seeds`, `2 moves`. */
export function quantity(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
