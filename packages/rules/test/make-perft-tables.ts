/**
 * Writes `perft-tables.json`: perft counts from the start position (South to move) for every preset
 * of docs/RULES.md 1.4, 2 and 3, for option combinations chosen to exercise each option of docs/RULES.md 1.1
 * and each rule of docs/RULES.md 2 and 3, and for a few Wari and Obridjie positions given as text,
 * computed with the NAIVE implementations of `naive.ts` and `naive-relatives.ts`, not the library.
 * `perft.test.ts` then checks the library's `perft` against these numbers.
 *
 * Run from the repository root: `npx tsx packages/rules/test/make-perft-tables.ts`.
 * Takes about a minute; prints each entry as it is done.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRESETS } from '../src/presets.ts';
import { ruleSet } from '../src/ruleset.ts';
import { naiveInitial, naivePerft } from './naive.ts';
import {
  naiveRelativeFromText,
  naiveRelativeInitial,
  naiveRelativePerft,
} from './naive-relatives.ts';

/** One table entry to compute: a rule set (preset + overrides) and the deepest depth to count. */
export interface Spec {
  readonly id: string;
  readonly preset: string;
  readonly overrides: Readonly<Record<string, number | string | boolean>>;
  readonly depth: number;
  /** What the entry exercises, in words; kept in the JSON. */
  readonly note: string;
  /** A position to count from, in the position notation; the start position when absent. */
  readonly start?: string;
}

/**
 * One entry of `perft-tables.json`. `perft[d - 1]` is perft at depth d, for d = 1..perft.length,
 * from `start` (position notation, no history) or, when absent, the start position with South to
 * move.
 */
export interface PerftEntry {
  readonly id: string;
  readonly preset: string;
  readonly overrides: Readonly<Record<string, number | string | boolean>>;
  readonly note: string;
  readonly start?: string;
  readonly perft: readonly number[];
}

/** The shape of `perft-tables.json`. */
export interface PerftTables {
  readonly about: string;
  readonly entries: readonly PerftEntry[];
}

// Giuthi's tables are made by make-giuthi-perft-table.ts, from its own naive model.
const PRESET_SPECS: Spec[] = PRESETS.filter((p) => p.game !== 'giuthi').map((p) => ({
  id: p.id,
  preset: p.id,
  overrides: {},
  depth: 8,
  note: `preset ${p.id}: ${p.name}, ${p.options.houses}x${p.options.seeds}`,
}));

const OPTION_SPECS: Spec[] = [
  // extraTurn
  {
    id: 'kalah-extraTurn-none',
    preset: 'kalah',
    overrides: { extraTurn: 'none' },
    depth: 8,
    note: 'extraTurn none: landing in the store ends the turn',
  },
  {
    id: 'kalah-extraTurn-ownSide',
    preset: 'kalah',
    overrides: { extraTurn: 'ownSide' },
    depth: 8,
    note: 'extraTurn ownSide with emptyCapture false: an own empty house facing an empty one gives an extra turn',
  },
  {
    id: 'kalaha-ownside-capture-none',
    preset: 'kalaha-ownside',
    overrides: { capture: 'none', houses: 4, seeds: 3 },
    depth: 8,
    note: 'extraTurn ownSide with capture none: every own house gives an extra turn',
  },
  // capture / emptyCapture
  {
    id: 'kalaha-capture-none',
    preset: 'kalaha',
    overrides: { capture: 'none' },
    depth: 8,
    note: 'capture none',
  },
  {
    id: 'kalaha-emptyCapture-false',
    preset: 'kalaha',
    overrides: { emptyCapture: false },
    depth: 8,
    note: 'emptyCapture false under emptierTakes',
  },
  // captureNeedsLap
  {
    id: 'kalaha-captureNeedsLap',
    preset: 'kalaha',
    overrides: { captureNeedsLap: true },
    depth: 8,
    note: 'captureNeedsLap: a capture only after sowing an opponent house',
  },
  {
    id: 'kalaha-de-captureNeedsLap-3x3',
    preset: 'kalaha-de',
    overrides: { captureNeedsLap: true, houses: 3, seeds: 3 },
    depth: 10,
    note: 'captureNeedsLap on a small board, where captures after a lap are frequent',
  },
  // captureTwoThree
  {
    id: 'kalaha-captureTwoThree',
    preset: 'kalaha',
    overrides: { captureTwoThree: true },
    depth: 8,
    note: 'captureTwoThree with 6 seeds',
  },
  {
    id: 'kalaha-de-captureTwoThree-seeds3',
    preset: 'kalaha-de',
    overrides: { captureTwoThree: true, seeds: 3 },
    depth: 8,
    note: 'captureTwoThree with 3 seeds a house, so houses of 2 and 3 are common',
  },
  {
    id: 'kalah-captureTwoThree-4x1',
    preset: 'kalah',
    overrides: { captureTwoThree: true, houses: 4, seeds: 1 },
    depth: 12,
    note: 'captureTwoThree chains on a 4x1 board',
  },
  // skipOrigin
  {
    id: 'kalaha-skipOrigin-2x12',
    preset: 'kalaha',
    overrides: { skipOrigin: true, houses: 2, seeds: 12 },
    depth: 10,
    note: 'skipOrigin with 2 houses of 12 seeds: every first move laps the board',
  },
  {
    id: 'kalaha-2x12',
    preset: 'kalaha',
    overrides: { houses: 2, seeds: 12 },
    depth: 10,
    note: 'the same board without skipOrigin, for comparison',
  },
  {
    id: 'kalaha-de-skipOrigin-seeds6',
    preset: 'kalaha-de',
    overrides: { skipOrigin: true },
    depth: 7,
    note: 'skipOrigin on the 6x6 board',
  },
  {
    id: 'kalaha-de-all-variants',
    preset: 'kalaha-de',
    overrides: { skipOrigin: true, captureNeedsLap: true, captureTwoThree: true, seeds: 4 },
    depth: 8,
    note: 'all three 004 variants at once',
  },
  // endRule
  {
    id: 'kalaha-playOn',
    preset: 'kalaha',
    overrides: { endRule: 'playOn' },
    depth: 7,
    note: 'endRule playOn on 6x6 (no game ends this early: the counts equal kalaha)',
  },
  {
    id: 'kalaha-felt-playOn-4x3',
    preset: 'kalaha-felt',
    overrides: { endRule: 'playOn', houses: 4, seeds: 3 },
    depth: 12,
    note: 'endRule playOn on a 4x3 board',
  },
  {
    id: 'kalaha-felt-playOn-3x2',
    preset: 'kalaha-felt',
    overrides: { endRule: 'playOn', houses: 3, seeds: 2 },
    depth: 14,
    note: 'endRule playOn on a small board, deep enough for passes and games played out to allEmpty',
  },
  {
    id: 'kalaha-ownerTakes-3x2',
    preset: 'kalaha',
    overrides: { endRule: 'ownerTakes', houses: 3, seeds: 2 },
    depth: 14,
    note: 'endRule ownerTakes on the same small board',
  },
  {
    id: 'kalaha-emptierTakes-3x2',
    preset: 'kalaha',
    overrides: { houses: 3, seeds: 2 },
    depth: 14,
    note: 'endRule emptierTakes on the same small board',
  },
  // majorityEnd
  {
    id: 'kalaha-majorityEnd-3x2',
    preset: 'kalaha',
    overrides: { majorityEnd: true, houses: 3, seeds: 2 },
    depth: 14,
    note: 'majorityEnd with emptierTakes on a small board, where a majority comes early',
  },
  {
    id: 'kalaha-playOn-majorityEnd-3x2',
    preset: 'kalaha',
    overrides: { majorityEnd: true, endRule: 'playOn', houses: 3, seeds: 2 },
    depth: 14,
    note: 'majorityEnd with playOn',
  },
  // tieBreak (no effect on perft; kept so every option has an entry)
  {
    id: 'kalaha-ownside-tieBreak-emptierWins',
    preset: 'kalaha-ownside',
    overrides: { tieBreak: 'emptierWins' },
    depth: 7,
    note: 'tieBreak emptierWins: decides only the winner, so the counts equal kalaha-ownside',
  },
  // small and odd boards
  {
    id: 'kalaha-1x1',
    preset: 'kalaha',
    overrides: { houses: 1, seeds: 1 },
    depth: 6,
    note: '1x1: the first move ends the game',
  },
  {
    id: 'kalah-2x7-playOn',
    preset: 'kalah',
    overrides: { houses: 2, seeds: 7, endRule: 'playOn' },
    depth: 16,
    note: '2x7 under playOn: laps, passes and games played out to allEmpty',
  },
  {
    id: 'kalaha-de-2x12-skipOrigin',
    preset: 'kalaha-de',
    overrides: { houses: 2, seeds: 12, skipOrigin: true },
    depth: 14,
    note: '2x12 with skipOrigin, ownerTakes and majorityEnd',
  },
  {
    id: 'kalah-2x3',
    preset: 'kalah',
    overrides: { houses: 2, seeds: 3 },
    depth: 14,
    note: '2x3 standard Kalah',
  },
  {
    id: 'kalaha-3x3',
    preset: 'kalaha',
    overrides: { houses: 3, seeds: 3 },
    depth: 12,
    note: '3x3 Kalaha',
  },
  {
    id: 'kalah-3x3',
    preset: 'kalah',
    overrides: { houses: 3, seeds: 3 },
    depth: 12,
    note: '3x3 standard Kalah (no capture against an empty house)',
  },
  {
    id: 'kalaha-12x1',
    preset: 'kalaha',
    overrides: { houses: 12, seeds: 1 },
    depth: 6,
    note: '12 houses of 1 seed: long extra-turn chains',
  },
  {
    id: 'kalah-12x1-extraTurn-ownSide',
    preset: 'kalah',
    overrides: { houses: 12, seeds: 1, extraTurn: 'ownSide' },
    depth: 6,
    note: '12 houses of 1 seed with ownSide',
  },
  {
    id: 'kalaha-4x12',
    preset: 'kalaha',
    overrides: { houses: 4, seeds: 12 },
    depth: 8,
    note: '4 houses of 12 seeds: laps on every move',
  },
  {
    id: 'kalaha-de-4x12-skipOrigin-captureTwoThree',
    preset: 'kalaha-de',
    overrides: { houses: 4, seeds: 12, skipOrigin: true, captureTwoThree: true },
    depth: 8,
    note: '4x12 with skipOrigin and captureTwoThree',
  },
  // swap (docs/RULES.md 5, the pie rule; the first move earns no extra turn, as in ManKalah)
  {
    id: 'kalaha-swap',
    preset: 'kalaha',
    overrides: { swap: true },
    depth: 8,
    note: 'swap: the first move (house 1 ends in the store) earns no extra turn, then the swap is a 7th answer',
  },
  {
    id: 'mankalah',
    preset: 'kalah',
    overrides: { houses: 7, seeds: 7, swap: true },
    depth: 7,
    note: 'the ManKalah competition rules: standard Kalah 7x7 with the pie rule',
  },
  {
    id: 'kalaha-12x12',
    preset: 'kalaha',
    overrides: { houses: 12, seeds: 12 },
    depth: 6,
    note: 'the largest board',
  },
];

/** Wari (docs/RULES.md 2) and Obridjie (docs/RULES.md 3) beyond their presets. */
const RELATIVE_SPECS: Spec[] = [
  {
    id: 'wari-2x1',
    preset: 'wari',
    overrides: { houses: 2, seeds: 1 },
    depth: 30,
    note: 'Wari 2x1 played deep: repetition, must feed, grand slam and majority ends all occur',
  },
  {
    id: 'wari-2x3',
    preset: 'wari',
    overrides: { houses: 2, seeds: 3 },
    depth: 24,
    note: 'Wari 2x3: every end (majority, no move, repetition), must feed and forbidden grand slams',
  },
  {
    id: 'oware-2x3',
    preset: 'oware',
    overrides: { houses: 2, seeds: 3 },
    depth: 24,
    note: 'the same board under grandSlam noCapture',
  },
  {
    id: 'wari-3x1',
    preset: 'wari',
    overrides: { houses: 3, seeds: 1 },
    depth: 20,
    note: 'Wari 3x1: many games ended by no move (nothing to feed with) and by repetition',
  },
  {
    id: 'wari-3x2',
    preset: 'wari',
    overrides: { houses: 3, seeds: 2 },
    depth: 16,
    note: 'Wari 3x2',
  },
  {
    id: 'oware-3x2',
    preset: 'oware',
    overrides: { houses: 3, seeds: 2 },
    depth: 16,
    note: 'Oware 3x2: grand slams played without capture',
  },
  {
    id: 'wari-2x12',
    preset: 'wari',
    overrides: { houses: 2, seeds: 12 },
    depth: 10,
    note: 'Wari 2x12: every move laps the board and skips its origin',
  },
  {
    id: 'wari-6x12',
    preset: 'wari',
    overrides: { seeds: 12 },
    depth: 5,
    note: 'Wari 6x12: laps and origin skips on the full board',
  },
  {
    id: 'wari-12x1',
    preset: 'wari',
    overrides: { houses: 12, seeds: 1 },
    depth: 5,
    note: 'the largest Wari board',
  },
  // captureChain and originSkip (docs/RULES.md 2, 004's literal readings), every combination.
  ...(['chain', 'pair'] as const).flatMap((captureChain) =>
    (['always', 'over12'] as const).map((originSkip): Spec => ({
      id: `wari-${captureChain}-${originSkip}`,
      preset: 'wari',
      overrides: { captureChain, originSkip },
      depth: 7,
      note: `Wari 6x4 under captureChain ${captureChain} and originSkip ${originSkip}`,
    })),
  ),
  {
    id: 'wari-3x2-pair',
    preset: 'wari',
    overrides: { houses: 3, seeds: 2, captureChain: 'pair' },
    depth: 16,
    note: 'Wari 3x2 under captureChain pair: chains of three cut to two houses',
  },
  {
    id: 'oware-3x2-pair',
    preset: 'oware',
    overrides: { houses: 3, seeds: 2, captureChain: 'pair' },
    depth: 16,
    note: 'Oware 3x2 under captureChain pair: a two-house capture of a three-house row is no grand slam',
  },
  {
    id: 'wari-2x12-over12',
    preset: 'wari',
    overrides: { houses: 2, seeds: 12, originSkip: 'over12' },
    depth: 10,
    note: 'Wari 2x12 under originSkip over12: a house of 12 or fewer sows into itself on every lap',
  },
  {
    id: 'wari-6x12-over12',
    preset: 'wari',
    overrides: { seeds: 12, originSkip: 'over12' },
    depth: 5,
    note: "Wari 6x12 under originSkip over12: a first move's 12th seed lands in the emptied house",
  },
  {
    id: 'obridjie-endless',
    preset: 'obridjie',
    overrides: {},
    start: '1,0,1,0,1,2|20 0,1,0,1,0,2|19 south',
    depth: 9,
    note: "Obridjie from a position where South's house 6 never ends (not legal), relay chains and fours",
  },
  {
    id: 'obridjie-endgame',
    preset: 'obridjie',
    overrides: {},
    start: '1,1,0,0,0,1|22 0,0,0,0,1,0|22 south',
    depth: 16,
    note: 'an Obridjie endgame with few seeds: games ended because a player cannot move, and by repetition',
  },
];

/**
 * The entry of `spec`: `counter(d)` (perft at depth d) for d = 1..`spec.depth`. `log` gets one line
 * with the counts and the time taken, in ms.
 */
export function countEntry(
  spec: Spec,
  counter: (depth: number) => number,
  log: (line: string) => void,
): PerftEntry {
  const counts: number[] = [];
  const t0 = performance.now();
  for (let depth = 1; depth <= spec.depth; depth++) counts.push(counter(depth));
  const ms = Math.round(performance.now() - t0);
  log(`${spec.id}: ${counts.join(' ')} (${ms} ms)`);
  return {
    id: spec.id,
    preset: spec.preset,
    overrides: spec.overrides,
    note: spec.note,
    ...(spec.start ? { start: spec.start } : {}),
    perft: counts,
  };
}

/** Computes the tables with the naive implementation. */
export function makePerftTables(log: (line: string) => void = () => {}): PerftTables {
  const entries: PerftEntry[] = [];
  for (const spec of [...PRESET_SPECS, ...OPTION_SPECS, ...RELATIVE_SPECS]) {
    const made = ruleSet(spec.preset, spec.overrides);
    if (!made.ok) throw new Error(`${spec.id}: ${made.error.message}`);
    const rules = made.value;
    const counter = (depth: number): number => {
      if (rules.game === 'kalaha') return naivePerft(rules, naiveInitial(rules, 'south'), depth);
      if (rules.game === 'giuthi') throw new Error(`${spec.id}: Giuthi has its own table`);
      const start = spec.start
        ? naiveRelativeFromText(spec.start)
        : naiveRelativeInitial(rules, 'south');
      return naiveRelativePerft(rules, start, depth);
    };
    entries.push(countEntry(spec, counter, log));
  }
  return {
    about:
      'Perft counts from the start position, South to move (or from `start`, a position text without history): perft[d-1] is the number of move sequences of length d (one move = one sowing, an extra turn is a ply of its own, a finished game is one leaf and is not extended). Rules = the preset with the overrides applied. Computed by the naive implementations (packages/rules/test/naive.ts, naive-relatives.ts) with `npx tsx packages/rules/test/make-perft-tables.ts`; checked against the library by perft.test.ts.',
    entries,
  };
}

/** The tables as JSON text, one entry per line group and each count list on one line. */
export function formatPerftTables(tables: PerftTables): string {
  const text = JSON.stringify(tables, null, 2);
  return `${text.replace(/\[\s+([\d,\s]+?)\s+\]/g, (_, nums: string) => `[${nums.split(/,\s*/).join(', ')}]`)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('./perft-tables.json', import.meta.url));
  const tables = makePerftTables((line) => console.log(line));
  writeFileSync(out, formatPerftTables(tables));
  console.log(`wrote ${out} (${tables.entries.length} entries)`);
}
