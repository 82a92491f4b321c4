import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** The pid of a process that has run and exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await once(child, 'exit');
  return child.pid!;
}

/**
 * Runs `count` processes at once that each try to lock `dir`, hold it for `holdMs` and exit;
 * their outputs (`locked`, or `error <code>`).
 */
async function raceFor(dir: string, count: number, holdMs: number): Promise<string[]> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(join(here, 'data-dir-lock.ts'))};
    try {
      await lockDataDir(${JSON.stringify(dir)});
      console.log('locked');
      await new Promise((resolve) => setTimeout(resolve, ${holdMs}));
    } catch (error) {
      console.log('error ' + error.code);
    }`;
  const run = promisify(execFile);
  const outputs = await Promise.all(
    Array.from({ length: count }, () =>
      run(process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', script], {
        cwd: here,
      }),
    ),
  );
  return outputs.map((output) => output.stdout.trim());
}

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kalaha-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes our pid into the lock file and removes it on release', async () => {
    const lock = await lockDataDir(dir);
    expect(lock.path).toBe(join(dir, LOCK_FILE));
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a second lock in this process, even one asked for at the same time', async () => {
    const outcomes = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'ERR_DATA_DIR_IN_USE' });
    const held = outcomes.find((outcome) => outcome.status === 'fulfilled');
    await held?.value.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('refuses a lock held by another live process, naming it', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: null }));
    await expect(lockDataDir(dir)).rejects.toMatchObject({
      code: 'ERR_DATA_DIR_IN_USE',
      message: expect.stringContaining(`process ${process.ppid}`),
    });
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.ppid,
      started: null,
    });
  });

  it('takes over a lock whose process is gone', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: await deadPid(), started: '1' }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: '1' }));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over a lock with our own pid that we do not hold (a restarted container)', async () => {
    const stale = JSON.stringify({ pid: process.pid, started: null });
    await writeFile(join(dir, LOCK_FILE), stale);
    const lock = await lockDataDir(dir);
    // Taken over: written again as this process's own lock.
    expect(await readFile(lock.path, 'utf8')).not.toBe(stale);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('takes over an empty or unreadable lock file', async () => {
    await writeFile(join(dir, LOCK_FILE), '');
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
    await writeFile(join(dir, LOCK_FILE), '{"pid":"twelve"}');
    const again = await lockDataDir(dir);
    expect(JSON.parse(await readFile(again.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await again.release();
  });

  it('answers ERR_DATA_DIR when the directory does not exist', async () => {
    await expect(lockDataDir(join(dir, 'missing'))).rejects.toMatchObject({ code: 'ERR_DATA_DIR' });
  });

  it('lets exactly one of several processes racing for a stale lock take it', async () => {
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: await deadPid(), started: '1' }));
    const outputs = await raceFor(dir, 4, 1500);
    expect(outputs.filter((output) => output === 'locked')).toHaveLength(1);
    expect(outputs.filter((output) => output === 'error ERR_DATA_DIR_IN_USE')).toHaveLength(3);
  });
});
