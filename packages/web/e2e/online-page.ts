import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openApp } from './app-page.ts';
import { openPage, type WatchedPage } from './browser.ts';

/** Answers the display-name prompt. */
export async function chooseName(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your name for online play' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Ann creates an online game of `preset` (as South, rated) on the new-game screen, with `options`
 * chosen among the rules' options; Bob opens the invite link and joins as North.
 */
export async function seatAnnAndBob(
  url: string,
  a: Page,
  b: Page,
  preset: RegExp,
  options: Record<string, string> = {},
): Promise<void> {
  await openApp(a, url);
  await a.getByRole('radio', { name: preset }).check();
  if (Object.keys(options).length > 0) {
    await a.locator('.options summary').click();
    for (const [name, value] of Object.entries(options)) {
      await a.locator(`#option-${name}`).selectOption(value);
    }
  }
  await a.getByRole('radio', { name: 'Someone online, with a link' }).check();
  await a.getByRole('radio', { name: 'Rated: the result changes both ratings' }).check();
  await a.getByRole('group', { name: 'Your side' }).getByRole('radio', { name: 'South' }).check();
  await a.getByRole('button', { name: 'Create the game and get its link' }).click();
  await chooseName(a, 'Ann');
  await a.waitForURL(/\/play\/[A-Za-z0-9_-]+$/);
  await b.goto(a.url());
  await b.getByRole('button', { name: 'Join and play North' }).click();
  await chooseName(b, 'Bob');
  await b.getByText('You play North.').waitFor();
  await a.getByText('You play South.').waitFor();
}

/** Opens two players' pages; `done` checks no page error was seen and closes them. */
export async function twoPages(browser: Browser) {
  const ann: WatchedPage = await openPage(browser);
  const bob: WatchedPage = await openPage(browser);
  return {
    a: ann.page,
    b: bob.page,
    done: async () => {
      for (const page of [ann, bob]) {
        expect(page.errors).toEqual([]);
        await page.context.close();
      }
    },
  };
}

/**
 * The rows of the leaderboard of `family` (the value of its family list), best first, each row's
 * text: read once the page shows that family's table (its caption names `label`) with `name` in
 * it. Waiting for the caption matters: right after the family is chosen, the table of the family
 * shown before may still be there, and may list `name` too.
 */
export async function leaderboardRows(
  page: Page,
  url: string,
  family: string,
  label: string,
  name: string,
): Promise<string[]> {
  await page.goto(`${url}/leaderboard`);
  await page.locator('.leaderboard select').selectOption(family);
  await page.waitForURL(new RegExp(`family=${family}`));
  const table = page.locator('.leaderboard-table', {
    has: page.locator('caption', { hasText: label }),
    hasText: name,
  });
  await table.waitFor();
  return table.locator('tbody tr').allTextContents();
}
