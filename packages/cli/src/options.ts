import {
  err,
  findPreset,
  ok,
  parseOptionAssignment,
  PRESET_IDS,
  ruleSet,
  type KalahaRuleSet,
  type Result,
  type RuleSet,
} from '@kalaha/rules';
import { KALAHA_FAMILY_PRESET_IDS } from './preset-options.ts';
import { DEFAULT_LEVEL, STRONGEST_LEVEL } from './players/levels.ts';

/** Who plays a side, as given on the command line: `human`, or `computer[:LEVEL]`. */
export type PlayerSpec =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly level: number };

/**
 * Reads a player as written after `--south` / `--north`: `human`, `computer` (level
 * {@link DEFAULT_LEVEL}) or `computer:LEVEL` with LEVEL 1..{@link STRONGEST_LEVEL}.
 *
 * @returns the player, or a message saying what is allowed.
 */
export function parsePlayerSpec(text: string): Result<PlayerSpec, string> {
  const m = /^(human|computer)(?::(\d+))?$/.exec(text.trim());
  const allowed = `write human, computer or computer:LEVEL with LEVEL 1-${STRONGEST_LEVEL}`;
  if (!m) return err(`'${text}' is not a player: ${allowed}`);
  if (m[1] === 'human') {
    return m[2] === undefined ? ok({ kind: 'human' }) : err(`a human has no level: ${allowed}`);
  }
  const level = m[2] === undefined ? DEFAULT_LEVEL : Number(m[2]);
  if (level < 1 || level > STRONGEST_LEVEL) return err(`no level ${level}: ${allowed}`);
  return ok({ kind: 'computer', level });
}

/**
 * Builds the rule set of `--rules PRESET` and `--set NAME=VALUE` for `kalaha solve`, which takes
 * the Kalaha family only ({@link KALAHA_FAMILY_PRESET_IDS}).
 *
 * @returns the rule set, or a message as {@link buildRulesAmong} gives.
 */
export function buildRules(
  presetId: string,
  assignments: readonly string[] = [],
): Result<KalahaRuleSet, string> {
  const rules = buildRulesAmong(KALAHA_FAMILY_PRESET_IDS, presetId, assignments);
  // Only the Kalaha family's presets are taken: a valid rule set is of the Kalaha family.
  return rules.ok ? ok(rules.value as KalahaRuleSet) : rules;
}

/**
 * Builds the rule set of `--rules PRESET` and `--set NAME=VALUE` for a command taking every preset
 * of the rules library: the Kalaha family, Wari, Oware, Obridjie and Giuthi (docs/RULES.md 1.4, 2, 3,
 * 4): `kalaha play`, `rules`, `perft`, `analyze POSITION` and `match`.
 *
 * @returns the rule set, or a message as {@link buildRulesAmong} gives.
 */
export function buildAnyRules(
  presetId: string,
  assignments: readonly string[] = [],
): Result<RuleSet, string> {
  return buildRulesAmong(PRESET_IDS, presetId, assignments);
}

/**
 * Builds the rule set of `--rules PRESET` and the `--set NAME=VALUE` assignments for a command that
 * takes the presets `presets`, later assignments of an option overriding earlier ones (docs/RULES.md
 * 1.4: every option can be changed from the preset).
 *
 * @returns the rule set; or a message naming `presets` for an unknown preset or a preset of the
 *   library the command does not take (with its game); or one naming the option and its allowed
 *   values for a bad assignment.
 */
export function buildRulesAmong(
  presets: readonly string[],
  presetId: string,
  assignments: readonly string[] = [],
): Result<RuleSet, string> {
  const allowed = `(allowed: ${presets.join(', ')})`;
  const preset = findPreset(presetId);
  if (preset === undefined) return err(`unknown preset '${presetId}' ${allowed}`);
  if (!presets.includes(presetId)) {
    return err(
      `preset '${presetId}' (a game of ${preset.game}) is not taken by this command ${allowed}`,
    );
  }
  const overrides: Record<string, unknown> = {};
  for (const text of assignments) {
    const parsed = parseOptionAssignment(text, preset.game);
    if (!parsed.ok) return err(`--set ${text}: ${parsed.error.message}`);
    overrides[parsed.value.option] = parsed.value.value;
  }
  const rules = ruleSet(presetId, overrides);
  if (rules.ok) return ok(rules.value);
  // A preset alone is always valid, so any other error comes from the assignments.
  return err(`--set: ${rules.error.message}`);
}

/**
 * Reads a whole number given on the command line (`--seed`, `--depth`).
 *
 * @param min the smallest value allowed.
 * @param max the largest value allowed.
 * @returns the number, or a message with the allowed range.
 */
export function parseWholeNumber(text: string, min: number, max: number): Result<number, string> {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return err(`'${text}' is not a whole number from ${min} to ${max}`);
  }
  return ok(value);
}
