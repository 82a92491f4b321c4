import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openApp, openSettings, startGame } from './app-page.ts';
import { openPage, screenshot, seriousViolations, VIEWPORTS } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/** The visible text of the page, one entry per text node (language names left out). */
async function visibleTexts(page: Page): Promise<Set<string>> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('option, .visually-hidden, [aria-hidden="true"]')) continue;
      if (!el.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    return out;
  });
  return new Set(texts);
}

/** Texts that are the same in every language: names and numbers. */
const SAME_EVERYWHERE = /^(Kalaha|[\d\s·:.,()+–-]*)$/;

/** Words that some languages share with English: "best" (nb), "Normal" (sv, de). */
const SHARED_WORDS = new Set(['best', 'Normal', 'Kalah (standard)']);

const LANGUAGES = {
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  de: 'Deutsch',
} as const;

describe('languages', () => {
  it('detects the browser’s language', async () => {
    const { page, context, errors } = await openPage(browser(), { locale: 'fi-FI' });
    await openApp(page, url);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fi');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Uusi peli');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches every visible string, on every screen, and remembers the choice', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await startGame(page, { opponent: 'computer' });
    await page.getByRole('button', { name: 'Show the analysis' }).click();
    await page.locator('.analysis-table').waitFor();
    /** The three screens, reached by the header's buttons (new game, game, rules: in order). */
    const screens = async (): Promise<Set<string>> => {
      const texts = new Set<string>();
      for (const index of [0, 2, 1]) {
        await page.locator('.nav button').nth(index).click();
        if (index === 1) await page.locator('.analysis-table').waitFor();
        for (const t of await visibleTexts(page)) texts.add(t);
        expect(await seriousViolations(page)).toEqual([]);
      }
      return texts;
    };
    const english = await screens();
    for (const [code, name] of Object.entries(LANGUAGES)) {
      await openSettings(page);
      await page.getByLabel(/Language|Språk|Sprog|Kieli|Sprache/).selectOption(code);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
      const translated = await screens();
      const left = [...translated].filter(
        (t) => english.has(t) && !SAME_EVERYWHERE.test(t) && !SHARED_WORDS.has(t),
      );
      expect(left, `${name}: English left on screen`).toEqual([]);
    }
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await screenshot(page, 'game-de');
    }
    await page.reload();
    await page.locator('.board').waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(page.locator('.turn-line').textContent()).resolves.toMatch(/Süd/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
