import { describe, expect, inject, it } from 'vitest';
import { openApp, openPanel, playToEnd } from './app-page.ts';
import { openPage, screenshot, seriousViolations, VIEWPORTS } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

describe('two people on one device', () => {
  it.each(Object.entries(VIEWPORTS))('play a complete game (%s)', async (name, viewport) => {
    const { page, errors, context } = await openPage(browser(), { viewport });
    await openApp(page, url);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'new-game');

    // Who starts is drawn by lot: a seed hidden in one of two fists.
    await page.getByRole('radio', { name: 'A friend on this device' }).check();
    await page.getByRole('radio', { name: 'Draw lots' }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    const lot = page.getByRole('dialog', { name: 'Drawing lots' });
    await lot.getByText(/^(South|North) starts!$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'lot');
    await lot.getByRole('button', { name: 'Play' }).click();
    await page.locator('.board').waitFor();
    await expect(page.locator('.turn-line').textContent()).resolves.toMatch(
      /(South|North) to move/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'game-start');

    // Both sides are played by tapping their houses, the side to move alternating.
    let sides = new Set<string>();
    const moves = await playToEnd(page, (legal) => {
      sides = new Set([...sides, legal[0]!.split('-')[0]!]);
      return legal[legal.length - 1]!;
    });
    expect(sides).toEqual(new Set(['south', 'north']));
    expect(moves).toBeGreaterThan(5);

    const result = page.locator('.panel.result');
    await expect(result.locator('h2').textContent()).resolves.toMatch(
      /^(South wins|North wins|A draw)/,
    );
    await expect(result.textContent()).resolves.toMatch(/houses were empty|Both sides/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'game-over');

    // Review: the arrow keys step through the moves as soon as it opens, numbered as in the
    // move list; a reload keeps the review where it was.
    await page.getByRole('button', { name: 'Review the game' }).click();
    await page.keyboard.press('ArrowLeft');
    const position = await page.locator('.review-position').textContent();
    expect(position).toMatch(/^After \d+\. (South|North) \d+$/);
    await expect(page.locator('.move-list .move.current').textContent()).resolves.toBe(
      position!.split(' ').at(-1),
    );
    await expect(page.locator('.keyboard-help').textContent()).resolves.toMatch(/^Keys: Left/);
    await page.reload();
    await expect(page.locator('.review-position').textContent()).resolves.toBe(position);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'review');

    // The printable rules page of the preset in use.
    await page.getByRole('button', { name: 'Leave the review' }).click();
    await openPanel(page, 'Game record');
    await page.getByRole('button', { name: 'Rules of this game' }).click();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Rules: Kalaha (Nordic boxed set)',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'rules');

    expect(errors).toEqual([]);
    await context.close();
  });
});
