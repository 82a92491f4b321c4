import {
  err,
  optionNamesOf,
  optionSpec,
  PRESETS,
  ruleSet,
  type Game as RulesGame,
  type GiuthiOptions,
  type KalahaOptions,
  type ObridjieOptions,
  type OptionSpec,
  type Preset,
  type Result,
  type RuleError,
  type RuleSet,
  type Side,
  type WariOptions,
} from '@kalaha/rules';
import type { NewGame } from '@kalaha/protocol';
import * as z from 'zod/mini';
import { readStored, StoredSideSchema } from '../app/stored.ts';
import { enginePlays } from '../engine/types.ts';
import type { GameConfig, Seat } from './session.ts';

/**
 * The computer level offered to someone who has not chosen one yet: level 3, "Casual" (issue 16:
 * the first game against the computer, one tap away, is at a level a beginner can enjoy; the last
 * level chosen is remembered after that).
 */
export const DEFAULT_LEVEL = 3;

/** The minutes on each clock an online game may start with (the protocol allows 1 to 180). */
export const CLOCK_MINUTES = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180] as const;

/** The seconds of increment per move an online game may have (the protocol allows 0 to 60). */
export const CLOCK_INCREMENTS = [0, 1, 2, 3, 5, 10, 15, 20, 30, 60] as const;

/** The choices of an online game on the new-game screen. */
export interface OnlineForm {
  /** True for a game with clocks. */
  readonly clock: boolean;
  /** Minutes on each clock at the start, one of {@link CLOCK_MINUTES}. */
  readonly minutes: number;
  /** Seconds added to a player's clock after each of his moves, one of {@link CLOCK_INCREMENTS}. */
  readonly increment: number;
  /** True when the result changes the players' ratings. */
  readonly rated: boolean;
  /** The side the creator plays, or drawn by the server. */
  readonly side: Side | 'random';
}

/** The choices on the new-game screen, as plain data. */
export interface NewGameForm {
  /** The preset the rules start from. */
  readonly presetId: string;
  /** Every option's value (of the preset's game): the preset's, as changed by the user. */
  readonly options: FormOptions;
  /**
   * The computer, a friend on this device, or someone online through an invite link, as the
   * game allows (see {@link opponentsOf}).
   */
  readonly opponent: 'computer' | 'friend' | 'online';
  /** The computer's level, 1..10. */
  readonly level: number;
  /** The side the person plays against the computer. */
  readonly humanSide: Side;
  /** Who starts: a side, or drawing lots. */
  readonly starts: Side | 'lot';
  /** The online game's settings (used when {@link NewGameForm.opponent} is `online`). */
  readonly online: OnlineForm;
}

/** The online settings as they first appear: no clock, casual, the side drawn at random. */
export function defaultOnlineForm(): OnlineForm {
  return { clock: false, minutes: 5, increment: 3, rated: false, side: 'random' };
}

/** The option values of any game's rule set, without its `game`. */
export type FormOptions = KalahaOptions | WariOptions | ObridjieOptions | GiuthiOptions;

/** The games the app plays: the Kalaha family, Wari, Obridjie and Giuthi (docs/RULES.md 1-4). */
export const APP_GAMES: readonly RulesGame[] = ['kalaha', 'wari', 'obridjie', 'giuthi'];

/** True for a game the app plays (see {@link APP_GAMES}). */
export function isAppGame(game: RulesGame): boolean {
  return APP_GAMES.includes(game);
}

/**
 * The presets the app offers, in the rules library's order: the Kalaha family's (docs/RULES.md 1.4),
 * then `wari`, `oware` (docs/RULES.md 2), `obridjie` (docs/RULES.md 3) and `giuthi` (docs/RULES.md 4).
 */
export const FORM_PRESETS: readonly Preset[] = PRESETS.filter((p) => isAppGame(p.game));

/** The preset `id` when it is one the app offers (see {@link FORM_PRESETS}). */
export function findFormPreset(id: string): Preset | undefined {
  return FORM_PRESETS.find((p) => p.id === id);
}

/** The game of the form's preset (`kalaha` for an unknown preset, which the form never holds). */
export function formGame(form: NewGameForm): RulesGame {
  return findFormPreset(form.presetId)?.game ?? 'kalaha';
}

/** The games the server plays online (`FAMILIES` of the server): every app game. */
export const ONLINE_GAMES: readonly RulesGame[] = ['kalaha', 'wari', 'obridjie', 'giuthi'];

/**
 * The opponents the form offers for `game`: the computer for the games the engine plays
 * (`enginePlays`), a friend on this device always, and someone online for the games the server
 * plays ({@link ONLINE_GAMES}).
 */
export function opponentsOf(game: RulesGame): readonly NewGameForm['opponent'][] {
  return [
    ...(enginePlays(game) ? (['computer'] as const) : []),
    'friend',
    ...(ONLINE_GAMES.includes(game) ? (['online'] as const) : []),
  ];
}

/** The form as it first appears: the `kalaha` preset, the computer at level 6, South starts. */
export function defaultForm(): NewGameForm {
  return {
    presetId: 'kalaha',
    options: findFormPreset('kalaha')!.options,
    opponent: 'computer',
    level: DEFAULT_LEVEL,
    humanSide: 'south',
    starts: 'south',
    online: defaultOnlineForm(),
  };
}

/**
 * Chooses preset `id`: every option takes the preset's value, and an opponent the preset's game
 * is not played against (see {@link opponentsOf}) becomes a friend on this device. Unknown ids
 * change nothing.
 */
export function selectPreset(form: NewGameForm, id: string): NewGameForm {
  const preset = findFormPreset(id);
  if (!preset) return form;
  const opponent = opponentsOf(preset.game).includes(form.opponent) ? form.opponent : 'friend';
  return { ...form, presetId: id, options: preset.options, opponent };
}

/** Changes one option (a name of the preset's game, a value the rules library then checks). */
export function setOption(
  form: NewGameForm,
  name: string,
  value: number | string | boolean,
): NewGameForm {
  return { ...form, options: { ...form.options, [name]: value } as FormOptions };
}

/**
 * The options the new-game screen offers for `game`, in table order: all of docs/RULES.md 1.1, but not
 * the pie rule (`swap`, docs/RULES.md 5), which only bots play so far (`kalaha agent`, issue 7): the
 * app has no way yet to offer or decide a swap; all of Wari's (docs/RULES.md 2) and Giuthi's
 * (docs/RULES.md 4); none that allows one value only, as Obridjie's board of one size
 * (docs/RULES.md 3).
 */
export function formOptionNames(game: RulesGame): readonly string[] {
  const names: readonly string[] = optionNamesOf(game);
  return names.filter((name) => name !== 'swap' && hasChoice(optionSpec(game, name)));
}

/** True when `spec` allows more than one value. */
function hasChoice(spec: OptionSpec | undefined): boolean {
  return spec !== undefined && (spec.kind !== 'integer' || spec.max > spec.min);
}

/** The options that differ from the preset, in table order. */
export function changedOptions(form: NewGameForm): string[] {
  const preset = findFormPreset(form.presetId);
  if (!preset) return [];
  const from = preset.options as Readonly<Record<string, unknown>>;
  const now = form.options as Readonly<Record<string, unknown>>;
  return formOptionNames(preset.game).filter((n) => from[n] !== now[n]);
}

/**
 * The rule set of the form, validated by the rules library (`ERR_CONTRADICTION` for options that
 * contradict each other, such as `tieBreak: emptierWins` with `endRule: playOn`;
 * `ERR_UNKNOWN_OPTION` for an option of another game), or `ERR_UNKNOWN_PRESET` for a preset the
 * app does not offer (see {@link FORM_PRESETS}).
 */
export function formRules(form: NewGameForm): Result<RuleSet, RuleError> {
  if (!findFormPreset(form.presetId)) {
    const allowed = FORM_PRESETS.map((p) => p.id);
    return err({
      code: 'ERR_UNKNOWN_PRESET',
      preset: form.presetId,
      allowed,
      message: `unknown preset '${form.presetId}' (allowed: ${allowed.join(', ')})`,
    });
  }
  return ruleSet(form.presetId, form.options);
}

/** Who sits where: the computer only when the form's game offers it (see {@link opponentsOf}). */
export function formSeats(form: NewGameForm): { south: Seat; north: Seat } {
  if (form.opponent !== 'computer' || !opponentsOf(formGame(form)).includes('computer')) {
    return { south: { kind: 'human' }, north: { kind: 'human' } };
  }
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
export function rematchConfig<C extends GameConfig>(config: C): C {
  return {
    ...config,
    seats: { south: config.seats.north, north: config.seats.south },
    starts: config.starts === 'south' ? 'north' : 'south',
  };
}

/**
 * The request that creates the online game of the form (`POST /api/games`): the preset and the
 * options changed from it, the time control (`null`: no clocks), rated or casual, the side.
 */
export function onlineRequest(form: NewGameForm): NewGame {
  const online = form.online;
  return {
    preset: form.presetId,
    options: Object.fromEntries(
      changedOptions(form).map((name) => [
        name,
        (form.options as Readonly<Record<string, number | string | boolean>>)[name]!,
      ]),
    ),
    timeControl: online.clock
      ? { initialMs: online.minutes * 60_000, incrementMs: online.increment * 1000 }
      : null,
    rated: online.rated,
    side: online.side,
  };
}

/** A valid {@link OnlineForm}. */
const OnlineFormSchema = z.object({
  clock: z.boolean(),
  minutes: z.literal(CLOCK_MINUTES),
  increment: z.literal(CLOCK_INCREMENTS),
  rated: z.boolean(),
  side: z.union([StoredSideSchema, z.literal('random')]),
});

/**
 * A stored {@link NewGameForm}, each field the type it must be: a missing field takes the default
 * form's, a wrong one makes the whole form the default; the online settings fall back alone. What
 * only the rules can judge (the preset, the options, the opponents its game allows) is checked by
 * {@link loadForm}.
 */
const StoredFormSchema = z.object({
  presetId: z.string(),
  options: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  opponent: z.optional(z.enum(['computer', 'friend', 'online'])),
  level: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10))),
  humanSide: z.optional(StoredSideSchema),
  starts: z.optional(z.union([StoredSideSchema, z.literal('lot')])),
  online: z.catch(z.optional(OnlineFormSchema), () => undefined),
});

/** Draws who starts: `random` gives a number in [0, 1). */
export function drawLots(random: () => number = Math.random): Side {
  return random() < 0.5 ? 'south' : 'north';
}

/** The localStorage key of the last form used. */
export const FORM_KEY = 'kalaha.newgame.v1';

/** The form last used, when it is still valid; else the default form. */
export function loadForm(store: Pick<Storage, 'getItem'>): NewGameForm {
  const data = readStored(store, FORM_KEY, StoredFormSchema);
  const preset = data ? findFormPreset(data.presetId) : undefined;
  if (!data || !preset) return defaultForm();
  const defaults = defaultForm();
  const form: NewGameForm = {
    presetId: data.presetId,
    options: { ...preset.options, ...data.options } as FormOptions,
    opponent: data.opponent ?? defaults.opponent,
    level: data.level ?? defaults.level,
    humanSide: data.humanSide ?? defaults.humanSide,
    starts: data.starts ?? defaults.starts,
    online: data.online ?? defaultOnlineForm(),
  };
  return formRules(form).ok && opponentsOf(preset.game).includes(form.opponent)
    ? form
    : defaultForm();
}

/** Remembers the form (errors ignored). */
export function saveForm(store: Pick<Storage, 'setItem'>, form: NewGameForm): void {
  try {
    store.setItem(FORM_KEY, JSON.stringify(form));
  } catch {
    // Not kept.
  }
}
