import { LATER_OPTION_DEFAULTS, optionNamesOf, type RuleSet } from '@kalaha/rules';

/** The options an endgame database does not depend on (see {@link egdbRulesKey}). */
export const KEYLESS: ReadonlySet<string> = new Set(['seeds', 'swap']);

/**
 * The rule-set key of an endgame database: every option that can change a value, written as
 * `game;name=value;…` in the option table's order (docs/RULES.md 1.1). That is every option except
 * `seeds`: the seeds per house at the start only fix how many seeds are in play, and a database
 * holds positions by the seeds left in the houses, so one 6-house `kalah` database serves Kalah(6,4)
 * and Kalah(6,5) alike. `swap` is left out too: the pie rule (docs/RULES.md 5) decides only the first two
 * moves of a game, never a position a database holds, so ManKalah (Kalah 7×7 with `swap`) shares
 * the 7-house `kalah` databases. `houses` is in the key (it is the board). Any other option added
 * to the rules later is in the key automatically, except at the value a rule set without it has
 * (`LATER_OPTION_DEFAULTS`, docs/RULES.md 7), so that the keys of databases built before it existed
 * stay valid.
 */
export function egdbRulesKey(rules: RuleSet): string {
  return rulesKeyWithout(rules, KEYLESS);
}

/**
 * The key of `rules` as {@link egdbRulesKey} writes it, without the options in `left` and without
 * later options at their value of before (docs/RULES.md 7).
 */
export function rulesKeyWithout(rules: RuleSet, left: ReadonlySet<string>): string {
  const values = rules as unknown as Readonly<Record<string, unknown>>;
  const before = LATER_OPTION_DEFAULTS[rules.game] as Readonly<Record<string, unknown>>;
  const parts: string[] = [rules.game];
  for (const name of optionNamesOf(rules.game)) {
    if (left.has(name) || before[name] === values[name]) continue;
    parts.push(`${name}=${String(values[name])}`);
  }
  return parts.join(';');
}

/**
 * Why no endgame database can be built for `rules`, or `undefined` when one can.
 *
 * A database value is the seed margin still to be gained from a position, which must not depend on
 * the stores. Two options make it depend on them, and are refused:
 * - `majorityEnd` (the game ends when a store passes half the seeds, docs/RULES.md 1.3);
 * - `tieBreak: emptierWins` (whether equal stores at the end are a win depends on the stores).
 */
export function egdbRefusal(rules: RuleSet): string | undefined {
  if (rules.game !== 'kalaha') {
    return `endgame databases are for the Kalaha family only (got game '${rules.game}')`;
  }
  if (rules.majorityEnd) {
    return 'no endgame database under majorityEnd=true: the game then ends by what the stores hold, so a position is not worth the same whatever the stores';
  }
  if (rules.tieBreak !== 'draw') {
    return `no endgame database under tieBreak=${rules.tieBreak}: who wins equal stores depends on the stores`;
  }
  return undefined;
}
