import { createI18n, type I18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { da } from '../i18n/messages/da.ts';
import { de } from '../i18n/messages/de.ts';
import { en } from '../i18n/messages/en.ts';
import { fi } from '../i18n/messages/fi.ts';
import { nb } from '../i18n/messages/nb.ts';
import { sv } from '../i18n/messages/sv.ts';

/** Every language's messages, loaded statically (for tests). */
export const ALL_MESSAGES = { en, sv, nb, da, fi, de } as const;

/** Translations for tests, in `language` (English by default). */
export function testI18n(language: Language = 'en'): Promise<I18n> {
  return createI18n(language, async (l) => ALL_MESSAGES[l]);
}
