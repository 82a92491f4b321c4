import { ERROR_CODES } from '@kalaha/protocol';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ALL_MESSAGES } from '../test-support/i18n.ts';
import { CLIENT_ERROR_CODES, errorText } from './errors.ts';

const CODES = [...ERROR_CODES, ...CLIENT_ERROR_CODES];

describe('error messages', () => {
  it.each(LANGUAGES)('tells every error code in words in %s, each its own', async (language) => {
    const i18n = await createI18n(language, async (l) => ALL_MESSAGES[l]);
    const texts = CODES.map((code) => errorText(i18n.t, { code }));
    for (const [i, text] of texts.entries()) {
      expect(text, CODES[i]).not.toMatch(/^errors\./);
      expect(text.trim(), CODES[i]).not.toBe('');
    }
    expect(new Set(texts).size).toBe(CODES.length);
  });

  it('shows a code it does not know (a newer server) as an unreadable answer', async () => {
    const i18n = await createI18n('en', async (l) => ALL_MESSAGES[l]);
    expect(errorText(i18n.t, { code: 'game/exploded' as never })).toBe(
      errorText(i18n.t, { code: 'client/bad_answer' }),
    );
  });
});
