import {
  findPreset,
  KALAHA_OPTION_NAMES,
  ruleSet,
  type KalahaOptionName,
  type KalahaOptions,
  type Result,
  type RuleError,
  type RuleSet,
  type Side,
} from '@kalaha/rules';
import type { GameConfig, Seat } from './session.ts';

/** The computer level offered first (the engine's default, level 6). */
export const DEFAULT_LEVEL = 6;

/** The choices on the new-game screen, as plain data. */
export interface NewGameForm {
  /** The preset the rules start from. */
  readonly presetId: string;
  /** Every option's value: the preset's, as changed by the user. */
  readonly options: KalahaOptions;
  /** The computer or a friend on this device. */
  readonly opponent: 'computer' | 'friend';
  /** The computer's level, 1..10. */
  readonly level: number;
  /** The side the person plays against the computer. */
  readonly humanSide: Side;
  /** Who starts: a side, or drawing lots. */
  readonly starts: Side | 'lot';
}

/** The form as it first appears: the `kalaha` preset, the computer at level 6, South starts. */
export function defaultForm(): NewGameForm {
  return {
    presetId: 'kalaha',
    options: findPreset('kalaha')!.options,
    opponent: 'computer',
    level: DEFAULT_LEVEL,
    humanSide: 'south',
    starts: 'south',
  };
}

/** Chooses preset `id`: every option takes the preset's value. Unknown ids change nothing. */
export function selectPreset(form: NewGameForm, id: string): NewGameForm {
  const preset = findPreset(id);
  return preset ? { ...form, presetId: id, options: preset.options } : form;
}

/** Changes one option. */
export function setOption<K extends KalahaOptionName>(
  form: NewGameForm,
  name: K,
  value: KalahaOptions[K],
): NewGameForm {
  return { ...form, options: { ...form.options, [name]: value } };
}

/** The options that differ from the preset, in table order. */
export function changedOptions(form: NewGameForm): KalahaOptionName[] {
  const preset = findPreset(form.presetId);
  if (!preset) return [];
  return KALAHA_OPTION_NAMES.filter((n) => preset.options[n] !== form.options[n]);
}

/**
 * The rule set of the form, validated by the rules library (`ERR_CONTRADICTION` for options that
 * contradict each other, such as `tieBreak: emptierWins` with `endRule: playOn`).
 */
export function formRules(form: NewGameForm): Result<RuleSet, RuleError> {
  return ruleSet(form.presetId, form.options);
}

/** Who sits where. */
export function formSeats(form: NewGameForm): { south: Seat; north: Seat } {
  if (form.opponent === 'friend') return { south: { kind: 'human' }, north: { kind: 'human' } };
  const computer: Seat = { kind: 'computer', level: form.level };
  return form.humanSide === 'south'
    ? { south: { kind: 'human' }, north: computer }
    : { south: computer, north: { kind: 'human' } };
}

/**
 * The game to start from the form.
 *
 * @param starts who starts, the lot already drawn when the form says `lot`.
 */
export function formConfig(form: NewGameForm, starts: Side): Result<GameConfig, RuleError> {
  const rules = formRules(form);
  if (!rules.ok) return rules;
  return {
    ok: true,
    value: { presetId: form.presetId, rules: rules.value, seats: formSeats(form), starts },
  };
}

/** The form of a rematch: the same game with the sides swapped and the other player starting. */
export function rematchConfig(config: GameConfig): GameConfig {
  return {
    ...config,
    seats: { south: config.seats.north, north: config.seats.south },
    starts: config.starts === 'south' ? 'north' : 'south',
  };
}

/** Draws who starts: `random` gives a number in [0, 1). */
export function drawLots(random: () => number = Math.random): Side {
  return random() < 0.5 ? 'south' : 'north';
}

/** The localStorage key of the last form used. */
export const FORM_KEY = 'kalaha.newgame.v1';

/** The form last used, when it is still valid; else the default form. */
export function loadForm(store: Pick<Storage, 'getItem'>): NewGameForm {
  try {
    const data = JSON.parse(store.getItem(FORM_KEY) ?? 'null') as NewGameForm | null;
    if (!data || !findPreset(data.presetId)) return defaultForm();
    const form: NewGameForm = {
      ...defaultForm(),
      ...data,
      options: { ...findPreset(data.presetId)!.options, ...data.options },
    };
    const valid =
      formRules(form).ok &&
      (form.opponent === 'computer' || form.opponent === 'friend') &&
      Number.isInteger(form.level) &&
      form.level >= 1 &&
      form.level <= 10 &&
      (form.humanSide === 'south' || form.humanSide === 'north') &&
      (form.starts === 'south' || form.starts === 'north' || form.starts === 'lot');
    return valid ? form : defaultForm();
  } catch {
    return defaultForm();
  }
}

/** Remembers the form (errors ignored). */
export function saveForm(store: Pick<Storage, 'setItem'>, form: NewGameForm): void {
  try {
    store.setItem(FORM_KEY, JSON.stringify(form));
  } catch {
    // Not kept.
  }
}
