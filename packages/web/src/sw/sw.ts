/**
 * The service worker: makes the app work offline and installable. The build (`build/pwa.ts`)
 * replaces `__KALAHA_PRECACHE__` with the list of every file of the build and `__KALAHA_VERSION__`
 * with a hash of that list.
 *
 * - install: stores every file of the build in a cache named after the build's version;
 * - activate: deletes the caches of older builds and takes control of open pages;
 * - fetch: files of the build come from the cache (they are named by content hash, except
 *   `index.html`, which is fetched from the network first so that a new build is seen, with the
 *   cached copy when offline); anything else goes to the network.
 */

// The parts of the service-worker scope used here.
interface InstallEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends InstallEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

const scope = self as unknown as ServiceWorkerScope;
const PRECACHE = JSON.parse('__KALAHA_PRECACHE__') as string[];
const VERSION = '__KALAHA_VERSION__';
const CACHE = `kalaha-${VERSION}`;
const INDEX = '/index.html';

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('kalaha-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.mode === 'navigate' || url.pathname === '/' || url.pathname === INDEX) {
    event.respondWith(networkFirst(INDEX));
    return;
  }
  if (PRECACHE.includes(url.pathname)) event.respondWith(cacheFirst(request));
});

async function networkFirst(path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    if (response.ok) await cache.put(path, response.clone());
    return response;
  } catch {
    return (await cache.match(path)) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  return cached ?? fetch(request);
}
