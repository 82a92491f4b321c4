import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CSP_DIRECTIVES } from './csp.ts';

/**
 * The security headers of every answer, through `@fastify/helmet` (the maintained Fastify binding
 * of helmet): the Content-Security-Policy of {@link CSP_DIRECTIVES} and nothing of helmet's
 * default policy, no referrer, and helmet's other defaults (`nosniff`, `X-Frame-Options`,
 * `Strict-Transport-Security` for a server behind TLS, the cross-origin opener and resource
 * policies: the app loads nothing from another origin).
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(
      Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, [...sources]]),
    ),
  },
  referrerPolicy: { policy: 'no-referrer' },
};

/** Adds the security headers of {@link HELMET_OPTIONS} to every answer of `app` (the root). */
export async function addSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, HELMET_OPTIONS);
}
