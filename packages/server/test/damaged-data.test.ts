/**
 * A damaged data directory against the real server process (`bin/start.mjs` on PGlite files):
 * issue 13, findings 3 and 4. A directory whose cluster lost `PG_VERSION` was re-initialised
 * (every game gone, exit code 0); a truncated table file or a garbage index page was served with
 * 500s and written into. Now each is refused at start with a sentence naming the directory and
 * what is wrong, exit code 1, and no file of the directory changes.
 */
import { PGlite } from '@electric-sql/pglite';
import {
  readFileSync,
  cpSync,
  openSync,
  closeSync,
  readdirSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SUBDIR } from '../src/storage/pglite.ts';
import { newGame } from './api-client.ts';
import { startServerProcess, tempDir, webRootFor } from './server-process.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

const web = tempDir('web');
const root = tempDir('damaged');
/** A healthy data directory with games in it, made by the server itself. */
const healthy = join(root.path, 'healthy');
/** Where each relation's file is, relative to the cluster directory. */
const files: Record<string, string> = {};

beforeAll(async () => {
  const server = await startServerProcess({
    PORT: '0',
    KGP_PORT: 'off',
    DATA_DIR: healthy,
    WEB_ROOT: webRootFor(web),
  });
  for (let i = 0; i < 3; i++) await newGame(server.url);
  expect(await server.stop()).toBe(0);
  // Where PostgreSQL keeps each table and index (read from a copy, so the original stays as made).
  const probe = join(root.path, 'probe');
  cpSync(healthy, probe, { recursive: true });
  const pglite = await PGlite.create({ dataDir: join(probe, PGLITE_SUBDIR) });
  for (const name of ['games', 'games_pkey']) {
    const { rows } = await pglite.query<{ path: string }>(
      'SELECT pg_relation_filepath($1) AS path',
      [name],
    );
    files[name] = rows[0]!.path;
  }
  await pglite.close();
}, HOOK_TIMEOUT_MS);
afterAll(() => {
  web.remove();
  root.remove();
});

/** A copy of the healthy directory, damaged by `damage(clusterDir)`. */
function damaged(name: string, damage: (clusterDir: string) => void): string {
  const dir = join(root.path, name);
  cpSync(healthy, dir, { recursive: true });
  damage(join(dir, PGLITE_SUBDIR));
  return dir;
}

/** Every file of `dir` with its size and modification time. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((path) => statSync(path).isFile() && !path.endsWith('storage.lock'))
    .map((path) => `${relative(dir, path)} ${statSync(path).size} ${statSync(path).mtimeMs}`)
    .sort();
}

/**
 * Starts the server on `dir`: the error it exits with. What must stay as it was: `watched`, the
 * whole cluster directory by default, or (where PGlite opened the database, and so wrote its own
 * bookkeeping) the damaged file, byte for byte.
 */
async function refusal(dir: string, watched?: string): Promise<string> {
  const state = () =>
    watched === undefined
      ? snapshot(join(dir, PGLITE_SUBDIR))
      : [
          createHash('sha256')
            .update(readFileSync(join(dir, PGLITE_SUBDIR, watched)))
            .digest('hex'),
        ];
  const before = state();
  const start = startServerProcess({
    PORT: '0',
    KGP_PORT: 'off',
    DATA_DIR: dir,
    WEB_ROOT: webRootFor(web),
  });
  const error = await start.then(
    async (server) => {
      await server.stop();
      throw new Error('the server started on a damaged data directory');
    },
    (e: unknown) => (e as Error).message,
  );
  expect(error).toMatch(/^the server exited \(1\)/);
  expect(state()).toEqual(before);
  return error;
}

describe('a damaged data directory', () => {
  it('refuses a cluster without PG_VERSION instead of running initdb over it (finding 3)', async () => {
    const dir = damaged('no-version', (cluster) => unlinkSync(join(cluster, 'PG_VERSION')));
    const error = await refusal(dir);
    expect(error).toContain(
      `The data directory ${join(dir, PGLITE_SUBDIR)} holds files but is not a complete PGlite database (missing: PG_VERSION).`,
    );
    expect(error).toContain('Nothing was changed.');
  });

  it('refuses a truncated table file (finding 4)', async () => {
    const dir = damaged('truncated', (cluster) => truncateSync(join(cluster, files.games!), 0));
    const error = await refusal(dir, files.games);
    expect(error).toContain(`The database in ${join(dir, PGLITE_SUBDIR)} is damaged: index games_`);
    expect(error).toMatch(/could not read blocks? 0\b/);
    expect(error).toContain('The server does not serve from a damaged database.');
  });

  it('refuses a garbage page in an index (finding 4)', async () => {
    const dir = damaged('garbage', (cluster) => {
      const fd = openSync(join(cluster, files.games_pkey!), 'r+');
      writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 8192);
      closeSync(fd);
    });
    const error = await refusal(dir, files.games_pkey);
    expect(error).toContain(
      `The database in ${join(dir, PGLITE_SUBDIR)} is damaged: index games_pkey: invalid page in block 1`,
    );
  });

  it("refuses a damaged control file with advice instead of PGlite's own words (finding 4)", async () => {
    const dir = damaged('control', (cluster) => {
      const fd = openSync(join(cluster, 'global', 'pg_control'), 'r+');
      writeSync(fd, Buffer.alloc(512, 0x5a), 0, 512, 0);
      closeSync(fd);
    });
    const error = await refusal(dir, 'global/pg_control');
    expect(error).toContain(
      `PGlite cannot open the database in ${join(dir, PGLITE_SUBDIR)} (1 attempt;`,
    );
    expect(error).toContain('Its files are damaged, or were written by another version of PGlite.');
  });
});
