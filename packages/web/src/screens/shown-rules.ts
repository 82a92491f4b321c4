import { presetOf, ruleSet, type RuleSet } from '@kalaha/rules';
import { presetName } from '../app/names.ts';
import { findFormPreset } from '../game/new-game.ts';
import type { Translate } from '../i18n/translate.ts';

/** A rule set a page shows, and the preset it is named after. */
export interface ShownRules {
  readonly rules: RuleSet;
  readonly presetId: string;
}

/**
 * The rule set a page about rules shows (the rules page, the lesson): the preset named in its
 * address (`?set=`) as the preset has it, when that is a preset of the app other than the one in
 * use; else the rule set in use (the game's, or the new-game form's, options changed or not).
 */
export function shownRules(inUse: RuleSet, inUseId: string, shown: string | undefined): ShownRules {
  const other = shown !== undefined && shown !== inUseId ? findFormPreset(shown) : undefined;
  const otherRules = other ? ruleSet(other.id) : undefined;
  return other && otherRules?.ok
    ? { rules: otherRules.value, presetId: other.id }
    : { rules: inUse, presetId: inUseId };
}

/** The name of a rule set: its preset's, marked changed when its options differ from the preset's. */
export function rulesName(t: Translate, { rules, presetId }: ShownRules): string {
  return presetOf(rules) === presetId
    ? presetName(t, presetId)
    : t('presets.custom', { preset: presetName(t, presetId) });
}
