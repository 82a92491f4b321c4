import { useEffect, useRef, useState } from 'preact/hooks';
import { SPEEDS, type Speed } from '../board/timing.ts';
import { useI18n } from '../i18n/context.ts';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../i18n/languages.ts';
import { rememberLanguage } from '../i18n/store.ts';
import type { MessageKey } from '../i18n/keys.ts';
import { prefersReducedMotion } from './motion.ts';
import type { Settings } from './settings.ts';

const SPEED_NAMES: Readonly<Record<Speed, MessageKey>> = {
  0.5: 'speed.slow',
  1: 'speed.normal',
  2: 'speed.fast',
  4: 'speed.veryFast',
};

/**
 * The header's settings menu (issue 16: on a phone the screen goes to the board, not to
 * settings): one button that shows and hides the language (switched at once and remembered), the
 * animation speed and the sound effects. A disclosure (the button's `aria-expanded`): Escape closes
 * it and gives the focus back to the button, and so does a click or tap outside it.
 */
export function SettingsMenu({
  settings,
  onSettings,
}: {
  settings: Settings;
  onSettings: (settings: Settings) => void;
}) {
  const i18n = useI18n();
  const t = i18n.t;
  const reduced = prefersReducedMotion();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div class="settings-menu" ref={menu}>
      <button
        ref={button}
        type="button"
        class="settings-button"
        aria-expanded={open}
        aria-controls="settings-panel"
        onClick={() => setOpen(!open)}
      >
        <span class="settings-icon" aria-hidden="true">
          ⚙
        </span>
        <span class="settings-text">{t('nav.settings')}</span>
      </button>
      {open && (
        <div id="settings-panel" class="settings-panel" role="group" aria-label={t('nav.settings')}>
          <label class="field">
            <span>{t('nav.language')}</span>
            <select
              value={i18n.language}
              onChange={(e) => {
                const lang = (e.target as HTMLSelectElement).value;
                if (!isLanguage(lang)) return;
                rememberLanguage(window.localStorage, lang);
                void i18n.setLanguage(lang);
              }}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>{t('nav.speed')}</span>
            <select
              value={String(settings.speed)}
              disabled={reduced}
              title={reduced ? t('speed.reducedMotion') : undefined}
              onChange={(e) => {
                const speed = Number((e.target as HTMLSelectElement).value) as Speed;
                onSettings({ ...settings, speed });
              }}
            >
              {SPEEDS.map((s) => (
                <option key={s} value={String(s)}>
                  {t(SPEED_NAMES[s])}
                </option>
              ))}
            </select>
          </label>
          <label class="field toggle">
            <input
              type="checkbox"
              role="switch"
              checked={settings.sound}
              onChange={(e) =>
                onSettings({ ...settings, sound: (e.target as HTMLInputElement).checked })
              }
            />
            <span>{t('nav.sound')}</span>
          </label>
        </div>
      )}
    </div>
  );
}
