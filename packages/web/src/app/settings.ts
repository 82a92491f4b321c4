import { DEFAULT_SPEED, isSpeed, type Speed } from '../board/timing.ts';
import type { KeyValueStore } from '../game/persist.ts';

/** The user's settings kept in localStorage (the language is kept by `i18n/store.ts`). */
export interface Settings {
  /** Animation speed, a multiple of normal speed. */
  readonly speed: Speed;
  /** Whether the analysis panel is open. */
  readonly analysis: boolean;
  /** Whether moves make sound (off until the user turns it on). */
  readonly sound: boolean;
}

/** The localStorage key of the settings. */
export const SETTINGS_KEY = 'kalaha.settings.v1';

/** The settings until the user changes one. */
export const DEFAULT_SETTINGS: Settings = { speed: DEFAULT_SPEED, analysis: false, sound: false };

/** The stored settings; defaults for anything missing or unreadable. */
export function loadSettings(store: KeyValueStore): Settings {
  try {
    const data = JSON.parse(store.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
    return {
      speed: isSpeed(data.speed) ? data.speed : DEFAULT_SETTINGS.speed,
      analysis: typeof data.analysis === 'boolean' ? data.analysis : DEFAULT_SETTINGS.analysis,
      sound: typeof data.sound === 'boolean' ? data.sound : DEFAULT_SETTINGS.sound,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Stores the settings (errors ignored: they then last until the page closes). */
export function saveSettings(store: KeyValueStore, settings: Settings): void {
  try {
    store.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Not kept.
  }
}
