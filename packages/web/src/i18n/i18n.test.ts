import { describe, expect, it } from 'vitest';
import { testI18n } from '../test-support/i18n.ts';

describe('i18n', () => {
  it('fills in values, plurals and the side’s form', async () => {
    const i18n = await testI18n('en');
    expect(i18n.t('common.seeds', { count: 1 })).toBe('1 seed');
    expect(i18n.t('common.seeds', { count: 5 })).toBe('5 seeds');
    expect(i18n.t('board.toMove', { side: 'north' })).toBe('North to move');
  });

  it('switches language and tells its listeners', async () => {
    const i18n = await testI18n('en');
    let told = 0;
    const stop = i18n.subscribe(() => told++);
    await i18n.setLanguage('de');
    expect(i18n.language).toBe('de');
    expect(told).toBe(1);
    stop();
    await i18n.setLanguage('fi');
    expect(told).toBe(1);
  });

  it('writes numbers the way of the language shown (Intl), in code and in messages', async () => {
    const i18n = await testI18n('en');
    expect(i18n.number(2.5, { signDisplay: 'exceptZero' })).toBe('+2.5');
    expect(i18n.number(0, { signDisplay: 'exceptZero' })).toBe('0');
    expect(i18n.t('online.player.ratingValue', { rating: 1523, rd: 60 })).toBe('1,523 ± 60');
    await i18n.setLanguage('de');
    expect(i18n.number(-2.5, { signDisplay: 'exceptZero' })).toBe('-2,5');
    expect(i18n.t('online.player.ratingValue', { rating: 1523, rd: 60 })).toBe('1.523 ± 60');
    await i18n.setLanguage('sv');
    expect(i18n.t('online.player.ratingValue', { rating: 1523, rd: 60 })).toMatch(/^1\s523 ± 60$/);
  });
});
