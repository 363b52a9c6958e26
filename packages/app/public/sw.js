/*
 * Buddy English's service worker (docs/decisions/032-installable-web-app.md), registered by src/app/install.ts in
 * production builds. It does two things and nothing else:
 * - the API (/v2/...) is never touched: no respondWith, no cache, the browser sends it as if there were no worker;
 * - a page (a navigation) always comes from the network and is never stored (member pages carry a child's data);
 *   only when the network fails is the offline page answered instead.
 * Anything else (the hashed /assets/ files, which the HTTP cache keeps as immutable, /content/ media, other origins,
 * non-GET requests) is left to the browser.
 * Change VERSION when this file's caching changes: the new worker deletes the caches of the old one.
 */
const VERSION = 'v1';
const SHELL_CACHE = `buddy-shell-${VERSION}`;
const OUR_CACHES = [SHELL_CACHE];
const OFFLINE_PAGE = '/offline.html';
/** What the worker stores, when it installs: the offline page only (its styles and picture are inside it). */
const SHELL_FILES = [OFFLINE_PAGE];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('buddy-') && !OUR_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // The API first, before anything else: network only, never cached, never answered by this worker.
  if (url.pathname === '/v2' || url.pathname.startsWith('/v2/')) return;
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
});

/** A page: from the network (the navigation preload when there is one), never stored; the offline page on failure. */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: SHELL_CACHE });
    return offline || Response.error();
  }
}
