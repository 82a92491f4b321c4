/**
 * The puzzle page in Chromium at phone size (issue 19): puzzles solved one after another with the
 * player's Glicko-2 puzzle rating moving, kept across a reload; a wrong answer told what it gives;
 * a puzzle tried again not rated again; the filters and the puzzle of the day.
 */
import { bundledPuzzles } from '@kalaha/engine/puzzles';
import { puzzleNumbers } from '@kalaha/engine';
import { PlayerCredentialsSchema, PlayerPuzzlesSchema } from '@kalaha/protocol';
import { ruleSet, unwrap } from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
/**
 * How long a poll waits for the page or the server (ms): a safety net, not a measure; the server's
 * first puzzle attempt reads the puzzle sets, slow on a loaded machine.
 */
const POLL = { timeout: 30_000 };
const browser = useBrowser();
const kalah = (await bundledPuzzles(unwrap(ruleSet('kalah'))))!;

/** The puzzle shown: its number, and the rating the page gives the player. */
async function shown(page: Page): Promise<{ number: number; rating: number }> {
  const number = Number(await page.locator('.puzzle').getAttribute('data-puzzle'));
  const rating = Number(await page.locator('.puzzle-player').getAttribute('data-rating'));
  return { number, rating };
}

/** Plays house `house` of South and waits until the solution is played out. */
async function answer(page: Page, house: number): Promise<void> {
  await page.locator(`[data-pit="south-${house}"]`).click();
  await page.locator('.puzzle-values').waitFor();
}

describe('puzzles on a phone (issue 19)', () => {
  it('solves three puzzles in a row with the rating rising, kept across a reload', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    await page.goto(`${url}/`);
    // One tap from the first screen.
    await page.getByRole('button', { name: 'Puzzles' }).click();
    await page.waitForURL(/\/puzzles/);
    await page.getByRole('combobox', { name: 'Rules' }).selectOption('kalah');
    await page.waitForURL(/set=kalah/);
    await expect
      .poll(() => page.locator('.puzzle-badge').first().textContent(), POLL)
      .toBe('Today’s puzzle');
    let before = (await shown(page)).rating;
    expect(before).toBe(1500);
    const solved: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { number } = await shown(page);
      const puzzle = kalah.puzzles[number - 1]!;
      await answer(page, puzzle.best);
      await expect
        .poll(() => page.locator('.puzzle-verdict').first().textContent(), POLL)
        .toContain(`Right! House ${puzzle.best} is the best move`);
      // The solution's turns, then every legal move's proven value with the best marked.
      await expect
        .poll(() => page.locator('.puzzle-line li').count(), POLL)
        .toBe(puzzle.line.length);
      const legal = puzzle.values.filter((v) => v !== null).length;
      await expect.poll(() => page.locator('.puzzle-values li').count(), POLL).toBe(legal);
      await expect
        .poll(() => page.locator('.puzzle-values li.best').first().textContent(), POLL)
        .toContain(`House ${puzzle.best}`);
      const after = (await shown(page)).rating;
      expect(after, `puzzle ${number}`).toBeGreaterThan(before);
      before = after;
      solved.push(number);
      if (i === 0) await screenshot(page, 'puzzle-solved');
      await page.getByRole('button', { name: 'Next puzzle' }).click();
      await expect.poll(async () => (await shown(page)).number, POLL).not.toBe(number);
    }
    expect(new Set(solved).size).toBe(3);
    await expect
      .poll(() => page.locator('.puzzle-player').first().textContent(), POLL)
      .toContain('3 of 3 solved at the first try');
    await page.reload();
    await page.locator('.puzzle').waitFor();
    expect((await shown(page)).rating).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a wrong answer what it gives, lowers the rating once, and not again on a retry', async () => {
    const { page, context, errors } = await openPage(browser(), {
      viewport: { width: 320, height: 640 },
    });
    const number =
      kalah.puzzles.findIndex((p) => p.values.some((v, i) => v !== null && i + 1 !== p.best)) + 1;
    const puzzle = kalah.puzzles[number - 1]!;
    const wrong = puzzle.values.findIndex((v, i) => v !== null && i + 1 !== puzzle.best) + 1;
    await page.goto(`${url}/puzzles?set=kalah&n=${number}`);
    await page.locator('.puzzle').waitFor();
    expect(await page.locator('.puzzle-verdict').textContent()).toBe(
      'Find the best move for South.',
    );
    await answer(page, wrong);
    await expect
      .poll(() => page.locator('.puzzle-verdict').first().textContent(), POLL)
      .toContain(`Not the best. House ${wrong}: `);
    await expect
      .poll(() => page.locator('.puzzle-verdict').first().textContent(), POLL)
      .toContain(`The best is house ${puzzle.best}`);
    const lowered = (await shown(page)).rating;
    expect(lowered).toBeLessThan(1500);
    await screenshot(page, 'puzzle-missed');
    await page.reload();
    await page.locator('.puzzle').waitFor();
    await answer(page, puzzle.best);
    await expect
      .poll(() => page.locator('.puzzle-verdict').first().textContent(), POLL)
      .toContain('You tried this puzzle before, so it is not rated again.');
    expect((await shown(page)).rating).toBe(lowered);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays an Obridjie puzzle whose solution relays, and names the theme', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    const obridjie = (await bundledPuzzles(unwrap(ruleSet('obridjie'))))!;
    const number = puzzleNumbers(obridjie, 'relay')[0]!;
    const puzzle = obridjie.puzzles[number - 1]!;
    await page.goto(`${url}/puzzles?set=obridjie&theme=relay&n=${number}`);
    await page.locator('.puzzle').waitFor();
    expect(await shown(page)).toMatchObject({ number });
    await answer(page, puzzle.best);
    await expect
      .poll(() => page.locator('.puzzle-verdict').first().textContent(), POLL)
      .toContain(`Right! House ${puzzle.best} is the best move`);
    await expect.poll(() => page.locator('.puzzle-line li').count(), POLL).toBe(puzzle.line.length);
    await expect
      .poll(() => page.locator('.puzzle-values').first().textContent(), POLL)
      .toContain('Relay sowing');
    await screenshot(page, 'puzzle-obridjie-relay');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by theme, and goes back to the puzzle of the day', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    const captures = puzzleNumbers(kalah, 'capture');
    const other = captures[1]!;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${url}/puzzles?set=kalah&theme=capture&n=${other}`);
    await page.locator('.puzzle').waitFor();
    // Only the set of the rules shown is loaded, each set a chunk of its own.
    const sets = fetched.flatMap(
      (path) =>
        /\/assets\/(kalah|kalaha-[123]|kalaha-felt|oware|obridjie)-[\w-]{8}\.js$/.exec(path)?.[1] ??
        [],
    );
    expect(sets).toEqual(['kalah']);
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('capture');
    await page.getByRole('button', { name: 'Puzzle of the day' }).click();
    await page.locator('.puzzle-badge').waitFor();
    const daily = (await shown(page)).number;
    expect(captures).toContain(daily);
    expect(page.url()).not.toContain('n=');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('');
    await page.waitForURL((u) => !u.search.includes('theme='));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps an online player's rating on the server, the same on another device", async () => {
    // A player who plays online: his identity in the browser, as the name dialog leaves it.
    const made = await fetch(`${url}/api/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Puzzler' }),
    });
    const me = PlayerCredentialsSchema.parse(await made.json());
    const identity = JSON.stringify(me);
    const onServer = async () =>
      PlayerPuzzlesSchema.parse(
        await (await fetch(`${url}/api/players/${me.playerId}/puzzles`)).json(),
      );
    const phone = await openPage(browser(), { viewport: VIEWPORTS.phone });
    await phone.context.addInitScript((value) => {
      localStorage.setItem('kalaha.online.player.v1', value);
    }, identity);
    const number = 5;
    const puzzle = kalah.puzzles[number - 1]!;
    await phone.page.goto(`${url}/puzzles?set=kalah&n=${number}`);
    await phone.page.locator('.puzzle').waitFor();
    await answer(phone.page, puzzle.best);
    await expect.poll(async () => (await onServer()).rating?.attempts, POLL).toBe(1);
    const stored = (await onServer()).rating!;
    expect(stored.solved).toBe(1);
    await expect
      .poll(async () => (await shown(phone.page)).rating, POLL)
      .toBe(Math.round(stored.rating));
    // Another device, nothing tried there: the server's rating is shown.
    const laptop = await openPage(browser());
    await laptop.context.addInitScript((value) => {
      localStorage.setItem('kalaha.online.player.v1', value);
    }, identity);
    await laptop.page.goto(`${url}/puzzles?set=kalah`);
    await laptop.page.locator('.puzzle').waitFor();
    await expect
      .poll(async () => (await shown(laptop.page)).rating, POLL)
      .toBe(Math.round(stored.rating));
    await expect
      .poll(() => laptop.page.locator('.puzzle-player').textContent(), POLL)
      .toContain('1 of 1 solved at the first try');
    // His player page tells his puzzle rating too.
    await laptop.page.goto(`${url}/player/${me.playerId}`);
    await expect
      .poll(() => laptop.page.locator('.player-puzzles').textContent(), POLL)
      .toBe(
        `Puzzle rating: ${Math.round(stored.rating).toLocaleString('en-GB')} ± ${Math.round(stored.rd)} · 1 of 1 solved at the first try`,
      );
    expect([...phone.errors, ...laptop.errors]).toEqual([]);
    await phone.context.close();
    await laptop.context.close();
  });
});
