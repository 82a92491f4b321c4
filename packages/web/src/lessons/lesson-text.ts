import type { LessonTopic } from '@kalaha/engine';
import { capabilities, ruleIs, type RuleSet } from '@kalaha/rules';
import type { MessageKey } from '../i18n/keys.ts';
import type { Translate } from '../i18n/translate.ts';

/** A lesson step in words: its title, and what will happen with the move the learner is asked for. */
export interface StepText {
  readonly title: string;
  readonly text: string;
}

/**
 * The sentence a topic starts with where what the rule does depends on an option: where the seeds
 * left go (`endRule`, docs/RULES.md 1.3), who wins equal stores (`tieBreak`, 1.1), what a third
 * occurrence ends and where the seeds go (`cycleRule`, 2; a Giuthi round, 4).
 */
function leadKey(topic: LessonTopic, rules: RuleSet): MessageKey | undefined {
  switch (topic) {
    case 'endOfGame':
      if (ruleIs(rules, 'endRule', 'ownerTakes')) return 'lessons.topic.endOfGame.ownerTakes';
      if (ruleIs(rules, 'endRule', 'playOn')) return 'lessons.topic.endOfGame.playOn';
      return 'lessons.topic.endOfGame.emptierTakes';
    case 'tieBreak':
      return ruleIs(rules, 'tieBreak', 'emptierWins')
        ? 'lessons.topic.tieBreak.emptierWins'
        : 'lessons.topic.tieBreak.draw';
    case 'repetition':
      if (capabilities(rules).hasRounds) return 'lessons.topic.repetition.round';
      return ruleIs(rules, 'cycleRule', 'split')
        ? 'lessons.topic.repetition.split'
        : 'lessons.topic.repetition.ownSide';
    default:
      return undefined;
  }
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
    case 'doubleCapture':
      return ruleIs(rules, 'secondCapture', 'next')
        ? 'lessons.topic.doubleCapture.textNext'
        : 'lessons.topic.doubleCapture.text';
    case 'roundEnd':
      return ruleIs(rules, 'rounds', true)
        ? 'lessons.topic.roundEnd.text'
        : 'lessons.topic.roundEnd.textOneRound';
    default:
      return `lessons.topic.${topic}.text`;
  }
}

/**
 * The words of a lesson step of `topic` under `rules` (docs/RULES.md 1-4), in the app's language:
 * what the rule is, and the move to find; where an option decides what the rule does, its
 * sentence first.
 */
export function stepText(t: Translate, topic: LessonTopic, rules: RuleSet): StepText {
  const lead = leadKey(topic, rules);
  const text = t(textKey(topic, rules));
  return {
    title: t(`lessons.topic.${topic}.title`),
    text: lead === undefined ? text : `${t(lead)} ${text}`,
  };
}
