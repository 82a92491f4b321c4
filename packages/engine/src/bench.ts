import { parsePosition, Position, ruleSet } from '@kalaha/rules';
import { Searcher } from './searcher.ts';

/**
 * The bench: a fixed set of positions, each searched to a fixed depth from an empty table. Its
 * total node count is the engine's signature (as Stockfish's `bench`): it depends only on the
 * search's logic, not on the machine or the time taken, so a change that alters the search tree
 * changes the signature, and a change meant to be a pure speed-up must leave it equal.
 */

/** One position of the bench. */
export interface BenchPosition {
  /** A short name for reports. */
  readonly name: string;
  /** The preset the rules start from (docs/RULES.md 1.4). */
  readonly preset: string;
  /** Options changed from the preset. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The position in the rules library's notation; the start position when absent. */
  readonly position?: string;
  /** Search depth in plies. */
  readonly depth: number;
}

/** Table size used by the bench, in MiB (part of the signature: another size, other counts). */
export const BENCH_TT_MIB = 16;

/**
 * The recorded bench signature: total nodes of `runBench()` (the figure `kalaha bench` prints as
 * "signature"). A change to the search, the move ordering, the evaluation, the table or the
 * parameters changes it; record the new value here together with that change, after checking
 * that the change was meant to alter the search. A pure speed-up must leave it equal.
 */
export const BENCH_SIGNATURE = 15_456_813;

/**
 * The bench positions: the start positions of the main presets and mid-game positions reached by
 * fixed move sequences under several rule sets (every `endRule`, `majorityEnd`, `ownSide`), and
 * Wari's start and a mid-game position (16 random moves in).
 * Depths are chosen for a total of a few million nodes.
 */
export const BENCH_POSITIONS: readonly BenchPosition[] = [
  { name: 'kalaha 6x4 start', preset: 'kalaha', options: { seeds: 4 }, depth: 18 },
  { name: 'kalaha 6x6 start', preset: 'kalaha', options: {}, depth: 16 },
  { name: 'kalah 6x4 start', preset: 'kalah', options: {}, depth: 18 },
  {
    name: 'kalah-empty-capture 6x5 start',
    preset: 'kalah-empty-capture',
    options: { seeds: 5 },
    depth: 17,
  },
  { name: 'kalaha-de start', preset: 'kalaha-de', options: {}, depth: 16 },
  {
    name: 'kalaha mid-game',
    preset: 'kalaha',
    options: {},
    position: '1,4,3,6,12,2|6 3,5,14,0,0,12|4 south',
    depth: 16,
  },
  {
    name: 'kalah mid-game',
    preset: 'kalah',
    options: {},
    position: '0,0,2,5,10,9|10 1,0,0,1,3,2|5 north',
    depth: 20,
  },
  {
    name: 'kalaha-de mid-game',
    preset: 'kalaha-de',
    options: {},
    position: '1,8,5,1,8,14|5 1,1,3,3,9,6|7 north',
    depth: 16,
  },
  {
    name: 'kalaha playOn 6x4 mid-game',
    preset: 'kalaha',
    options: { seeds: 4, endRule: 'playOn' },
    position: '0,1,1,5,0,2|6 1,2,12,0,3,11|4 north',
    depth: 18,
  },
  {
    name: 'kalaha-ownside 6x4 mid-game',
    preset: 'kalaha-ownside',
    options: { seeds: 4 },
    position: '0,1,6,1,8,0|2 0,6,6,0,8,8|2 north',
    depth: 16,
  },
  // Wari (docs/RULES.md 2), on the Wari board's searcher (`wari/search.ts`).
  { name: 'wari start', preset: 'wari', options: {}, depth: 14 },
  {
    name: 'wari mid-game',
    preset: 'wari',
    options: {},
    position: '2,2,0,2,1,2|6 1,0,3,3,3,12|11 south',
    depth: 15,
  },
];

/** The bench's figures. */
export interface BenchReport {
  /** Per position: its name, nodes searched, milliseconds, and the move and score found. */
  readonly positions: readonly {
    readonly name: string;
    readonly depth: number;
    readonly nodes: number;
    readonly elapsedMs: number;
    readonly move: number | undefined;
    readonly score: number;
  }[];
  /** Total nodes: the signature. */
  readonly nodes: number;
  /** Total milliseconds of search. */
  readonly elapsedMs: number;
  /** Nodes per second over the whole bench. */
  readonly nps: number;
}

/** Builds the position of a bench entry. Throws on a bad entry (a bug in the table above). */
export function benchPosition(entry: BenchPosition): Position {
  const rules = ruleSet(entry.preset, entry.options);
  if (!rules.ok) throw new Error(`bench ${entry.name}: ${rules.error.message}`);
  if (entry.position === undefined) return Position.initial(rules.value);
  const position = parsePosition(rules.value, entry.position);
  if (!position.ok) throw new Error(`bench ${entry.name}: ${position.error.message}`);
  return position.value;
}

/**
 * Runs the bench: every position of {@link BENCH_POSITIONS} searched to its depth with a cleared
 * table of {@link BENCH_TT_MIB} MiB and cleared history, so each count is independent of the
 * others and of earlier runs.
 *
 * @param searcher a searcher to reuse (its table must be {@link BENCH_TT_MIB} MiB for the
 *   signature to hold); a new one by default.
 */
export function runBench(searcher: Searcher = new Searcher({ ttMiB: BENCH_TT_MIB })): BenchReport {
  const positions: BenchReport['positions'][number][] = [];
  let nodes = 0;
  let elapsedMs = 0;
  for (const entry of BENCH_POSITIONS) {
    const position = benchPosition(entry);
    searcher.clear();
    const result = searcher.search(position, { depth: entry.depth });
    positions.push({
      name: entry.name,
      depth: entry.depth,
      nodes: result.nodes,
      elapsedMs: result.elapsedMs,
      move: result.move,
      score: result.score,
    });
    nodes += result.nodes;
    elapsedMs += result.elapsedMs;
  }
  return {
    positions,
    nodes,
    elapsedMs,
    nps: elapsedMs > 0 ? Math.round((nodes * 1000) / elapsedMs) : 0,
  };
}
