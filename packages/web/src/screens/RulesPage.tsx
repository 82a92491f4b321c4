import { presetOf, type RuleSet } from '@kalaha/rules';
import { useEffect, useRef } from 'preact/hooks';
import { presetName, presetSource } from '../app/names.ts';
import { useT } from '../i18n/context.ts';
import { rulesSections } from './rules-text.ts';

/**
 * The printable rules page of the rule set in use, in the current language: the preset's name
 * (marked changed when options differ), where it comes from, and the rules section by section.
 * Printing hides the app's header and buttons (see `app.css`).
 */
export function RulesPage({
  rules,
  presetId,
  onBack,
}: {
  rules: RuleSet;
  presetId: string;
  onBack: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const exact = presetOf(rules) === presetId;
  const name = exact
    ? presetName(t, presetId)
    : t('presets.custom', { preset: presetName(t, presetId) });
  return (
    <article class="screen rules-page" aria-labelledby="rules-title">
      <div class="actions no-print">
        <button type="button" class="button secondary" onClick={onBack}>
          {t('rulesPage.back')}
        </button>
        <button type="button" class="button secondary" onClick={() => window.print()}>
          {t('rulesPage.print')}
        </button>
      </div>
      <h1 id="rules-title" ref={heading} tabIndex={-1}>
        {t('rulesPage.title', { name })}
      </h1>
      <p class="rules-source">
        <strong>{t('rulesPage.sourceTitle')}:</strong> {presetSource(t, presetId)}
      </p>
      {rulesSections(t, rules).map((section) => (
        <section key={section.id} aria-labelledby={`rules-${section.id}`}>
          <h2 id={`rules-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
