import type { RuleSet } from '@kalaha/rules';
import { Egdb, EgdbError } from './egdb.ts';
import { egdbRulesKey } from './rules-key.ts';
import { SeedIndex } from './seed-index.ts';

/** The file extension of endgame databases. */
export const EGDB_EXTENSION = '.egdb';
/**
 * The file format of an endgame database (`.egdb`), the same bytes in Node and in a browser:
 *
 * ```
 * offset  size  field
 * 0       8     magic: the ASCII bytes "KLHEGDB" and a 0 byte
 * 8       4     format version, little-endian uint32: 1
 * 12      4     header length L in bytes, little-endian uint32
 * 16      L     header: UTF-8 JSON {@link EgdbHeader}, padded with spaces so that 16 + L is a
 *               multiple of 8
 * 16 + L  n     the entries, one byte each, in index order (level 0 first): n = header.entries
 * ```
 *
 * Since levels are stored in order, the first C(k + 2m, 2m) entries are the database for k seeds:
 * a reader that wants fewer seeds reads only a prefix, and each level has its own checksum.
 */

/** The magic bytes that open a database file. */
export const EGDB_MAGIC = 'KLHEGDB\0';
/** The format version written and read. */
export const EGDB_FORMAT_VERSION = 1;
/** Bytes before the JSON header. */
export const EGDB_PREAMBLE_BYTES = 16;

/** The JSON header of a database file. */
export interface EgdbHeader {
  /** The rule-set key ({@link egdbRulesKey}): every option that affects the values. */
  readonly rulesKey: string;
  /** Houses a side. */
  readonly houses: number;
  /** Most seeds in the houses of a stored position. */
  readonly maxSeeds: number;
  /** Entries stored: C(maxSeeds + 2m, 2m). */
  readonly entries: number;
  /** The value encoding: `share-u8`, one byte, the mover's share of the seeds left. */
  readonly encoding: 'share-u8';
  /** Per level 0..maxSeeds, the {@link egdbChecksum} of its entries. */
  readonly checksums: readonly number[];
}

/**
 * A 32-bit checksum of `bytes` (FNV-1a style over 32-bit little-endian words, then the tail
 * bytes). Catches truncated and corrupted files; not a cryptographic hash.
 */
export function egdbChecksum(bytes: Uint8Array): number {
  let h = 0x811c9dc5 | 0;
  const words = bytes.length >>> 2;
  if ((bytes.byteOffset & 3) === 0) {
    const w = new Uint32Array(bytes.buffer, bytes.byteOffset, words);
    for (let i = 0; i < words; i++) h = Math.imul(h ^ w[i]!, 0x01000193);
  } else {
    for (let i = 0; i < words; i++) {
      const j = i * 4;
      const word = bytes[j]! | (bytes[j + 1]! << 8) | (bytes[j + 2]! << 16) | (bytes[j + 3]! << 24);
      h = Math.imul(h ^ word, 0x01000193);
    }
  }
  for (let i = words * 4; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** The per-level checksums of a database's entries. */
export function levelChecksums(db: Egdb): number[] {
  const sums: number[] = [];
  for (let k = 0; k <= db.maxSeeds; k++) {
    sums.push(egdbChecksum(db.data.subarray(db.index.levelStart(k), db.index.levelEnd(k))));
  }
  return sums;
}

/** The bytes before the entries: preamble and padded JSON header. */
export function encodeEgdbHeader(
  db: Egdb,
  checksums: readonly number[] = levelChecksums(db),
): Uint8Array {
  const header: EgdbHeader = {
    rulesKey: db.rulesKey,
    houses: db.houses,
    maxSeeds: db.maxSeeds,
    entries: db.data.length,
    encoding: 'share-u8',
    checksums,
  };
  return encodeHeaderJson(header);
}

/**
 * The preamble (magic, version, header length) and `header` as UTF-8 JSON padded with spaces to a
 * multiple of 8 bytes: the head of every database file, whatever its encoding.
 */
export function encodeHeaderJson(header: object): Uint8Array {
  let json = JSON.stringify(header);
  while ((EGDB_PREAMBLE_BYTES + new TextEncoder().encode(json).length) % 8 !== 0) json += ' ';
  const text = new TextEncoder().encode(json);
  const out = new Uint8Array(EGDB_PREAMBLE_BYTES + text.length);
  for (let i = 0; i < 8; i++) out[i] = EGDB_MAGIC.charCodeAt(i);
  const view = new DataView(out.buffer);
  view.setUint32(8, EGDB_FORMAT_VERSION, true);
  view.setUint32(12, text.length, true);
  out.set(text, EGDB_PREAMBLE_BYTES);
  return out;
}

/** A database as the bytes of a file (header and entries, one copy). */
export function encodeEgdb(db: Egdb): Uint8Array {
  const head = encodeEgdbHeader(db);
  const out = new Uint8Array(head.length + db.data.length);
  out.set(head, 0);
  out.set(db.data, head.length);
  return out;
}

/**
 * Reads the header of a database file from its first bytes (at least the preamble and the JSON).
 *
 * @returns the header and the offset of the entries in the file.
 * @throws {EgdbError} `ERR_EGDB_FORMAT` for bytes that are not a database header.
 */
export function readEgdbHeader(bytes: Uint8Array): EgdbHeader & { readonly dataOffset: number } {
  const { header, dataOffset } = readHeaderJson(bytes);
  const h = header as Partial<EgdbHeader>;
  if (
    typeof h !== 'object' ||
    h === null ||
    typeof h.rulesKey !== 'string' ||
    !Number.isInteger(h.houses) ||
    h.houses! < 1 ||
    h.houses! > 12 ||
    !Number.isInteger(h.maxSeeds) ||
    h.maxSeeds! < 0 ||
    h.encoding !== 'share-u8' ||
    !Array.isArray(h.checksums) ||
    h.checksums.length !== h.maxSeeds! + 1 ||
    h.entries !== new SeedIndex(h.houses!, 0).sizeFor(h.maxSeeds!)
  ) {
    throw new EgdbError(
      'ERR_EGDB_FORMAT',
      'not an endgame database file: header fields missing or inconsistent',
    );
  }
  return { ...(h as EgdbHeader), dataOffset };
}

/**
 * Reads the preamble and the JSON header of a database file, whatever its encoding.
 *
 * @returns the parsed JSON (unchecked) and the offset of the entries.
 * @throws {EgdbError} `ERR_EGDB_FORMAT` for bad magic bytes, version or JSON, or bytes cut short.
 */
export function readHeaderJson(bytes: Uint8Array): { header: unknown; dataOffset: number } {
  const bad = (why: string): EgdbError =>
    new EgdbError('ERR_EGDB_FORMAT', `not an endgame database file: ${why}`);
  if (bytes.length < EGDB_PREAMBLE_BYTES) throw bad('too short');
  for (let i = 0; i < 8; i++) {
    if (bytes[i] !== EGDB_MAGIC.charCodeAt(i)) throw bad('wrong magic bytes');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== EGDB_FORMAT_VERSION) {
    throw bad(`format version ${version}, this engine reads ${EGDB_FORMAT_VERSION}`);
  }
  const length = view.getUint32(12, true);
  if (bytes.length < EGDB_PREAMBLE_BYTES + length) throw bad('header cut short');
  try {
    const header: unknown = JSON.parse(
      new TextDecoder().decode(bytes.subarray(EGDB_PREAMBLE_BYTES, EGDB_PREAMBLE_BYTES + length)),
    );
    return { header, dataOffset: EGDB_PREAMBLE_BYTES + length };
  } catch {
    throw bad('header is not JSON');
  }
}

/**
 * Checks a database header against the rules it is to be used under.
 *
 * @throws {EgdbError} `ERR_EGDB_RULES` when the database was built for other rules.
 */
export function checkHeaderRules(header: EgdbHeader, rules: RuleSet): void {
  const key = egdbRulesKey(rules);
  if (header.rulesKey !== key) {
    throw new EgdbError(
      'ERR_EGDB_RULES',
      `this endgame database was built for other rules (${header.rulesKey}), not ${key}`,
    );
  }
}

/**
 * Makes a database of the entries read after a header, checking the rules and each level's
 * checksum.
 *
 * @param entries the first `C(k + 2m, 2m)` entries for some k ≤ header.maxSeeds (a prefix is
 *   enough: the database then holds k seeds).
 * @throws {EgdbError} `ERR_EGDB_RULES` for other rules, `ERR_EGDB_FORMAT` for a bad checksum or a
 *   length that is no level boundary.
 */
export function egdbFromEntries(header: EgdbHeader, entries: Uint8Array, rules: RuleSet): Egdb {
  checkHeaderRules(header, rules);
  const index = new SeedIndex(header.houses, header.maxSeeds);
  let seeds = -1;
  for (let k = 0; k <= header.maxSeeds; k++) {
    if (index.levelEnd(k) === entries.length) seeds = k;
  }
  if (seeds < 0) {
    throw new EgdbError(
      'ERR_EGDB_FORMAT',
      `endgame database entries cut short: ${entries.length} bytes is no whole number of levels`,
    );
  }
  for (let k = 0; k <= seeds; k++) {
    const sum = egdbChecksum(entries.subarray(index.levelStart(k), index.levelEnd(k)));
    if (sum !== header.checksums[k]) {
      throw new EgdbError(
        'ERR_EGDB_FORMAT',
        `endgame database corrupt: level ${k} does not match its checksum`,
      );
    }
  }
  return new Egdb(header.rulesKey, header.houses, seeds, entries);
}

/**
 * Reads a database from the bytes of a file, for use under `rules`.
 *
 * @param maxSeeds use only the levels up to this many seeds (default: all); the bytes may then
 *   end after that level.
 * @throws {EgdbError} `ERR_EGDB_FORMAT` for bytes that are not a database or are corrupt,
 *   `ERR_EGDB_RULES` when it was built for other rules.
 */
export function decodeEgdb(bytes: Uint8Array, rules: RuleSet, maxSeeds?: number): Egdb {
  const header = readEgdbHeader(bytes);
  checkHeaderRules(header, rules);
  const index = new SeedIndex(header.houses, header.maxSeeds);
  const seeds = Math.max(0, Math.min(header.maxSeeds, Math.floor(maxSeeds ?? header.maxSeeds)));
  if (header.dataOffset + index.levelEnd(seeds) > bytes.length) {
    throw new EgdbError(
      'ERR_EGDB_FORMAT',
      `endgame database file cut short: ${seeds} seeds need ${header.dataOffset + index.levelEnd(seeds)} bytes, got ${bytes.length}`,
    );
  }
  const entries = bytes.subarray(header.dataOffset, header.dataOffset + index.levelEnd(seeds));
  return egdbFromEntries(header, entries, rules);
}
