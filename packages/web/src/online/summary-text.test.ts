import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { presetName } from '../app/names.ts';
import { testI18n } from '../test-support/i18n.ts';
import { familyName, FAMILIES, rulesText, statusText, timeControlText } from './summary-text.ts';

let en: I18n;
let fi: I18n;
beforeAll(async () => {
  en = await testI18n('en');
  fi = await testI18n('fi');
});

const result = (winner: 'south' | 'north' | 'draw' | null) => ({
  winner,
  scores: { south: 20, north: 16 },
  reason: 'end' as const,
  end: null,
});

describe('the words of a game line', () => {
  it('says the clock: none, or minutes and increment', () => {
    expect(timeControlText(en.t, null)).toBe('No clock');
    expect(timeControlText(en.t, { initialMs: 600_000, incrementMs: 5_000 })).toBe('10 min + 5 s');
    expect(timeControlText(fi.t, null)).toBe('Ei kelloa');
  });

  it('names the rules by their preset, or by their family when changed', () => {
    expect(rulesText(en.t, 'kalah', 'kalaha')).toBe('Kalah (standard)');
    expect(rulesText(en.t, null, 'kalaha')).toBe('The Kalaha family');
    expect(rulesText(en.t, null, 'wari')).toBe('Wari and Oware');
    expect(rulesText(en.t, 'oware', 'wari')).toBe(presetName(en.t, 'oware'));
    expect(rulesText(en.t, null, 'giuthi')).toBe('giuthi');
    expect(FAMILIES.map((f) => familyName(fi.t, f))).toEqual([
      'Kalaha-perhe',
      'Wari ja Oware',
      'Obridjie',
    ]);
  });

  it('says where a game stands, or who won and the score', () => {
    expect(statusText(en.t, { status: 'open', result: null })).toBe('Waiting for an opponent');
    expect(statusText(en.t, { status: 'active', result: null })).toBe('Being played');
    expect(statusText(en.t, { status: 'aborted', result: null })).toBe('Aborted');
    expect(statusText(en.t, { status: 'finished', result: result('south') })).toBe(
      'South won, 20–16',
    );
    expect(statusText(en.t, { status: 'finished', result: result('draw') })).toBe('Draw, 20–16');
    expect(statusText(fi.t, { status: 'finished', result: result('north') })).toBe(
      'Pohjoinen voitti, 20–16',
    );
  });
});
