import type { Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { openApp, openSettings, seeds } from './app-page.ts';
import {
  openPage,
  overflow,
  recordMetrics,
  screenshot,
  seriousViolations,
  VIEWPORTS,
  type WatchedPage,
} from './browser.ts';
import { chooseName } from './online-page.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/** The moves shown in the move list. */
function movesShown(page: Page): Promise<number> {
  return page.locator('.move-list .move').count();
}

/** Waits until the page's move list shows `count` moves. */
async function waitForMoves(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('.move-list .move').length >= n,
    count,
    { timeout: 20_000 },
  );
}

/**
 * Waits until one of the players may sow (a playable house shows on his page) or the game is
 * over on every page.
 *
 * @returns the page to move, or `undefined` at the end.
 */
async function nextMover(
  players: readonly Page[],
  all: readonly Page[],
): Promise<Page | undefined> {
  return vi.waitFor(
    async () => {
      const ended = await Promise.all(all.map((p) => p.locator('.panel.result').count()));
      if (ended.every((n) => n > 0)) return undefined;
      for (const page of players) {
        if ((await page.locator('.house.legal').count()) > 0) return page;
      }
      throw new Error('nobody could move for 20 s');
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** The lines of text shown in the page's main part (the header has its own test). */
async function mainLines(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text
    .split(/[\n\t]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Lines that may read the same in every language: names, numbers, dates, clocks, ratings. */
const SAME_IN_EVERY_LANGUAGE =
  /^(Kalaha|Kalah \(standard\)|Obridjie|Giuthi|Host|Guest|Ann|Bob|[\d\s·:./,()+±–-]*|\d+ min\.? \+ \d+ s|.* – .*)$/;

describe('online play', () => {
  it('two players play a whole game through an invite link, one reloads, a third watches', async () => {
    const ann: WatchedPage = await openPage(browser());
    const bob: WatchedPage = await openPage(browser());
    const eve: WatchedPage = await openPage(browser());
    await ann.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const [a, b, c] = [ann.page, bob.page, eve.page];

    // Ann creates the game on the new-game screen: 3 houses of 2 seeds, a clock, rated, South.
    await openApp(a, url);
    await a.locator('.options summary').click();
    await a.locator('#option-houses').selectOption('3');
    await a.locator('#option-seeds').selectOption('2');
    await a.getByRole('radio', { name: 'Someone online, with a link' }).check();
    await a.getByRole('radio', { name: 'A clock for each player' }).check();
    await a.getByLabel('Minutes each').selectOption('5');
    await a.getByLabel('Seconds added per move').selectOption('3');
    await a.getByRole('radio', { name: 'Rated: the result changes both ratings' }).check();
    await a.getByRole('group', { name: 'Your side' }).getByRole('radio', { name: 'South' }).check();
    expect(await seriousViolations(a)).toEqual([]);
    await screenshot(a, 'online-new-game');
    await a.getByRole('button', { name: 'Create the game and get its link' }).click();

    // The first online action asks for a display name.
    await chooseName(a, 'Ann');
    await a.waitForURL(/\/play\/[A-Za-z0-9_-]+$/);
    const gameId = new URL(a.url()).pathname.split('/')[2]!;
    await a.getByText('Waiting for an opponent to join…').waitFor();
    await a.locator('.connection.open').waitFor();
    // While Ann waits, the invite comes first, above the board.
    expect(await top(a, '.panel.invite')).toBeLessThan(await top(a, '.board'));

    // The invite link, copied with the button.
    await a.getByRole('button', { name: 'Copy the link' }).click();
    await a.getByText('Link copied.').waitFor();
    const link = await a.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(url).origin}/play/${gameId}`);
    expect(await seriousViolations(a)).toEqual([]);
    await screenshot(a, 'online-invite');

    // Eve opens the link first: she holds no seat, so she watches.
    await c.goto(link);
    await c.getByText('You are watching this game.').waitFor();

    // Bob opens the link and joins as North, choosing his name on the way.
    await b.goto(link);
    await b.getByRole('button', { name: 'Join and play North' }).click();
    await chooseName(b, 'Bob');
    await b.getByText('You play North.').waitFor();
    await a.getByText('You play South.').waitFor();
    for (const page of [a, b, c]) {
      await expect(page.locator('.online-player.south').textContent()).resolves.toContain('Ann');
      await page.locator('.online-player.north', { hasText: 'Bob' }).waitFor();
      await page.locator('[data-spectators="1"]').waitFor();
    }
    // Each player sees his own row at the bottom, his own name under the board and the
    // opponent's above it, each player once; the spectator sees the board from South.
    for (const [page, own, other] of [
      [a, 'south', 'north'],
      [b, 'north', 'south'],
      [c, 'south', 'north'],
    ] as const) {
      expect(await top(page, `[data-pit="${own}-1"]`)).toBeGreaterThan(
        await top(page, `[data-pit="${other}-1"]`),
      );
      expect(await top(page, `.online-player.${own}`)).toBeGreaterThan(await top(page, '.board'));
      expect(await top(page, `.online-player.${other}`)).toBeLessThan(await top(page, '.board'));
      expect(await page.locator('.online-player').count()).toBe(2);
      expect(await page.locator('.player-label').count()).toBe(0);
    }
    await expect(a.locator('.spectators').textContent()).resolves.toBe('1 watching');
    await expect(a.locator('[data-clock="south"]').textContent()).resolves.toBe('5:00');
    // Only the player to move has playable houses, and only his own.
    await a.locator('.house.south.legal').first().waitFor();
    expect(await a.locator('.house.north.legal').count()).toBe(0);
    expect(await b.locator('.house.legal').count()).toBe(0);
    expect(await c.locator('.house.legal').count()).toBe(0);
    expect(await seriousViolations(b)).toEqual([]);
    await screenshot(b, 'online-game');

    // The players take turns by clicking houses; Bob reloads his page after the third move.
    let moves = 0;
    let reloaded = false;
    const started = Date.now();
    for (;;) {
      const mover = await nextMover([a, b], [a, b, c]);
      if (!mover) break;
      const pit = await mover.locator('.house.legal').first().getAttribute('data-pit');
      expect(pit!.startsWith(mover === a ? 'south-' : 'north-')).toBe(true);
      await mover.locator(`[data-pit="${pit}"]`).click();
      moves++;
      for (const page of [a, b, c]) await waitForMoves(page, moves);
      if (moves === 3 && !reloaded) {
        reloaded = true;
        const before = await seeds(b);
        await b.reload();
        await b.locator('.board').waitFor();
        await waitForMoves(b, moves);
        await b.getByText('You play North.').waitFor();
        expect(await seeds(b)).toEqual(before);
        expect(await movesShown(b)).toBe(moves);
      }
      expect(moves).toBeLessThan(200);
    }
    recordMetrics({ onlineGameMoves: moves, onlineGameMs: Date.now() - started });
    expect(reloaded).toBe(true);

    // The same result, with its reason, on all three pages.
    const results = await Promise.all(
      [a, b, c].map(async (page) => ({
        headline: await page.locator('.panel.result h2').textContent(),
        why: await page.locator('.panel.result .result-why').allTextContents(),
        reason: await page.locator('.panel.result').getAttribute('data-result'),
        board: await seeds(page),
      })),
    );
    expect(results[0]!.headline).toMatch(/^(South wins|North wins|A draw)/);
    expect(results[0]!.reason).toBe('end');
    expect(results[0]!.why.join(' ')).toMatch(/houses were empty|Both sides|Every house/);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    expect(await seriousViolations(c)).toEqual([]);
    await screenshot(c, 'online-result-spectator');

    // The record: a download link to the server's record, and the review opens it.
    const href = await a.getByRole('link', { name: 'Download the record' }).getAttribute('href');
    expect(href).toBe(`/api/games/${gameId}/record`);
    const record = (await (await a.request.get(`${url}${href}`)).json()) as {
      format: string;
      moves: string[];
    };
    expect(record.format).toBe('kalaha-record');
    expect(record.moves).toHaveLength(moves);
    await a.getByRole('button', { name: 'Open in review' }).click();
    await expect(a.locator('.review-position').textContent()).resolves.toMatch(
      /^After \d+\. (South|North) \d+$/,
    );
    await expect(a.getByRole('button', { name: 'Next move' }).isDisabled()).resolves.toBe(true);
    expect(new URL(a.url()).pathname).toBe('/');

    // The rated game is on both players' pages and the leaderboard.
    await b.getByRole('link', { name: 'Bob' }).first().click();
    await b.getByRole('heading', { name: 'Player: Bob', level: 1 }).waitFor();
    await b.getByText('This is you.').waitFor();
    await b.locator(`.game-table tr[data-game="${gameId}"]`).waitFor();
    await expect(
      b.locator('.rating-table tr[data-family="kalaha"]').textContent(),
    ).resolves.toMatch(/\d+ ± \d+/);
    expect(await seriousViolations(b)).toEqual([]);
    await screenshot(b, 'online-player');
    await c.goto(`${url}/leaderboard`);
    await c.locator('.leaderboard-table', { hasText: 'Ann' }).waitFor();
    const rows = await c.locator('.leaderboard-table tbody tr').allTextContents();
    expect(rows).toHaveLength(2);
    const headline = results[0]!.headline!;
    if (!headline.startsWith('A draw')) {
      expect(rows[0]).toContain(headline.startsWith('South') ? 'Ann' : 'Bob');
    }
    expect(await seriousViolations(c)).toEqual([]);
    await screenshot(c, 'online-leaderboard');

    for (const page of [ann, bob, eve]) {
      expect(page.errors).toEqual([]);
      await page.context.close();
    }
  });

  it('on phones: one tap makes a game and shows its link first; each player sees his own row nearest him', async () => {
    const ann: WatchedPage = await openPage(browser(), {
      viewport: VIEWPORTS.phone,
      hasTouch: true,
    });
    const bob: WatchedPage = await openPage(browser(), {
      viewport: VIEWPORTS.phone,
      hasTouch: true,
    });
    await ann.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const [a, b] = [ann.page, bob.page];
    await openApp(a, url);
    await a.getByRole('button', { name: /^Play online/ }).click();
    await chooseName(a, 'Ann');
    await a.waitForURL(/\/play\/[A-Za-z0-9_-]+$/);
    // The invite first, above the board; its link copied (this browser has no share sheet).
    expect(await top(a, '.panel.invite')).toBeLessThan(await top(a, '.board'));
    await a.getByRole('button', { name: 'Copy the link' }).click();
    const link = await a.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(a.url());
    await screenshot(a, 'online-invite-phone');

    await b.goto(link);
    // The one tap leaves the creator's side to the server's draw: Bob takes the other one.
    const join = b.getByRole('button', { name: /^Join and play (South|North)/ });
    const named = { south: 'South', north: 'North' } as const;
    const bobSide = (await join.textContent())!.includes(named.north) ? 'north' : 'south';
    const annSide = bobSide === 'north' ? 'south' : 'north';
    await join.click();
    await chooseName(b, 'Bob');
    await b.getByText(`You play ${named[bobSide]}.`).waitFor();
    await a.getByText(`You play ${named[annSide]}.`).waitFor();
    // The board turned on a phone: the own row down the left column, the opponent's on the
    // right; the opponent named above the board, the player below it.
    for (const [page, own, other] of [
      [a, annSide, bobSide],
      [b, bobSide, annSide],
    ] as const) {
      await page.locator('.board.turned').waitFor();
      const x = async (selector: string) => (await page.locator(selector).boundingBox())!.x;
      expect(await x(`[data-pit="${own}-1"]`)).toBeLessThan(await x(`[data-pit="${other}-1"]`));
      expect(await top(page, `.online-player.${own}`)).toBeGreaterThan(await top(page, '.board'));
      expect(await top(page, `.online-player.${other}`)).toBeLessThan(await top(page, '.board'));
      expect(await overflow(page)).toMatchObject({ wide: [] });
    }
    await screenshot(bobSide === 'north' ? b : a, 'online-game-north-phone');
    expect(ann.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await ann.context.close();
    await bob.context.close();
  });

  it('lists an open game in the lobby, where another player joins it', async () => {
    const host = await openPage(browser());
    const guest = await openPage(browser());
    const [a, b] = [host.page, guest.page];
    await openApp(a, url);
    await a.getByRole('radio', { name: 'Someone online, with a link' }).check();
    await a.getByRole('button', { name: 'Create the game and get its link' }).click();
    await chooseName(a, 'Host');
    await a.waitForURL(/\/play\//);
    const gameId = new URL(a.url()).pathname.split('/')[2]!;

    await openApp(b, `${url}/online`);
    const row = b.locator(`.game-table tr[data-game="${gameId}"]`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Host');
    expect(await seriousViolations(b)).toEqual([]);
    await screenshot(b, 'online-lobby');
    await row.getByRole('button', { name: 'Join' }).click();
    await chooseName(b, 'Guest');
    await b.waitForURL(new RegExp(`/play/${gameId}$`));
    await b.locator('.online-role', { hasText: /You play (South|North)\./ }).waitFor();

    // Before anybody has moved, the game can be aborted; both see it.
    await a.getByRole('button', { name: 'Abort the game' }).click();
    for (const page of [a, b]) {
      await expect(page.locator('.panel.result h2').textContent()).resolves.toBe(
        'The game was aborted.',
      );
    }
    for (const page of [host, guest]) {
      expect(page.errors).toEqual([]);
      await page.context.close();
    }
  });

  it('shows the online pages in all six languages, without serious accessibility faults', async () => {
    const visitor = await openPage(browser());
    const page = visitor.page;
    // A host with an open game, made through the API as the app makes them.
    const host = (await (
      await page.request.post(`${url}/api/players`, { data: { name: 'Host' } })
    ).json()) as { playerId: string; secret: string };
    const created = (await (
      await page.request.post(`${url}/api/games`, {
        headers: { authorization: `Player ${host.playerId}:${host.secret}` },
        data: {
          preset: 'kalah',
          options: {},
          timeControl: { initialMs: 300_000, incrementMs: 3_000 },
          rated: false,
          side: 'south',
        },
      })
    ).json()) as { game: { id: string } };
    const gameId = created.game.id;

    /** The online pages, each with its text lines. */
    const pages = async (): Promise<Map<string, string[]>> => {
      const seen = new Map<string, string[]>();
      const visit = async (name: string, path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${url}${path}`);
        await ready();
        seen.set(name, await mainLines(page));
        expect(await seriousViolations(page), name).toEqual([]);
      };
      await visit('new game', '/', async () => {
        await page.locator('input[name="opponent"]').nth(2).check();
        await page.locator('input[name="online-clock"]').nth(1).check();
        await page.locator('.clock-settings').waitFor();
      });
      await visit('lobby', '/online', () =>
        page.locator(`.game-table tr[data-game="${gameId}"]`).waitFor(),
      );
      await visit('game', `/play/${gameId}`, () => page.locator('#invite-link').waitFor());
      await page.locator('.turn-actions .button.primary').click();
      await page.getByRole('dialog').waitFor();
      seen.set('name prompt', await mainLines(page));
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await visit('leaderboard', '/leaderboard', () =>
        page.locator('.leaderboard-table, .leaderboard .muted').first().waitFor(),
      );
      await visit('player', `/player/${host.playerId}`, () =>
        page.locator(`.game-table tr[data-game="${gameId}"]`).waitFor(),
      );
      return seen;
    };

    await openApp(page, url);
    const english = await pages();
    expect(english.get('game')).toContain('Invite your opponent');
    expect(english.get('name prompt')).toContain('Your name for online play');
    const languages = ['sv', 'nb', 'da', 'fi', 'de'] as const;
    for (const language of languages) {
      await openSettings(page);
      await page.getByLabel(/Language|Språk|Sprog|Kieli|Sprache/).selectOption(language);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      const translated = await pages();
      for (const [name, lines] of translated) {
        const english_ = new Set(english.get(name));
        const left = lines.filter(
          (line) => english_.has(line) && !SAME_IN_EVERY_LANGUAGE.test(line),
        );
        expect(left, `${language} ${name}: English left`).toEqual([]);
      }
    }
    await screenshot(page, 'online-player-de');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});

/** The top edge of the first element `selector` finds on `page`, in CSS px. */
async function top(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box.y;
}
