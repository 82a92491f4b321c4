import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatedGame } from './fixtures.ts';
import { openStorage } from './open.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** A running `kill-test-child.ts`, its output read line by line. */
interface Child {
  readonly process: ChildProcess;
  /** Resolves with the first output line `accept` takes (calling it on every line until then). */
  waitFor(accept: (line: string) => boolean): Promise<string>;
  /** Kills it with SIGKILL and resolves once it is gone. */
  kill(): Promise<void>;
}

/** Starts `kill-test-child.ts` through tsx with these arguments. */
function startChild(...args: string[]): Child {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx/esm', join(here, 'kill-test-child.ts'), ...args],
    {
      cwd: here,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  return {
    process: child,
    waitFor: (accept) =>
      new Promise((resolve, reject) => {
        lines.on('line', (line) => {
          if (accept(line)) resolve(line);
        });
        child.once('exit', (code, signal) => reject(new Error(`child exited: ${code ?? signal}`)));
      }),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('PGlite in a data directory', () => {
  let root: string;
  let dataDir: string;
  const children: Child[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kalaha-durability-'));
    dataDir = join(root, 'data');
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await rm(root, { recursive: true, force: true });
  });

  it('creates the directory, and keeps the data when it is reopened', async () => {
    const storage = await openStorage({ dataDir });
    const { game } = await seatedGame(storage);
    await storage.close();
    await expect(storage.loadGame(game.gameId)).rejects.toThrow('after close');
    const reopened = await openStorage({ dataDir });
    expect(await reopened.loadGame(game.gameId)).toEqual({ game, actions: [] });
    await reopened.close();
  });

  it('keeps every commit a process reported before it was SIGKILLed', async () => {
    const storage = await openStorage({ dataDir });
    const { game } = await seatedGame(storage);
    await storage.close();

    const child = startChild(dataDir, 'commit', game.gameId);
    children.push(child);
    let reported = 0;
    await child.waitFor((line) => {
      expect(line).toMatch(/^committed \d+$/);
      reported = Number(line.split(' ')[1]);
      // Killed at once, in the middle of its next commit.
      if (reported >= 40) child.process.kill('SIGKILL');
      return reported >= 40;
    });
    await child.kill();
    expect(child.process.signalCode).toBe('SIGKILL');

    const reopened = await openStorage({ dataDir });
    const loaded = await reopened.loadGame(game.gameId);
    await reopened.close();
    expect(loaded?.game.version).toBeGreaterThanOrEqual(reported);
    expect(loaded?.actions.map((action) => action.version)).toEqual(
      Array.from({ length: loaded?.game.version ?? 0 }, (_, i) => i + 1),
    );
  });

  it('refuses a second process while the first lives, and opens once it was killed', async () => {
    const holder = startChild(dataDir, 'hold');
    children.push(holder);
    await holder.waitFor((line) => line === 'ready');
    await expect(openStorage({ dataDir })).rejects.toMatchObject({
      code: 'ERR_DATA_DIR_IN_USE',
      message: expect.stringContaining(`process ${holder.process.pid}`),
    });
    await holder.kill();

    const storage = await openStorage({ dataDir });
    const second = startChild(dataDir, 'hold');
    children.push(second);
    expect(await second.waitFor(() => true)).toBe('error ERR_DATA_DIR_IN_USE');
    await storage.close();
  });

  it('refuses a second open in the same process until the first is closed', async () => {
    const storage = await openStorage({ dataDir });
    await expect(openStorage({ dataDir })).rejects.toMatchObject({
      code: 'ERR_DATA_DIR_IN_USE',
      message: expect.stringContaining('this process'),
    });
    await storage.close();
    const again = await openStorage({ dataDir });
    await again.close();
  });
});
