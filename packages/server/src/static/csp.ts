/**
 * The Content-Security-Policy the web app runs under, as `@fastify/helmet` takes it: everything
 * from this origin only (scripts, styles, the engine worker, the service worker, the API, the
 * app's own WebSocket), images also as data/blob URLs, nothing framed.
 *
 * It is the same for every request: nothing of the request (such as its `Host` header, which a
 * client chooses) goes into it, so that no answer, cached or not, can allow another host. The
 * app's WebSocket is covered by `'self'`: CSP Level 3 matches `ws:`/`wss:` URLs of the page's own
 * host and port to `'self'` (Chromium, Firefox and Safari do).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;
