import { presetOf, unwrap, type RuleSet } from '@kalaha/rules';
import { puzzlesFor, readPuzzleSet, type PuzzleSet } from './set.ts';

/** A puzzle file's data, loaded by `import()`: a chunk of its own in the web app. */
type PuzzleFile = () => Promise<{ readonly default: unknown }>;

/**
 * The puzzle sets that come with the engine (`packages/engine/puzzles/*.json`, each made by the
 * command it stores, see the engine README), by preset: `kalah`, `kalaha-felt`, `kalaha`
 * (docs/RULES.md 1.4), `oware` (docs/RULES.md 2, endgames proven by the 8-seed database) and
 * `obridjie` (docs/RULES.md 3, endgames of 8 seeds on the board proven by its repetition bounds),
 * `kalaha` in three files built from three seeds (the first two side by side; 48 of their 1,080
 * positions are met twice, mostly early ones, and are kept once: 1,032). Each file is loaded when
 * its preset's puzzles are first asked for, so that a page of one preset's puzzles loads only
 * those.
 */
const BUNDLED: Readonly<Record<string, readonly PuzzleFile[]>> = {
  kalah: [() => import('../../puzzles/kalah.json', { with: { type: 'json' } })],
  'kalaha-felt': [() => import('../../puzzles/kalaha-felt.json', { with: { type: 'json' } })],
  kalaha: [
    () => import('../../puzzles/kalaha-1.json', { with: { type: 'json' } }),
    () => import('../../puzzles/kalaha-2.json', { with: { type: 'json' } }),
    () => import('../../puzzles/kalaha-3.json', { with: { type: 'json' } }),
  ],
  oware: [() => import('../../puzzles/oware.json', { with: { type: 'json' } })],
  obridjie: [() => import('../../puzzles/obridjie.json', { with: { type: 'json' } })],
};

/** The presets whose puzzles come with the engine (docs/RULES.md 1.4, 2, 3). */
export const PUZZLE_PRESETS: readonly string[] = Object.keys(BUNDLED);

/** The sets of each preset, loaded and read once. */
const loaded = new Map<string, Promise<PuzzleSet>>();

/**
 * The engine's own puzzles for `rules` (a preset's rules exactly, every option the set's), or
 * `undefined` when it has none: the preset's sets in one, in file order, a position met again left
 * out, the commands joined by ` && `. A preset's sets are loaded on first use.
 *
 * @throws Error (a rejected promise) when a bundled set cannot be read (a bug: the tests read
 *   every one).
 */
export async function bundledPuzzles(rules: RuleSet): Promise<PuzzleSet | undefined> {
  const presetId = presetOf(rules);
  const files = presetId === undefined ? undefined : BUNDLED[presetId];
  if (presetId === undefined || files === undefined) return undefined;
  let set = loaded.get(presetId);
  if (set === undefined) {
    set = readSets(files);
    loaded.set(presetId, set);
    // A load that failed (a browser offline before the chunk was cached) is tried again next time.
    set.catch(() => loaded.delete(presetId));
  }
  const read = await set;
  return puzzlesFor(read, rules) ? read : undefined;
}

/** The sets of `files` read and joined into one (see {@link bundledPuzzles}). */
async function readSets(files: readonly PuzzleFile[]): Promise<PuzzleSet> {
  const sets = (await Promise.all(files.map((load) => load()))).map((file) =>
    unwrap(readPuzzleSet(file.default)),
  );
  if (sets.length === 1) return sets[0]!;
  const seen = new Set<string>();
  return {
    ...sets[0]!,
    command: sets.map((set) => set.command).join(' && '),
    puzzles: sets
      .flatMap((set) => set.puzzles)
      .filter((puzzle) => !seen.has(puzzle.position) && seen.add(puzzle.position)),
  };
}
