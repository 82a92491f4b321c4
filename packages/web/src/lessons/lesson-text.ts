import type { LessonTopic } from '@kalaha/engine';
import { capabilities, ruleIs, type RuleSet } from '@kalaha/rules';
import type { MessageKey } from '../i18n/keys.ts';
import type { Translate } from '../i18n/translate.ts';

/** A lesson step in words: its title, and what will happen with the move the learner is asked for. */
export interface StepText {
  readonly title: string;
  readonly text: string;
}

/** The sentence on where the seeds left go when a side is empty, by `endRule` (docs/RULES.md 1.3). */
function endKey(rules: RuleSet): MessageKey {
  if (ruleIs(rules, 'endRule', 'ownerTakes')) return 'lessons.topic.endOfGame.ownerTakes';
  if (ruleIs(rules, 'endRule', 'playOn')) return 'lessons.topic.endOfGame.playOn';
  return 'lessons.topic.endOfGame.emptierTakes';
}

/** The text of `topic` under `rules`: where a rule depends on an option, the option's own words. */
function textKey(topic: LessonTopic, rules: RuleSet): MessageKey {
  switch (topic) {
    case 'sowing':
      // Giuthi's moves have a direction (docs/RULES.md 4).
      return capabilities(rules).hasDirections
        ? 'lessons.topic.sowing.textDirections'
        : 'lessons.topic.sowing.text';
    case 'grandSlam':
      return ruleIs(rules, 'grandSlam', 'forbidden')
        ? 'lessons.topic.grandSlam.textForbidden'
        : 'lessons.topic.grandSlam.text';
    default:
      return `lessons.topic.${topic}.text`;
  }
}

/**
 * The words of a lesson step of `topic` under `rules` (docs/RULES.md 1-4), in the app's language:
 * what the rule is, and the move to find. The end of the game says first what `endRule` does
 * with the seeds left.
 */
export function stepText(t: Translate, topic: LessonTopic, rules: RuleSet): StepText {
  const text = t(textKey(topic, rules));
  return {
    title: t(`lessons.topic.${topic}.title`),
    text: topic === 'endOfGame' ? `${t(endKey(rules))} ${text}` : text,
  };
}
