/**
 * Endgame databases in Node: files and a parallel builder on worker threads. Node only: the
 * engine's core (`egdb.ts`, `build.ts`, `format.ts`) has no Node import and runs in browsers too.
 */
import {
  closeSync,
  openSync,
  readdirSync,
  readSync,
  writeSync,
  fstatSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { KALAHA_OPTION_NAMES, KALAHA_PRESETS, type RuleSet, type WariRuleSet } from '@kalaha/rules';
import { decodeWariEgdb, encodeWariEgdb, type WariEgdbHeader } from '../wari/egdb-format.ts';
import { wariEgdbRulesKey, type WariEgdb } from '../wari/egdb.ts';
import { checkedSize, type EgdbBuildOptions } from './build.ts';
import {
  CONTROL_DONE,
  CONTROL_NEXT_CHUNK,
  CONTROL_STOP,
  CONTROL_WORDS,
  type BuildWorkerData,
} from './build-control.ts';
import { Egdb, EgdbError, egdbKeyFor } from './egdb.ts';
import {
  EGDB_EXTENSION,
  EGDB_PREAMBLE_BYTES,
  checkHeaderRules,
  egdbFromEntries,
  encodeEgdbHeader,
  readEgdbHeader,
  readHeaderJson,
  type EgdbHeader,
} from './format.ts';
import { egdbKernelMemory } from './kernel.ts';
import { egdbRulesKey, KEYLESS } from './rules-key.ts';
import { SeedIndex } from './seed-index.ts';

/**
 * The file name of the database of `rules` for `maxSeeds` seeds: `PRESET-mM-nN.egdb` when the rules
 * are a preset's but for `houses`, `seeds` and `swap` (which the database does not depend on beyond the
 * houses), else `custom-HASH-mM-nN.egdb` with a hash of the rule-set key. Only a name: what a file
 * holds is in its header, which every reader checks.
 */
export function egdbFileName(rules: RuleSet, maxSeeds: number): string {
  const values = rules as unknown as Readonly<Record<string, unknown>>;
  const preset = KALAHA_PRESETS.find(
    (p) =>
      rules.game === 'kalaha' &&
      KALAHA_OPTION_NAMES.every(
        (n) => KEYLESS.has(n) || n === 'houses' || p.options[n] === values[n],
      ),
  );
  const name = preset?.id ?? `custom-${hash(egdbRulesKey(rules)).toString(16).padStart(8, '0')}`;
  return `${name}-m${rules.houses}-n${maxSeeds}${EGDB_EXTENSION}`;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Writes `db` to `path` (header and entries; through a temporary file renamed at the end, so that
 * a reader never sees half a file).
 *
 * @returns the bytes written.
 */
export function saveEgdb(path: string, db: Egdb): number {
  const head = encodeEgdbHeader(db);
  const temporary = `${path}.part`;
  const fd = openSync(temporary, 'w');
  try {
    writeAll(fd, head);
    writeAll(fd, db.data);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  return head.length + db.data.length;
}

function writeAll(fd: number, bytes: Uint8Array): void {
  const step = 1 << 26;
  for (let at = 0; at < bytes.length;) {
    at += writeSync(fd, bytes, at, Math.min(step, bytes.length - at));
  }
}

function readAll(fd: number, into: Uint8Array, position: number): void {
  const step = 1 << 26;
  for (let at = 0; at < into.length;) {
    const n = readSync(fd, into, at, Math.min(step, into.length - at), position + at);
    if (n === 0) {
      throw new EgdbError('ERR_EGDB_FORMAT', 'endgame database file cut short');
    }
    at += n;
  }
}

/**
 * Reads the header of the database file at `path` (a few hundred bytes).
 *
 * @throws {EgdbError} `ERR_EGDB_FORMAT` when it is no database file; Node's file errors.
 */
export function readEgdbFileHeader(path: string): EgdbHeader & { readonly dataOffset: number } {
  return readEgdbHeader(readHeadBytes(path));
}

/** The preamble and JSON header of the file at `path`, as bytes (not checked beyond the length). */
function readHeadBytes(path: string): Uint8Array {
  const fd = openSync(path, 'r');
  try {
    const preamble = new Uint8Array(EGDB_PREAMBLE_BYTES);
    readAll(fd, preamble, 0);
    const length = new DataView(preamble.buffer).getUint32(12, true);
    if (length > 1 << 20) throw new EgdbError('ERR_EGDB_FORMAT', 'not an endgame database file');
    const head = new Uint8Array(EGDB_PREAMBLE_BYTES + length);
    readAll(fd, head, 0);
    return head;
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the header of the Wari database file at `path` (a few hundred bytes).
 *
 * @throws {EgdbError} `ERR_EGDB_FORMAT` when it is no Wari database file; Node's file errors.
 */
export function readWariEgdbFileHeader(path: string): WariEgdbHeader {
  const h = readHeaderJson(readHeadBytes(path)).header as Partial<WariEgdbHeader> | null;
  if (
    typeof h !== 'object' ||
    h === null ||
    h.encoding !== 'bounds-u8x2' ||
    typeof h.rulesKey !== 'string' ||
    !Number.isInteger(h.houses) ||
    !Number.isInteger(h.maxSeeds) ||
    !Number.isInteger(h.entries)
  ) {
    throw new EgdbError('ERR_EGDB_FORMAT', 'not a Wari endgame database file');
  }
  return h as WariEgdbHeader;
}

/**
 * Writes the Wari database `db` to `path` (through a temporary file renamed at the end).
 *
 * @returns the bytes written.
 */
export function saveWariEgdb(path: string, db: WariEgdb): number {
  const bytes = encodeWariEgdb(db);
  const temporary = `${path}.part`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
  return bytes.length;
}

/**
 * The Wari database for `rules` in `dir`: of the files built for them, the one with the most
 * seeds, read and checked whole; `undefined` when there is none (or no directory).
 *
 * @throws {EgdbError} `ERR_EGDB_FORMAT` when that file is corrupt; Node's file errors.
 */
export function loadWariEgdb(dir: string, rules: WariRuleSet): WariEgdb | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const key = wariEgdbRulesKey(rules);
  let best: { path: string; seeds: number } | undefined;
  for (const name of names) {
    if (!name.endsWith(EGDB_EXTENSION)) continue;
    const path = join(dir, name);
    try {
      const h = readWariEgdbFileHeader(path);
      if (h.rulesKey === key && h.maxSeeds > (best?.seeds ?? -1))
        best = { path, seeds: h.maxSeeds };
    } catch {
      // Not a database: not ours to judge here.
    }
  }
  if (best === undefined) return undefined;
  const file = readFileSync(best.path);
  return decodeWariEgdb(new Uint8Array(file.buffer, file.byteOffset, file.length), rules);
}

/**
 * Loads the database file at `path` for use under `rules`: checks the header's rules before
 * reading any entry, then reads only the levels up to `maxSeeds` (all by default) and checks their
 * checksums. With `shared`, the entries are read into a SharedArrayBuffer (for `solveParallel`,
 * whose threads then share them without a copy).
 *
 * @throws {EgdbError} `ERR_EGDB_RULES` when the file was built for other rules, `ERR_EGDB_FORMAT`
 *   when it is no database or is corrupt; Node's file errors (`ENOENT`, …).
 */
export function loadEgdb(
  path: string,
  rules: RuleSet,
  maxSeeds?: number,
  options: { readonly shared?: boolean } = {},
): Egdb {
  const header = readEgdbFileHeader(path);
  checkHeaderRules(header, rules);
  const seeds = Math.max(0, Math.min(header.maxSeeds, Math.floor(maxSeeds ?? header.maxSeeds)));
  const bytes = new SeedIndex(header.houses, header.maxSeeds).levelEnd(seeds);
  const fd = openSync(path, 'r');
  try {
    if (fstatSync(fd).size < header.dataOffset + header.entries) {
      throw new EgdbError('ERR_EGDB_FORMAT', `endgame database file ${path} cut short`);
    }
    const entries = options.shared
      ? new Uint8Array(new SharedArrayBuffer(bytes))
      : new Uint8Array(bytes);
    readAll(fd, entries, header.dataOffset);
    return egdbFromEntries(header, entries, rules);
  } finally {
    closeSync(fd);
  }
}

/** A database file found in a directory. */
export interface EgdbFile {
  readonly path: string;
  readonly header: EgdbHeader;
}

/**
 * The database files in `dir` built for `rules`, the one with the most seeds first. Files whose
 * header cannot be read are skipped; a missing directory has none.
 */
export function findEgdbFiles(dir: string, rules: RuleSet): EgdbFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const key = egdbRulesKey(rules);
  const found: EgdbFile[] = [];
  for (const name of names) {
    if (!name.endsWith(EGDB_EXTENSION)) continue;
    const path = join(dir, name);
    try {
      const header = readEgdbFileHeader(path);
      if (header.rulesKey === key) found.push({ path, header });
    } catch {
      // Not a database: not ours to judge here.
    }
  }
  return found.sort((a, b) => b.header.maxSeeds - a.header.maxSeeds);
}

/** Options of {@link buildEgdbParallel}. */
export interface EgdbParallelBuildOptions extends EgdbBuildOptions {
  /** Worker threads (default: the machine's available parallelism). */
  readonly threads?: number;
  /** Milliseconds between progress reports (default 200). */
  readonly progressIntervalMs?: number;
}

/**
 * Builds the database of `rules` for at most `maxSeeds` seeds on worker threads sharing the
 * entries (the build's WebAssembly memory, `kernel.ts`), level by level; the same values as
 * `buildEgdb`.
 *
 * @returns the database, or `undefined` when stopped (signal or stop flag).
 * @throws {EgdbError} `ERR_EGDB_RULES` for rules no database can serve, `ERR_EGDB_SIZE` when too
 *   large.
 */
export async function buildEgdbParallel(
  rules: RuleSet,
  maxSeeds: number,
  options: EgdbParallelBuildOptions = {},
): Promise<Egdb | undefined> {
  const key = egdbKeyFor(rules);
  const size = checkedSize(rules.houses, maxSeeds);
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism()));
  const shared = egdbKernelMemory(rules.houses, maxSeeds, size, threads);
  const controlBuffer = new SharedArrayBuffer(CONTROL_WORDS * 4);
  const control = new Int32Array(controlBuffer);
  const index = new SeedIndex(rules.houses, maxSeeds);
  const url = new URL('./build-worker.mjs', import.meta.url);
  const workers = Array.from({ length: threads }, (_, thread) => {
    const workerData: BuildWorkerData = { rules, maxSeeds, shared, thread, control: controlBuffer };
    return new Worker(url, { workerData });
  });
  const started = performance.now();
  let seeds = 0;
  let doneBefore = 0;
  const stopped = (): boolean =>
    options.signal?.aborted === true ||
    (options.stopFlag !== undefined && Atomics.load(options.stopFlag, 0) !== 0);
  const report = (): void => {
    if (stopped()) Atomics.store(control, CONTROL_STOP, 1);
    options.onProgress?.({
      seeds,
      maxSeeds,
      done: doneBefore + Atomics.load(control, CONTROL_DONE),
      total: size,
      elapsedMs: performance.now() - started,
    });
  };
  const timer = setInterval(report, options.progressIntervalMs ?? 200);
  try {
    for (; seeds <= maxSeeds; seeds++) {
      Atomics.store(control, CONTROL_NEXT_CHUNK, 0);
      Atomics.store(control, CONTROL_DONE, 0);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const onError = (error: Error): void => {
                worker.off('message', onMessage);
                reject(error);
              };
              const onMessage = (): void => {
                worker.off('error', onError);
                resolve();
              };
              worker.once('message', onMessage);
              worker.once('error', onError);
              worker.postMessage({ seeds });
            }),
        ),
      );
      if (stopped() || Atomics.load(control, CONTROL_STOP) !== 0) return undefined;
      doneBefore += index.levelEnd(seeds) - index.levelStart(seeds);
    }
    seeds = maxSeeds;
    Atomics.store(control, CONTROL_DONE, 0);
    report();
  } finally {
    clearInterval(timer);
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return new Egdb(key, rules.houses, maxSeeds, shared.data);
}

/**
 * The endgame databases of a directory, loaded when first asked for: for a rule set, the file
 * with the most seeds built for it (see {@link findEgdbFiles}), read once and kept. A rule set
 * without a file gets `undefined` (and the directory is not searched again for it).
 */
export class EgdbShelf {
  readonly #loaded = new Map<string, Egdb | undefined>();
  readonly #wari = new Map<string, WariEgdb | undefined>();

  /** @param dir the directory (`kalaha egdb build --out DIR`); a missing one holds none. */
  constructor(readonly dir: string) {}

  /**
   * The database for `rules`, or `undefined`.
   *
   * @throws {EgdbError} `ERR_EGDB_FORMAT` when the file is corrupt; Node's file errors.
   */
  for(rules: RuleSet): Egdb | undefined {
    const key = egdbRulesKey(rules);
    if (!this.#loaded.has(key)) {
      const file = findEgdbFiles(this.dir, rules)[0];
      this.#loaded.set(key, file === undefined ? undefined : loadEgdb(file.path, rules));
    }
    return this.#loaded.get(key);
  }

  /**
   * The Wari database for `rules` ({@link loadWariEgdb}: the file with the most seeds), or
   * `undefined`; read once.
   *
   * @throws {EgdbError} `ERR_EGDB_FORMAT` when the file is corrupt; Node's file errors.
   */
  forWari(rules: WariRuleSet): WariEgdb | undefined {
    const key = wariEgdbRulesKey(rules);
    if (!this.#wari.has(key)) this.#wari.set(key, loadWariEgdb(this.dir, rules));
    return this.#wari.get(key);
  }
}
