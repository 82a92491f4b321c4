import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest test files, slowest first: each took 11 to 64 s in the whole suite's run of
 * 2026-11-28 on this 2-core machine (vitest's JSON report, a run without the results cache).
 * A file that grows slow and is not listed only starts later; a listed file that turns fast
 * only starts earlier.
 */
export const SLOW_FILES: readonly string[] = [
  'packages/engine/src/solve/solver.test.ts',
  'packages/engine/src/searcher.test.ts',
  'packages/rules/test/perft.test.ts',
  'packages/server/src/storage/pglite-durability.test.ts',
  'packages/server/test/damaged-data.test.ts',
  'packages/cli/test/mankalah-agent.test.ts',
  'packages/server/test/start.test.ts',
  'packages/server/bench/run.test.ts',
  'packages/engine/src/wari/board.test.ts',
  'packages/server/test/sigkill-pglite.test.ts',
  'packages/engine/src/solve/parallel.test.ts',
  'packages/cli/test/kgp-client.test.ts',
  'packages/cli/test/engine-commands.test.ts',
  'packages/server/test/kgp.test.ts',
  'packages/server/bench/server-process.test.ts',
  'packages/engine/src/wari/search-egdb.test.ts',
];

/**
 * Vitest's order (its results cache: failed files first, then the longest), with the files of
 * {@link SLOW_FILES} before every other: a clean clone has no results cache, and vitest then
 * starts the largest files first, which put the 60 s searcher test in the run's last third and
 * left a core idle at the end. The order of files only; every file still runs.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const at = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
      return at < 0 ? SLOW_FILES.length : at;
    };
    // Array sort is stable: the files not listed keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
