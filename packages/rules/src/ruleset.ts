import {
  KALAHA_OPTIONS,
  KALAHA_OPTION_NAMES,
  LATER_OPTION_DEFAULTS,
  describeAllowed,
  isAllowed,
  parseOptionText,
  type KalahaOptionName,
  type KalahaOptions,
} from './options.ts';
import { PRESETS, findPreset } from './presets.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A validated Kalaha-family rule set: every option of RULES.md 1.1 with a value in range. Rule
 * variants are data, not code: one sowing routine reads these fields. Obtain one only through
 * {@link ruleSet} or {@link validateRuleSet}; a hand-built object skips the checks.
 */
export interface KalahaRuleSet extends KalahaOptions {
  /** The game family (RULES.md section 1). Wari, Obridjie and Giuthi (sections 2-4) add their own. */
  readonly game: 'kalaha';
}

/** A validated rule set of any game this package plays. */
export type RuleSet = KalahaRuleSet;

/** Why a rule set was refused. Every message names the option and its allowed values. */
export type RuleError =
  | {
      readonly code: 'ERR_UNKNOWN_PRESET';
      readonly preset: string;
      readonly allowed: readonly string[];
      readonly message: string;
    }
  | {
      readonly code: 'ERR_UNKNOWN_OPTION';
      readonly option: string;
      readonly allowed: readonly string[];
      readonly message: string;
    }
  | {
      readonly code: 'ERR_OPTION_VALUE';
      readonly option: string;
      readonly allowed: string;
      readonly message: string;
    }
  | {
      readonly code: 'ERR_CONTRADICTION';
      readonly option: string;
      readonly allowed: string;
      readonly message: string;
    }
  | { readonly code: 'ERR_RULES_SHAPE'; readonly message: string };

/** The ids of all presets, for error messages and listings. */
export const PRESET_IDS: readonly string[] = PRESETS.map((p) => p.id);

/**
 * Builds a rule set from a preset and option overrides (RULES.md 1.4: "every option can be changed
 * from it").
 *
 * @param presetId a preset id of {@link PRESETS}, `kalaha` by default.
 * @param overrides option values by name, already typed (`{ seeds: 4, endRule: 'ownerTakes' }`).
 * @returns the rule set, or `ERR_UNKNOWN_PRESET`, `ERR_UNKNOWN_OPTION`, `ERR_OPTION_VALUE` or
 *   `ERR_CONTRADICTION`.
 */
export function ruleSet(
  presetId = 'kalaha',
  overrides: Readonly<Record<string, unknown>> = {},
): Result<RuleSet, RuleError> {
  const preset = findPreset(presetId);
  if (!preset) {
    return err({
      code: 'ERR_UNKNOWN_PRESET',
      preset: presetId,
      allowed: PRESET_IDS,
      message: `unknown preset '${presetId}' (allowed: ${PRESET_IDS.join(', ')})`,
    });
  }
  return validateRuleSet({ game: preset.game, ...preset.options, ...overrides });
}

/**
 * Checks untrusted data (a record's rule set, a message) and returns it as a {@link RuleSet}.
 * Every option must be present with an allowed value, except the options of
 * {@link LATER_OPTION_DEFAULTS} (`swap`), which take their default when absent so that rule sets
 * written before they existed still read; unknown keys are refused.
 *
 * Contradictory settings refused (`ERR_CONTRADICTION`): `captureNeedsLap: true` with
 * `capture: none` (a condition on a capture that never happens), and `tieBreak: emptierWins` with
 * `endRule: playOn` (under playOn both sides end empty, so no single player emptied his side).
 */
export function validateRuleSet(data: unknown): Result<RuleSet, RuleError> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return err({ code: 'ERR_RULES_SHAPE', message: 'a rule set must be an object of options' });
  }
  const record: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [name, value] of Object.entries(LATER_OPTION_DEFAULTS)) {
    if (record[name] === undefined) record[name] = value;
  }
  if (record.game !== 'kalaha') {
    return err({
      code: 'ERR_OPTION_VALUE',
      option: 'game',
      allowed: 'kalaha',
      message: `option 'game' must be one of: kalaha (got ${JSON.stringify(record.game)})`,
    });
  }
  for (const key of Object.keys(record)) {
    if (key !== 'game' && !(KALAHA_OPTION_NAMES as string[]).includes(key)) {
      return err({
        code: 'ERR_UNKNOWN_OPTION',
        option: key,
        allowed: KALAHA_OPTION_NAMES,
        message: `unknown option '${key}' (options: ${KALAHA_OPTION_NAMES.join(', ')})`,
      });
    }
  }
  for (const name of KALAHA_OPTION_NAMES) {
    const spec = KALAHA_OPTIONS[name];
    if (!isAllowed(spec, record[name])) {
      const allowed = describeAllowed(spec);
      const got = record[name] === undefined ? 'nothing' : JSON.stringify(record[name]);
      return err({
        code: 'ERR_OPTION_VALUE',
        option: name,
        allowed,
        message: `option '${name}' must be ${allowed} (got ${got})`,
      });
    }
  }
  const rules = record as unknown as RuleSet;
  if (rules.captureNeedsLap && rules.capture === 'none') {
    return err({
      code: 'ERR_CONTRADICTION',
      option: 'captureNeedsLap',
      allowed: 'false when capture is none',
      message:
        "option 'captureNeedsLap' must be false when 'capture' is none: there is no capture to condition",
    });
  }
  if (rules.tieBreak === 'emptierWins' && rules.endRule === 'playOn') {
    return err({
      code: 'ERR_CONTRADICTION',
      option: 'tieBreak',
      allowed: 'draw when endRule is playOn',
      message:
        "option 'tieBreak' must be draw when 'endRule' is playOn: both sides end empty, so nobody emptied his side",
    });
  }
  // A fresh object in table order, so that stray properties of the input never travel on.
  const copy: Record<string, unknown> = { game: rules.game };
  for (const name of KALAHA_OPTION_NAMES) copy[name] = rules[name];
  return ok(Object.freeze(copy as unknown as RuleSet));
}

/**
 * Reads one `name=value` assignment as written on the command line (`--set endRule=ownerTakes`).
 *
 * @returns the option name and its typed value, or `ERR_UNKNOWN_OPTION` / `ERR_OPTION_VALUE`
 *   naming the option and its allowed values. Range checks happen in {@link ruleSet}.
 */
export function parseOptionAssignment(
  text: string,
): Result<{ readonly option: KalahaOptionName; readonly value: unknown }, RuleError> {
  const eq = text.indexOf('=');
  const name = (eq < 0 ? text : text.slice(0, eq)).trim();
  if (!(KALAHA_OPTION_NAMES as string[]).includes(name)) {
    return err({
      code: 'ERR_UNKNOWN_OPTION',
      option: name,
      allowed: KALAHA_OPTION_NAMES,
      message: `unknown option '${name}' (options: ${KALAHA_OPTION_NAMES.join(', ')})`,
    });
  }
  const option = name as KalahaOptionName;
  const spec = KALAHA_OPTIONS[option];
  const value = eq < 0 ? undefined : parseOptionText(spec, text.slice(eq + 1));
  if (value === undefined) {
    const allowed = describeAllowed(spec);
    return err({
      code: 'ERR_OPTION_VALUE',
      option,
      allowed,
      message: `option '${option}' must be ${allowed} (write ${option}=VALUE)`,
    });
  }
  return ok({ option, value });
}

/**
 * The id of the preset whose options equal `rules` exactly, or `undefined` for a custom set.
 * Used to name a rule set briefly in records and on screen.
 */
export function presetOf(rules: RuleSet): string | undefined {
  return PRESETS.find((p) => KALAHA_OPTION_NAMES.every((n) => p.options[n] === rules[n]))?.id;
}

/**
 * The options in which `rules` differs from a preset, as `name=value` strings in table order:
 * the short description of a rule set used on screen and in `kalaha rules`.
 */
export function differencesFrom(rules: RuleSet, presetId: string): string[] {
  const preset = findPreset(presetId);
  if (!preset) return [];
  return KALAHA_OPTION_NAMES.filter((n) => preset.options[n] !== rules[n]).map(
    (n) => `${n}=${String(rules[n])}`,
  );
}
