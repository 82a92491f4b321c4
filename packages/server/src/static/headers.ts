import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from './csp.ts';

/**
 * Adds the security headers to every answer of `app` (call on the root instance): the
 * Content-Security-Policy of {@link CONTENT_SECURITY_POLICY}, `nosniff`, and no referrer.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  });
}
