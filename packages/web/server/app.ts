import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** What the server serves and how it logs. */
export interface ServerOptions {
  /** The built app (`packages/web/dist`). */
  readonly root: string;
  /** Log each request (Fastify's pino logger); off by default. */
  readonly logger?: boolean;
}

/**
 * The policy the app runs under: everything from this origin only (scripts, styles, the engine
 * worker, the service worker), images also as data/blob URLs, and nothing framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "worker-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The HTTP server of the web app (Fastify with @fastify/static): serves the build, with
 * long-lived caching for the content-hashed files under `/assets/` and revalidation for the rest
 * (`index.html`, `sw.js`, the manifest); any other path that a browser navigates to gets
 * `index.html`; a missing file is a 404.
 *
 * @throws Error when `root` holds no `index.html` (the app is not built).
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  if (!existsSync(join(options.root, 'index.html'))) {
    throw new Error(`no built app in ${options.root}: run npm run build first`);
  }
  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join(options.root, 'assets')}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (path.endsWith('.webmanifest')) res.setHeader('Content-Type', 'application/manifest+json');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      (request.headers.accept ?? '').includes('text/html') &&
      !request.url.startsWith('/assets/');
    if (wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
