import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkClusterComplete, checkIntegrity } from './pglite-integrity.ts';

describe('checkIntegrity', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create({ extensions: { amcheck } });
    await pglite.exec(
      'CREATE TABLE games (id text PRIMARY KEY, status text); ' +
        'CREATE INDEX games_status ON games (status); ' +
        "INSERT INTO games SELECT 'g' || i, 'open' FROM generate_series(1, 500) AS i",
    );
  });
  afterAll(() => pglite?.close());

  it('reads every table and index of a healthy database, and leaves nothing behind', async () => {
    expect(await checkIntegrity(pglite, 'memory', 60_000)).toEqual({ checked: 3, total: 3 });
    const { rows } = await pglite.query("SELECT 1 FROM pg_extension WHERE extname = 'amcheck'");
    expect(rows).toEqual([]);
  });

  it('stops reading once its time budget is spent', async () => {
    let clock = 0;
    const now = () => (clock += 1_000);
    // The deadline is 1.5 s after the first reading; each relation costs one tick.
    expect(await checkIntegrity(pglite, 'memory', 1_500, now)).toEqual({ checked: 1, total: 3 });
  });
});

describe('checkClusterComplete', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kalaha-cluster-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('passes a missing or empty directory (a new database)', async () => {
    await expect(checkClusterComplete(join(root, 'none'))).resolves.toBeUndefined();
    await mkdir(join(root, 'empty'));
    await expect(checkClusterComplete(join(root, 'empty'))).resolves.toBeUndefined();
  });

  it('names every missing entry of a directory with files', async () => {
    const dir = join(root, 'partial');
    await mkdir(join(dir, 'base'), { recursive: true });
    await writeFile(join(dir, 'PG_VERSION'), '17\n');
    await expect(checkClusterComplete(dir)).rejects.toMatchObject({
      code: 'ERR_DATA_DIR',
      message: expect.stringContaining('(missing: global/pg_control, pg_wal, pg_xact)'),
    });
  });
});
