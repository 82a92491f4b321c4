import type { Game, OptionNameOf, OptionsOf } from './options.ts';

/**
 * The sources of the rules, by the labels of docs/RULES.md "Sources": `000` the boxed set, `001` the
 * Danish/Swedish/Norwegian sheet, `002` the Swedish web page, `003` the Norwegian felt board, `004`
 * the German leaflet, `standard` standard Kalah, `irving2000` "Solving Kalah" (2000).
 */
export type RulebookId = '000' | '001' | '002' | '003' | '004' | 'standard' | 'irving2000';

/**
 * A named, documented option set of one game (docs/RULES.md 1.4, 2, 3). Every option can still be
 * changed from it; the `variants` are the options its rulebook (or docs/RULES.md) offers as
 * alternatives.
 */
export interface PresetOf<G extends Game> {
  /** The stable id used on the command line, in records and URLs: `kalaha`, `kalah`, `wari`, … */
  readonly id: string;
  /** The game the preset belongs to. */
  readonly game: G;
  /** An English display name; the UI translates it. */
  readonly name: string;
  /** Where the rules come from, in words. */
  readonly source: string;
  /** The rulebooks the preset follows. */
  readonly rulebooks: readonly RulebookId[];
  /** Every option's value. */
  readonly options: OptionsOf<G>;
  /** The options the rulebook offers as variants, for the UI to put forward. */
  readonly variants: readonly OptionNameOf<G>[];
}

/** A preset of the Kalaha family (docs/RULES.md 1.4). */
export type KalahaPreset = PresetOf<'kalaha'>;

/** A preset of any game, told apart by `game`. */
export type Preset = { [G in Game]: PresetOf<G> }[Game];

const KALAHA: OptionsOf<'kalaha'> = {
  houses: 6,
  seeds: 6,
  extraTurn: 'store',
  capture: 'opposite',
  emptyCapture: true,
  captureNeedsLap: false,
  captureTwoThree: false,
  skipOrigin: false,
  endRule: 'emptierTakes',
  majorityEnd: false,
  tieBreak: 'draw',
  swap: false,
};

/** The presets of the Kalaha family, docs/RULES.md 1.4, `kalaha` (the default) first. */
export const KALAHA_PRESETS: readonly KalahaPreset[] = [
  {
    id: 'kalaha',
    game: 'kalaha',
    name: 'Kalaha (Nordic boxed set)',
    source:
      'Rule sheets of the Scandinavian boxed sets (000; 001 in Danish, Swedish and Norwegian): the player who empties his side takes the seeds left on the other side',
    rulebooks: ['000', '001'],
    options: KALAHA,
    variants: ['endRule'],
  },
  {
    id: 'kalaha-ownside',
    game: 'kalaha',
    name: 'Kalaha, extra turn on your own side',
    source:
      'Swedish web page "Kalaha: Regler för hur man spelar" (002): an extra turn also when the last seed lands in a non-empty house of your own; tie custom offered as tieBreak',
    rulebooks: ['002'],
    options: { ...KALAHA, extraTurn: 'ownSide' },
    variants: ['tieBreak'],
  },
  {
    id: 'kalaha-felt',
    game: 'kalaha',
    name: 'Kalaha on a felt board (4 seeds)',
    source:
      'Norwegian felt-board Kalaha (003): 4 stones a house and three ways to end the game (variant 1 playOn, 2 emptierTakes, 3 ownerTakes)',
    rulebooks: ['003'],
    options: { ...KALAHA, seeds: 4 },
    variants: ['endRule'],
  },
  {
    id: 'kalaha-de',
    game: 'kalaha',
    name: 'Kalaha, German leaflet',
    source:
      'German "KALAHA" leaflet (004): Endvariante 2 (each keeps his own), the game also ends at more than half the seeds in a store; 3 to 6 seeds a house and three rule variants',
    rulebooks: ['004'],
    options: { ...KALAHA, endRule: 'ownerTakes', majorityEnd: true },
    variants: ['seeds', 'captureNeedsLap', 'captureTwoThree', 'skipOrigin', 'endRule'],
  },
  {
    id: 'kalah',
    game: 'kalaha',
    name: 'Kalah (standard)',
    source:
      "Standard Kalah (Champion's rules): a capture needs seeds in the opposite house; each player keeps the seeds left on his side",
    rulebooks: ['standard'],
    options: { ...KALAHA, seeds: 4, emptyCapture: false, endRule: 'ownerTakes' },
    variants: ['houses', 'seeds'],
  },
  {
    id: 'kalah-empty-capture',
    game: 'kalaha',
    name: 'Kalah, empty capture (as solved in 2000)',
    source:
      'The rules solved in Irving, Donkers & Uiterwijk, "Solving Kalah", ICGA Journal 23(3), 2000: a capture also takes the lone seed when the opposite house is empty',
    rulebooks: ['irving2000'],
    options: { ...KALAHA, seeds: 4, endRule: 'ownerTakes' },
    variants: ['houses', 'seeds'],
  },
];

/** Wari as the German leaflet (004) plays it (docs/RULES.md 2); `oware` differs in its grand slam. */
const WARI: OptionsOf<'wari'> = {
  houses: 6,
  seeds: 4,
  grandSlam: 'forbidden',
  captureChain: 'chain',
  originSkip: 'always',
  cycleRule: 'ownSide',
};

/**
 * The presets of Wari (docs/RULES.md 2: `wari` from 004, `oware` with the tournament "Abapa" grand slam)
 * and Obridjie (docs/RULES.md 3).
 */
const RELATIVES: readonly Preset[] = [
  {
    id: 'wari',
    game: 'wari',
    name: 'Wari (German leaflet)',
    source:
      'German "KALAHA" leaflet (004), Wari: 6 houses of 4 seeds, no stores on the board; the origin house is skipped, 2 or 3 captured and the houses before them, the opponent must be fed and may not be emptied by a capture (grand slam), the seeds left go to the side they lie on',
    rulebooks: ['004'],
    options: WARI,
    variants: ['grandSlam', 'captureChain', 'originSkip', 'cycleRule'],
  },
  {
    id: 'oware',
    game: 'wari',
    name: 'Oware (grand slam captures nothing)',
    source:
      'Wari of the German leaflet (004) with the grand slam of the Oware tournament ("Abapa") rules: a move that would capture every seed on the opponent\'s side is allowed and captures nothing',
    rulebooks: ['004'],
    options: { ...WARI, grandSlam: 'noCapture' },
    variants: ['grandSlam', 'captureChain', 'originSkip', 'cycleRule'],
  },
  {
    id: 'obridjie',
    game: 'obridjie',
    name: 'Obridjie (German leaflet)',
    source:
      'German "KALAHA" leaflet (004), Obridjie: 6 houses of 4 seeds, relay sowing; a house made to hold 4 while sowing goes to the owner of its side, 4 made by the last seed go to the mover',
    rulebooks: ['004'],
    options: { houses: 6, seeds: 4 },
    variants: [],
  },
  {
    id: 'giuthi',
    game: 'giuthi',
    name: 'Giuthi (German leaflet)',
    source:
      'German "KALAHA" leaflet (004), Giuthi, with the Kikuyu description it comes from where 004 is silent: 6 houses of 6 seeds, a direction chosen for every move, relay sowing in the opposite direction, a further choice after landing in an own occupied house, a double capture, and a match of rounds on a board that shrinks and grows',
    rulebooks: ['004'],
    options: {
      houses: 6,
      seeds: 6,
      rounds: true,
      shrink: 'oneThreeFour',
      secondCapture: 'eitherNeighbour',
      furtherChoice: 'anyHouse',
    },
    variants: ['houses', 'seeds', 'rounds', 'shrink', 'secondCapture', 'furtherChoice'],
  },
];

/**
 * Every preset of every game: the Kalaha family's of docs/RULES.md 1.4 (`kalaha`, the default, first),
 * then `wari`, `oware` (docs/RULES.md 2), `obridjie` (docs/RULES.md 3) and `giuthi` (docs/RULES.md 4).
 */
export const PRESETS: readonly Preset[] = [...KALAHA_PRESETS, ...RELATIVES];

/** The preset with this id, or `undefined`. */
export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

/** The presets of `game`, in the order of {@link PRESETS}. */
export function presetsOf<G extends Game>(game: G): readonly PresetOf<G>[] {
  return PRESETS.filter((p): p is Preset & PresetOf<G> => p.game === game);
}
