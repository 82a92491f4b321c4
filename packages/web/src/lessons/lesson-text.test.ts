import { LESSON_TOPICS } from '@kalaha/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { testI18n } from '../test-support/i18n.ts';
import { anyRulesOf, rulesOf } from '../test-support/positions.ts';
import { stepText } from './lesson-text.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('the lesson steps in words (issue 19)', () => {
  it('says what the end of the game does with the seeds left, by endRule (docs/RULES.md 1.3)', () => {
    const t = i18n.t;
    const end = (endRule: string) => stepText(t, 'endOfGame', rulesOf('kalaha', { endRule })).text;
    expect(end('emptierTakes')).toMatch(/^When a side is empty .* emptied his side takes every/);
    expect(end('ownerTakes')).toMatch(/each player puts the seeds left on his own side/);
    expect(end('playOn')).toMatch(/^A player whose side is empty passes/);
    for (const text of [end('emptierTakes'), end('ownerTakes'), end('playOn')]) {
      expect(text).toMatch(/Play the move that ends it\.$/);
    }
  });

  it('words a rule as the options have it: directions in Giuthi, the grand slam refused in Wari', () => {
    const t = i18n.t;
    expect(stepText(t, 'sowing', anyRulesOf('giuthi')).text).toContain(
      'in the direction you choose',
    );
    expect(stepText(t, 'sowing', rulesOf('kalah')).text).toContain('counter-clockwise');
    expect(stepText(t, 'grandSlam', anyRulesOf('wari')).text).toContain('is not allowed');
    expect(stepText(t, 'grandSlam', anyRulesOf('oware')).text).toContain('captures nothing at all');
  });

  it('has every topic in all six languages, no key left untranslated', async () => {
    for (const language of LANGUAGES) {
      await i18n.setLanguage(language);
      for (const topic of LESSON_TOPICS) {
        const { title, text } = stepText(i18n.t, topic, rulesOf('kalaha'));
        expect([language, topic, title.startsWith('lessons.')]).toEqual([language, topic, false]);
        expect([language, topic, text.includes('lessons.')]).toEqual([language, topic, false]);
      }
    }
    await i18n.setLanguage('en');
  });
});
