import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openApp } from './app-page.ts';
import { openPage, recordMetrics, VIEWPORTS } from './browser.ts';
import { useBrowser } from './test-browser.ts';

const url = inject('baseUrl');
const browser = useBrowser();

const dist = new URL('../dist/', import.meta.url);

describe('the build', () => {
  it('keeps the initial JavaScript under 100 kB gzipped (the engine worker and the graph apart)', () => {
    const html = readFileSync(new URL('index.html', dist), 'utf8');
    const scripts = [
      ...html.matchAll(
        /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g,
      ),
    ].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    // The first screen also loads the messages of one language (English is the largest; the page
    // preloads it, so it may be among the scripts already).
    const english = readFileSync(new URL('sw.js', dist), 'utf8').match(
      /assets\/en-[\w-]+\.js/,
    )?.[0];
    expect(english).toBeDefined();
    const files = [...new Set([...scripts, english!])];
    const gzipped = files.reduce(
      (sum, f) => sum + gzipSync(readFileSync(new URL(f, dist))).length,
      0,
    );
    recordMetrics({ initialJsGzipBytes: gzipped, initialJsFiles: files });
    expect(gzipped).toBeLessThan(100 * 1024);
  });
});

describe('the first load over the wire (issue 16: served compressed)', () => {
  it('sends the text files Brotli-compressed, and the first screen in well under 100 kB', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: VIEWPORTS.phone });
    const sent: { url: string; encoding: string | undefined; bytes: number }[] = [];
    const count = (request: Request) => {
      void request.response().then(async (response) => {
        if (!response) return;
        const sizes = await request.sizes();
        sent.push({
          url: request.url(),
          encoding: (await response.allHeaders())['content-encoding'],
          bytes: sizes.responseBodySize,
        });
      });
    };
    page.on('requestfinished', count);
    await openApp(page, url);
    await page.waitForLoadState('networkidle');
    const scripts = sent.filter((s) => /\.js$/.test(new URL(s.url).pathname));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.encoding, script.url).toBe('br');
    // The stylesheet is in the page (build/first-paint.ts); English, preloaded, comes once.
    const paths = sent.map((s) => new URL(s.url).pathname);
    expect(paths.filter((p) => p.endsWith('.css'))).toEqual([]);
    expect(paths.filter((p) => /^\/assets\/en-[\w-]+\.js$/.test(p))).toHaveLength(1);
    // The game screen is not part of it (src/app/local-play.tsx)...
    const localPlay = /^\/assets\/local-play-[\w-]+\.js$/;
    expect(paths.filter((p) => localPlay.test(p))).toEqual([]);
    const bytes = sent.reduce((sum, s) => sum + s.bytes, 0);
    recordMetrics({ firstLoadBytes: bytes, firstLoadFiles: sent.length });
    expect(bytes).toBeLessThan(100 * 1024);
    // ...and is fetched as soon as the user touches the page (or once the first screen settled).
    page.off('requestfinished', count);
    const fetched = page.waitForResponse((r) => localPlay.test(new URL(r.url()).pathname));
    await page.mouse.move(5, 5);
    await page.mouse.down();
    await page.mouse.up();
    expect((await fetched).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
