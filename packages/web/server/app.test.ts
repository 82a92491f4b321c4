import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './app.ts';
import { DEFAULT_PORT, portFrom } from './main.ts';

const root = mkdtempSync(join(tmpdir(), 'kalaha-web-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Kalaha</title>');
writeFileSync(join(root, 'sw.js'), 'self.x = 1;');
writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Kalaha"}');
writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1);');

let app: Awaited<ReturnType<typeof createServer>>;
beforeAll(async () => {
  app = await createServer({ root });
});
afterAll(() => app.close());

describe('the web server', () => {
  it('serves the app at /, to be revalidated', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Kalaha</title>');
  });

  it('serves hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('serves the service worker and the manifest fresh, with their types', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a page navigation anywhere with the app, a missing file with 404', async () => {
    const page = await app.inject({ url: '/game/42', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kalaha');
    const missing = await app.inject({ url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to start without a built app', async () => {
    await expect(createServer({ root: join(root, 'assets') })).rejects.toThrow(/no built app/);
  });
});

describe('portFrom', () => {
  it('reads PORT, with 8080 by default', () => {
    expect(portFrom(undefined)).toBe(DEFAULT_PORT);
    expect(portFrom('')).toBe(8080);
    expect(portFrom('3000')).toBe(3000);
    expect(portFrom('0')).toBe(0);
    expect(portFrom('http')).toMatch(/PORT must be/);
    expect(portFrom('70000')).toMatch(/PORT must be/);
  });
});
