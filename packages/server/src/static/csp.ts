/**
 * The Content-Security-Policy the web app runs under: everything from this origin only (scripts,
 * styles, the engine worker, the service worker, the API), images also as data/blob URLs, nothing
 * framed. `connect-src` names the app's own WebSocket (`ws://HOST` and `wss://HOST`) besides
 * `'self'`, because browsers that follow CSP Level 2 do not count `ws:` URLs as `'self'`.
 *
 * @param host the request's `Host` header (`localhost:8080`); when it is missing or not a plain
 *   host name with an optional port, only `'self'` is allowed to connect.
 * @returns the header's value.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const sockets = host !== undefined && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    `connect-src 'self'${sockets}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
