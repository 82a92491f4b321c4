import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { GAME_KEY } from '../game/persist.ts';
import { buttonByText, click, renderWith } from '../test-support/render.tsx';
import { App } from './App.tsx';
import { SETTINGS_KEY } from './settings.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
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
  it('starts from the new-game form on the Giuthi screen, and comes back after a reload', () => {
    const first = renderWith(i18n, <App i18n={i18n} />);
    click(first.container.querySelector('input[name="preset"][value="giuthi"]'));
    click(buttonByText(first.container, 'Start the game'));
    expect(first.container.querySelector('.board')?.getAttribute('aria-label')).toBe(
      'Giuthi board',
    );
    expect(first.container.querySelector('.round-line')?.textContent).toBe(
      'Round 1 · 6 houses a side',
    );
    expect(window.localStorage.getItem(GAME_KEY)).not.toBeNull();
    first.unmount();

    const again = renderWith(i18n, <App i18n={i18n} />);
    expect(again.container.querySelector('.round-line')?.textContent).toBe(
      'Round 1 · 6 houses a side',
    );
    expect(again.container.textContent).toContain('Your unfinished game is back.');
    again.unmount();
  });
});
