import { createInstance, type i18n as I18next } from 'i18next';
import type { Translate } from './translate.ts';
import { FALLBACK_LANGUAGE, type Language } from './languages.ts';
import type { Messages } from './messages/en.ts';

/**
 * The app's translations on i18next: one i18next instance, the messages of each language loaded
 * on demand (each language is its own chunk of the build, so the first page load carries one
 * language only), and English as the fallback.
 */
export interface I18n {
  /** The language shown. */
  readonly language: Language;
  /** Looks up a message in {@link I18n.language}. */
  readonly t: Translate;
  /**
   * `value` written in {@link I18n.language}'s way (`Intl.NumberFormat`: `1 500` in Swedish,
   * `2,5` in German), with `options` such as `{ signDisplay: 'exceptZero' }`. Messages format
   * their numbers the same way with i18next's `{{value, number}}`.
   */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** Loads `language` if needed and switches to it. */
  setLanguage(language: Language): Promise<void>;
  /** Calls `listener` after every language switch; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Loads a language's messages. */
export type MessageLoader = (language: Language) => Promise<Messages>;

/** The messages of every language, each a dynamic import (a chunk of its own in the build). */
export const loadMessages: MessageLoader = async (language) => {
  switch (language) {
    case 'en':
      return (await import('./messages/en.ts')).en;
    case 'sv':
      return (await import('./messages/sv.ts')).sv;
    case 'nb':
      return (await import('./messages/nb.ts')).nb;
    case 'da':
      return (await import('./messages/da.ts')).da;
    case 'fi':
      return (await import('./messages/fi.ts')).fi;
    case 'de':
      return (await import('./messages/de.ts')).de;
  }
};

/**
 * Starts the translations in `language` (plus English as the fallback).
 *
 * @param load where messages come from; tests pass the message objects directly.
 */
export async function createI18n(
  language: Language,
  load: MessageLoader = loadMessages,
): Promise<I18n> {
  const instance: I18next = createInstance();
  const loaded = new Set<Language>();
  const ensure = async (lng: Language): Promise<void> => {
    if (loaded.has(lng)) return;
    const messages = await load(lng);
    instance.addResourceBundle(lng, 'translation', messages, true, true);
    loaded.add(lng);
  };
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([ensure(language), ensure(FALLBACK_LANGUAGE)]);
  await instance.changeLanguage(language);

  const listeners = new Set<() => void>();
  let current = language;
  const t: Translate = (key, values) => {
    const { side, ...rest } = values ?? {};
    const options = side === undefined ? rest : { ...rest, context: side };
    return instance.t(key, options);
  };
  return {
    get language() {
      return current;
    },
    t,
    number: (value, options) => new Intl.NumberFormat(current, options).format(value),
    async setLanguage(next) {
      await ensure(next);
      await instance.changeLanguage(next);
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
