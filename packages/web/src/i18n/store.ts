import type { KeyValueStore } from '../game/persist.ts';
import { detectLanguage, type Language } from './languages.ts';

/** The localStorage key of the language the user chose. */
export const LANGUAGE_KEY = 'kalaha.language';

/** The language to start in: the one chosen before, else the browser's (see `detectLanguage`). */
export function startLanguage(store: KeyValueStore, preferred: readonly string[]): Language {
  let stored: string | null = null;
  try {
    stored = store.getItem(LANGUAGE_KEY);
  } catch {
    // No storage: detect from the browser.
  }
  return detectLanguage(stored, preferred);
}

/** Remembers the language the user chose. */
export function rememberLanguage(store: KeyValueStore, language: Language): void {
  try {
    store.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered.
  }
}
