import { unwrap, type RuleSet } from '@kalaha/rules';
import kalahSet from '../../puzzles/kalah.json' with { type: 'json' };
import kalahaFeltSet from '../../puzzles/kalaha-felt.json' with { type: 'json' };
import kalahaSet1 from '../../puzzles/kalaha-1.json' with { type: 'json' };
import kalahaSet2 from '../../puzzles/kalaha-2.json' with { type: 'json' };
import kalahaSet3 from '../../puzzles/kalaha-3.json' with { type: 'json' };
import owareSet from '../../puzzles/oware.json' with { type: 'json' };
import { puzzlesFor, readPuzzleSet, type PuzzleSet } from './set.ts';

/**
 * The puzzle sets that come with the engine (`packages/engine/puzzles/*.json`, each made by the
 * command it stores, see the engine README): the `kalah`, `kalaha-felt`, `kalaha` (docs/RULES.md
 * 1.4) and `oware` (docs/RULES.md 2, endgames proven by the 8-seed database) presets, `kalaha` in three files built from three seeds (the first two side by
 * side; 48 of their 1,080 positions are met twice, mostly early ones, and are kept once: 1,032).
 * A module of its
 * own (`@kalaha/engine/puzzles`), so that only what plays puzzles loads them.
 */
const BUNDLED: readonly unknown[] = [
  kalahSet,
  kalahaFeltSet,
  kalahaSet1,
  kalahaSet2,
  kalahaSet3,
  owareSet,
];

let sets: readonly PuzzleSet[] | undefined;

/**
 * The engine's own puzzles for `rules` (every option must match the set's), or `undefined` when
 * it has none: the sets of those rules in one, in file order, a position met again left out, the
 * commands joined by ` && `. The sets are read on first use.
 *
 * @throws Error when a bundled set cannot be read (a bug: the tests read every one).
 */
export function bundledPuzzles(rules: RuleSet): PuzzleSet | undefined {
  sets ??= BUNDLED.map((data) => unwrap(readPuzzleSet(data)));
  const mine = sets.filter((set) => puzzlesFor(set, rules));
  if (mine.length <= 1) return mine[0];
  const seen = new Set<string>();
  return {
    ...mine[0]!,
    command: mine.map((set) => set.command).join(' && '),
    puzzles: mine
      .flatMap((set) => set.puzzles)
      .filter((puzzle) => !seen.has(puzzle.position) && seen.add(puzzle.position)),
  };
}
