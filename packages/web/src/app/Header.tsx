import { useI18n } from '../i18n/context.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import type { Settings } from './settings.ts';

/** The screens the header's navigation offers. */
export type HeaderScreen = 'new' | 'game' | 'rules' | 'puzzles' | 'online';

/**
 * The app's header: its name, the screens (new game, game, rules, puzzles, online play) and the settings
 * menu (language, animation speed, sound effects: {@link SettingsMenu}).
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
        {tab('puzzles', t('nav.puzzles'))}
        {tab('online', t('nav.online'))}
      </nav>
      <SettingsMenu settings={settings} onSettings={onSettings} />
    </header>
  );
}
