/**
 * The Content-Security-Policy the web app runs under: everything from this origin only (scripts,
 * styles, the engine worker, the service worker, the API, the app's own WebSocket), images also
 * as data/blob URLs, nothing framed.
 *
 * It is the same for every request: nothing of the request (such as its `Host` header, which a
 * client chooses) goes into it, so that no answer, cached or not, can allow another host. The
 * app's WebSocket is covered by `'self'`: CSP Level 3 matches `ws:`/`wss:` URLs of the page's own
 * host and port to `'self'` (Chromium, Firefox and Safari do).
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
