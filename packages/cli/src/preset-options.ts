import { Option } from 'commander';
import { KALAHA_PRESETS, presetsOf } from '@kalaha/rules';

/**
 * The presets of the Kalaha family (docs/RULES.md 1.4), the only ones `kalaha solve` takes: its exact
 * solver and its endgame databases know the Kalaha family's moves only. `play`, `rules`, `perft`,
 * `analyze` and `match` take every preset (`PRESET_IDS`); `egdb build` takes
 * {@link EGDB_PRESET_IDS}.
 */
export const KALAHA_FAMILY_PRESET_IDS: readonly string[] = KALAHA_PRESETS.map((p) => p.id);

/**
 * The presets of `kalaha egdb build`: the Kalaha family's and Wari's (`wari`, `oware`, docs/RULES.md 2),
 * the games the engine builds endgame databases for. Obridjie's relay sowing and Giuthi's match of
 * rounds have none.
 */
export const EGDB_PRESET_IDS: readonly string[] = [
  ...KALAHA_FAMILY_PRESET_IDS,
  ...presetsOf('wari').map((p) => p.id),
];

/** `--rules PRESET`, `kalaha` by default; its help lists `presets`, the presets the command takes. */
export function rulesOption(presets: readonly string[]): Option {
  return new Option('--rules <preset>', `rule preset: ${presets.join(', ')}`).default('kalaha');
}

/** `--set NAME=VALUE`, repeatable: the assignments in the order given. */
export function setOption(): Option {
  return new Option('--set <name=value>', 'change one option of the preset (repeatable)').argParser(
    (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
  );
}
