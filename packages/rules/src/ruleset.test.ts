/**
 * Rule sets as data (docs/RULES.md 1.1 options, 1.4 presets): validation, errors, `--set` parsing.
 */
import { unwrap } from './result.ts';
import { describe, it, expect } from 'vitest';
import {
  KALAHA_OPTIONS,
  KALAHA_OPTION_NAMES,
  OBRIDJIE_OPTIONS,
  WARI_OPTIONS,
  optionNamesOf,
  type KalahaOptions,
} from './options.ts';
import { KALAHA_PRESETS, PRESETS, findPreset, presetsOf } from './presets.ts';
import {
  PRESET_IDS,
  differencesFrom,
  parseOptionAssignment,
  presetOf,
  ruleSet,
  validateRuleSet,
  type KalahaRuleSet,
  type RuleSet,
} from './ruleset.ts';

function rules(preset = 'kalaha', overrides: Record<string, unknown> = {}): RuleSet {
  const r = unwrap(ruleSet(preset, overrides));
  return r;
}

/** A Kalaha-family rule set, to read its options. */
function kalaha(preset = 'kalaha', overrides: Record<string, unknown> = {}): KalahaRuleSet {
  const rs = rules(preset, overrides);
  if (rs.game !== 'kalaha') throw new Error(`${preset} is not a Kalaha-family preset`);
  return rs;
}

function errorOf(preset: string, overrides: Record<string, unknown> = {}) {
  const r = ruleSet(preset, overrides);
  if (r.ok) throw new Error(`expected ${preset} ${JSON.stringify(overrides)} to be refused`);
  return r.error;
}

/** docs/RULES.md 1.4, written out option by option. */
const KALAHA: KalahaOptions = {
  houses: 6,
  seeds: 6,
  extraTurn: 'store',
  capture: 'opposite',
  emptyCapture: true,
  captureNeedsLap: false,
  captureTwoThree: false,
  skipOrigin: false,
  endRule: 'emptierTakes',
  majorityEnd: false,
  tieBreak: 'draw',
  swap: false,
};

describe('docs/RULES.md 1.1 option table', () => {
  it('lists the eleven options of the table, in its order, then swap (docs/RULES.md 5)', () => {
    expect(KALAHA_OPTION_NAMES).toEqual([
      'houses',
      'seeds',
      'extraTurn',
      'capture',
      'emptyCapture',
      'captureNeedsLap',
      'captureTwoThree',
      'skipOrigin',
      'endRule',
      'majorityEnd',
      'tieBreak',
      'swap',
    ]);
  });

  it('has the allowed values of the table', () => {
    expect(KALAHA_OPTIONS.houses).toMatchObject({ kind: 'integer', min: 1, max: 12 });
    expect(KALAHA_OPTIONS.seeds).toMatchObject({ kind: 'integer', min: 1, max: 12 });
    expect(KALAHA_OPTIONS.extraTurn.values).toEqual(['store', 'ownSide', 'none']);
    expect(KALAHA_OPTIONS.capture.values).toEqual(['opposite', 'none']);
    expect(KALAHA_OPTIONS.endRule.values).toEqual(['emptierTakes', 'ownerTakes', 'playOn']);
    expect(KALAHA_OPTIONS.tieBreak.values).toEqual(['draw', 'emptierWins']);
    for (const name of [
      'emptyCapture',
      'captureNeedsLap',
      'captureTwoThree',
      'skipOrigin',
      'majorityEnd',
    ] as const) {
      expect(KALAHA_OPTIONS[name].kind).toBe('boolean');
    }
  });
});

describe('docs/RULES.md 1.4 presets', () => {
  it('kalaha (000, 001) is the default, 6×6 with the options of the table', () => {
    expect(rules()).toEqual({ game: 'kalaha', ...KALAHA });
    expect(findPreset('kalaha')?.options).toEqual(KALAHA);
    expect(PRESETS[0]?.id).toBe('kalaha');
  });

  it('kalaha-ownside (002): extraTurn ownSide', () => {
    expect(findPreset('kalaha-ownside')?.options).toEqual({ ...KALAHA, extraTurn: 'ownSide' });
    expect(findPreset('kalaha-ownside')?.variants).toContain('tieBreak');
  });

  it('kalaha-felt (003): 6×4, endRule emptierTakes (variant 2) and the three variants offered', () => {
    expect(findPreset('kalaha-felt')?.options).toEqual({ ...KALAHA, seeds: 4 });
    expect(findPreset('kalaha-felt')?.variants).toContain('endRule');
  });

  it('kalaha-de (004): endRule ownerTakes (Endvariante 2), majorityEnd, its three variants as options', () => {
    const preset = findPreset('kalaha-de');
    expect(preset?.options).toEqual({ ...KALAHA, endRule: 'ownerTakes', majorityEnd: true });
    expect(preset?.variants).toEqual(
      expect.arrayContaining(['seeds', 'captureNeedsLap', 'captureTwoThree', 'skipOrigin']),
    );
  });

  it('kalah (standard): 6×4, emptyCapture false, endRule ownerTakes', () => {
    expect(findPreset('kalah')?.options).toEqual({
      ...KALAHA,
      seeds: 4,
      emptyCapture: false,
      endRule: 'ownerTakes',
    });
  });

  it('kalah-empty-capture (Irving, Donkers & Uiterwijk 2000): 6×4, endRule ownerTakes', () => {
    expect(findPreset('kalah-empty-capture')?.options).toEqual({
      ...KALAHA,
      seeds: 4,
      endRule: 'ownerTakes',
    });
  });

  it('are exactly the six of the table, then the Wari and Obridjie presets (docs/RULES.md 2, 3), each a valid rule set that presetOf names', () => {
    expect(PRESET_IDS).toEqual([
      'kalaha',
      'kalaha-ownside',
      'kalaha-felt',
      'kalaha-de',
      'kalah',
      'kalah-empty-capture',
      'wari',
      'oware',
      'obridjie',
      'giuthi',
    ]);
    expect(presetsOf('kalaha').map((p) => p.id)).toEqual(PRESET_IDS.slice(0, 6));
    expect(KALAHA_PRESETS).toEqual(presetsOf('kalaha'));
    for (const preset of PRESETS) {
      const rs = rules(preset.id);
      expect(rs).toEqual({ game: preset.game, ...preset.options });
      expect(presetOf(rs)).toBe(preset.id);
      expect(differencesFrom(rs, preset.id)).toEqual([]);
    }
  });

  it('docs/RULES.md 1.4 "every option can be changed from it": overrides, presetOf and differencesFrom', () => {
    const rs = kalaha('kalaha-de', { seeds: 4, skipOrigin: true });
    expect(rs.seeds).toBe(4);
    expect(rs.skipOrigin).toBe(true);
    expect(rs.majorityEnd).toBe(true);
    expect(presetOf(rs)).toBeUndefined();
    expect(differencesFrom(rs, 'kalaha-de')).toEqual(['seeds=4', 'skipOrigin=true']);
    expect(differencesFrom(rs, 'kalaha')).toEqual([
      'seeds=4',
      'skipOrigin=true',
      'endRule=ownerTakes',
      'majorityEnd=true',
    ]);
    expect(differencesFrom(rs, 'nonesuch')).toEqual([]);
    // Overriding to a preset's own values names that preset.
    expect(presetOf(rules('kalaha', { extraTurn: 'ownSide' }))).toBe('kalaha-ownside');
  });
});

describe('houses 1..12 and seeds 1..12 (docs/RULES.md 1)', () => {
  it('accepts the limits', () => {
    for (const n of [1, 12]) {
      expect(rules('kalaha', { houses: n }).houses).toBe(n);
      expect(rules('kalaha', { seeds: n }).seeds).toBe(n);
    }
  });

  it('refuses values outside 1..12 and non-integers, naming the option and its range', () => {
    for (const option of ['houses', 'seeds']) {
      for (const value of [0, 13, -1, 2.5, '6', null, Number.NaN]) {
        const e = errorOf('kalaha', { [option]: value });
        expect(e.code).toBe('ERR_OPTION_VALUE');
        expect(e).toMatchObject({ option, allowed: '1..12' });
        expect(e.message).toContain(option);
        expect(e.message).toContain('1..12');
      }
    }
  });
});

describe('rule-set errors (docs/RULES.md 1.1 allowed values and the contradictions of ruleset.ts)', () => {
  it('unknown preset: ERR_UNKNOWN_PRESET listing the presets', () => {
    const e = errorOf('kalahari');
    expect(e).toMatchObject({
      code: 'ERR_UNKNOWN_PRESET',
      preset: 'kalahari',
      allowed: PRESET_IDS,
    });
    expect(e.message).toContain('kalahari');
    expect(e.message).toContain('kalah-empty-capture');
  });

  it('unknown option: ERR_UNKNOWN_OPTION listing the options', () => {
    const e = errorOf('kalaha', { stones: 4 });
    expect(e).toMatchObject({ code: 'ERR_UNKNOWN_OPTION', option: 'stones' });
    expect(e.message).toContain('stones');
    expect(e.message).toContain('tieBreak');
  });

  it('out-of-range values of every choice and boolean option: ERR_OPTION_VALUE', () => {
    const bad: [string, unknown, string][] = [
      ['extraTurn', 'always', 'store|ownSide|none'],
      ['capture', 'both', 'opposite|none'],
      ['emptyCapture', 'yes', 'true|false'],
      ['captureNeedsLap', 1, 'true|false'],
      ['captureTwoThree', null, 'true|false'],
      ['skipOrigin', 'false', 'true|false'],
      ['endRule', 'emptierWins', 'emptierTakes|ownerTakes|playOn'],
      ['majorityEnd', 0, 'true|false'],
      ['tieBreak', 'emptierTakes', 'draw|emptierWins'],
    ];
    for (const [option, value, allowed] of bad) {
      const e = errorOf('kalaha', { [option]: value });
      expect(e).toMatchObject({ code: 'ERR_OPTION_VALUE', option, allowed });
    }
  });

  it('contradiction: captureNeedsLap with capture none', () => {
    const e = errorOf('kalaha', { capture: 'none', captureNeedsLap: true });
    expect(e).toMatchObject({ code: 'ERR_CONTRADICTION', option: 'captureNeedsLap' });
    expect(kalaha('kalaha', { capture: 'none' }).captureNeedsLap).toBe(false);
  });

  it('contradiction: tieBreak emptierWins with endRule playOn', () => {
    const e = errorOf('kalaha', { endRule: 'playOn', tieBreak: 'emptierWins' });
    expect(e).toMatchObject({ code: 'ERR_CONTRADICTION', option: 'tieBreak' });
    expect(kalaha('kalaha', { endRule: 'playOn' }).tieBreak).toBe('draw');
    expect(kalaha('kalaha', { endRule: 'ownerTakes', tieBreak: 'emptierWins' }).tieBreak).toBe(
      'emptierWins',
    );
  });
});

describe('validateRuleSet (docs/RULES.md 1.1, untrusted data)', () => {
  it('accepts a complete rule set and returns a frozen copy without stray data', () => {
    const input = { game: 'kalaha', ...KALAHA };
    const r = validateRuleSet(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(input);
    expect(r.value).not.toBe(input);
    expect(Object.isFrozen(r.value)).toBe(true);
  });

  it('refuses what is not an object: ERR_RULES_SHAPE', () => {
    for (const data of [null, undefined, 3, 'kalaha', [1, 2]]) {
      const r = validateRuleSet(data);
      expect(r.ok ? undefined : r.error.code).toBe('ERR_RULES_SHAPE');
    }
  });

  it('refuses another game, a missing option and an extra key', () => {
    const noGame = validateRuleSet({ ...KALAHA });
    expect(noGame.ok ? undefined : noGame.error).toMatchObject({
      code: 'ERR_OPTION_VALUE',
      option: 'game',
    });
    const missing: Record<string, unknown> = { game: 'kalaha', ...KALAHA };
    delete missing.tieBreak;
    const noTie = validateRuleSet(missing);
    expect(noTie.ok ? undefined : noTie.error).toMatchObject({
      code: 'ERR_OPTION_VALUE',
      option: 'tieBreak',
    });
    expect(noTie.ok ? '' : noTie.error.message).toContain('got nothing');
    const extra = validateRuleSet({ game: 'kalaha', ...KALAHA, speed: 'fast' });
    expect(extra.ok ? undefined : extra.error).toMatchObject({
      code: 'ERR_UNKNOWN_OPTION',
      option: 'speed',
    });
  });
});

describe('parseOptionAssignment (docs/RULES.md 1.1 options as --set name=value)', () => {
  const parsed = (text: string) => {
    const r = parseOptionAssignment(text);
    return r.ok ? r.value : r.error;
  };

  it('reads integers, choices and booleans', () => {
    expect(parsed('seeds=4')).toEqual({ option: 'seeds', value: 4 });
    expect(parsed(' houses = 12 ')).toEqual({ option: 'houses', value: 12 });
    expect(parsed('endRule=ownerTakes')).toEqual({ option: 'endRule', value: 'ownerTakes' });
    for (const t of ['true', 'yes', 'on']) {
      expect(parsed(`majorityEnd=${t}`)).toEqual({ option: 'majorityEnd', value: true });
    }
    for (const f of ['false', 'no', 'off']) {
      expect(parsed(`skipOrigin=${f}`)).toEqual({ option: 'skipOrigin', value: false });
    }
  });

  it('leaves range checks to the rule set: houses=13 parses, ruleSet refuses it', () => {
    const a = parseOptionAssignment('houses=13');
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    const e = errorOf('kalaha', { [a.value.option]: a.value.value });
    expect(e).toMatchObject({ code: 'ERR_OPTION_VALUE', option: 'houses' });
    const c = parseOptionAssignment('endRule=sometimes');
    expect(c.ok && errorOf('kalaha', { [c.value.option]: c.value.value }).code).toBe(
      'ERR_OPTION_VALUE',
    );
  });

  it('unknown option: ERR_UNKNOWN_OPTION', () => {
    expect(parsed('stones=4')).toMatchObject({ code: 'ERR_UNKNOWN_OPTION', option: 'stones' });
    expect(parsed('=4')).toMatchObject({ code: 'ERR_UNKNOWN_OPTION' });
  });

  it('a value of the wrong kind or no value: ERR_OPTION_VALUE naming the allowed values', () => {
    expect(parsed('seeds=four')).toMatchObject({
      code: 'ERR_OPTION_VALUE',
      option: 'seeds',
      allowed: '1..12',
    });
    expect(parsed('seeds=2.5')).toMatchObject({ code: 'ERR_OPTION_VALUE', option: 'seeds' });
    expect(parsed('seeds')).toMatchObject({ code: 'ERR_OPTION_VALUE', option: 'seeds' });
    expect(parsed('majorityEnd=maybe')).toMatchObject({
      code: 'ERR_OPTION_VALUE',
      option: 'majorityEnd',
      allowed: 'true|false',
    });
  });

  it('round-trips differencesFrom: every name=value it writes parses back to the same rule set', () => {
    const rs = rules('kalaha', {
      houses: 7,
      extraTurn: 'none',
      captureTwoThree: true,
      endRule: 'playOn',
    });
    const overrides: Record<string, unknown> = {};
    for (const text of differencesFrom(rs, 'kalaha')) {
      const a = unwrap(parseOptionAssignment(text));
      overrides[a.option] = a.value;
    }
    expect(rules('kalaha', overrides)).toEqual(rs);
  });
});

describe('Wari rule sets (docs/RULES.md 2)', () => {
  it('has the options of docs/RULES.md 2: houses 2..12, seeds 1..12, grandSlam, captureChain, originSkip, cycleRule', () => {
    expect(optionNamesOf('wari')).toEqual([
      'houses',
      'seeds',
      'grandSlam',
      'captureChain',
      'originSkip',
      'cycleRule',
    ]);
    expect(WARI_OPTIONS.captureChain.values).toEqual(['chain', 'pair']);
    expect(WARI_OPTIONS.originSkip.values).toEqual(['always', 'over12']);
    expect(WARI_OPTIONS.houses).toMatchObject({ kind: 'integer', min: 2, max: 12 });
    expect(WARI_OPTIONS.seeds).toMatchObject({ kind: 'integer', min: 1, max: 12 });
    expect(WARI_OPTIONS.grandSlam.values).toEqual(['forbidden', 'noCapture']);
    expect(WARI_OPTIONS.cycleRule.values).toEqual(['ownSide', 'split']);
  });

  it('presets wari (004: grand slam forbidden) and oware (grandSlam noCapture, the Abapa rules), 2×6 of 4 seeds', () => {
    expect(rules('wari')).toEqual({
      game: 'wari',
      houses: 6,
      seeds: 4,
      grandSlam: 'forbidden',
      captureChain: 'chain',
      originSkip: 'always',
      cycleRule: 'ownSide',
    });
    expect(rules('oware')).toEqual({ ...rules('wari'), grandSlam: 'noCapture' });
    for (const id of ['wari', 'oware']) expect(findPreset(id)?.rulebooks).toEqual(['004']);
  });

  it('every option can be changed from the preset; presetOf and differencesFrom follow', () => {
    const rs = rules('wari', { houses: 4, cycleRule: 'split' });
    expect(presetOf(rs)).toBeUndefined();
    expect(differencesFrom(rs, 'wari')).toEqual(['houses=4', 'cycleRule=split']);
    expect(presetOf(rules('wari', { grandSlam: 'noCapture' }))).toBe('oware');
    // Against a preset of another game everything differs.
    expect(differencesFrom(rs, 'kalaha')).toEqual([
      'game=wari',
      'houses=4',
      'seeds=4',
      'grandSlam=forbidden',
      'captureChain=chain',
      'originSkip=always',
      'cycleRule=split',
    ]);
  });

  it('refuses out-of-range and unknown options with the usual codes', () => {
    for (const [option, value, allowed] of [
      ['houses', 1, '2..12'],
      ['houses', 13, '2..12'],
      ['seeds', 0, '1..12'],
      ['seeds', 13, '1..12'],
      ['grandSlam', 'allowed', 'forbidden|noCapture'],
      ['cycleRule', 'draw', 'ownSide|split'],
      ['captureChain', 'triple', 'chain|pair'],
      ['originSkip', 'over11', 'always|over12'],
    ] as const) {
      expect(errorOf('wari', { [option]: value })).toMatchObject({
        code: 'ERR_OPTION_VALUE',
        option,
        allowed,
      });
    }
    const e = errorOf('wari', { extraTurn: 'store' });
    expect(e).toMatchObject({ code: 'ERR_UNKNOWN_OPTION', option: 'extraTurn' });
    expect(e.message).toContain('of wari');
    expect(e.message).toContain('grandSlam');
    expect(errorOf('kalaha', { grandSlam: 'forbidden' })).toMatchObject({
      code: 'ERR_UNKNOWN_OPTION',
      option: 'grandSlam',
    });
  });

  it('validateRuleSet reads a Wari rule set and refuses a missing option; swap is no Wari option', () => {
    const data = {
      game: 'wari',
      houses: 6,
      seeds: 4,
      grandSlam: 'noCapture',
      captureChain: 'pair',
      originSkip: 'over12',
      cycleRule: 'split',
    };
    expect(validateRuleSet(data)).toEqual({ ok: true, value: data });
    const missing: Record<string, unknown> = { ...data };
    delete missing.cycleRule;
    expect(validateRuleSet(missing)).toMatchObject({
      ok: false,
      error: { code: 'ERR_OPTION_VALUE', option: 'cycleRule' },
    });
    expect(validateRuleSet({ ...data, swap: false })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_OPTION', option: 'swap' },
    });
  });

  it('a Wari rule set written before captureChain and originSkip existed reads with the rules of then: chain, always', () => {
    const old = { game: 'wari', houses: 6, seeds: 4, grandSlam: 'noCapture', cycleRule: 'split' };
    expect(validateRuleSet(old)).toEqual({
      ok: true,
      value: { ...old, captureChain: 'chain', originSkip: 'always' },
    });
  });

  it('parseOptionAssignment reads the options of the game it is given', () => {
    expect(parseOptionAssignment('grandSlam=noCapture', 'wari')).toEqual({
      ok: true,
      value: { option: 'grandSlam', value: 'noCapture' },
    });
    expect(parseOptionAssignment('houses=4', 'wari')).toEqual({
      ok: true,
      value: { option: 'houses', value: 4 },
    });
    expect(parseOptionAssignment('endRule=playOn', 'wari')).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_OPTION', option: 'endRule' },
    });
    expect(parseOptionAssignment('grandSlam=noCapture')).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_OPTION' },
    });
  });
});

describe('Obridjie rule sets (docs/RULES.md 3)', () => {
  it('plays 2×6 houses of 4 seeds only: the preset obridjie (004), houses and seeds with one value each', () => {
    expect(rules('obridjie')).toEqual({ game: 'obridjie', houses: 6, seeds: 4 });
    expect(findPreset('obridjie')?.rulebooks).toEqual(['004']);
    expect(OBRIDJIE_OPTIONS.houses).toMatchObject({ min: 6, max: 6 });
    expect(OBRIDJIE_OPTIONS.seeds).toMatchObject({ min: 4, max: 4 });
    expect(errorOf('obridjie', { houses: 5 })).toMatchObject({
      code: 'ERR_OPTION_VALUE',
      option: 'houses',
      allowed: '6',
      message: "option 'houses' must be 6 (got 5)",
    });
    expect(errorOf('obridjie', { seeds: 3 })).toMatchObject({
      code: 'ERR_OPTION_VALUE',
      allowed: '4',
    });
    expect(errorOf('obridjie', { cycleRule: 'split' })).toMatchObject({
      code: 'ERR_UNKNOWN_OPTION',
      option: 'cycleRule',
    });
  });

  it('an unknown game is refused, naming the games', () => {
    expect(validateRuleSet({ game: 'bao', houses: 8, seeds: 2 })).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_OPTION_VALUE',
        option: 'game',
        message: 'option \'game\' must be one of: kalaha, wari, obridjie, giuthi (got "bao")',
      },
    });
  });
});

describe('Giuthi rule sets (docs/RULES.md 4)', () => {
  it("the preset takes 004's literal readings: shrink oneThreeFour, secondCapture eitherNeighbour, furtherChoice anyHouse", () => {
    expect(rules('giuthi')).toEqual({
      game: 'giuthi',
      houses: 6,
      seeds: 6,
      rounds: true,
      shrink: 'oneThreeFour',
      secondCapture: 'eitherNeighbour',
      furtherChoice: 'anyHouse',
    });
    expect(differencesFrom(rules('giuthi', { shrink: 'oneTwoThree' }), 'giuthi')).toEqual([
      'shrink=oneTwoThree',
    ]);
  });

  it('a rule set stored before the three options existed reads as the rules of then (issue 15: old games keep their behaviour)', () => {
    const old = { game: 'giuthi', houses: 6, seeds: 6, rounds: true };
    expect(validateRuleSet(old)).toEqual({
      ok: true,
      value: { ...old, shrink: 'oneTwoThree', secondCapture: 'next', furtherChoice: 'twoOrMore' },
    });
  });

  it('refuses a value outside each option with its allowed values', () => {
    for (const [option, value, allowed] of [
      ['shrink', 'oneTwoFour', 'oneThreeFour|oneTwoThree'],
      ['secondCapture', 'both', 'eitherNeighbour|next'],
      ['furtherChoice', 2, 'anyHouse|twoOrMore'],
    ] as const) {
      expect(errorOf('giuthi', { [option]: value })).toMatchObject({
        code: 'ERR_OPTION_VALUE',
        option,
        allowed,
      });
    }
  });
});
