import { describe, expect, it } from 'vitest';
import { buildRules, parsePlayerSpec, parseWholeNumber } from './options.ts';

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
