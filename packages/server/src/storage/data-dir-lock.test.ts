import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * Runs `count` processes at once that each try to lock `dir`: their outputs (`locked`, or
 * `error <code>`). A process that took the lock holds it until every process has answered (its
 * standard input is closed then), so that a slow start cannot find the lock of one already gone.
 */
async function raceFor(dir: string, count: number): Promise<string[]> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(join(here, 'data-dir-lock.ts'))};
    try {
      await lockDataDir(${JSON.stringify(dir)});
      console.log('locked');
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));
    } catch (error) {
      console.log('error ' + error.code);
    }`;
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', script], {
      cwd: here,
    }),
  );
  const outputs = await Promise.all(
    children.map(async (child) => {
      let out = '';
      child.stdout.setEncoding('utf8');
      for await (const chunk of child.stdout) {
        out += String(chunk);
        if (out.includes('\n')) break;
      }
      return out.trim();
    }),
  );
  for (const child of children) child.stdin.end();
  await Promise.all(children.map((child) => child.exitCode ?? once(child, 'exit')));
  return outputs;
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
    const outputs = await raceFor(dir, 4);
    expect(outputs.filter((output) => output === 'locked')).toHaveLength(1);
    expect(outputs.filter((output) => output === 'error ERR_DATA_DIR_IN_USE')).toHaveLength(3);
  });
});
