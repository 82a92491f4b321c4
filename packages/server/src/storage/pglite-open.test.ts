import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteIn, PGLITE_ATTEMPTS, PGLITE_SUBDIR, type CreatePglite } from './pglite.ts';

/** A WebAssembly module whose `trap()` loads from beyond its one page of memory. */
const OUT_OF_BOUNDS_LOAD = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // magic, version 1
  ...[0x01, 0x04, 0x01, 0x60, 0x00, 0x00], // types: () -> ()
  ...[0x03, 0x02, 0x01, 0x00], // functions: one of type 0
  ...[0x05, 0x03, 0x01, 0x00, 0x01], // memory: one page
  ...[0x07, 0x08, 0x01, 0x04, 0x74, 0x72, 0x61, 0x70, 0x00, 0x00], // export "trap"
  ...[0x0a, 0x0a, 0x01, 0x08, 0x00, 0x41, 0x7f, 0x28, 0x02, 0x00, 0x1a, 0x0b], // i32.load(-1)
]);

interface Wasm {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object) => { readonly exports: { readonly trap: () => void } };
}

/**
 * A real WebAssembly trap, the error PGlite's initdb sometimes ends in (electric-sql/pglite #534:
 * "memory access out of bounds"; PGlite's module rethrows it as it is).
 */
function trap(): unknown {
  const wasm = (globalThis as unknown as { readonly WebAssembly: Wasm }).WebAssembly;
  try {
    new wasm.Instance(new wasm.Module(OUT_OF_BOUNDS_LOAD)).exports.trap();
  } catch (error) {
    return error;
  }
  throw new Error('the out-of-bounds load did not trap');
}

/** A `create` that records the directory's files at each call, then runs `attempt(n)`. */
function fakeCreate(attempt: (n: number, dataDir: string | undefined) => Promise<PGlite>): {
  readonly create: CreatePglite;
  readonly seen: (readonly string[] | undefined)[];
} {
  const seen: (readonly string[] | undefined)[] = [];
  const create: CreatePglite = async (dataDir) => {
    seen.push(dataDir !== undefined && existsSync(dataDir) ? await readdir(dataDir) : undefined);
    return attempt(seen.length, dataDir);
  };
  return { create, seen };
}

describe('openPgliteIn', () => {
  let root: string;
  let count = 0;
  /** A new data directory (without its `pglite` cluster directory). */
  async function dataDir(): Promise<string> {
    const dir = join(root, `data-${++count}`);
    await mkdir(dir);
    return dir;
  }
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kalaha-pglite-open-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('retries a fresh cluster after a WebAssembly trap, on a clean directory', async () => {
    const dir = await dataDir();
    const { create, seen } = fakeCreate(async (n, clusterDir) => {
      if (n === 1) {
        // What a trap half-way through initdb leaves: a cluster directory without a usable cluster.
        await mkdir(join(clusterDir!, 'base'), { recursive: true });
        await writeFile(join(clusterDir!, 'PG_VERSION'), '17\n');
        process.exitCode = 1; // as PGlite's module does when it traps
        throw trap();
      }
      return PGlite.create({ dataDir: clusterDir! });
    });
    const exitCode = process.exitCode;
    const pglite = await openPgliteIn(dir, create);
    try {
      expect(seen).toEqual([undefined, undefined]);
      expect((await pglite.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(existsSync(join(dir, PGLITE_SUBDIR, 'global', 'pg_control'))).toBe(true);
      expect(process.exitCode).toBe(exitCode);
    } finally {
      await pglite.close();
    }
  });

  it('never removes an existing cluster directory, and names the attempts when all trap', async () => {
    const dir = await dataDir();
    const clusterDir = join(dir, PGLITE_SUBDIR);
    await mkdir(join(clusterDir, 'global'), { recursive: true });
    for (const entry of ['base', 'pg_wal', 'pg_xact']) await mkdir(join(clusterDir, entry));
    await writeFile(join(clusterDir, 'global', 'pg_control'), '');
    await writeFile(join(clusterDir, 'PG_VERSION'), '17\n');
    const { create, seen } = fakeCreate(() => Promise.reject(trap()));
    const refusal = openPgliteIn(dir, create);
    await expect(refusal).rejects.toMatchObject({
      name: 'StorageOpenError',
      code: 'ERR_DATA_DIR',
      message:
        `PGlite cannot open the database in ${clusterDir} (${PGLITE_ATTEMPTS} attempts; PGlite ` +
        'said: memory access out of bounds). Its files are damaged, or were written by another ' +
        `version of PGlite. Restore ${clusterDir} from a backup, or move it ` +
        'away to start with an empty database.',
    });
    expect(seen).toEqual(
      Array.from({ length: PGLITE_ATTEMPTS }, () => [
        'PG_VERSION',
        'base',
        'global',
        'pg_wal',
        'pg_xact',
      ]),
    );
    expect(await readFile(join(clusterDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('gives up on a fresh cluster after three traps, leaving no partial cluster', async () => {
    const dir = await dataDir();
    const { create, seen } = fakeCreate(async (_n, clusterDir) => {
      await mkdir(clusterDir!, { recursive: true });
      await writeFile(join(clusterDir!, 'PG_VERSION'), '17\n');
      throw trap();
    });
    await expect(openPgliteIn(dir, create)).rejects.toMatchObject({
      code: 'ERR_DATA_DIR',
      message: expect.stringContaining('(3 attempts; PGlite said: memory access out of bounds).'),
    });
    expect(seen).toEqual([undefined, undefined, undefined]);
    expect(existsSync(join(dir, PGLITE_SUBDIR))).toBe(false);
  });

  it('does not retry other errors, nor touch what they left', async () => {
    const dir = await dataDir();
    const { create, seen } = fakeCreate(async (_n, clusterDir) => {
      await mkdir(clusterDir!, { recursive: true });
      throw new Error('INITDB failed to initialize: disk full');
    });
    await expect(openPgliteIn(dir, create)).rejects.toMatchObject({
      code: 'ERR_DATA_DIR',
      message: `PGlite cannot open the database in ${join(dir, PGLITE_SUBDIR)} (1 attempt; PGlite said: INITDB failed to initialize: disk full).`,
    });
    expect(seen).toHaveLength(1);
    expect(existsSync(join(dir, PGLITE_SUBDIR))).toBe(true);
  });

  it('retries in memory too', async () => {
    const { create, seen } = fakeCreate((n, clusterDir) =>
      n < PGLITE_ATTEMPTS ? Promise.reject(trap()) : PGlite.create(clusterDir),
    );
    const pglite = await openPgliteIn(undefined, create);
    try {
      expect(seen).toHaveLength(PGLITE_ATTEMPTS);
      expect((await pglite.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pglite.close();
    }
  });

  it('names memory when PGlite cannot start there', async () => {
    const { create } = fakeCreate(() => Promise.reject(trap()));
    await expect(openPgliteIn(undefined, create)).rejects.toMatchObject({
      code: 'ERR_DATA_DIR',
      message: `PGlite cannot open the database in memory (${PGLITE_ATTEMPTS} attempts; PGlite said: memory access out of bounds).`,
    });
  });
});
