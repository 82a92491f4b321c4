/**
 * A stop asked for while the server starts (a supervisor's SIGTERM during a slow start, as a CI run
 * sent one): before, the server took signals only once started, so such a signal killed it outright,
 * with storage half-opened. Now the signal is taken from the first moment and the start is seen
 * through: here the database never answers, the start then fails, and the server ends with the
 * start's exit code and message instead of dying of the signal.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it, vi } from 'vitest';
import { tempDir, webRootFor } from './server-process.ts';

const START = fileURLToPath(new URL('../bin/start.mjs', import.meta.url));
const web = tempDir('web');
afterAll(() => web.remove());

it('a SIGTERM while the server starts ends it the way its start ends, not by the signal', async () => {
  // A "database" that takes connections and says nothing: the start waits on it.
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  const { port } = silent.address() as { port: number };
  const child = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      KGP_PORT: 'off',
      WEB_ROOT: webRootFor(web),
      DATABASE_URL: `postgres://kalaha@127.0.0.1:${port}/kalaha`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  try {
    // The server is inside its start once it has connected to the database.
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0), {
      timeout: 90_000,
      interval: 50,
    });
    child.kill('SIGTERM');
    // The database goes away: the start fails, and says so.
    for (const socket of sockets) socket.destroy();
    expect(await exited).toEqual([1, null]);
    expect(out).toContain(`Cannot connect to PostgreSQL at 127.0.0.1:${port}/kalaha`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    silent.close();
  }
});
