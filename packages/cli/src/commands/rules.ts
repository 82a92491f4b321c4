import {
  describeAllowed,
  differencesFrom,
  findPreset,
  GAMES,
  optionNamesOf,
  optionSpec,
  presetsOf,
  type OptionSpec,
  type Preset,
  type RuleSet,
} from '@kalaha/rules';
import { usageError } from '../errors.ts';
import { writeLines, type Io } from '../io.ts';
import { buildAnyRules } from '../options.ts';

/**
 * `kalaha rules [PRESET] [--set NAME=VALUE …]`: without a preset (and no `--set`), lists every
 * preset of the rules library by game (the Kalaha family, docs/RULES.md 1.4; Wari and Oware, 2;
 * Obridjie, 3; Giuthi, 4) with its name, rulebooks and source; with one, shows every option of its
 * game with its value, allowed values and meaning (the option tables of the rules library, which
 * the web app's option editor reads too), the rulebooks the preset comes from and the variants its
 * rulebook offers. `--set` shows the rule set altered (from `kalaha` when no preset is given).
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
  const rules = buildAnyRules(id, assignments);
  if (!rules.ok) throw usageError(rules.error);
  writeLines(io.stdout, describePreset(findPreset(id)!, rules.value));
}

function listPresets(): string[] {
  const width = Math.max(...GAMES.flatMap((g) => presetsOf(g).map((p) => p.id.length))) + 2;
  const indent = `  ${' '.repeat(width)}`;
  return [
    'Presets by game (kalaha rules PRESET shows one in full):',
    ...GAMES.flatMap((game) => [
      '',
      `${game}:`,
      ...presetsOf(game).flatMap((p) => [
        `  ${p.id.padEnd(width)}${p.name}`,
        `${indent}rulebooks: ${p.rulebooks.join(', ')}`,
        `${indent}${p.source}`,
      ]),
    ]),
  ];
}

/**
 * Every option of `rules` (the preset's rule set, or one altered from `preset` with `--set`) with
 * its value, allowed values and meaning.
 */
function describePreset(preset: Preset, rules: RuleSet): string[] {
  const values = rules as unknown as Readonly<Record<string, unknown>>;
  const names: readonly string[] = optionNamesOf(rules.game);
  const changed = differencesFrom(rules, preset.id);
  const nameWidth = Math.max(...names.map((n) => n.length)) + 2;
  const valueWidth = Math.max(...names.map((n) => String(values[n]).length)) + 2;
  const option = (name: string): string[] => {
    const spec = optionSpec(rules.game, name)!;
    const mark = changed.some((c) => c.startsWith(`${name}=`)) ? '*' : ' ';
    return [
      `${mark} ${name.padEnd(nameWidth)}${String(values[name]).padEnd(valueWidth)}${spec.meaning}`,
      `  ${' '.repeat(nameWidth + valueWidth)}allowed: ${describeAllowed(spec)}`,
    ];
  };
  // The example changes a variant of the rulebook, else the first option that can be changed.
  const assignment = [...preset.variants, ...names]
    .map((name) => {
      const other = otherValue(optionSpec(rules.game, name)!, values[name]);
      return other === undefined ? undefined : `${name}=${other}`;
    })
    .find((text) => text !== undefined);
  return [
    `${preset.id}: ${preset.name}`,
    `Game: ${preset.game}`,
    `Source: ${preset.source}`,
    `Rulebooks: ${preset.rulebooks.join(', ')}`,
    ...(changed.length > 0 ? [`Changed with --set (marked *): ${changed.join(', ')}`] : []),
    '',
    'Options:',
    ...names.flatMap(option),
    '',
    `Variants its rulebook offers: ${preset.variants.length > 0 ? preset.variants.join(', ') : 'none'}`,
    assignment === undefined
      ? 'Every option has a single allowed value: there is nothing to change with --set.'
      : `Change any option with --set NAME=VALUE, e.g. kalaha play --rules ${preset.id} --set ${assignment}`,
  ];
}

/** A value of the option `spec` other than `value`, for the example line; none when it has one. */
function otherValue(spec: OptionSpec, value: unknown): string | undefined {
  switch (spec.kind) {
    case 'integer':
      if (spec.min === spec.max) return undefined;
      return String(value === spec.min ? spec.max : spec.min);
    case 'boolean':
      return String(!value);
    case 'choice':
      return spec.values.find((v) => v !== value);
  }
}
