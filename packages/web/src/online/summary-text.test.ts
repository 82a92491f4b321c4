import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '../i18n/i18n.ts';
import { presetName } from '../app/names.ts';
import { testI18n } from '../test-support/i18n.ts';
import { familyName, FAMILIES, rulesText, statusText, timeControlText } from './summary-text.ts';

let en: I18n;
let fi: I18n;
let de: I18n;
beforeAll(async () => {
  de = await testI18n('de');
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
    expect(rulesText(en.t, null, 'giuthi')).toBe('Giuthi');
    expect(rulesText(en.t, null, 'pallanguzhi')).toBe('pallanguzhi');
    expect(FAMILIES.map((f) => familyName(fi.t, f))).toEqual([
      'Kalaha-perhe',
      'Wari ja Oware',
      'Obridjie',
      'Giuthi',
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

  it('says why a Giuthi match ended (docs/RULES.md 4: cannot fill, all seeds, equal seeds, one round)', () => {
    const match = (winner: 'south' | 'north' | 'draw', end: string) => ({
      status: 'finished' as const,
      result: { winner, scores: { south: 40, north: 0 }, reason: 'end' as const, end },
    });
    expect(statusText(en.t, match('south', 'allSeeds'))).toBe('South won, 40–0 · all seeds');
    expect(statusText(en.t, match('south', 'cannotFill'))).toBe(
      'South won, 40–0 · cannot fill a row',
    );
    expect(statusText(en.t, match('draw', 'equalSeeds'))).toBe('Draw, 40–0 · equal seeds');
    expect(statusText(de.t, match('north', 'singleRound'))).toBe(
      'Nord hat gewonnen, 40–0 · eine Runde',
    );
    // The end of another game is not told in the list.
    expect(statusText(en.t, match('south', 'majority:south'))).toBe('South won, 40–0');
  });
});
