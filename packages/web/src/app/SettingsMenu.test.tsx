import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { testI18n } from '../test-support/i18n.ts';
import { act } from 'preact/test-utils';
import { click, press, renderWith } from '../test-support/render.tsx';
import { SettingsMenu } from './SettingsMenu.tsx';
import type { Settings } from './settings.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

const SETTINGS: Settings = { speed: 1, analysis: false, sound: false };

/** A pointer pressed down on `target`, as a tap starts. */
function tap(target: Element): void {
  act(() => {
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
}

describe('the settings menu (issue 16: settings behind one header button)', () => {
  it('shows language, animation speed and sound only when opened, and hides them again', () => {
    const { container } = renderWith(
      i18n,
      <SettingsMenu settings={SETTINGS} onSettings={vi.fn()} />,
    );
    const button = container.querySelector<HTMLButtonElement>('.settings-button')!;
    expect(button.textContent).toContain('Settings');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('select')).toBeNull();
    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const labels = [...container.querySelectorAll('#settings-panel label')].map((l) =>
      l.textContent?.trim(),
    );
    expect(labels[0]).toMatch(/^Language/);
    expect(labels[1]).toMatch(/^Animation speed/);
    expect(labels[2]).toBe('Sound effects');
    click(button);
    expect(container.querySelector('#settings-panel')).toBeNull();
  });

  it('closes on Escape, giving the focus back to its button, and on a tap outside it', () => {
    const { container } = renderWith(
      i18n,
      <SettingsMenu settings={SETTINGS} onSettings={vi.fn()} />,
    );
    const button = container.querySelector<HTMLButtonElement>('.settings-button')!;
    click(button);
    press(document.body, 'Escape');
    expect(container.querySelector('#settings-panel')).toBeNull();
    expect(document.activeElement).toBe(button);
    click(button);
    // A tap inside the panel leaves it open; one outside closes it.
    tap(container.querySelector('#settings-panel')!);
    expect(container.querySelector('#settings-panel')).not.toBeNull();
    tap(document.body);
    expect(container.querySelector('#settings-panel')).toBeNull();
  });

  it('changes a setting through onSettings and stays open', () => {
    const onSettings = vi.fn();
    const { container } = renderWith(
      i18n,
      <SettingsMenu settings={SETTINGS} onSettings={onSettings} />,
    );
    click(container.querySelector<HTMLButtonElement>('.settings-button')!);
    click(container.querySelector<HTMLInputElement>('input[role="switch"]')!);
    expect(onSettings).toHaveBeenCalledWith({ ...SETTINGS, sound: true });
    expect(container.querySelector('#settings-panel')).not.toBeNull();
  });
});
