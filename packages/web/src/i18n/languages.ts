/**
 * The languages of the app: those of the rulebooks (Swedish, Norwegian bokmål, Danish, Finnish,
 * German) and English. Codes are BCP 47.
 */
export const LANGUAGES = ['en', 'sv', 'nb', 'da', 'fi', 'de'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the language menu (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fi: 'Suomi',
  de: 'Deutsch',
};

/** The language used when the browser asks for none of ours. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** True when `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language to show: the one the user chose before (`stored`), else the first of the
 * browser's preferred languages (`navigator.languages`) that we have, matching on the primary
 * subtag (`sv-FI` → `sv`; Norwegian `no` and `nn` → `nb`, the written Norwegian we have), else
 * English.
 */
export function detectLanguage(
  stored: string | null | undefined,
  preferred: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'no' || primary === 'nn') return 'nb';
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}
