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
import { TERMINAL_PRESET_IDS } from './names.ts';
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
 * Builds the rule set of `--rules PRESET` and the `--set NAME=VALUE` assignments, later
 * assignments of an option overriding earlier ones (RULES.md 1.4: every option can be changed from
 * the preset), for the commands made for the Kalaha family only ({@link TERMINAL_PRESET_IDS}:
 * `rules`, `perft`, `solve`, `egdb`).
 *
 * @returns the rule set, or a message naming the preset or option and its allowed values (for
 *   the other games' presets: that the command takes the Kalaha family only).
 */
export function buildRules(
  presetId: string,
  assignments: readonly string[] = [],
): Result<KalahaRuleSet, string> {
  const preset = findPreset(presetId);
  if (preset === undefined) {
    return err(`unknown preset '${presetId}' (allowed: ${TERMINAL_PRESET_IDS.join(', ')})`);
  }
  if (preset.game !== 'kalaha') {
    return err(
      `preset '${presetId}' is a game of ${preset.game}: this command takes the Kalaha family only (presets: ${TERMINAL_PRESET_IDS.join(', ')})`,
    );
  }
  const rules = buildAnyRules(presetId, assignments);
  // The preset was checked above: a valid rule set is of the Kalaha family.
  return rules.ok ? ok(rules.value as KalahaRuleSet) : rules;
}

/**
 * Builds the rule set of `--rules PRESET` and `--set NAME=VALUE` for every game of the rules
 * library: the Kalaha family, Wari, Oware, Obridjie and Giuthi (RULES.md 1.4, 2, 3, 4), later
 * assignments of an option overriding earlier ones: for `kalaha play` (which draws every game),
 * `kalaha match` and `kalaha analyze POSITION`.
 *
 * @returns the rule set, or a message naming the preset (with the presets allowed) or the option
 *   and its allowed values.
 */
export function buildAnyRules(
  presetId: string,
  assignments: readonly string[] = [],
): Result<RuleSet, string> {
  const preset = findPreset(presetId);
  if (preset === undefined) {
    return err(`unknown preset '${presetId}' (allowed: ${PRESET_IDS.join(', ')})`);
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
