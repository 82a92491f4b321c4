import type { KalahaOptionName, KalahaOptions } from './options.ts';

/** The rulebooks of `shared/rulebooks/`, by the number their file name starts with. */
export type RulebookId = '000' | '001' | '002' | '003' | '004' | 'standard' | 'irving2000';

/**
 * A named, documented option set (RULES.md 1.4). Every option can still be changed from it; the
 * `variants` are the options its rulebook itself offers as alternatives.
 */
export interface Preset {
  /** The stable id used on the command line, in records and URLs: `kalaha`, `kalah`, … */
  readonly id: string;
  /** The game family the preset belongs to. */
  readonly game: 'kalaha';
  /** An English display name; the UI translates it. */
  readonly name: string;
  /** Where the rules come from, in words. */
  readonly source: string;
  /** The rulebooks the preset follows. */
  readonly rulebooks: readonly RulebookId[];
  /** Every option's value. */
  readonly options: KalahaOptions;
  /** The options the rulebook offers as variants, for the UI to put forward. */
  readonly variants: readonly KalahaOptionName[];
}

const KALAHA: KalahaOptions = {
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

/** The presets of RULES.md 1.4, `kalaha` (the default) first. */
export const PRESETS: readonly Preset[] = [
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

/** The preset with this id, or `undefined`. */
export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
