import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { I18n } from './i18n.ts';
import type { Translate } from './translate.ts';

/** The translations, provided once at the root of the app. */
export const I18nContext = createContext<I18n | undefined>(undefined);

/**
 * The translation function of the current language; the component re-renders when the language
 * changes.
 *
 * @throws Error outside an {@link I18nContext} provider (a bug).
 */
export function useT(): Translate {
  return useI18n().t;
}

/** The translations object itself (language, switch), re-rendering on a language change. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT outside the I18nContext provider');
  const [, setVersion] = useState(0);
  useEffect(() => i18n.subscribe(() => setVersion((v) => v + 1)), [i18n]);
  return i18n;
}
