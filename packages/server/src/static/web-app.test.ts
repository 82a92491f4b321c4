import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './csp.ts';
import { addSecurityHeaders } from './headers.ts';
import { isBuiltApp, registerWebApp } from './web-app.ts';

const root = mkdtempSync(join(tmpdir(), 'kalaha-web-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Kalaha</title>');
writeFileSync(join(root, 'sw.js'), 'self.x = 1;');
writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Kalaha"}');
writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
// A precompressed copy as the build writes it (web build/precompress.ts).
writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);'));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await addSecurityHeaders(app);
  await registerWebApp(app, root);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web app part of the server', () => {
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

  it('sends the Brotli copy to a browser that accepts it, the file itself to one that does not (issue 16)', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('serves the service worker and the manifest fresh, with their types', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it('sends security headers, letting the app connect to its own WebSocket', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'kalaha.example:8080' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp.split(';')).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('takes nothing of the Host header into the policy (issue 13, finding 8)', async () => {
    const policies = new Set<string>();
    for (const host of ['evil.example', "evil.example; script-src *'", 'kalaha.example:8080']) {
      const res = await app.inject({ url: '/', headers: { host } });
      policies.add(String(res.headers['content-security-policy']));
      expect(String(res.headers['content-security-policy'])).not.toContain('example');
    }
    expect(policies.size).toBe(1);
    const [policy] = policies;
    // Every directive and nothing else.
    expect(policy!.split(';').length).toBe(Object.keys(CSP_DIRECTIVES).length);
  });

  it('answers a page navigation anywhere with the app, a missing file with 404', async () => {
    const page = await app.inject({ url: '/game/42', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('Kalaha');
    const missing = await app.inject({ url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    const asset = await app.inject({ url: '/assets/gone.js', headers: { accept: 'text/html' } });
    expect(asset.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
  });

  it('refuses to start without a built app', async () => {
    expect(isBuiltApp(root)).toBe(true);
    expect(isBuiltApp(join(root, 'assets'))).toBe(false);
    await expect(registerWebApp(Fastify(), join(root, 'assets'))).rejects.toThrow(/no built app/);
  });
});
