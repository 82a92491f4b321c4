/**
 * `npm start`'s process (`bin/start.mjs`): its exit codes and messages when it cannot start, and
 * a graceful stop that sends WebSocket clients elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './api-client.ts';
import { RawClient } from './raw-client.ts';
import { startServerProcess, tempDir, webRootFor, type ServerProcess } from './server-process.ts';
import { HOOK_TIMEOUT_MS } from './timeouts.ts';

const START = fileURLToPath(new URL('../bin/start.mjs', import.meta.url));
const web = tempDir('web');
const data = tempDir('data');
let server: ServerProcess;

/** A built script with its Brotli and gzip copies, as the web build writes them (issue 16). */
const SCRIPT = `export const seeds = ${JSON.stringify(Array(400).fill(6))};\n`;

beforeAll(async () => {
  const root = webRootFor(web);
  mkdirSync(join(root, 'assets'));
  const script = join(root, 'assets', 'index-abc.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  server = await startServerProcess({ PORT: '0', DATA_DIR: data.path, WEB_ROOT: root });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await server.stop();
  web.remove();
  data.remove();
}, HOOK_TIMEOUT_MS);

/** Runs the start script to its end with `env`; its exit code and output. */
function run(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [START], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm start', () => {
  it('serves the app, the API and the WebSocket on one port', async () => {
    expect(server.output()).toMatch(
      /^Kalaha is served at http:\/\/localhost:\d+ \(storage: PGlite/,
    );
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Kalaha</title>');
    expect((await call(server.url, 'GET', '/api/leaderboard')).status).toBe(200);
    const unknown = await call(server.url, 'GET', '/api/nothing', {
      headers: { accept: 'text/html' },
    });
    expect([unknown.status, unknown.body]).toMatchObject([
      404,
      { error: { code: 'message/invalid' } },
    ]);
    const navigation = await fetch(`${server.url}/game/abc`, { headers: { accept: 'text/html' } });
    expect(await navigation.text()).toContain('<title>Kalaha</title>');
    const client = await RawClient.open(server.wsUrl);
    await client.close();
  });

  it('sends a precompressed file only as the Accept-Encoding asks, and any Accept-Encoding a client sends gets the file or a clear refusal, never a crash (issue 16)', async () => {
    const url = `${server.url}/assets/index-abc.js`;
    const asked = async (encoding: string) => {
      const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
      return {
        status: res.status,
        encoding: res.headers.get('content-encoding'),
        text: await res.text(),
      };
    };
    expect(await asked('gzip, deflate, br')).toEqual({ status: 200, encoding: 'br', text: SCRIPT });
    expect(await asked('gzip')).toEqual({ status: 200, encoding: 'gzip', text: SCRIPT });
    expect(await asked('identity')).toEqual({ status: 200, encoding: null, text: SCRIPT });
    const hostile = [
      '',
      '*',
      'br;q=0, gzip',
      'br;q=abc',
      ',,,;;;',
      'BR',
      'x'.repeat(8000),
      '\t br \t',
    ];
    for (const encoding of hostile) {
      const res = await asked(encoding);
      expect(res.status, JSON.stringify(encoding.slice(0, 20))).toBe(200);
      expect(res.text).toBe(SCRIPT);
    }
    // A header past Node's limit is refused as too large; the process goes on serving.
    expect((await fetch(url, { headers: { 'accept-encoding': 'y'.repeat(20_000) } })).status).toBe(
      431,
    );
    expect((await asked('br')).text).toBe(SCRIPT);
  });

  it('exits with 2 naming each bad variable', () => {
    const { code, out } = run({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y' });
    expect(code).toBe(2);
    expect(out).toContain("PORT must be a whole number 0-65535 (got 'eighty')");
    expect(out).toContain('DATABASE_URL must start with postgres: or postgresql:');
  });

  // One process each, run to its end (seconds each on a busy machine): one test each.
  it('exits with 1 when the app is not built', () => {
    const notBuilt = run({ PORT: '0', WEB_ROOT: data.path, DATA_DIR: data.path });
    expect(notBuilt.code).toBe(1);
    expect(notBuilt.out).toContain('No built app in');
  });

  it('exits with 1 when the port is taken', () => {
    const portTaken = tempDir('data');
    try {
      const taken = run({
        PORT: String(server.port),
        WEB_ROOT: webRootFor(web),
        DATA_DIR: portTaken.path,
      });
      expect(taken.code).toBe(1);
      expect(taken.out).toContain(`Port ${server.port} is in use`);
    } finally {
      portTaken.remove();
    }
  });

  it('exits with 1 when the data directory is in use', () => {
    const inUse = run({ PORT: '0', WEB_ROOT: webRootFor(web), DATA_DIR: data.path });
    expect(inUse.code).toBe(1);
    expect(inUse.out).toMatch(/data directory .* is in use by process \d+/);
  });

  it('stops gracefully on SIGTERM: clients hear 1001 and the exit code is 0', async () => {
    const client = await RawClient.open(server.wsUrl);
    const stopping = server.stop();
    expect(await client.closed()).toBe(1001);
    expect(await stopping).toBe(0);
  });
});
