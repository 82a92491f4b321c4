import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** How long a content-hashed file under `/assets/` may be cached: a year, in seconds. */
const HASHED_MAX_AGE_S = 31_536_000;

/** True when `root` holds a built web app (its `index.html`). */
export function isBuiltApp(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}

/**
 * Serves the built web app from `root` on `app` (Fastify with @fastify/static): the precompressed
 * copy of a file (`.br`, `.gz`) when the browser accepts it; long-lived caching for the
 * content-hashed files under `/assets/`, revalidation for the rest (`index.html`, `sw.js`, the
 * manifest); any other path a browser navigates to (outside `/assets/` and `/api/`) gets
 * `index.html` (the app routes it), any other missing file a 404. Call it on the root instance,
 * once.
 *
 * @throws Error when `root` holds no `index.html`: the caller checks {@link isBuiltApp} first, so
 *   this is a bug.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  if (!isBuiltApp(root)) throw new Error(`no built app in ${root}: run npm run build first`);
  const assets = join(root, 'assets');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    // One route per file of the build (read at start) instead of a catch-all GET route, so that
    // what is not a file reaches the not-found handlers: the app for page navigations, the
    // API's own under /api.
    wildcard: false,
    // The build writes Brotli and gzip copies beside its text files (web build/precompress.ts):
    // sent to a browser that accepts them (a cache between must then key on the encoding: Vary).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.startsWith(assets);
      res.setHeader(
        'Cache-Control',
        hashed ? `public, max-age=${HASHED_MAX_AGE_S}, immutable` : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
      if (/\.webmanifest(?:\.br|\.gz)?$/.test(path)) {
        res.setHeader('Content-Type', 'application/manifest+json');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      (request.headers.accept ?? '').includes('text/html') &&
      !request.url.startsWith('/assets/') &&
      !request.url.startsWith('/api/');
    if (wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });
}
