import { describe, expect, inject, it } from 'vitest';
import { legalHouses, openApp, waitForTurn } from './app-page.ts';
import { openPage } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

describe('keyboard only', () => {
  it('starts a game and plays it to the end without a mouse', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);

    // Tab to "Start the game" and press Enter.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (name === 'Start the game') break;
    }
    await page.keyboard.press('Enter');
    await page.locator('.board').waitFor();

    // The board has the focus at once: the first playable house.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-pit') === 'south-1',
    );
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('South house 1, 6 seeds');
    // Arrow right moves along the houses; Enter sows the focused one.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-pit') === 'south-2',
    );
    await page.keyboard.press('Enter');
    // After the computer's reply the focus is back on house 2, or the playable house nearest it.
    await page.waitForFunction(() => document.querySelectorAll('.move-list li').length >= 2);
    expect(await waitForTurn(page)).toBe('ready');
    const legal = (await legalHouses(page)).map((p) => Number(p.split('-')[1]));
    const nearest = [...legal].sort((x, y) => Math.abs(x - 2) - Math.abs(y - 2) || x - y)[0];
    await page.waitForFunction(
      (pit) => document.activeElement?.getAttribute('data-pit') === pit,
      `south-${nearest}`,
    );
    // A visible focus ring.
    await expect(
      page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle),
    ).resolves.toBe('solid');

    let moves = 0;
    for (let i = 0; i < 300; i++) {
      if ((await waitForTurn(page)) === 'over') break;
      const legal = (await legalHouses(page)).map((p) => Number(p.split('-')[1]));
      if (i % 2 === 0) {
        // Type the house number.
        await page.keyboard.press(String(legal[legal.length - 1]));
      } else {
        // Arrow to a house and press Enter.
        await page.locator(`.house.legal`).first().waitFor();
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
      }
      moves++;
      await page
        .waitForFunction(
          () =>
            !document.querySelector('.board .house.legal') ||
            document.querySelector('.panel.result'),
          undefined,
          { timeout: 500 },
        )
        .catch(() => undefined);
    }
    expect(moves).toBeGreaterThan(3);
    await expect(page.locator('.panel.result h2').textContent()).resolves.toMatch(/wins|draw/);
    // The result takes the focus, so that it is read out.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('result-title');
    expect(errors).toEqual([]);
    await context.close();
  });
});
