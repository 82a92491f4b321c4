import * as z from 'zod/mini';
import { DEFAULT_SPEED, SPEEDS, type Speed } from '../board/timing.ts';
import type { KeyValueStore } from '../game/persist.ts';
import { readStored } from './stored.ts';

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

/** The stored settings, each one that is missing or unreadable its default. */
const StoredSettingsSchema = z.object({
  speed: z.catch(z.literal(SPEEDS), DEFAULT_SETTINGS.speed),
  analysis: z.catch(z.boolean(), DEFAULT_SETTINGS.analysis),
  sound: z.catch(z.boolean(), DEFAULT_SETTINGS.sound),
});

/** The stored settings; defaults for anything missing or unreadable. */
export function loadSettings(store: KeyValueStore): Settings {
  return readStored(store, SETTINGS_KEY, StoredSettingsSchema) ?? DEFAULT_SETTINGS;
}

/** Stores the settings (errors ignored: they then last until the page closes). */
export function saveSettings(store: KeyValueStore, settings: Settings): void {
  try {
    store.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Not kept.
  }
}
