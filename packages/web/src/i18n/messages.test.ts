import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../test-support/i18n.ts';
import { LANGUAGES } from './languages.ts';

type Tree = { readonly [key: string]: string | Tree };

/** Every key of a message tree as a dotted path, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = flatten(ALL_MESSAGES.en);

describe('messages', () => {
  it('has all six languages', () => {
    expect(Object.keys(ALL_MESSAGES).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const messages = flatten(ALL_MESSAGES[language]);

    it('has every key of English and no other', () => {
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('fills in the same values as English', () => {
      for (const [key, text] of english) {
        expect(placeholders(messages.get(key) ?? ''), `${language} ${key}`).toEqual(
          placeholders(text),
        );
      }
    });

    it('has no empty message', () => {
      for (const [key, text] of messages) expect(text.trim(), `${language} ${key}`).not.toBe('');
    });

    it.runIf(language !== 'en')('is translated (not left in English)', () => {
      const words = (text: string) => text.replace(/\{\{[^}]+\}\}/g, '');
      const same = [...english].filter(
        ([key, text]) => messages.get(key) === text && /[a-z]{4}/.test(words(text)),
      );
      // Words that are the same in both languages (Kalaha, Kalah) may stay; sentences may not.
      expect(same.map(([key]) => key).filter((key) => !key.startsWith('levels.'))).toEqual(
        same.map(([key]) => key).filter((key) => ALLOWED_SAME.has(key)),
      );
    });
  });
});

/** Keys whose text may be the same as English in a language (names, words shared). */
const ALLOWED_SAME = new Set([
  'app.title',
  'speed.normal', // Normal (sv, de)
  'presets.kalah.name', // Kalah (standard) (sv, nb, da)
  'analysis.best', // best (nb)
  'online.families.obridjie', // Obridjie, a name
  'online.families.giuthi', // Giuthi, a name
  'games.kalaha', // the games' own names
  'games.wari',
  'games.obridjie',
  'games.giuthi',
]);
