import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openApp, waitForTurn } from './app-page.ts';
import { openPage, recordMetrics, screenshot, seriousViolations } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const kgpPort = inject('kgpPort');
const browser = useBrowser();

/** The `kalaha` command of `packages/cli`. */
const KALAHA = fileURLToPath(new URL('../../cli/bin/kalaha.mjs', import.meta.url));

/** A bot process and what it wrote to standard error (for the failure message). */
interface BotProcess {
  readonly child: ChildProcess;
  readonly log: () => string;
}

const bots: BotProcess[] = [];

/**
 * Starts the real `kalaha kgp-client` against the server's KGP port: the engine at level 1 as a
 * registered bot named `name`.
 */
function startBot(name: string, token: string): BotProcess {
  const child = spawn(
    process.execPath,
    [
      KALAHA,
      'kgp-client',
      `127.0.0.1:${kgpPort}`,
      '--level',
      '1',
      '--name',
      name,
      '--token',
      token,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const bot = { child, log: () => log };
  bots.push(bot);
  return bot;
}

/** Ends a bot process (SIGTERM) and waits until it has exited. */
async function stopBot(bot: BotProcess): Promise<void> {
  if (bot.child.exitCode !== null || bot.child.signalCode !== null) return;
  const exited = new Promise((resolve) => bot.child.once('exit', resolve));
  bot.child.kill('SIGTERM');
  await exited;
}

afterEach(async () => {
  for (const bot of bots.splice(0)) await stopBot(bot);
});

/** Presses the bot list's Refresh until `ready` holds (the list is also read every 5 s). */
async function refreshUntil(page: Page, ready: () => Promise<boolean>, what: string) {
  const bots_ = page.locator('section.bots');
  await vi.waitFor(
    async () => {
      if (await ready()) return;
      await bots_.getByRole('button', { name: 'Refresh' }).click();
      throw new Error(`the bot list never showed ${what}`);
    },
    { timeout: 20_000, interval: 250 },
  );
}

/** Answers the display-name prompt. */
async function chooseName(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your name for online play' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('bots', () => {
  it('a person challenges a connected bot from the lobby and plays a rated game to its result', async () => {
    const started = Date.now();
    const bot = startBot('E2EBot', 'e2e-bot-token-1');
    const watched = await openPage(browser());
    const page = watched.page;
    await openApp(page, `${url}/online`);

    // The bot shows in the lobby once connected: registered, not rated yet, idle.
    const row = page.locator('.bot-table tr', { hasText: 'E2EBot' });
    await refreshUntil(page, async () => (await row.count()) > 0, 'E2EBot').catch((e: Error) => {
      throw new Error(`${e.message}; the bot said: ${bot.log()}`);
    });
    await expect(row.getAttribute('data-status')).resolves.toBe('idle');
    await expect(
      row.locator('td').evaluateAll((tds) => tds.slice(0, 4).map((td) => td.textContent)),
    ).resolves.toEqual([
      'E2EBot',
      'Not rated yet',
      'Yes: rated and casual games',
      'Idle: can be challenged',
    ]);
    const botId = await row.getAttribute('data-bot');
    await expect(row.getByRole('link', { name: 'E2EBot' }).getAttribute('href')).resolves.toBe(
      `/player/${botId}`,
    );

    // The challenge: a clock of 5 minutes + 2 s, rated, South (the person moves first).
    await row.getByRole('button', { name: 'Challenge' }).click();
    const form = page.getByRole('form', { name: 'Challenge E2EBot' });
    await form.getByLabel('Minutes each').selectOption('5');
    await form.getByLabel('Seconds added per move').selectOption('2');
    await form.getByRole('radio', { name: 'Rated: the result changes both ratings' }).check();
    await form
      .getByRole('group', { name: 'Your side' })
      .getByRole('radio', { name: 'South' })
      .check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'bots-challenge');
    await form.getByRole('button', { name: 'Start the game' }).click();
    await chooseName(page, 'Carol');

    // The game opens as any online game the person created: the seat is this browser's.
    await page.waitForURL(/\/play\/[A-Za-z0-9_-]+$/);
    const gameId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByText('You play South.').waitFor();
    await page.locator('.online-player.north', { hasText: 'E2EBot' }).waitFor();
    await expect(page.locator('[data-clock="south"]').textContent()).resolves.toBe('5:00');
    const seat = await page.evaluate((id) => {
      const seats = JSON.parse(localStorage.getItem('kalaha.online.seats.v1') ?? '[]') as [
        string,
        { side: string },
      ][];
      return seats.find(([game]) => game === id)?.[1].side;
    }, gameId);
    expect(seat).toBe('south');

    // The person clicks houses, the bot answers, to the end of the game.
    let moves = 0;
    for (;;) {
      if ((await waitForTurn(page, 20_000)) === 'over') break;
      const shown = await page.locator('.move-list .move').count();
      const pit = await page.locator('.house.legal').first().getAttribute('data-pit');
      expect(pit).toMatch(/^south-\d+$/);
      await page.locator(`[data-pit="${pit}"]`).click();
      moves++;
      await page.waitForFunction(
        (n) => document.querySelectorAll('.move-list .move').length > n,
        shown,
      );
      expect(moves).toBeLessThan(200);
    }
    const result = page.locator('.panel.result');
    await expect(result.locator('h2').textContent()).resolves.toMatch(
      /^(South wins|North wins|A draw)/,
    );
    await expect(result.getAttribute('data-result')).resolves.toBe('end');
    const total = await page.locator('.move-list .move').count();
    expect(total).toBeGreaterThan(moves);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'bots-result');

    // Back in the lobby the bot is idle again, with the rating of its first rated game.
    await result.getByRole('link', { name: 'Back to the lobby' }).click();
    await page.waitForURL(/\/online$/);
    await refreshUntil(
      page,
      async () =>
        (await row.getAttribute('data-status')) === 'idle' &&
        /^\d+$/.test((await row.locator('td').nth(1).textContent()) ?? ''),
      'E2EBot idle and rated',
    );
    await expect(row.locator('td').nth(3).textContent()).resolves.toBe('Idle: can be challenged');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'bots-lobby');

    // The bot leaves: the lobby says so, and how to connect one.
    await stopBot(bot);
    await refreshUntil(page, async () => (await row.count()) === 0, 'E2EBot gone');
    await page.getByText('No bots are connected right now.').waitFor();
    await expect(page.locator('.bots-how').textContent()).resolves.toContain(
      `ws://${new URL(url).host}/kgp`,
    );
    recordMetrics({
      botGameMoves: total,
      botGamePersonMoves: moves,
      botGameMs: Date.now() - started,
    });
    expect(watched.errors).toEqual([]);
    await watched.context.close();
  });
});
