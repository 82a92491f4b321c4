import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openApp } from './app-page.ts';
import { axeViolations, nextFrames, openPage, overflow, screenshot } from './browser.ts';
import { chooseName } from './online-page.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/** The browser languages of the six languages of the app. */
const LOCALES = ['en-GB', 'sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'de-DE'] as const;

/** The phone the screens are designed at, the narrowest phone, and a desktop (issue 16). */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'narrow', width: 320, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The screens checked, each reached from the first screen as a user reaches it. */
const SCREENS: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'first', open: async (page) => openApp(page, url) },
  {
    name: 'options',
    open: async (page) => {
      await openApp(page, url);
      await page.locator('details.options > summary').click();
      await page.locator('details.options[open] .option-list').waitFor();
    },
  },
  {
    name: 'game',
    open: async (page) => {
      await openApp(page, url);
      await page.locator('.quick-start button').first().click();
      await page.locator('.board .house.legal').first().waitFor();
    },
  },
  {
    name: 'lobby',
    open: async (page) => {
      await page.goto(`${url}/online`);
      await page.locator('.game-table tr[data-game]').first().waitFor();
    },
  },
  {
    name: 'puzzle',
    open: async (page) => {
      await page.goto(`${url}/puzzles?set=kalaha`);
      await page.locator('.puzzle').waitFor();
    },
  },
  {
    name: 'puzzle-solved',
    open: async (page) => {
      await page.goto(`${url}/puzzles?set=kalah&n=1`);
      await page.locator('.puzzle .house.legal').first().click();
      await page.locator('.puzzle-values').waitFor();
    },
  },
  {
    name: 'lesson',
    open: async (page) => {
      await page.goto(`${url}/learn?set=kalah`);
      await page.locator('.lesson-step').waitFor();
    },
  },
  {
    name: 'lesson-answered',
    open: async (page) => {
      await page.goto(`${url}/learn?set=kalah`);
      await page.locator('.lesson-step .house.legal').first().click();
      await page.locator('.lesson-verdict.right, .lesson-verdict.wrong').waitFor();
    },
  },
  {
    name: 'rules',
    open: async (page) => {
      await page.goto(`${url}/rules`);
      await page.locator('.rules-page').waitFor();
    },
  },
];

describe('every screen on a phone and a desktop, in six languages (issue 16)', () => {
  beforeAll(async () => {
    // An open game in the lobby, so that its list shows rows.
    const { page, context } = await openPage(browser());
    await openApp(page, url);
    await page.getByRole('button', { name: /Play online/ }).click();
    await chooseName(page, 'Annika Långnamn-Virtanen');
    await page.waitForURL(/\/play\//);
    await context.close();
  });

  for (const locale of LOCALES) {
    it(`fits the width and passes axe in ${locale}`, async () => {
      const { page, context, errors } = await openPage(browser(), { locale });
      for (const screen of SCREENS) {
        // Each screen as a first visit shows it (no game of the screen before to restore),
        // opened at the phone size it is designed at, then seen at each size in turn as a
        // rotated phone or a resized window sees it (the app follows resizes: `app/media.ts`).
        await page.setViewportSize(SIZES[0]);
        if (page.url().startsWith(url)) await page.evaluate(() => localStorage.clear());
        await screen.open(page);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await nextFrames(page);
          const where = `${locale} ${size.name} ${screen.name}`;
          const seen = await overflow(page);
          expect(seen.wide, where).toEqual([]);
          expect(seen.scrollWidth, where).toBeLessThanOrEqual(seen.width);
          // Every axe rule, of any impact, at the two sizes the screens are designed at.
          if (size.name !== 'narrow') {
            const found = (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes[0]?.target}`);
            expect(found, where).toEqual([]);
          }
          if (locale === 'en-GB' || size.name === 'narrow') {
            await screenshot(page, `layout-${screen.name}-${locale}`);
          }
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
