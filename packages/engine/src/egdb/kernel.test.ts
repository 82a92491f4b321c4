import { describe, expect, it } from 'vitest';
import { compileKernel } from '../../scripts/egdb-kernel.ts';
import { rulesOf } from '../../test/rules-of.ts';
import { buildEgdb, EGDB_MAX_SEEDS } from './build.ts';
import { EGDB_UNKNOWN, EgdbError } from './egdb.ts';
import { EgdbLevelBuilder, egdbKernelMemory } from './kernel.ts';
import { EGDB_KERNEL_WASM } from './kernel-wasm.ts';
import { SeedIndex } from './seed-index.ts';

describe('the builder kernel', () => {
  it('is the compiled source: kernel-wasm.ts holds what assembly/egdb-kernel.ts compiles to', async () => {
    const wasm = await compileKernel();
    expect(Buffer.from(wasm).toString('base64')).toBe(EGDB_KERNEL_WASM);
  });

  it('gives each thread its own scratch area and all of them the same entries', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 3 });
    const index = new SeedIndex(3, 9);
    const shared = egdbKernelMemory(3, 9, index.size, 2);
    expect(shared.data.length).toBe(index.size);
    expect(shared.data.every((a) => a === EGDB_UNKNOWN)).toBe(true);
    expect(shared.dataOffset).toBeGreaterThanOrEqual(65_536 + 2 * shared.scratchBytes);
    // Two builders, each its own area, the levels split between them: the entries of one thread.
    const builders = [0, 1].map((t) => new EgdbLevelBuilder(rules, 9, shared, t));
    for (let seeds = 0; seeds <= 9; seeds++) {
      const start = index.levelStart(seeds);
      const end = index.levelEnd(seeds);
      const middle = Math.floor((start + end) / 2);
      builders[1]!.buildRange(seeds, middle, end);
      builders[0]!.buildRange(seeds, start, middle);
    }
    expect(Array.from(shared.data)).toEqual(Array.from(buildEgdb(rules, 9)!.data));
  });

  it('refuses a thread it has no scratch area for, and a memory made for another database', () => {
    const rules = rulesOf('kalah', { houses: 3, seeds: 3 });
    const shared = egdbKernelMemory(3, 6, new SeedIndex(3, 6).size, 1);
    expect(() => new EgdbLevelBuilder(rules, 6, shared, 1)).toThrow(RangeError);
    expect(() => new EgdbLevelBuilder(rules, 7, shared, 0)).toThrow(RangeError);
    const four = rulesOf('kalah', { houses: 4, seeds: 3 });
    expect(() => new EgdbLevelBuilder(four, 6, shared, 0)).toThrow(RangeError);
  });

  it('refuses more seeds than a byte holds with ERR_EGDB_SIZE (a pit and an entry are bytes)', () => {
    const rules = rulesOf('kalah', { houses: 1, seeds: 3 });
    expect(EGDB_MAX_SEEDS).toBe(254);
    expect(() => buildEgdb(rules, EGDB_MAX_SEEDS + 1)).toThrow(
      expect.objectContaining({ name: 'EgdbError', code: 'ERR_EGDB_SIZE' }),
    );
    // One house a side, 254 seeds: every share fits below the byte that marks "unknown".
    const db = buildEgdb(rules, EGDB_MAX_SEEDS)!;
    expect(db.data.includes(EGDB_UNKNOWN)).toBe(false);
  });

  it('refuses a database beyond a WebAssembly memory (4 GiB) with ERR_EGDB_SIZE', () => {
    // 6 houses, 28 seeds: C(40, 12) = 5,586,853,480 entries.
    const size = new SeedIndex(6, 28).size;
    expect(size).toBe(5_586_853_480);
    expect(() => egdbKernelMemory(6, 28, size, 1)).toThrow(
      expect.objectContaining({ name: 'EgdbError', code: 'ERR_EGDB_SIZE' }),
    );
    expect(() => egdbKernelMemory(6, 28, size, 1)).toThrow(EgdbError);
  });
});
