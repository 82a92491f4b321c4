import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position, unwrap } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { buildEgdb, type EgdbBuildProgress } from './build.ts';
import { EgdbError } from './egdb.ts';
import {
  buildEgdbParallel,
  egdbFileName,
  findEgdbFiles,
  loadEgdb,
  loadWariEgdb,
  readEgdbFileHeader,
  saveEgdb,
  saveWariEgdb,
} from './node.ts';
import { wariEgdbFileName } from '../wari/egdb-format.ts';
import { buildWariEgdb } from '../wari/egdb-build.ts';
import type { WariRuleSet } from '@kalaha/rules';
import { rulesOf } from '../../test/rules-of.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalaha-egdb-'));

describe('the parallel builder', () => {
  it('builds on worker threads the same entries as in one thread, with progress', async () => {
    for (const [preset, houses, seeds] of [
      ['kalah', 4, 9],
      ['kalaha', 3, 12],
      ['kalaha-ownside', 3, 8],
    ] as const) {
      const rules = rulesOf(preset, { houses });
      const progress: EgdbBuildProgress[] = [];
      const parallel = await buildEgdbParallel(rules, seeds, {
        threads: 2,
        onProgress: (p) => progress.push(p),
        progressIntervalMs: 1,
      });
      const single = buildEgdb(rules, seeds)!;
      expect(parallel!.rulesKey).toBe(single.rulesKey);
      expect(Buffer.from(parallel!.data).equals(Buffer.from(single.data))).toBe(true);
      const last = progress.at(-1)!;
      expect(last.done).toBe(last.total);
      expect(last.seeds).toBe(seeds);
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const built = await buildEgdbParallel(rulesOf('kalah'), 10, { signal: controller.signal });
    expect(built).toBeUndefined();
  });

  it('refuses rules no database can serve', async () => {
    await expect(buildEgdbParallel(rulesOf('kalaha-de'), 4)).rejects.toThrow(EgdbError);
  });
});

describe('database files', () => {
  const rules = rulesOf('kalah', { houses: 4 });
  const db = buildEgdb(rules, 10)!;
  const path = join(dir, egdbFileName(rules, 10));

  it('are named after the preset and the seeds', () => {
    expect(egdbFileName(rules, 10)).toBe('kalah-m4-n10.egdb');
    expect(egdbFileName(rulesOf('kalah', { houses: 6, seeds: 5 }), 20)).toBe('kalah-m6-n20.egdb');
    expect(egdbFileName(rulesOf('kalah', { extraTurn: 'none' }), 3)).toMatch(
      /^custom-[0-9a-f]{8}-m6-n3\.egdb$/,
    );
  });

  it('round-trip, also as a prefix of fewer seeds', () => {
    const bytes = saveEgdb(path, db);
    expect(statSync(path).size).toBe(bytes);
    const back = loadEgdb(path, rules);
    expect(back.maxSeeds).toBe(10);
    expect(Buffer.from(back.data).equals(Buffer.from(db.data))).toBe(true);
    const small = loadEgdb(path, rules, 6);
    expect(small.maxSeeds).toBe(6);
    expect(small.data.length).toBe(db.index.sizeFor(6));
    const made = unwrap(
      Position.fromSetup(rulesOf('kalah', { houses: 4, seeds: 1 }), {
        houses: { south: [1, 0, 1, 0], north: [0, 2, 0, 1] },
        stores: { south: 2, north: 1 },
        turn: 'north',
      }),
    );
    expect(small.probe(made)).toBeTypeOf('number');
    expect(small.probe(made)).toBe(db.probe(made));
    expect(readEgdbFileHeader(path).rulesKey).toBe(db.rulesKey);
  });

  it('are never loaded under other rules', () => {
    saveEgdb(path, db);
    expect(() => loadEgdb(path, rulesOf('kalah-empty-capture', { houses: 4 }))).toThrow(
      /other rules/,
    );
    expect(() => loadEgdb(path, rulesOf('kalah', { houses: 5 }))).toThrow(/other rules/);
  });

  it('are found in a directory by their rules', () => {
    const other = rulesOf('kalaha', { houses: 4 });
    saveEgdb(join(dir, egdbFileName(other, 6)), buildEgdb(other, 6)!);
    saveEgdb(join(dir, 'kalah-small.egdb'), buildEgdb(rules, 5)!);
    writeFileSync(join(dir, 'junk.egdb'), 'not a database');
    const found = findEgdbFiles(dir, rules);
    expect(found.map((f) => f.header.maxSeeds)).toEqual([10, 5]);
    expect(findEgdbFiles(dir, rulesOf('kalah', { houses: 3 }))).toEqual([]);
    expect(findEgdbFiles(join(dir, 'missing'), rules)).toEqual([]);
  });

  it('refuse corrupt and cut files', () => {
    saveEgdb(path, db);
    const bytes = readFileSync(path);
    const cut = join(dir, 'cut.egdb');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 10));
    expect(() => loadEgdb(cut, rules)).toThrow(/cut short/);
    const corrupt = join(dir, 'corrupt.egdb');
    const changed = Buffer.from(bytes);
    changed[changed.length - 5]! ^= 0x10;
    writeFileSync(corrupt, changed);
    expect(() => loadEgdb(corrupt, rules)).toThrow(/checksum/);
    expect(() => loadEgdb(join(dir, 'junk.egdb'), rules)).toThrow(EgdbError);
  });
});

describe('Wari database files in a directory', () => {
  it('loads the one with the most seeds for the rules, beside Kalaha files; refuses a corrupt one', () => {
    const wariDir = join(dir, 'wari');
    const rules = rulesOf('wari', { houses: 3 }) as WariRuleSet;
    const oware = rulesOf('oware', { houses: 3 }) as WariRuleSet;
    expect(loadWariEgdb(wariDir, rules)).toBeUndefined();
    mkdirSync(wariDir);
    saveEgdb(
      join(wariDir, egdbFileName(rulesOf('kalah', { houses: 3 }), 4)),
      buildEgdb(rulesOf('kalah', { houses: 3 }), 4)!,
    );
    for (const seeds of [3, 5]) {
      saveWariEgdb(join(wariDir, wariEgdbFileName(rules, seeds)), buildWariEgdb(rules, seeds));
    }
    expect(wariEgdbFileName(rules, 5)).toBe('wari-m3-n5.egdb');
    expect(
      loadWariEgdb(wariDir, rulesOf('wari', { houses: 3, cycleRule: 'split' }) as WariRuleSet)
        ?.maxSeeds,
    ).toBe(5);
    expect(loadWariEgdb(wariDir, oware)).toBeUndefined();
    const path = join(wariDir, 'wari-m3-n5.egdb');
    const bytes = readFileSync(path);
    bytes[bytes.length - 1]! ^= 1;
    writeFileSync(path, bytes);
    expect(() => loadWariEgdb(wariDir, rules)).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_FORMAT' }),
    );
  });
});
