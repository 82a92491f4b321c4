/**
 * The options of every game as data (docs/RULES.md 1.1 for the Kalaha family, 2 for Wari, 3 for
 * Obridjie): each option's allowed values and a one-line meaning. Rule sets, the CLI's `--set` and
 * the UI's option editor are all driven by these tables, so an option is described in exactly one
 * place.
 */

/**
 * The games this package plays, each a rule family with its own option table: the Kalaha family
 * (docs/RULES.md 1), Wari (2), Obridjie (3) and Giuthi (4). A rule set names its game in its `game` field.
 */
export const GAMES = ['kalaha', 'wari', 'obridjie', 'giuthi'] as const;

/** A game of {@link GAMES}. */
export type Game = (typeof GAMES)[number];

/** True when `value` is a game of {@link GAMES}. */
export function isGame(value: unknown): value is Game {
  return (GAMES as readonly unknown[]).includes(value);
}

/** An option whose value is a whole number in `min..max`. */
export interface IntegerOption {
  readonly kind: 'integer';
  readonly min: number;
  readonly max: number;
  readonly meaning: string;
}

/** An option whose value is one of a fixed list of names. */
export interface ChoiceOption<V extends string = string> {
  readonly kind: 'choice';
  readonly values: readonly V[];
  readonly meaning: string;
}

/** An option that is on or off. */
export interface BooleanOption {
  readonly kind: 'boolean';
  readonly meaning: string;
}

/** Any option description. */
export type OptionSpec = IntegerOption | ChoiceOption | BooleanOption;

/** The option table of the Kalaha family, docs/RULES.md 1.1, in the order of that table. */
export const KALAHA_OPTIONS = {
  houses: {
    kind: 'integer',
    min: 1,
    max: 12,
    meaning: 'houses on each side (all rulebooks: 6)',
  },
  seeds: {
    kind: 'integer',
    min: 1,
    max: 12,
    meaning: 'seeds in each house at the start (000/001/002: 6, 003: 4, 004: 3 to 6)',
  },
  extraTurn: {
    kind: 'choice',
    values: ['store', 'ownSide', 'none'],
    meaning:
      'move again when the last seed lands in your store (store), also in a non-empty house of yours (ownSide, 002), or never (none)',
  },
  capture: {
    kind: 'choice',
    values: ['opposite', 'none'],
    meaning:
      'last seed in an empty house of yours: it and the opposite house go to your store (opposite), or nothing happens (none)',
  },
  emptyCapture: {
    kind: 'boolean',
    meaning:
      'a capture also happens when the opposite house is empty: the lone seed goes to your store (000/004 literally)',
  },
  captureNeedsLap: {
    kind: 'boolean',
    meaning: "a capture counts only if the move has sown into the opponent's houses (004 variant)",
  },
  captureTwoThree: {
    kind: 'boolean',
    meaning:
      "last seed makes an opponent's house hold 2 or 3: capture it and up to 2 such houses before it (004 variant)",
  },
  skipOrigin: {
    kind: 'boolean',
    meaning: 'the emptied house gets no seed when the sowing comes round to it (004 variant)',
  },
  endRule: {
    kind: 'choice',
    values: ['emptierTakes', 'ownerTakes', 'playOn'],
    meaning:
      'when a side is empty: its player takes the seeds left on the other side (emptierTakes), each keeps his own (ownerTakes), or play goes on, passing, until all houses are empty (playOn)',
  },
  majorityEnd: {
    kind: 'boolean',
    meaning: 'the game also ends when a store holds more than half of all seeds (004)',
  },
  tieBreak: {
    kind: 'choice',
    values: ['draw', 'emptierWins'],
    meaning:
      'equal stores: a draw, or a win for the player whose side was emptied when the game ended that way (002)',
  },
  // The pie rule of docs/RULES.md 5, with the rule of the ManKalah game engine used in university Kalah
  // competitions (issue 7): "after South's first move it is always North's turn even if that move
  // ended in South's store", so that the swap is always offered right after the first move.
  swap: {
    kind: 'boolean',
    meaning:
      "pie rule (docs/RULES.md 5): after the first move the second player may swap sides instead of sowing; the first move never earns an extra turn (ManKalah's rule)",
  },
} as const satisfies Record<string, OptionSpec>;

/**
 * The options of Wari (docs/RULES.md 2), in the order of that section. 004 plays 2×6 houses of 4 seeds;
 * docs/RULES.md 2 makes the board 2..12 houses a side and the seeds an option, here 1..12 a house as in
 * the Kalaha family (docs/RULES.md 1).
 */
export const WARI_OPTIONS = {
  houses: {
    kind: 'integer',
    min: 2,
    max: 12,
    meaning: 'houses on each side (004: 6)',
  },
  seeds: {
    kind: 'integer',
    min: 1,
    max: 12,
    meaning: 'seeds in each house at the start (004: 4)',
  },
  grandSlam: {
    kind: 'choice',
    values: ['forbidden', 'noCapture'],
    meaning:
      "a move that would capture every seed on the opponent's side: not allowed unless every move is one, and then it captures nothing (forbidden, 004), or allowed and it captures nothing (noCapture, the Abapa tournament rules)",
  },
  captureChain: {
    kind: 'choice',
    values: ['chain', 'pair'],
    meaning:
      'a capture takes the hit house and the houses before it while they hold 2 or 3 (chain), or at most the one house just before it (pair, 004: "die unmittelbar vor dieser Mulde")',
  },
  originSkip: {
    kind: 'choice',
    values: ['always', 'over12'],
    meaning:
      'the emptied house is always skipped when the sowing comes round to it (always), or only when more than 12 seeds were lifted (over12, 004: "mehr als 12 Bohnen")',
  },
  cycleRule: {
    kind: 'choice',
    values: ['ownSide', 'split'],
    meaning:
      'when a position occurs for the third time or both players agree to end: each takes the seeds on his side (ownSide), or the seeds left are shared equally, an odd one left out (split; 004: "die verbliebenen Bohnen teilen")',
  },
} as const satisfies Record<string, OptionSpec>;

/**
 * The options of Obridjie (docs/RULES.md 3): 004 and docs/RULES.md 3 play only 2×6 houses of 4 seeds, so both
 * options have a single allowed value. They are kept as options so that every rule set names its
 * board the same way.
 */
export const OBRIDJIE_OPTIONS = {
  houses: {
    kind: 'integer',
    min: 6,
    max: 6,
    meaning: 'houses on each side (004: 6, the only size docs/RULES.md 3 plays)',
  },
  seeds: {
    kind: 'integer',
    min: 4,
    max: 4,
    meaning: 'seeds in each house at the start (004: 4, the only number docs/RULES.md 3 plays)',
  },
} as const satisfies Record<string, OptionSpec>;

/**
 * The options of Giuthi (docs/RULES.md 4): 2×6 houses of 6 seeds in 004, the board 5..10 houses and the
 * seeds 4..9 a house as docs/RULES.md 4 allows, and whether a match of rounds is played.
 */
export const GIUTHI_OPTIONS = {
  houses: {
    kind: 'integer',
    min: 5,
    max: 10,
    meaning: 'houses on each side at the start of the match (004: 6); later rounds may shrink it',
  },
  seeds: {
    kind: 'integer',
    min: 4,
    max: 9,
    meaning: 'seeds in each house at the start (004: "je 6 Bohnen")',
  },
  rounds: {
    kind: 'boolean',
    meaning:
      "a match of rounds: the loser of a round arranges his seeds, the winner mirrors them, and the board shrinks with the loser's share (true, 004), or a single round (false)",
  },
  shrink: {
    kind: 'choice',
    values: ['oneThreeFour', 'oneTwoThree'],
    meaning:
      'houses a side the board loses when the loser holds less than 1/2, 1/4, 1/8 of the seeds: 1, 3, 4 (oneThreeFour, 004: "um 1 Mulde (3 bzw. 4 Mulden)") or 1, 2, 3 (oneTwoThree); never below 2 houses',
  },
  secondCapture: {
    kind: 'choice',
    values: ['eitherNeighbour', 'next'],
    meaning:
      'a capture also takes the seeds opposite each empty own house beside the capturing one (eitherNeighbour, 004: "eine benachbarte Mulde"), or only beside it in the direction of sowing (next)',
  },
  furtherChoice: {
    kind: 'choice',
    values: ['anyHouse', 'twoOrMore'],
    meaning:
      'after landing in an occupied own house the player sows any own non-empty house (anyHouse, 004: "eine beliebige eigene Mulde"), or one of at least 2 seeds (twoOrMore)',
  },
} as const satisfies Record<string, OptionSpec>;

/** The option table of each game. */
export const GAME_OPTIONS = {
  kalaha: KALAHA_OPTIONS,
  wari: WARI_OPTIONS,
  obridjie: OBRIDJIE_OPTIONS,
  giuthi: GIUTHI_OPTIONS,
} as const satisfies Record<Game, Record<string, OptionSpec>>;

/**
 * Options added after rule sets were first written down (records, stored games and saved games,
 * messages), per game, with the value a rule set that lacks them means: such a rule set was
 * written before the option existed and is played as it was then (issue 15: "a rule set stored
 * without the new options reads as the old one"). {@link validateRuleSet} fills them in. Where a
 * new option's default differs from this value (Giuthi's `shrink`, `secondCapture` and
 * `furtherChoice`, docs/RULES.md 4), new games get the default from their preset and old ones keep
 * the old behaviour.
 */
export const LATER_OPTION_DEFAULTS: {
  readonly [G in Game]: Partial<OptionsOf<G>>;
} = {
  kalaha: { swap: false },
  wari: { captureChain: 'chain', originSkip: 'always' },
  obridjie: {},
  giuthi: { shrink: 'oneTwoThree', secondCapture: 'next', furtherChoice: 'twoOrMore' },
};

/** The name of a Kalaha-family option. */
export type KalahaOptionName = keyof typeof KALAHA_OPTIONS;

/** The name of a Wari option. */
export type WariOptionName = keyof typeof WARI_OPTIONS;

/** The name of an Obridjie option. */
export type ObridjieOptionName = keyof typeof OBRIDJIE_OPTIONS;

/** The name of a Giuthi option. */
export type GiuthiOptionName = keyof typeof GIUTHI_OPTIONS;

/** The name of an option of `game`. */
export type OptionNameOf<G extends Game> = keyof (typeof GAME_OPTIONS)[G] & string;

type ValueOf<S> = S extends IntegerOption
  ? number
  : S extends BooleanOption
    ? boolean
    : S extends ChoiceOption<infer V>
      ? V
      : never;

/** The values of every option of a table. */
type ValuesOf<T> = { readonly [K in keyof T]: ValueOf<T[K]> };

/** The value type of every Kalaha-family option, derived from {@link KALAHA_OPTIONS}. */
export type KalahaOptions = ValuesOf<typeof KALAHA_OPTIONS>;

/** The value type of every Wari option, derived from {@link WARI_OPTIONS}. */
export type WariOptions = ValuesOf<typeof WARI_OPTIONS>;

/** The value type of every Obridjie option, derived from {@link OBRIDJIE_OPTIONS}. */
export type ObridjieOptions = ValuesOf<typeof OBRIDJIE_OPTIONS>;

/** The value type of every Giuthi option, derived from {@link GIUTHI_OPTIONS}. */
export type GiuthiOptions = ValuesOf<typeof GIUTHI_OPTIONS>;

/** The option values of `game`. */
export type OptionsOf<G extends Game> = ValuesOf<(typeof GAME_OPTIONS)[G]>;

/** The names of the Kalaha-family options in table order. */
export const KALAHA_OPTION_NAMES = Object.keys(KALAHA_OPTIONS) as KalahaOptionName[];

/** The names of the options of `game`, in table order. */
export function optionNamesOf<G extends Game>(game: G): readonly OptionNameOf<G>[] {
  return Object.keys(GAME_OPTIONS[game]) as OptionNameOf<G>[];
}

/** The description of option `name` of `game`, or `undefined` when the game has no such option. */
export function optionSpec(game: Game, name: string): OptionSpec | undefined {
  const table = GAME_OPTIONS[game] as Readonly<Record<string, OptionSpec>>;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/**
 * The allowed values of an option, written for an error message: `1..12`, `true|false`,
 * `store|ownSide|none`; a single number (`6`) when the range holds one value.
 */
export function describeAllowed(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'integer':
      return spec.min === spec.max ? `${spec.min}` : `${spec.min}..${spec.max}`;
    case 'boolean':
      return 'true|false';
    case 'choice':
      return spec.values.join('|');
  }
}

/** True when `value` is an allowed value of the option `spec`. */
export function isAllowed(spec: OptionSpec, value: unknown): boolean {
  switch (spec.kind) {
    case 'integer':
      return (
        Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'choice':
      return typeof value === 'string' && (spec.values as readonly string[]).includes(value);
  }
}

/**
 * Reads an option value written as text (the CLI's `--set seeds=4`): whole numbers for integer
 * options, `true`/`false` (also `yes`/`no`, `on`/`off`) for booleans, the name itself for choices.
 * Returns `undefined` when the text is no value of that kind; range checks are left to rule-set
 * validation so that every range error is reported in one place.
 */
export function parseOptionText(
  spec: OptionSpec,
  text: string,
): number | boolean | string | undefined {
  const t = text.trim();
  switch (spec.kind) {
    case 'integer':
      return /^-?\d+$/.test(t) ? Number(t) : undefined;
    case 'boolean':
      if (['true', 'yes', 'on'].includes(t)) return true;
      if (['false', 'no', 'off'].includes(t)) return false;
      return undefined;
    case 'choice':
      return t;
  }
}
