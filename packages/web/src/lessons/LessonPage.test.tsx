import { buildLesson, TRIES_BEFORE_HELP, tryStep } from '@kalaha/engine';
import { legalMoves, parsePosition, unwrap } from '@kalaha/rules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { rulesOf } from '../test-support/positions.ts';
import { click, flush, renderWith } from '../test-support/render.tsx';
import { LessonPage } from './LessonPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/**
 * The lesson page of `kalah` as the app shows it, moves shown at once (reduced motion), once the
 * course is built.
 */
async function page(onBack = vi.fn()) {
  const view = renderWith(
    i18n,
    <LessonPage
      rules={rulesOf('kalah')}
      presetId="kalah"
      shown={undefined}
      onBack={onBack}
      speed={() => 1}
      reducedMotion={() => true}
      onStep={vi.fn()}
      build={(rules) => Promise.resolve(buildLesson(rules))}
    />,
  );
  expect(view.container.querySelector('.loading')?.textContent).toBe(
    'Finding a position for each rule…',
  );
  await flush();
  return view;
}

const lesson = buildLesson(rulesOf('kalah'));

/** The house button of South's house `house`. */
const house = (container: HTMLElement, n: number) =>
  container.querySelector(`.lesson-step [data-pit="south-${n}"]`);

/** The button named `name`. */
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('LessonPage (issue 19)', () => {
  it('asks for each step’s move, plays a wrong one out, names a right one after two misses', async () => {
    const { container, unmount } = await page();
    expect(container.querySelector('h1')?.textContent).toBe('Learn: Kalah (standard)');
    const step = lesson.steps[0]!;
    expect(container.querySelector('.lesson-step')?.getAttribute('data-topic')).toBe('sowing');
    expect(container.querySelector('.lesson-progress')?.textContent).toBe(
      `Step 1 of ${lesson.steps.length}`,
    );
    const position = unwrap(parsePosition(lesson.rules, step.position));
    const wrong = legalMoves(position).find((move) => {
      const tried = tryStep(lesson, step, move);
      return tried.ok && !tried.value.right;
    })!;
    for (let miss = 1; miss <= TRIES_BEFORE_HELP; miss++) {
      click(house(container, wrong.house));
      await flush();
      const verdict = container.querySelector('.lesson-verdict.wrong')?.textContent ?? '';
      expect(verdict).toContain(`Not this one. What happened: South sows house ${wrong.house}`);
      // The right move is named only after the second miss.
      expect(verdict.includes(`Try house ${step.answers[0]!.house}.`)).toBe(
        miss === TRIES_BEFORE_HELP,
      );
      click(button(container, 'Try again'));
      expect(container.querySelector('.lesson-verdict')?.textContent).toBe(
        'Your move: choose a house.',
      );
    }
    click(house(container, step.answers[0]!.house));
    await flush();
    expect(container.querySelector('.lesson-verdict.right')?.textContent).toMatch(
      /^Yes! South sows house \d, \d+ seeds\./,
    );
    click(button(container, 'Next step'));
    expect(container.querySelector('.lesson-progress')?.textContent).toBe(
      `Step 2 of ${lesson.steps.length}`,
    );
    unmount();
  });

  it('ends with the course complete, every step listed, and starts again', async () => {
    const onBack = vi.fn();
    const { container, unmount } = await page(onBack);
    for (const [i, step] of lesson.steps.entries()) {
      click(house(container, step.answers[0]!.house));
      await flush();
      if (step.topic === 'endOfGame') {
        // Standard Kalah's ending (the owner keeps his seeds) marked among the three.
        const endings = [...container.querySelectorAll('.lesson-endings li')];
        expect(endings.map((li) => li.getAttribute('data-end-rule'))).toEqual([
          'emptierTakes',
          'ownerTakes',
          'playOn',
        ]);
        expect(container.querySelector('.lesson-endings li.in-use')?.textContent).toContain(
          'Each player keeps his own',
        );
      }
      click(button(container, i === lesson.steps.length - 1 ? 'Finish' : 'Next step'));
    }
    expect(container.querySelector('.lesson-done h2')?.textContent).toBe(
      `Course complete: ${lesson.steps.length} steps`,
    );
    expect(container.querySelectorAll('.lesson-done li')).toHaveLength(lesson.steps.length);
    click(button(container, 'Start again'));
    expect(container.querySelector('.lesson-progress')?.textContent).toBe(
      `Step 1 of ${lesson.steps.length}`,
    );
    click(button(container, 'Back'));
    expect(onBack).toHaveBeenCalledOnce();
    unmount();
  });
});
