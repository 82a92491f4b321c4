/**
 * A server whose output nobody reads any more (its parent died, or `npm start | head -1`): every
 * line it writes then fails with EPIPE. Before, the first such line before the last resort was
 * installed crashed the server, and after it each failure was logged to the same closed output,
 * failing again: a loop that kept a core busy and left SIGTERM unanswered (found as orphaned test
 * servers at 40% CPU each). Now output nobody reads is dropped and the server goes on.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it, vi } from 'vitest';
import { tempDir, webRootFor } from './server-process.ts';

const START = fileURLToPath(new URL('../bin/start.mjs', import.meta.url));
const web = tempDir('web');
const data = tempDir('data');
afterAll(() => {
  web.remove();
  data.remove();
});

/** A TCP port free now on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

it('serves when its standard output and error are closed', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      KGP_PORT: 'off',
      WEB_ROOT: webRootFor(web),
      DATA_DIR: data.path,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  try {
    // Nobody reads: the server's first line ("Kalaha is served at …") meets a closed pipe.
    child.stdout.destroy();
    child.stderr.destroy();
    await vi.waitFor(
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/games`);
        expect(response.status).toBe(200);
      },
      { timeout: 90_000, interval: 100 },
    );
    // A request for a game that does not exist is answered, and the server is still there.
    expect((await fetch(`http://127.0.0.1:${port}/api/games/nope`)).status).toBe(404);
    expect(child.exitCode).toBeNull();
    // It still hears SIGTERM (the spinning server did not) and stops gracefully.
    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
