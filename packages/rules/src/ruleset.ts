import {
  GAMES,
  LATER_OPTION_DEFAULTS,
  describeAllowed,
  isAllowed,
  isGame,
  optionNamesOf,
  optionSpec,
  parseOptionText,
  type Game,
  type KalahaOptions,
  type GiuthiOptions,
  type ObridjieOptions,
  type OptionNameOf,
  type WariOptions,
} from './options.ts';
import { PRESETS, findPreset } from './presets.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A validated Kalaha-family rule set: every option of docs/RULES.md 1.1 with a value in range. Rule
 * variants are data, not code: one sowing routine reads these fields. Obtain one only through
 * {@link ruleSet} or {@link validateRuleSet}; a hand-built object skips the checks.
 */
export interface KalahaRuleSet extends KalahaOptions {
  /** The game family (docs/RULES.md section 1). */
  readonly game: 'kalaha';
}

/**
 * A validated Wari rule set (docs/RULES.md 2): `houses` 2..12, `seeds` 1..12, `grandSlam` and
 * `cycleRule`. Its stores are banks beside the board, never sown into.
 */
export interface WariRuleSet extends WariOptions {
  /** Wari (docs/RULES.md section 2). */
  readonly game: 'wari';
}

/**
 * A validated Obridjie rule set (docs/RULES.md 3): 6 houses a side of 4 seeds, the only board docs/RULES.md 3
 * plays. Its stores are banks beside the board, never sown into.
 */
export interface ObridjieRuleSet extends ObridjieOptions {
  /** Obridjie (docs/RULES.md section 3). */
  readonly game: 'obridjie';
}

/**
 * A validated Giuthi rule set (docs/RULES.md 4): `houses` 5..10 and `seeds` 4..9 at the start of the
 * match, and `rounds` (a match of rounds, or a single round). Its stores are banks beside the board,
 * never sown into. A round of a match may be played on fewer houses (see `match.ts`): a
 * position's house count comes from its pits, while `houses` stays the match's starting board.
 */
export interface GiuthiRuleSet extends GiuthiOptions {
  /** Giuthi (docs/RULES.md section 4). */
  readonly game: 'giuthi';
}

/**
 * A validated rule set of any game this package plays, told apart by `game`. Code that handles one
 * game only narrows at its boundary (`rules.game === 'kalaha'`).
 */
export type RuleSet = KalahaRuleSet | WariRuleSet | ObridjieRuleSet | GiuthiRuleSet;

/** The rule set of `game`. */
export type RuleSetOf<G extends Game> = Extract<RuleSet, { readonly game: G }>;

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
 * Builds a rule set from a preset and option overrides (docs/RULES.md 1.4: "every option can be changed
 * from it"). The preset decides the game; the overrides must be options of that game.
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
 * `game` must be one of {@link GAMES}; every option of that game must be present with an allowed
 * value, except the options of {@link LATER_OPTION_DEFAULTS} (Kalaha's `swap`, Wari's
 * `captureChain` and `originSkip`, Giuthi's `shrink`, `secondCapture` and `furtherChoice`), which
 * take the value they had before they existed when absent, so that rule sets written then still
 * read and play as they did; unknown keys
 * (including another game's options) are refused.
 *
 * Contradictory Kalaha settings refused (`ERR_CONTRADICTION`): `captureNeedsLap: true` with
 * `capture: none` (a condition on a capture that never happens), and `tieBreak: emptierWins` with
 * `endRule: playOn` (under playOn both sides end empty, so no single player emptied his side).
 */
export function validateRuleSet(data: unknown): Result<RuleSet, RuleError> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return err({ code: 'ERR_RULES_SHAPE', message: 'a rule set must be an object of options' });
  }
  const record: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (!isGame(record.game)) {
    return err({
      code: 'ERR_OPTION_VALUE',
      option: 'game',
      allowed: GAMES.join('|'),
      message: `option 'game' must be one of: ${GAMES.join(', ')} (got ${JSON.stringify(record.game)})`,
    });
  }
  const game = record.game;
  for (const [name, value] of Object.entries(LATER_OPTION_DEFAULTS[game])) {
    if (record[name] === undefined) record[name] = value;
  }
  const names: readonly string[] = optionNamesOf(game);
  for (const key of Object.keys(record)) {
    if (key !== 'game' && !names.includes(key)) return unknownOption(game, key);
  }
  for (const name of names) {
    const spec = optionSpec(game, name)!;
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
  if (rules.game === 'kalaha' && rules.captureNeedsLap && rules.capture === 'none') {
    return err({
      code: 'ERR_CONTRADICTION',
      option: 'captureNeedsLap',
      allowed: 'false when capture is none',
      message:
        "option 'captureNeedsLap' must be false when 'capture' is none: there is no capture to condition",
    });
  }
  if (rules.game === 'kalaha' && rules.tieBreak === 'emptierWins' && rules.endRule === 'playOn') {
    return err({
      code: 'ERR_CONTRADICTION',
      option: 'tieBreak',
      allowed: 'draw when endRule is playOn',
      message:
        "option 'tieBreak' must be draw when 'endRule' is playOn: both sides end empty, so nobody emptied his side",
    });
  }
  // A fresh object in table order, so that stray properties of the input never travel on.
  const copy: Record<string, unknown> = { game };
  for (const name of names) copy[name] = record[name];
  return ok(Object.freeze(copy as unknown as RuleSet));
}

function unknownOption(game: Game, option: string): Result<never, RuleError> {
  const allowed = optionNamesOf(game);
  const whose = game === 'kalaha' ? '' : ` of ${game}`;
  return err({
    code: 'ERR_UNKNOWN_OPTION',
    option,
    allowed,
    message: `unknown option${whose} '${option}' (options: ${allowed.join(', ')})`,
  });
}

/**
 * Reads one `name=value` assignment as written on the command line (`--set endRule=ownerTakes`).
 *
 * @param game the game whose options are meant, `kalaha` by default.
 * @returns the option name and its typed value, or `ERR_UNKNOWN_OPTION` / `ERR_OPTION_VALUE`
 *   naming the option and its allowed values. Range checks happen in {@link ruleSet}.
 */
export function parseOptionAssignment<G extends Game = 'kalaha'>(
  text: string,
  game: G = 'kalaha' as G,
): Result<{ readonly option: OptionNameOf<G>; readonly value: unknown }, RuleError> {
  const eq = text.indexOf('=');
  const name = (eq < 0 ? text : text.slice(0, eq)).trim();
  const spec = optionSpec(game, name);
  if (!spec) return unknownOption(game, name);
  const option = name as OptionNameOf<G>;
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
 * The id of the preset whose game and options equal `rules` exactly, or `undefined` for a custom
 * set. Used to name a rule set briefly in records and on screen.
 */
export function presetOf(rules: RuleSet): string | undefined {
  return PRESETS.find((p) => p.game === rules.game && sameOptions(p.options, rules))?.id;
}

/**
 * The options in which `rules` differs from a preset, as `name=value` strings in table order:
 * the short description of a rule set used on screen and in `kalaha rules`. A preset of another
 * game differs in everything: `game=…` then every option of `rules`. An unknown preset gives `[]`.
 */
export function differencesFrom(rules: RuleSet, presetId: string): string[] {
  const preset = findPreset(presetId);
  if (!preset) return [];
  const values = rules as unknown as Readonly<Record<string, unknown>>;
  const names = optionNamesOf(rules.game) as readonly string[];
  if (preset.game !== rules.game) {
    return [`game=${rules.game}`, ...names.map((n) => `${n}=${String(values[n])}`)];
  }
  const base = preset.options as Readonly<Record<string, unknown>>;
  return names.filter((n) => base[n] !== values[n]).map((n) => `${n}=${String(values[n])}`);
}

/** True when every option of `rules`' game has the same value in `options`. */
function sameOptions(options: object, rules: RuleSet): boolean {
  const a = options as Readonly<Record<string, unknown>>;
  const b = rules as unknown as Readonly<Record<string, unknown>>;
  return optionNamesOf(rules.game).every((n) => a[n] === b[n]);
}
