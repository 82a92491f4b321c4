import type { Lesson } from '@kalaha/engine';
import type { RuleSet } from '@kalaha/rules';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardAnimation } from '../game/animate.ts';
import { useT } from '../i18n/context.ts';
import { rulesName, shownRules } from '../screens/shown-rules.ts';
import { LessonStepView } from './LessonStepView.tsx';
import { workerLessonBuilder, type LessonBuilder } from './lesson-builder.ts';
import { stepText } from './lesson-text.ts';
import './lessons.css';

/** The lesson page's ties to the app. */
export interface LessonPageProps extends BoardAnimation {
  /** The rule set in use (the game's, or the new-game form's), and the preset it was chosen from. */
  readonly rules: RuleSet;
  readonly presetId: string;
  /** The preset named in the address (`/learn?set=`), if any: its lesson instead. */
  readonly shown: string | undefined;
  /** Leaves the lesson. */
  readonly onBack: () => void;
  /** Builds the course (by default in a Web Worker of its own, off the page's thread). */
  readonly build?: LessonBuilder;
}

/** The browser's builder, made once. */
const IN_A_WORKER = workerLessonBuilder();

/**
 * The lesson page (issue 19, its own address `/learn`): the course of a rule set, built from the
 * rule set itself (`buildLesson`, searched in a Web Worker: for any preset and any combination of
 * options, a step for each rule it has, on a position where the rule shows), one step at a time
 * ({@link LessonStepView}), then the end of the course: the steps done, and the rules the search
 * met no position for.
 */
export function LessonPage({
  rules: inUse,
  presetId: inUseId,
  shown,
  onBack,
  build = IN_A_WORKER,
  ...animation
}: LessonPageProps) {
  const t = useT();
  const chosen = shownRules(inUse, inUseId, shown);
  // The rule sets passed in are made anew on each drawing of the app; their content is the key.
  const rulesKey = JSON.stringify(chosen.rules);
  // The search takes a moment (a few hundred ms for Wari on a slow phone): off the page's thread.
  const [lesson, setLesson] = useState<Lesson | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setLesson(undefined);
    setFailed(undefined);
    build(chosen.rules).then(
      (built) => {
        if (live) setLesson(built);
      },
      (error: unknown) => {
        if (live) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [rulesKey]);
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const step = lesson?.steps[index];
  const restart = () => {
    setIndex(0);
    setRound((n) => n + 1);
  };
  return (
    <article class="screen lesson-page" aria-labelledby="lesson-title">
      <div class="actions">
        <button type="button" class="button secondary" onClick={onBack}>
          {t('rulesPage.back')}
        </button>
      </div>
      <h1 id="lesson-title" ref={heading} tabIndex={-1}>
        {t('lessons.title', { name: rulesName(t, chosen) })}
      </h1>
      {index === 0 && <p class="muted">{t('lessons.intro')}</p>}
      {lesson === undefined ? (
        <p class={failed ? 'error' : 'loading'} role="status">
          {failed ? t('app.loadError', { message: failed }) : t('lessons.building')}
        </p>
      ) : step ? (
        <LessonStepView
          key={`${round} ${index}`}
          lesson={lesson}
          step={step}
          number={index + 1}
          last={index === lesson.steps.length - 1}
          onNext={() => setIndex(index + 1)}
          {...animation}
        />
      ) : (
        <section class="lesson-done" aria-labelledby="lesson-done-title">
          <h2 id="lesson-done-title">{t('lessons.done', { count: lesson.steps.length })}</h2>
          <ol>
            {lesson.steps.map((s) => (
              <li key={s.topic}>{stepText(t, s.topic, lesson.rules).title}</li>
            ))}
          </ol>
          {lesson.missing.length > 0 && (
            <p class="muted">
              {t('lessons.missing', {
                topics: lesson.missing
                  .map((topic) => stepText(t, topic, lesson.rules).title)
                  .join(', '),
              })}
            </p>
          )}
          <div class="actions">
            <button type="button" class="button primary" onClick={onBack}>
              {t('rulesPage.back')}
            </button>
            <button type="button" class="button secondary" onClick={restart}>
              {t('lessons.restart')}
            </button>
          </div>
        </section>
      )}
    </article>
  );
}
