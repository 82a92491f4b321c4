import {
  describeAllowed,
  differencesFrom,
  KALAHA_OPTION_NAMES,
  KALAHA_OPTIONS,
  KALAHA_PRESETS,
  type KalahaOptionName,
  type KalahaRuleSet,
} from '@kalaha/rules';
import { usageError } from '../errors.ts';
import { writeLines, type Io } from '../io.ts';
import { buildRules } from '../options.ts';

/**
 * `kalaha rules [PRESET] [--set NAME=VALUE …]`: without a preset (and no `--set`), lists the
 * presets of RULES.md 1.4 with their names and sources (the Kalaha family's: Wari and Obridjie are
 * not played here yet); with one, shows every option with its value,
 * allowed values and meaning, the rulebooks the preset comes from and the variants its rulebook
 * offers. `--set` shows the rule set altered (from `kalaha` when no preset is given).
 *
 * @throws CliError (usage) for an unknown preset or a bad `--set`, naming what is allowed.
 */
export function rulesCommand(
  presetId: string | undefined,
  assignments: readonly string[] | undefined,
  io: Io,
): void {
  if (presetId === undefined && assignments === undefined) {
    writeLines(io.stdout, listPresets());
    return;
  }
  const id = presetId ?? 'kalaha';
  const rules = buildRules(id, assignments);
  if (!rules.ok) throw usageError(rules.error);
  writeLines(io.stdout, describePreset(id, rules.value));
}

function listPresets(): string[] {
  const width = Math.max(...KALAHA_PRESETS.map((p) => p.id.length)) + 2;
  return [
    'Presets (kalaha rules PRESET shows one in full):',
    ...KALAHA_PRESETS.flatMap((p) => [
      `  ${p.id.padEnd(width)}${p.name}`,
      `  ${' '.repeat(width)}${p.source}`,
    ]),
  ];
}

/** Every option of `rules`, a preset's rule set or one altered from preset `id`, with its meaning. */
function describePreset(id: string, rules: KalahaRuleSet): string[] {
  const preset = KALAHA_PRESETS.find((p) => p.id === id)!;
  const changed = differencesFrom(rules, id);
  const nameWidth = Math.max(...KALAHA_OPTION_NAMES.map((n) => n.length)) + 2;
  const valueWidth = Math.max(...KALAHA_OPTION_NAMES.map((n) => String(rules[n]).length)) + 2;
  const option = (name: KalahaOptionName): string[] => {
    const spec = KALAHA_OPTIONS[name];
    const mark = changed.some((c) => c.startsWith(`${name}=`)) ? '*' : ' ';
    return [
      `${mark} ${name.padEnd(nameWidth)}${String(rules[name]).padEnd(valueWidth)}${spec.meaning}`,
      `  ${' '.repeat(nameWidth + valueWidth)}allowed: ${describeAllowed(spec)}`,
    ];
  };
  return [
    `${preset.id}: ${preset.name}`,
    `Source: ${preset.source}`,
    `Rulebooks: ${preset.rulebooks.join(', ')}`,
    ...(changed.length > 0 ? [`Changed with --set (marked *): ${changed.join(', ')}`] : []),
    '',
    'Options:',
    ...KALAHA_OPTION_NAMES.flatMap(option),
    '',
    `Variants its rulebook offers: ${preset.variants.join(', ')}`,
    `Change any option with --set NAME=VALUE, e.g. kalaha play --rules ${preset.id} --set ${example(preset.variants[0] ?? 'endRule', rules)}`,
  ];
}

/** An assignment that changes `name` from its value in `rules`, for the example line. */
function example(name: KalahaOptionName, rules: KalahaRuleSet): string {
  const spec = KALAHA_OPTIONS[name];
  switch (spec.kind) {
    case 'integer':
      return `${name}=${rules[name] === spec.min ? spec.max : spec.min}`;
    case 'boolean':
      return `${name}=${String(!rules[name])}`;
    case 'choice':
      return `${name}=${spec.values.find((v) => v !== rules[name])!}`;
  }
}
