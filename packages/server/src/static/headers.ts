import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './csp.ts';

/**
 * Adds the security headers to every answer of `app` (call on the root instance): the
 * Content-Security-Policy of {@link contentSecurityPolicy}, `nosniff`, and no referrer.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Content-Security-Policy', contentSecurityPolicy(request.headers.host));
  });
}
