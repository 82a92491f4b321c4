import type { WariRuleSet } from '@kalaha/rules';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../test/rules-of.ts';
import { buildEgdb } from '../egdb/build.ts';
import { encodeEgdb } from '../egdb/format.ts';
import { buildWariEgdb } from './egdb-build.ts';
import { decodeWariEgdb, encodeWariEgdb } from './egdb-format.ts';

const wari = rulesOf('wari', { houses: 3 }) as WariRuleSet;

describe('the Wari database file', () => {
  const db = buildWariEgdb(wari, 6);
  const bytes = encodeWariEgdb(db);

  it('reads back what was written, bound for bound', () => {
    const back = decodeWariEgdb(
      bytes,
      rulesOf('wari', { houses: 3, seeds: 2, cycleRule: 'split' }),
    );
    expect([back.rulesKey, back.houses, back.maxSeeds, back.entries]).toEqual([
      db.rulesKey,
      3,
      6,
      db.entries,
    ]);
    expect(back.data).toEqual(db.data);
  });

  it('refuses a corrupt file, a cut one and a Kalaha database with ERR_EGDB_FORMAT', () => {
    const corrupt = bytes.slice();
    corrupt[corrupt.length - 5]! ^= 1;
    expect(() => decodeWariEgdb(corrupt, wari)).toThrow(
      expect.objectContaining({
        code: 'ERR_EGDB_FORMAT',
        message: expect.stringContaining('checksum'),
      }),
    );
    expect(() => decodeWariEgdb(bytes.subarray(0, bytes.length - 2), wari)).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_FORMAT' }),
    );
    expect(() => decodeWariEgdb(bytes.subarray(0, 10), wari)).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_FORMAT' }),
    );
    const kalaha = encodeEgdb(buildEgdb(rulesOf('kalah', { houses: 3 }), 4)!);
    expect(() => decodeWariEgdb(kalaha, wari)).toThrow(
      expect.objectContaining({
        code: 'ERR_EGDB_FORMAT',
        message: expect.stringContaining('bounds-u8x2'),
      }),
    );
  });

  it('refuses a database of other Wari rules with ERR_EGDB_RULES', () => {
    expect(() => decodeWariEgdb(bytes, rulesOf('wari', { houses: 4 }))).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_RULES' }),
    );
    expect(() => decodeWariEgdb(bytes, rulesOf('oware', { houses: 3 }))).toThrow(
      expect.objectContaining({ code: 'ERR_EGDB_RULES' }),
    );
  });
});
