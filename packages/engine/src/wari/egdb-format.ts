import type { RuleSet, WariRuleSet } from '@kalaha/rules';
import { EgdbError } from '../egdb/egdb.ts';
import { EGDB_EXTENSION, egdbChecksum, encodeHeaderJson, readHeaderJson } from '../egdb/format.ts';
import { SeedIndex } from '../egdb/seed-index.ts';
import { WariEgdb, wariEgdbRulesKey, wariLevelBases } from './egdb.ts';

/**
 * The file of a Wari database: the layout of the Kalaha databases' files (`egdb/format.ts`: magic
 * "KLHEGDB\0", version, padded JSON header, then the entries) with the header
 * {@link WariEgdbHeader} (`encoding: 'bounds-u8x2'`) and two bytes an entry ({@link WariEgdb}).
 */
export interface WariEgdbHeader {
  /** The rule-set key ({@link wariEgdbRulesKey}). */
  readonly rulesKey: string;
  /** Houses a side. */
  readonly houses: number;
  /** Most seeds on the board of a position held (Nmax). */
  readonly maxSeeds: number;
  /** Entries (positions) held; the file holds twice as many bytes. */
  readonly entries: number;
  /** Two bytes an entry: PESS + N, OPT + N. */
  readonly encoding: 'bounds-u8x2';
  /** Per level 0..maxSeeds, the checksum (`egdbChecksum`) of its bytes. */
  readonly checksums: readonly number[];
}

/** The bytes of one level of `db`. */
function levelBytes(db: WariEgdb, seeds: number): Uint8Array {
  return db.data.subarray(2 * db.levelBase[seeds]!, 2 * db.levelBase[seeds + 1]!);
}

/** A Wari database as the bytes of a file (header and entries). */
export function encodeWariEgdb(db: WariEgdb): Uint8Array {
  const checksums: number[] = [];
  for (let n = 0; n <= db.maxSeeds; n++) checksums.push(egdbChecksum(levelBytes(db, n)));
  const header: WariEgdbHeader = {
    rulesKey: db.rulesKey,
    houses: db.houses,
    maxSeeds: db.maxSeeds,
    entries: db.entries,
    encoding: 'bounds-u8x2',
    checksums,
  };
  const head = encodeHeaderJson(header);
  const out = new Uint8Array(head.length + db.data.length);
  out.set(head, 0);
  out.set(db.data, head.length);
  return out;
}

/**
 * Reads a Wari database from the bytes of a file, for use under `rules`.
 *
 * @throws {EgdbError} `ERR_EGDB_FORMAT` for bytes that are no Wari database (another encoding, a
 *   Kalaha database), are cut short or fail a level's checksum; `ERR_EGDB_RULES` when it was built
 *   for other rules (or `rules` are not Wari's).
 */
export function decodeWariEgdb(bytes: Uint8Array, rules: RuleSet): WariEgdb {
  const { header, dataOffset } = readHeaderJson(bytes);
  const h = header as Partial<WariEgdbHeader>;
  const bad = (why: string): EgdbError =>
    new EgdbError('ERR_EGDB_FORMAT', `not a Wari endgame database file: ${why}`);
  if (typeof h !== 'object' || h === null || h.encoding !== 'bounds-u8x2') {
    throw bad(`encoding ${JSON.stringify(h?.encoding)}, expected "bounds-u8x2"`);
  }
  if (
    typeof h.rulesKey !== 'string' ||
    !Number.isInteger(h.houses) ||
    h.houses! < 2 ||
    h.houses! > 12 ||
    !Number.isInteger(h.maxSeeds) ||
    h.maxSeeds! < 0 ||
    h.maxSeeds! > 120 ||
    !Array.isArray(h.checksums) ||
    h.checksums.length !== h.maxSeeds! + 1
  ) {
    throw bad('header fields missing or inconsistent');
  }
  const key = wariEgdbRulesKey(rules);
  if (h.rulesKey !== key) {
    throw new EgdbError(
      'ERR_EGDB_RULES',
      `this endgame database was built for other rules (${h.rulesKey}), not ${key}`,
    );
  }
  const bases = wariLevelBases(new SeedIndex(h.houses!, h.maxSeeds!), h.maxSeeds!);
  const entries = bases[h.maxSeeds! + 1]!;
  if (h.entries !== entries) throw bad(`header says ${h.entries} entries, the index ${entries}`);
  if (bytes.length !== dataOffset + 2 * entries) {
    throw bad(`${bytes.length - dataOffset} bytes of entries, expected ${2 * entries}`);
  }
  const db = new WariEgdb(h.rulesKey, h.houses!, h.maxSeeds!, bytes.subarray(dataOffset));
  for (let n = 0; n <= db.maxSeeds; n++) {
    if (egdbChecksum(levelBytes(db, n)) !== h.checksums[n]) {
      throw bad(`level ${n} does not match its checksum (corrupt)`);
    }
  }
  return db;
}

/**
 * The file name of the Wari database of `rules` for `maxSeeds` seeds on the board:
 * `wari-mM-nN.egdb` (`grandSlam: forbidden`) or `oware-mM-nN.egdb` (`noCapture`): neither `seeds`
 * nor `cycleRule` changes it ({@link wariEgdbRulesKey}).
 */
export function wariEgdbFileName(rules: WariRuleSet, maxSeeds: number): string {
  const name = rules.grandSlam === 'forbidden' ? 'wari' : 'oware';
  return `${name}-m${rules.houses}-n${maxSeeds}${EGDB_EXTENSION}`;
}
