import { describe, expect, it } from 'vitest';
import { prepareEnvironment } from './environment.ts';
import { ServerStartError, startServerProcess } from './server-process.ts';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('startServerProcess', () => {
  it('starts bin/start.mjs on a free loopback port with its inspector, and stops it gracefully', async () => {
    const environment = await prepareEnvironment({
      games: 1,
      db: 'pglite',
      postgresUrl: ADMIN_URL,
    });
    try {
      const server = await startServerProcess({ env: environment.env, inspect: true });
      try {
        expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(server.inspectorUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
        expect(server.output()).toContain('Kalaha is served at');
        const lobby = await fetch(`${server.url}/api/games`);
        expect(lobby.status).toBe(200);
        expect(await lobby.json()).toEqual({ games: [] });
        expect(server.exited()).toBe(false);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(server.exited()).toBe(true);
      expect(await server.stop()).toBe(0);
    } finally {
      await environment.remove();
    }
  });

  it('fails with ServerStartError holding the server’s words when it cannot start', async () => {
    const started = startServerProcess({ env: { PORT: 'eighty' } });
    await expect(started).rejects.toThrow(ServerStartError);
    await expect(started).rejects.toThrow(/exited with code 2[\s\S]*PORT must be a whole number/);
  });
});
