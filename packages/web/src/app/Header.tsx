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

/** The screens the header's navigation offers. */
export type HeaderScreen = 'new' | 'game' | 'rules' | 'online';

/**
 * The app's header: its name, the screens (new game, game, rules, online play), the language
 * (switched at once and remembered), the animation speed and the sound effects (on or off).
 */
export function Header({
  screen,
  hasGame,
  settings,
  onSettings,
  onScreen,
}: {
  screen: HeaderScreen;
  hasGame: boolean;
  settings: Settings;
  onSettings: (settings: Settings) => void;
  onScreen: (screen: HeaderScreen) => void;
}) {
  const i18n = useI18n();
  const t = i18n.t;
  const reduced = prefersReducedMotion();
  const tab = (id: HeaderScreen, label: string) => (
    <button
      type="button"
      class={`nav-button${screen === id ? ' current' : ''}`}
      aria-current={screen === id ? 'page' : undefined}
      onClick={() => onScreen(id)}
    >
      {label}
    </button>
  );
  return (
    <header class="app-header">
      <div class="brand">
        <span class="brand-mark" aria-hidden="true" />
        <span class="brand-name">{t('app.title')}</span>
      </div>
      <nav aria-label={t('nav.label')} class="nav">
        {tab('new', t('nav.newGame'))}
        {hasGame && tab('game', t('nav.game'))}
        {tab('rules', t('nav.rules'))}
        {tab('online', t('nav.online'))}
      </nav>
      <div class="header-settings">
        <label class="field compact">
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
        <label class="field compact">
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
        <label class="field compact toggle">
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
    </header>
  );
}
