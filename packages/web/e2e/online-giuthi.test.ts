import { startMatch, type Match } from '@kalaha/rules';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seeds } from './app-page.ts';
import { openPage, screenshot, seriousViolations } from './browser.ts';
import {
  arrangedMatch,
  moveOf,
  PATTERN,
  playedMatch,
  ROUND_1,
  ROUND_2,
  smallRules,
  sowMove,
} from './giuthi-page.ts';
import { boardOf } from './library-positions.ts';
import { leaderboardRows, seatAnnAndBob, twoPages } from './online-page.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

/**
 * Online Giuthi (docs/RULES.md 4, a match of rounds) between two people in two browser contexts, on
 * the server of `npm start`: the known match of `giuthi-page.ts` on 5 houses of 4 seeds. The test
 * keeps the match in the rules library beside the app: each move is clicked (house and direction)
 * on the page of the player to move, and every page must then show the library's board. Between
 * the rounds the loser lays out his seeds in the browser, the other player and a spectator wait
 * for it, and round 2 is played on the shrunk board. The browser asks for reduced motion: moves
 * appear at once.
 */

/** The pages that show the match: the players' by side, and the spectators'. */
interface Pages {
  readonly south: Page;
  readonly north: Page;
  readonly watchers: readonly Page[];
}

/**
 * Plays `line` from `from`: each move on its mover's page (the move at `keyboard` with the keys),
 * then every page that shows the board must show the library's. @returns the match after it.
 */
async function playOnline(
  pages: Pages,
  from: Match,
  line: readonly string[],
  keyboard?: number,
): Promise<Match> {
  let match = from;
  for (const [i, text] of line.entries()) {
    const move = moveOf(text);
    const mover = match.position.turn;
    await sowMove(pages[mover], match.position, move, i === keyboard);
    match = playedMatch(match, move);
    // Between rounds the loser's page shows the set-up, the others the finished round's board.
    const showing = [pages.south, pages.north, ...pages.watchers].filter(
      (page) => match.phase !== 'arranging' || page !== pages[match.arranger!],
    );
    for (const page of showing) {
      await expect.poll(() => seeds(page), { timeout: 10_000 }).toEqual(boardOf(match.position));
    }
  }
  return match;
}

/** Text of the first element `selector` matches on `page`, once it shows. */
async function textOf(page: Page, selector: string): Promise<string | null> {
  const element = page.locator(selector).first();
  await element.waitFor({ timeout: 10_000 });
  return element.textContent();
}

describe('Giuthi online', () => {
  it('two people play a rated match of two rounds with a lay-out between, watched and reloaded', async () => {
    const { a, b, done } = await twoPages(browser());
    await seatAnnAndBob(url, a, b, /^Giuthi \(German leaflet\)/, { houses: '5', seeds: '4' });
    const gameId = new URL(a.url()).pathname.split('/')[2]!;
    const watchers: Page[] = [];
    const pages: Pages = { south: a, north: b, watchers };
    let match = startMatch(smallRules(), 'south');
    for (const page of [a, b]) {
      await page.getByRole('group', { name: 'Giuthi board' }).waitFor();
      await expect(textOf(page, '.round-line')).resolves.toBe('Round 1 · 5 houses a side');
      await expect(textOf(page, '.keyboard-help')).resolves.toContain('Keys for Giuthi');
      await expect(textOf(page, '.online-details')).resolves.toContain('Giuthi');
      expect(await seeds(page)).toEqual(boardOf(match.position));
    }
    // Giuthi has no offer to end (docs/RULES.md 4 ends rounds by the rules alone).
    expect(await a.getByRole('button', { name: 'Offer to end' }).count()).toBe(0);
    expect(await seriousViolations(a)).toEqual([]);

    // Round 1: South's fifth move with the keyboard; relays, a further choice, captures.
    match = await playOnline(pages, match, ROUND_1, 4);
    expect(match.phase).toBe('arranging');
    expect(match.arranger).toBe('south');

    // South (Ann) lost 14 to 26: her page shows the set-up, Bob waits for it.
    const setup = a.locator('.giuthi-setup');
    await setup.getByRole('heading', { name: 'South sets up the next round' }).waitFor();
    await expect(textOf(a, '.round-line')).resolves.toBe('Setting up round 2 · 4 houses a side');
    await b.getByText('Waiting for Ann to lay out his seeds for the next round…').waitFor();
    for (const [page, bob] of [
      [a, 'Bob'],
      [b, 'Bob (you)'],
    ] as const) {
      await expect(page.locator('.rounds-table tbody tr').count()).resolves.toBe(1);
      const cells = page.locator('.rounds-table tbody tr').first().locator('th, td');
      await expect(cells.allTextContents()).resolves.toEqual(['1', '5', '14', '26', bob]);
    }
    // The loser is the one to act: South's line is marked on both pages.
    for (const page of [a, b]) {
      await expect(
        page.locator('.online-player.to-move').getAttribute('data-player'),
      ).resolves.toBe('south');
    }

    // A spectator comes in while the match waits for the lay-out.
    const cy = await openPage(browser());
    await cy.page.goto(a.url());
    await cy.page.getByText('You are watching this game.').waitFor();
    await cy.page.getByText('Waiting for Ann to lay out his seeds for the next round…').waitFor();
    expect(await seeds(cy.page)).toEqual(boardOf(match.position));
    await expect(cy.page.locator('.rounds-table tbody tr').count()).resolves.toBe(1);
    expect(await cy.page.locator('.giuthi-setup').count()).toBe(0);
    watchers.push(cy.page);

    // Ann lays out 1, 1, 1, 11 with the + buttons (by keyboard for house 4).
    const start = setup.getByRole('button', { name: 'Start the round' });
    expect(await start.isDisabled()).toBe(true);
    for (const house of [1, 2, 3]) {
      await setup.getByRole('button', { name: `One seed more in house ${house}` }).click();
    }
    await setup.getByRole('button', { name: 'One seed more in house 4' }).focus();
    for (let i = 0; i < 11; i++) await a.keyboard.press('Enter');
    await setup.getByRole('img', { name: 'North house 4, 11 seeds, mirrored' }).waitFor();
    expect(await seriousViolations(a)).toEqual([]);
    await screenshot(a, 'online-giuthi-setup');
    await start.click();

    // Round 2 on the shrunk board in every browser: 4 houses a side, the pattern mirrored.
    match = arrangedMatch(match, PATTERN);
    for (const page of [a, b, cy.page]) {
      await expect.poll(() => textOf(page, '.round-line')).toBe('Round 2 · 4 houses a side');
      expect(await page.locator('.house.south').count()).toBe(4);
      expect(await seeds(page)).toEqual({
        south: [1, 1, 1, 11],
        north: [1, 1, 1, 11],
        stores: [0, 12],
      });
      await expect(textOf(page, '.layout-line')).resolves.toBe(
        'South lays out 1, 1, 1, 11 from house 1; North mirrors it.',
      );
    }

    // Part of round 2, then Bob reloads: the same match comes back, and play goes on.
    match = await playOnline(pages, match, ROUND_2.slice(0, 3));
    await b.reload();
    await b.getByRole('group', { name: 'Giuthi board' }).waitFor();
    await expect.poll(() => seeds(b), { timeout: 10_000 }).toEqual(boardOf(match.position));
    await b.locator('.connection[data-connection="open"]').waitFor({ timeout: 10_000 });
    await expect(textOf(b, '.round-line')).resolves.toBe('Round 2 · 4 houses a side');
    await expect(b.locator('.rounds-table tbody tr').count()).resolves.toBe(1);
    match = await playOnline(pages, match, ROUND_2.slice(3));
    expect(match.phase).toBe('over');
    expect(match.result?.reason).toBe('equalSeeds');

    // The match result, the same in every browser.
    for (const page of [a, b, cy.page]) {
      const result = page.locator('.panel.result');
      await result.waitFor({ timeout: 10_000 });
      await expect(result.locator('h2').textContent()).resolves.toBe(
        'The match is a draw, 20 seeds to 20',
      );
      await expect(result.getAttribute('data-result')).resolves.toBe('end');
      await expect(result.textContent()).resolves.toContain(
        'The last round left both players with equal seeds.',
      );
      await expect(result.textContent()).resolves.toContain(
        '2 rounds played: South won 0, North 1.',
      );
      await expect(page.locator('.rounds-table tbody tr').count()).resolves.toBe(2);
    }
    expect(await seriousViolations(b)).toEqual([]);
    await screenshot(b, 'online-giuthi-over');

    // The record is a match record: opened in the local Giuthi screen, both rounds in it.
    // It opens in review at its end, the result told in the review bar (the result panel is for a
    // game that has just ended; waiting for it raced the review taking over).
    await a.getByRole('button', { name: 'Open in review' }).click();
    const end = a.locator('.game-screen .review-end');
    await end.waitFor();
    await expect(end.textContent()).resolves.toContain('The match is a draw, 20 seeds to 20');
    await expect(a.locator('.rounds-table tbody tr').count()).resolves.toBe(2);
    expect(await a.locator('.house.south').count()).toBe(4);

    // Rated in the giuthi family: its leaderboard lists both players.
    const rows = await leaderboardRows(a, url, 'giuthi', 'Giuthi', 'Ann');
    expect(rows).toHaveLength(2);
    expect(rows.join(' ')).toContain('Bob');
    const row = b.locator('.online-details');
    await expect(row.textContent()).resolves.toContain('Draw, 20–20 · equal seeds');
    expect(gameId).toMatch(/^[A-Za-z0-9_-]+$/);

    expect(cy.errors).toEqual([]);
    await cy.context.close();
    await done();
  });
});
