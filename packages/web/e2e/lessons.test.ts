/**
 * The lessons in Chromium at phone size (issue 19): a whole course taken from the new-game form,
 * with one wrong answer played out and explained, the disputed end of the game side by side;
 * Giuthi's course, its moves sown in a direction; and the course of another rule set opened from
 * the rules page.
 */
import { buildLesson, stepPosition, tryStep, type LessonStep } from '@kalaha/engine';
import { legalMoves, parsePosition, ruleSet, unwrap } from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openApp } from './app-page.ts';
import { openPage, screenshot, VIEWPORTS } from './browser.ts';
import { sowMove } from './giuthi-page.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
/** How long a poll waits for the page (ms): a safety net on a loaded machine, not a measure. */
const POLL = { timeout: 30_000 };
const browser = useBrowser();

/** The verdict on the learner's move, once there is one. */
const verdict = (page: Page) => page.locator('.lesson-verdict').first().textContent();

/** Plays South's house `house` on the lesson's board. */
async function play(page: Page, house: number): Promise<void> {
  await page.locator(`.lesson-step [data-pit="south-${house}"]`).click();
}

describe('lessons on a phone (issue 19)', () => {
  it('takes the whole course of the form’s rules, one answer wrong, the endings compared', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    await openApp(page, url);
    await page.getByRole('button', { name: 'Learn these rules' }).click();
    await page.waitForURL(/\/learn$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Learn: Kalaha (Nordic boxed set)');
    // The course the page builds: the engine's, from the same rules (the form's default).
    const lesson = buildLesson(unwrap(ruleSet('kalaha')));
    expect(lesson.steps.map((s) => s.topic)).toEqual([
      'sowing',
      'skipStore',
      'extraTurn',
      'capture',
      'emptyCapture',
      'endOfGame',
      'tieBreak',
    ]);
    for (const [i, step] of lesson.steps.entries()) {
      await expect
        .poll(() => page.locator('.lesson-step').getAttribute('data-topic'), POLL)
        .toBe(step.topic);
      expect(await page.locator('.lesson-progress').textContent()).toBe(
        `Step ${i + 1} of ${lesson.steps.length}`,
      );
      if (i === 0) {
        await screenshot(page, 'lesson-step');
        await answerWrong(page, lesson, step);
      }
      const right = step.answers[0]!.house;
      await play(page, right);
      await expect.poll(() => verdict(page), POLL).toMatch(/^Yes! South sows house \d/);
      expect(await page.locator('.lesson-verdict.right').count()).toBe(1);
      if (step.topic === 'endOfGame') {
        // The boxed set's ending marked, the Finnish sheet's and the felt board's beside it.
        const endings = page.locator('.lesson-endings li');
        expect(await endings.count()).toBe(3);
        expect(await page.locator('.lesson-endings li.in-use').getAttribute('data-end-rule')).toBe(
          'emptierTakes',
        );
        expect(await endings.nth(1).textContent()).toContain('The Finnish text of the sheet');
        expect(await endings.nth(2).textContent()).toMatch(/Play goes on: (South|North) moves/);
        await screenshot(page, 'lesson-endings');
      }
      const last = i === lesson.steps.length - 1;
      await page.getByRole('button', { name: last ? 'Finish' : 'Next step' }).click();
    }
    await expect
      .poll(() => page.locator('.lesson-done h2').textContent(), POLL)
      .toBe(`Course complete: ${lesson.steps.length} steps`);
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.locator('.new-game').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes Giuthi’s course, each move sown in its direction (docs/RULES.md 4)', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    await page.goto(`${url}/learn?set=giuthi`);
    const lesson = buildLesson(unwrap(ruleSet('giuthi')));
    expect(lesson.steps.map((s) => s.topic)).toContain('directionCapture');
    for (const [i, step] of lesson.steps.entries()) {
      await expect
        .poll(() => page.locator('.lesson-step').getAttribute('data-topic'), POLL)
        .toBe(step.topic);
      await sowMove(page, stepPosition(lesson.rules, step), step.answers[0]!);
      await expect.poll(() => verdict(page), POLL).toMatch(/^Yes! South sows house \d/);
      if (step.topic === 'directionCapture') await screenshot(page, 'lesson-giuthi-direction');
      const last = i === lesson.steps.length - 1;
      await page.getByRole('button', { name: last ? 'Finish' : 'Next step' }).click();
    }
    await expect
      .poll(() => page.locator('.lesson-done h2').textContent(), POLL)
      .toBe(`Course complete: ${lesson.steps.length} steps`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the course of the rule set the rules page shows, and goes back there', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    await page.goto(`${url}/rules?set=oware`);
    await page.getByRole('button', { name: 'Learn these rules' }).click();
    await page.waitForURL(/\/learn\?set=oware$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Learn: Oware (a grand slam captures nothing)');
    expect(await page.locator('.lesson-step').getAttribute('data-topic')).toBe('sowing');
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.waitForURL(/\/rules\?set=oware$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Plays a move of `step` that does not show its rule: the move is played out, what happened is
 * said, and the board is set up again.
 */
async function answerWrong(
  page: Page,
  lesson: ReturnType<typeof buildLesson>,
  step: LessonStep,
): Promise<void> {
  const position = unwrap(parsePosition(lesson.rules, step.position));
  const wrong = legalMoves(position).find((move) => {
    const tried = tryStep(lesson, step, move);
    return tried.ok && !tried.value.right;
  })!;
  await play(page, wrong.house);
  await expect
    .poll(() => verdict(page), POLL)
    .toContain(`Not this one. What happened: South sows house ${wrong.house}`);
  expect(await page.locator('.lesson-verdict.wrong').count()).toBe(1);
  await screenshot(page, 'lesson-wrong');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => verdict(page), POLL).toBe('Your move: choose a house.');
}
