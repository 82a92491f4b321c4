import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SLOW_FILES, SlowFirstSequencer } from './slow-first.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A file of the `node` project as the sequencer sees it. */
function spec(path: string): TestSpecification {
  return {
    moduleId: `${ROOT}${path}`,
    project: { name: 'node', config: { sequence: { groupOrder: 0 }, isolate: false } },
  } as unknown as TestSpecification;
}

/** A vitest without a results cache, as in a clean clone: every file is unknown to it. */
const CLEAN_CLONE = {
  config: { root: ROOT },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

describe('the slowest test files start first', () => {
  it('names files that exist', () => {
    for (const file of SLOW_FILES) expect(existsSync(`${ROOT}${file}`), file).toBe(true);
  });

  it('puts the listed files first, slowest first, and keeps the order of the rest', async () => {
    const files = [
      'packages/rules/src/board.test.ts',
      SLOW_FILES[2]!,
      'packages/web/build/png.test.ts',
      SLOW_FILES[0]!,
    ].map(spec);
    const sorted = await new SlowFirstSequencer(CLEAN_CLONE).sort(files);
    expect(sorted.map((f) => f.moduleId.slice(ROOT.length))).toEqual([
      SLOW_FILES[0],
      SLOW_FILES[2],
      'packages/rules/src/board.test.ts',
      'packages/web/build/png.test.ts',
    ]);
  });
});
