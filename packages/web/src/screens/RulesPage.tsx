import type { RuleSet } from '@kalaha/rules';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { presetName, presetSource } from '../app/names.ts';
import { FORM_PRESETS } from '../game/new-game.ts';
import { ruleExamples } from '../game/rule-examples.ts';
import { RuleExampleFigure } from './RuleExampleFigure.tsx';
import { useT } from '../i18n/context.ts';
import { rulesSections } from './rules-text.ts';
import { rulesName, shownRules } from './shown-rules.ts';

/**
 * The printable rules page (its own address, `/rules`), in the current language: the rule set in
 * use (the game's, or the new-game form's) or any other the app plays, chosen in a list of every
 * rule set; the preset's name (marked changed when options differ), where it comes from, and the
 * rules section by section, then worked examples played by the rules library (a sowing, a
 * capture, an extra turn, as the rules have them: {@link ruleExamples}). Printing hides the app's header and buttons (see `app.css`).
 */
export function RulesPage({
  rules: inUse,
  presetId: inUseId,
  shown,
  onShow,
  onBack,
  onLearn,
}: {
  /** The rule set in use, and the preset it was chosen from. */
  rules: RuleSet;
  presetId: string;
  /** The preset chosen in the list (the address's `?set=`), if any and not the one in use. */
  shown?: string | undefined;
  /** The user chose the preset `set` in the list. */
  onShow?: (set: string) => void;
  onBack: () => void;
  /** The user asked for the lesson of the rules shown (issue 19): `set`, the preset chosen in the list, if any. */
  onLearn?: (set: string | undefined) => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const chosen = shownRules(inUse, inUseId, shown);
  const { rules, presetId } = chosen;
  // The examples play up to a few thousand moves: once per rule set shown, not once per drawing
  // (the rule sets passed in are made anew on each drawing of the app; their content is the key).
  const rulesKey = JSON.stringify(rules);
  const examples = useMemo(() => ruleExamples(rules), [rulesKey]);
  const name = rulesName(t, chosen);
  return (
    <article class="screen rules-page" aria-labelledby="rules-title">
      <div class="actions no-print">
        <button type="button" class="button secondary" onClick={onBack}>
          {t('rulesPage.back')}
        </button>
        <button type="button" class="button secondary" onClick={() => window.print()}>
          {t('rulesPage.print')}
        </button>
        {onLearn && (
          <button
            type="button"
            class="button primary"
            onClick={() => onLearn(presetId === inUseId ? undefined : presetId)}
          >
            {t('lessons.start')}
          </button>
        )}
      </div>
      <h1 id="rules-title" ref={heading} tabIndex={-1}>
        {t('rulesPage.title', { name })}
      </h1>
      <div class="rules-sets no-print">
        <label for="rules-set">{t('rulesPage.chooseSet')}</label>
        <select
          id="rules-set"
          value={presetId}
          onChange={(e) => onShow?.((e.target as HTMLSelectElement).value)}
        >
          {FORM_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {presetName(t, p.id)}
            </option>
          ))}
        </select>
        <p class="muted small">{t('rulesPage.everySet')}</p>
      </div>
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
      {examples.length > 0 && (
        <section aria-labelledby="rules-examples">
          <h2 id="rules-examples">{t('rulesPage.examples')}</h2>
          {examples.map((example) => (
            <RuleExampleFigure key={example.kind} example={example} />
          ))}
        </section>
      )}
    </article>
  );
}
