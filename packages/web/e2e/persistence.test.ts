import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { clickHouse, openApp, seeds, startGame, waitForTurn } from './app-page.ts';
import { openPage, screenshot } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

describe('a game kept and carried', () => {
  it('survives a reload mid-game', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    await startGame(page, { preset: 'Kalah \\(standard\\)', opponent: 'computer', level: 3 });
    await clickHouse(page, 'south', 2);
    await clickHouse(
      page,
      'south',
      (await page.locator('.house.south.legal').first().getAttribute('data-pit'))!.split(
        '-',
      )[1] as unknown as number,
    );
    const before = await seeds(page);
    const moves = await page.locator('.move-list').textContent();
    await page.reload();
    await page.locator('.board').waitFor();
    await waitForTurn(page);
    expect(await seeds(page)).toEqual(before);
    await expect(page.locator('.move-list').textContent()).resolves.toBe(moves);
    await expect(page.locator('.notice').textContent()).resolves.toContain(
      'Your unfinished game is back.',
    );
    await expect(page.locator('.player-label.north').textContent()).resolves.toContain('level 3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the record as a file and a link, and imports both', async () => {
    const { page, errors, context } = await openPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp(page, url);
    await startGame(page, { opponent: 'friend', options: { seeds: '4' } });
    // South 1: the last seed in South house 5; North 1: in North house 5; South 4: in North's row.
    for (const [side, house] of [
      ['south', 1],
      ['north', 1],
      ['south', 4],
    ] as const) {
      await clickHouse(page, side, house);
    }
    const shown = await seeds(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as a file' }).click(),
    ]);
    const file = await download.path();
    const record = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string;
      moves: string[];
      rules: { seeds: number };
    };
    expect(record.format).toBe('kalaha-record');
    expect(record.moves).toEqual(['1', '1', '4']);
    expect(record.rules.seeds).toBe(4);

    await page.getByRole('button', { name: 'Copy a link' }).click();
    await page.getByText(/^Link copied\./).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#record=/);

    // A new game, then the file opened: the game comes back.
    await page.getByRole('navigation').getByRole('button', { name: 'New game' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.locator('.board').waitFor();
    await expect(page.locator('.notice').textContent()).resolves.toContain('The game was opened.');
    expect(await seeds(page)).toEqual(shown);

    // The link, opened in another browser window.
    const other = await openPage(browser());
    await other.page.goto(link);
    await other.page.locator('.board').waitFor();
    expect(await seeds(other.page)).toEqual(shown);
    expect(other.page.url()).not.toContain('#record=');

    // A broken file is refused with the reason.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"x"}'),
    });
    await page.getByText(/^This is not a game record we can read/).waitFor();
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('opens an Oware game written by the Aualé program (.ogn) and tells the result its file states (issue 15)', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    const ogn = new URL('../../rules/test/ogn/auale/auale_77_0.ogn', import.meta.url);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'auale_77_0.ogn',
      mimeType: 'text/plain',
      buffer: readFileSync(ogn),
    });
    await page.locator('.board').waitFor();
    const notice = await page.locator('.notice').textContent();
    expect(notice).toContain('The game was opened.');
    expect(notice).toContain('The file states 7 to 32');
    expect(await page.locator('.store.south').textContent()).toContain('8');
    expect(await page.locator('.store.north').textContent()).toContain('40');
    await screenshot(page, 'ogn-opened');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reloads offline after the first visit, and the computer still plays', async () => {
    const { page, errors, context } = await openPage(browser());
    await openApp(page, url);
    // The service worker installs (precaching the build) and takes control of the page.
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.state === 'activated',
      undefined,
      {
        timeout: 20_000,
      },
    );
    // Installable: Chromium finds nothing missing (manifest, icons, service worker); that a
    // test browser context is incognito is the only objection allowed.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await startGame(page, { opponent: 'computer', level: 2 });
    await clickHouse(page, 'south', 3);
    expect(await waitForTurn(page)).toBe('ready');
    await expect(page.locator('.move-list .turn').count()).resolves.toBeGreaterThanOrEqual(2);
    await screenshot(page, 'offline');
    expect(errors).toEqual([]);
    await context.close();
  });
});
