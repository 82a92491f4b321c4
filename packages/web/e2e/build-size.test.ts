import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recordMetrics } from './browser.ts';

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
    // The first screen also loads the messages of one language (English is the largest).
    const english = readFileSync(new URL('sw.js', dist), 'utf8').match(
      /assets\/en-[\w-]+\.js/,
    )?.[0];
    expect(english).toBeDefined();
    const files = [...scripts, english!];
    const gzipped = files.reduce(
      (sum, f) => sum + gzipSync(readFileSync(new URL(f, dist))).length,
      0,
    );
    recordMetrics({ initialJsGzipBytes: gzipped, initialJsFiles: files });
    expect(gzipped).toBeLessThan(100 * 1024);
  });
});
