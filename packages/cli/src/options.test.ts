import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from '@kalaha/rules';
import {
  buildAnyRules,
  buildRules,
  buildRulesAmong,
  parsePlayerSpec,
  parseWholeNumber,
} from './options.ts';
import { EGDB_PRESET_IDS, KALAHA_FAMILY_PRESET_IDS } from './preset-options.ts';

describe('parsePlayerSpec', () => {
  it('reads human, computer (level 6) and computer:LEVEL', () => {
    expect(parsePlayerSpec('human')).toEqual({ ok: true, value: { kind: 'human' } });
    expect(parsePlayerSpec('computer')).toEqual({
      ok: true,
      value: { kind: 'computer', level: 6 },
    });
    expect(parsePlayerSpec('computer:10')).toEqual({
      ok: true,
      value: { kind: 'computer', level: 10 },
    });
  });

  it.each([
    ['robot', "'robot' is not a player"],
    ['computer:0', 'no level 0'],
    ['computer:11', 'no level 11'],
    ['computer:x', "'computer:x' is not a player"],
    ['human:2', 'a human has no level'],
  ])('refuses %s, saying what is allowed', (text, message) => {
    const parsed = parsePlayerSpec(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain(message);
      expect(parsed.error).toContain('human, computer or computer:LEVEL with LEVEL 1-10');
    }
  });
});

describe('buildRules', () => {
  it('applies --set assignments to the preset, the last one of an option winning', () => {
    const rules = buildRules('kalah', ['seeds=3', 'endRule=playOn', 'seeds=5', 'skipOrigin=yes']);
    expect(rules.ok && rules.value).toMatchObject({
      seeds: 5,
      endRule: 'playOn',
      skipOrigin: true,
      emptyCapture: false,
    });
  });

  it('gives the preset itself without assignments', () => {
    expect(buildRules('kalaha-ownside')).toMatchObject({
      ok: true,
      value: { extraTurn: 'ownSide' },
    });
  });

  it.each([
    ['nope', [], "unknown preset 'nope' (allowed: kalaha, kalaha-ownside"],
    ['kalaha', ['seeds=99'], "--set: option 'seeds' must be 1..12 (got 99)"],
    ['kalaha', ['foo=1'], "--set foo=1: unknown option 'foo' (options: houses, seeds"],
    [
      'kalaha',
      ['endRule=sometimes'],
      "--set: option 'endRule' must be emptierTakes|ownerTakes|playOn",
    ],
    [
      'kalaha',
      ['majorityEnd=maybe'],
      "--set majorityEnd=maybe: option 'majorityEnd' must be true|false",
    ],
    ['kalaha', ['seeds'], "--set seeds: option 'seeds' must be 1..12 (write seeds=VALUE)"],
  ])(
    'refuses preset %s with %j, naming the option and its allowed values',
    (preset, sets, message) => {
      expect(buildRules(preset, sets)).toEqual({
        ok: false,
        error: expect.stringContaining(message),
      });
    },
  );
});

describe('buildRulesAmong', () => {
  it('builds a preset of another game with its own options (docs/RULES.md 4: Giuthi 5..10 houses)', () => {
    expect(buildAnyRules('giuthi', ['houses=5', 'rounds=false'])).toMatchObject({
      ok: true,
      value: { game: 'giuthi', houses: 5, seeds: 6, rounds: false },
    });
    expect(buildRulesAmong(EGDB_PRESET_IDS, 'oware')).toMatchObject({
      ok: true,
      value: { game: 'wari', grandSlam: 'noCapture' },
    });
  });

  it.each([
    [
      KALAHA_FAMILY_PRESET_IDS,
      'wari',
      "preset 'wari' (a game of wari) is not taken by this command",
    ],
    [
      EGDB_PRESET_IDS,
      'obridjie',
      "preset 'obridjie' (a game of obridjie) is not taken by this command",
    ],
    [PRESET_IDS, 'owari', "unknown preset 'owari'"],
  ])('refuses a preset outside %j, naming the presets taken', (presets, id, message) => {
    expect(buildRulesAmong(presets, id)).toEqual({
      ok: false,
      error: `${message} (allowed: ${presets.join(', ')})`,
    });
  });

  it('keeps buildRules to the Kalaha family', () => {
    expect(buildRules('giuthi')).toEqual({
      ok: false,
      error: `preset 'giuthi' (a game of giuthi) is not taken by this command (allowed: ${KALAHA_FAMILY_PRESET_IDS.join(', ')})`,
    });
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers in range and refuses the rest', () => {
    expect(parseWholeNumber('42', 0, 100)).toEqual({ ok: true, value: 42 });
    for (const text of ['-1', '101', '1.5', 'x', '', '1e3']) {
      expect(parseWholeNumber(text, 0, 100)).toEqual({
        ok: false,
        error: `'${text}' is not a whole number from 0 to 100`,
      });
    }
  });
});
