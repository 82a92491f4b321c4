import type { Page } from 'playwright-core';

/**
 * How the tests use the app, in the words of a user: start a game, play houses, read the board.
 * Selectors follow what a user (or a screen reader) meets: roles, accessible names, texts.
 */

/** Opens the app and waits for the first screen. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The side whose turn the board shows. */
export async function turn(page: Page): Promise<'south' | 'north'> {
  const cls = (await page.locator('.board').getAttribute('class')) ?? '';
  return cls.includes('turn-north') ? 'north' : 'south';
}

/** The houses that can be played now (their `data-pit`, e.g. `south-3`). */
export async function legalHouses(page: Page): Promise<string[]> {
  return page
    .locator('.house.legal')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-pit') ?? ''));
}

/** True once the result is shown. */
export async function isOver(page: Page): Promise<boolean> {
  return (await page.locator('.panel.result').count()) > 0;
}

/**
 * Waits until a person can move (a legal house shows) or the game is over.
 *
 * @returns `over` or `ready`.
 */
export async function waitForTurn(page: Page, timeout = 20_000): Promise<'over' | 'ready'> {
  await page.waitForFunction(
    () =>
      document.querySelector('.panel.result') !== null ||
      document.querySelector('.house.legal') !== null,
    undefined,
    { timeout },
  );
  return (await isOver(page)) ? 'over' : 'ready';
}

/** Clicks house `house` of `side`, then waits until someone can move or the game ends. */
export async function clickHouse(
  page: Page,
  side: 'south' | 'north',
  house: number,
): Promise<void> {
  await page.locator(`[data-pit="${side}-${house}"]`).click();
  await waitForTurn(page);
}

/**
 * Plays the game to its end with `choose` picking among the legal houses (by default the
 * first), the computer answering when it plays.
 *
 * @returns how many moves the tests made.
 */
export async function playToEnd(
  page: Page,
  choose: (legal: string[]) => string = (legal) => legal[0]!,
): Promise<number> {
  let moves = 0;
  for (let i = 0; i < 400; i++) {
    if ((await waitForTurn(page)) === 'over') return moves;
    const pit = choose(await legalHouses(page));
    await page.locator(`[data-pit="${pit}"]`).click();
    moves++;
  }
  throw new Error('the game did not end in 400 moves');
}

/** The seed counts shown: South's and North's houses from house 1, and the stores. */
export async function seeds(
  page: Page,
): Promise<{ south: number[]; north: number[]; stores: number[] }> {
  return page.evaluate(() => {
    const count = (id: string) =>
      Number(document.querySelector(`[data-pit="${id}"] .count`)?.textContent);
    const m = document.querySelectorAll('.house.south').length;
    const row = (side: string) => Array.from({ length: m }, (_, i) => count(`${side}-${i + 1}`));
    return {
      south: row('south'),
      north: row('north'),
      stores: [count('south-store'), count('north-store')],
    };
  });
}

/**
 * Opens the game screen's panel headed `title` ("Game record", "Moves"…) when it is folded, as
 * it is below the board on a phone.
 */
export async function openPanel(page: Page, title: string): Promise<void> {
  const panel = page.locator('details.panel', { has: page.getByRole('heading', { name: title }) });
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
}

/**
 * Opens the header's settings menu (language, animation speed, sound effects), unless it is open
 * already.
 */
export async function openSettings(page: Page): Promise<void> {
  const button = page.locator('.settings-button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/** Starts a new game from the new-game screen with the given choices. */
export async function startGame(
  page: Page,
  choices: {
    preset?: string;
    options?: Record<string, string>;
    opponent?: 'computer' | 'friend';
    level?: number;
    starts?: 'South' | 'North';
  } = {},
): Promise<void> {
  if ((await page.getByRole('heading', { name: 'New game', level: 1 }).count()) === 0) {
    await page.getByRole('navigation').getByRole('button', { name: 'New game' }).click();
  }
  if (choices.preset) await page.getByRole('radio', { name: new RegExp(choices.preset) }).check();
  if (choices.options) {
    const summary = page.locator('.options summary');
    if ((await page.locator('.options[open]').count()) === 0) await summary.click();
    for (const [name, value] of Object.entries(choices.options)) {
      const control = page.locator(`#option-${name}`);
      if ((await control.getAttribute('type')) === 'checkbox')
        await control.setChecked(value === 'true');
      else await control.selectOption(value);
    }
  }
  if (choices.opponent === 'friend')
    await page.getByRole('radio', { name: 'A friend on this device' }).check();
  if (choices.opponent === 'computer')
    await page.getByRole('radio', { name: 'The computer' }).check();
  if (choices.level) await page.getByLabel('Computer level').selectOption(String(choices.level));
  if (choices.starts) {
    await page
      .getByRole('group', { name: 'Who starts' })
      .getByRole('radio', { name: choices.starts })
      .check();
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('.board').waitFor();
}
