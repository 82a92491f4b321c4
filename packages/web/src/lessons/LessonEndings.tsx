import type { Ending } from '@kalaha/engine';
import { outcome, ruleIs, type RuleSet } from '@kalaha/rules';
import { resultText, spokenResult } from '../game/result-text.ts';
import { useT } from '../i18n/context.ts';

/**
 * A disputed rule side by side (issue 19): the move just played under each ending the rulebooks
 * print (`endingsOf`, docs/RULES.md 1.1 `endRule`), each with the rulebooks that print it and
 * how the game stands after it; the ending of the rules in use marked. Nothing for one ending or
 * none (a rule set whose other endings contradict its options).
 */
export function LessonEndings({
  rules,
  endings,
}: {
  /** The rules in use. */
  rules: RuleSet;
  endings: readonly Ending[];
}) {
  const t = useT();
  if (endings.length < 2) return null;
  return (
    <section class="lesson-endings" aria-labelledby="lesson-endings-title">
      <h3 id="lesson-endings-title">{t('lessons.endings.title')}</h3>
      <p class="muted small">{t('lessons.endings.intro')}</p>
      <ul>
        {endings.map((ending) => {
          const inUse = ruleIs(rules, 'endRule', ending.endRule);
          const result = outcome(ending.after);
          return (
            <li
              key={ending.endRule}
              class={inUse ? 'in-use' : undefined}
              data-end-rule={ending.endRule}
            >
              <strong>{t(`values.endRule.${ending.endRule}`)}</strong>
              {inUse && <span class="badge">{t('lessons.endings.inUse')}</span>}
              <span class="muted small lesson-source">
                {t(`lessons.endings.source.${ending.endRule}`)}
              </span>
              <span>
                {result
                  ? spokenResult(resultText(t, result, ending.rules, ending.events))
                  : t('lessons.endings.playsOn', { side: ending.after.turn })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
