import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { GAME_KEY } from '../game/saved-keys.ts';
import { buttonByText, click, renderWith } from '../test-support/render.tsx';
import { act } from 'preact/test-utils';
import { exportRecord } from '../game/record-io.ts';
import { LINK_PREFIX, recordLink } from '../game/record-link.ts';
import { newGame, playMove } from '../game/session.ts';
import { rulesOf } from '../test-support/positions.ts';
import { App } from './App.tsx';
import { SETTINGS_KEY } from './settings.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  // Local play is a chunk the app imports on first need; loaded here once, so that the tests wait
  // on the app, not on the transform of its modules.
  await import('./local-play.tsx');
});
afterEach(() => window.localStorage.clear());

/** The header's sound switch, found by its label as a user finds it, in the settings menu. */
function soundSwitch(container: Element): HTMLInputElement {
  const menu = container.querySelector<HTMLButtonElement>('header .settings-button');
  if (menu?.getAttribute('aria-expanded') === 'false') click(menu);
  const label = [...container.querySelectorAll('header label')].find(
    (l) => l.textContent?.trim() === 'Sound effects',
  );
  const input = label?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!input) throw new Error('no sound switch');
  return input;
}

describe('the sound effects setting', () => {
  it('is off by default, and is remembered once turned on', () => {
    const first = renderWith(i18n, <App i18n={i18n} />);
    const toggle = soundSwitch(first.container);
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.checked).toBe(false);
    click(toggle);
    expect(soundSwitch(first.container).checked).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ sound: true });
    first.unmount();

    const again = renderWith(i18n, <App i18n={i18n} />);
    expect(soundSwitch(again.container).checked).toBe(true);
    click(soundSwitch(again.container));
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ sound: false });
    again.unmount();
  });
});

describe('a Giuthi match in the app (docs/RULES.md 4)', () => {
  it('starts from the new-game form on the Giuthi screen, and comes back after a reload', async () => {
    const first = renderWith(i18n, <App i18n={i18n} />);
    click(first.container.querySelector('input[name="preset"][value="giuthi"]'));
    click(buttonByText(first.container, 'Start the game'));
    // The game screen is a chunk of its own, loaded after the first paint.
    await vi.waitFor(() =>
      expect(first.container.querySelector('.board')?.getAttribute('aria-label')).toBe(
        'Giuthi board',
      ),
    );
    expect(first.container.querySelector('.round-line')?.textContent).toBe(
      'Round 1 · 6 houses a side',
    );
    expect(window.localStorage.getItem(GAME_KEY)).not.toBeNull();
    first.unmount();

    const again = renderWith(i18n, <App i18n={i18n} />);
    await vi.waitFor(() =>
      expect(again.container.querySelector('.round-line')?.textContent).toBe(
        'Round 1 · 6 houses a side',
      ),
    );
    expect(again.container.textContent).toContain('Your unfinished game is back.');
    again.unmount();
  });
});

describe('records in a link (issue 16)', () => {
  /** The address's hash set to `hash`, as pasting a link into the open tab does. */
  function paste(hash: string): void {
    act(() => {
      window.location.hash = hash;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
  }

  it('opens a link pasted into the open tab, and says in red, as an alert, when a link is damaged', async () => {
    const view = renderWith(i18n, <App i18n={i18n} />);
    paste(`${LINK_PREFIX}%%%`);
    await vi.waitFor(() =>
      expect(view.container.querySelector('.notice')?.getAttribute('role')).toBe('alert'),
    );
    const alert = view.container.querySelector('.notice');
    expect(alert?.classList.contains('failed')).toBe(true);
    expect(alert?.textContent).toContain('This is not a game record we can read.');

    let game = newGame({
      presetId: 'kalah',
      rules: rulesOf('kalah'),
      seats: { south: { kind: 'human' }, north: { kind: 'human' } },
      starts: 'south',
    });
    const played = playMove(game, { house: 3 });
    if (played.ok) game = played.value.game;
    const link = recordLink('http://localhost/', exportRecord(game, { south: 'A', north: 'B' }));
    paste(link.slice(link.indexOf('#')));
    await vi.waitFor(() =>
      expect(view.container.querySelector('.notice')?.getAttribute('role')).toBe('status'),
    );
    const news = view.container.querySelector('.notice');
    expect(news?.textContent).toContain('The game was opened.');
    expect(view.container.querySelector('.move-list')?.textContent).toContain('3');
    expect(window.location.hash).toBe('');
    view.unmount();
  });
});

describe('an address the app has no page at (issue 16: a 404 page)', () => {
  it('says the page is not found and leads to the first page', () => {
    window.history.replaceState(null, '', '/no/such/page');
    const view = renderWith(i18n, <App i18n={i18n} />);
    expect(view.container.querySelector('h1')?.textContent).toBe('Page not found');
    expect(view.container.querySelector('.new-game')).toBeNull();
    click(buttonByText(view.container, 'Go to the first page'));
    expect(window.location.pathname).toBe('/');
    expect(view.container.querySelector('h1')?.textContent).toBe('New game');
    view.unmount();
  });
});

describe('the first page (issue 16: the game screen is not part of the first load)', () => {
  it('goes to the new-game form when the kept game cannot be read', async () => {
    window.localStorage.setItem(GAME_KEY, '{"record": "not a record"}');
    const view = renderWith(i18n, <App i18n={i18n} />);
    // A kept game is opened once local play has loaded; until then the game screen waits.
    expect(view.container.querySelector('main .loading')?.textContent).toBe('Loading…');
    await vi.waitFor(() =>
      expect(view.container.querySelector('h1')?.textContent).toBe('New game'),
    );
    expect(view.container.querySelector('.board')).toBeNull();
    view.unmount();
  });
});
