import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a WebSocket upgrade from a page of `origin` (its `Origin` header) may connect to this
 * server, reached as `host` (its `Host`, or behind a trusted proxy `X-Forwarded-Host`): when no
 * `Origin` is sent (bots, the terminal client: only browsers send one), when the page is this
 * server's own, or when the origin is one of `allowed` (`ALLOWED_ORIGINS`, for a web app served
 * from elsewhere). Any other page is refused, so that a site a player visits cannot act for him
 * through his browser.
 */
export function originAllowed(
  origin: string | undefined,
  host: string,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === host.toLowerCase();
}

/**
 * A `preValidation` hook for a WebSocket route: refuses an upgrade from a page `originAllowed`
 * does not allow with 403, before the WebSocket is opened.
 */
export function checkOrigin(allowed: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (originAllowed(request.headers.origin, request.host, allowed)) return;
    await reply.code(403).send({
      error: { code: 'message/invalid', message: 'this page may not connect to this server' },
    });
  };
}
