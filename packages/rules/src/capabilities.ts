import type { Game, OptionNameOf } from './options.ts';
import type { RuleSet, RuleSetOf } from './ruleset.ts';

/**
 * What a game can do, asked by the apps instead of its name: the web app, the terminal and the
 * server branch on these, never on `rules.game`, so that a new game or option lands in one place.
 */
export interface Capabilities {
  /**
   * Sowing passes through the players' stores (the Kalaha family, docs/RULES.md 1.2); when false
   * the board is houses only and the seeds a player takes lie in a bank beside it (Wari,
   * Obridjie, Giuthi: docs/RULES.md 2, 3, 4).
   */
  readonly hasStores: boolean;
  /**
   * The game is played as a match of rounds, whose end is an event of the match (Giuthi,
   * docs/RULES.md 4 "Rounds"; under `rounds: false` a match of one round): its records are match
   * records, its result the match's.
   */
  readonly hasRounds: boolean;
  /**
   * Between rounds the loser lays out his seeds for the next round (Giuthi with `rounds: true`,
   * docs/RULES.md 4): an arrangement is an action of the game.
   */
  readonly hasArrangement: boolean;
  /** A move names the direction it is sown in, `3ccw` or `3cw` (Giuthi, docs/RULES.md 4). */
  readonly hasDirections: boolean;
  /**
   * The players may agree to end a game in progress (Wari and Obridjie, docs/RULES.md 2, 3); the
   * Kalaha family and Giuthi always end by their rules.
   */
  readonly canOfferEnd: boolean;
  /** The second player may take the first player's side after the first move (`swap`, docs/RULES.md 5). */
  readonly hasSwap: boolean;
  /**
   * Seeds a house must hold to start a turn, in seeds: 2 in Giuthi (docs/RULES.md 4: a single seed
   * does not start a move; a further choice inside the turn may sow one under `furtherChoice:
   * anyHouse`), 1 elsewhere. A player with no such house passes.
   */
  readonly minSowSeeds: number;
  /**
   * A game in progress may end by the third occurrence of a position (Wari, Obridjie, Giuthi:
   * docs/RULES.md 2, 3, 4), so a player may need to see what has been seen.
   */
  readonly endsOnRepetition: boolean;
  /**
   * A last seed in an occupied house lifts its seeds and sows on, inside the move (relay sowing:
   * Obridjie, docs/RULES.md 3; Giuthi's relay in the opposite direction, 4).
   */
  readonly relaySowing: boolean;
  /** A house made to hold 4 by a seed sown goes to its owner's bank at once (Obridjie, docs/RULES.md 3). */
  readonly fours: boolean;
  /**
   * A player whose opponent's houses are all empty must sow into them where he can (Wari,
   * docs/RULES.md 2): his other moves are no legal moves.
   */
  readonly mustFeed: boolean;
  /**
   * The game ends as soon as a store holds more than half of the seeds (Wari, docs/RULES.md 2;
   * the Kalaha family under `majorityEnd`, 1.1).
   */
  readonly endsOnMajority: boolean;
}

/** The name of an option of any game. */
export type AnyOptionName = { readonly [G in Game]: OptionNameOf<G> }[Game];

/** What every rule set of a game can or cannot do, whatever its options. */
type FixedCapabilities = Omit<Capabilities, 'hasArrangement' | 'hasSwap' | 'endsOnMajority'>;

/** The games that end by majority whatever their options ({@link Capabilities.endsOnMajority}). */
const ALWAYS_ENDS_ON_MAJORITY: Readonly<Record<Game, boolean>> = {
  kalaha: false,
  wari: true,
  obridjie: false,
  giuthi: false,
};

/** {@link FixedCapabilities} of each game: the one table that says what each game is. */
const FIXED: Readonly<Record<Game, FixedCapabilities>> = {
  kalaha: {
    hasStores: true,
    hasRounds: false,
    hasDirections: false,
    canOfferEnd: false,
    minSowSeeds: 1,
    endsOnRepetition: false,
    relaySowing: false,
    fours: false,
    mustFeed: false,
  },
  wari: {
    hasStores: false,
    hasRounds: false,
    hasDirections: false,
    canOfferEnd: true,
    minSowSeeds: 1,
    endsOnRepetition: true,
    relaySowing: false,
    fours: false,
    mustFeed: true,
  },
  obridjie: {
    hasStores: false,
    hasRounds: false,
    hasDirections: false,
    canOfferEnd: true,
    minSowSeeds: 1,
    endsOnRepetition: true,
    relaySowing: true,
    fours: true,
    mustFeed: false,
  },
  giuthi: {
    hasStores: false,
    hasRounds: true,
    hasDirections: true,
    canOfferEnd: false,
    minSowSeeds: 2,
    endsOnRepetition: true,
    relaySowing: true,
    fours: false,
    mustFeed: false,
  },
};

/** What the game of `rules` can do under its options (see {@link Capabilities}). */
export function capabilities(rules: RuleSet): Capabilities {
  // The options first, then the game's table copied: in this order V8 builds the object in about
  // a twentieth of the time it takes with the copy first (about 4 µs a call in Node 20, and the
  // server asks on every move). The table has none of the three names, so the order changes
  // nothing else.
  return {
    hasArrangement: ruleIs(rules, 'rounds', true),
    hasSwap: ruleIs(rules, 'swap', true),
    endsOnMajority: ALWAYS_ENDS_ON_MAJORITY[rules.game] || ruleIs(rules, 'majorityEnd', true),
    ...FIXED[rules.game],
  };
}

/**
 * True when `rules` has the option `name` and it is set to `value`: a question about one option
 * that any rule set can answer, whichever game it is of (a game without the option answers false).
 */
export function ruleIs(
  rules: RuleSet,
  name: AnyOptionName,
  value: string | number | boolean,
): boolean {
  return (rules as unknown as Readonly<Record<string, unknown>>)[name] === value;
}

/**
 * Calls the case of `rules`'s game with the rule set narrowed to it: for what is written per game
 * by nature (the rules page describes each game's rules in its own words). Everything else asks
 * {@link capabilities} or {@link ruleIs}.
 */
export function byGame<R>(
  rules: RuleSet,
  cases: { readonly [G in Game]: (rules: RuleSetOf<G>) => R },
): R {
  return (cases[rules.game] as (rules: RuleSet) => R)(rules);
}
