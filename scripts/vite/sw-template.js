// The app's service worker ("Installable offline shell" in docs/architecture.md#performance), hand-written.
// scripts/vite/service-worker.ts turns this template into dist/sw.js at build time: it fills in VERSION (a hash of the
// precached files) and PRECACHE (index.html, the entry chunk and its static imports, their CSS, the English shell
// catalogue, the chunks every first render of / needs, the manifest and the small icons). Every other /assets/ chunk is
// cached the first time a page loads it.
//
// What is never intercepted (no respondWith, so the browser goes to the network as if there were no
// service worker): /api/* and /dev/* requests, and any request that is not a GET. Replies of the API are
// never stored in or served from a cache, so a balance, a payment, a bet or anything else with money is
// never stale: offline, the API calls fail and the app says it is offline.

const VERSION = '__SW_VERSION__';
const PRECACHE = /* __SW_PRECACHE__ */ [];

const PREFIX = 'belchans-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
// Hashed files are immutable: a file cached by an older version could be reused, but each version keeps
// its own cache so that deleting the older versions' caches (activate) also bounds this one.
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
// Game and banner artwork is the same across versions: kept by every version, bounded to MEDIA_MAX_ENTRIES.
const MEDIA_CACHE = `${PREFIX}media`;
const MEDIA_MAX_ENTRIES = 60;
const SHELL_URL = '/index.html';
/** How long a navigation waits for the network before the saved shell is shown instead (lie-fi). */
const NAVIGATION_TIMEOUT_MS = 4000;
const NEVER_INTERCEPTED = /^\/(api|dev)(\/|$)/;
/** Navigations to these go to the server (the API, the dev stand-ins, the rules documents under /media). */
const NOT_APP_PAGES = /^\/(api|dev|media|assets)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([SHELL_CACHE, ASSET_CACHE, MEDIA_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(PREFIX) && !current.has(name)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_INTERCEPTED.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    if (request.destination === 'document' && !NOT_APP_PAGES.test(url.pathname)) {
      event.respondWith(navigation(request));
    }
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, request));
    return;
  }
  if (url.pathname.startsWith('/media/') && request.destination === 'image') {
    event.respondWith(staleWhileRevalidate(event, request));
    return;
  }
  if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: SHELL_CACHE }).then((hit) => hit ?? fetch(request)));
  }
});

// A page tells the worker which files it loaded before the worker controlled it (src/app/service-worker.ts),
// so the route the player opened first also starts offline; they come from the HTTP cache, not the network.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-loaded' || !Array.isArray(data.urls)) return;
  const assets = [];
  const media = [];
  for (const href of data.urls) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    if (url.pathname.startsWith('/assets/')) assets.push(url.pathname);
    else if (url.pathname.startsWith('/media/') && !url.pathname.startsWith('/media/rules/')) media.push(url.href);
  }
  event.waitUntil(
    Promise.all([addMissing(ASSET_CACHE, assets), addMissing(MEDIA_CACHE, media.slice(-MEDIA_MAX_ENTRIES))]),
  );
});

/** Network first; the saved shell when the network fails, is known to be down, or hangs. */
async function navigation(request) {
  const saved = () => caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
  if (self.navigator.onLine === false) {
    const shell = await saved();
    if (shell) return shell;
  }
  const network = fetch(request);
  // When the saved shell answers first, the late network failure is expected: not an unhandled rejection.
  network.catch(() => undefined);
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(undefined), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, timeout.then(saved)]);
    if (response) return response;
    return await network;
  } catch (error) {
    const shell = await saved();
    if (shell) return shell;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Hashed files never change: the cache answers, else the network, whose reply is kept. */
async function cacheFirst(event, request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/** Artwork: the saved copy at once and a fresh one for next time; the network when nothing is saved. */
async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(MEDIA_CACHE);
  const hit = await cache.match(request);
  const refresh = fetch(request).then((response) => {
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(cache.put(request, copy).then(() => trim(cache)));
    }
    return response;
  });
  if (hit) {
    event.waitUntil(refresh.catch(() => undefined));
    return hit;
  }
  return refresh;
}

/** Drops the oldest entries (keys() lists them in insertion order) above MEDIA_MAX_ENTRIES. */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MEDIA_MAX_ENTRIES)).map((key) => cache.delete(key)));
}

async function addMissing(cacheName, urls) {
  if (urls.length === 0) return;
  const cache = await caches.open(cacheName);
  for (const url of urls) {
    if (await caches.match(url)) continue;
    try {
      const response = await fetch(url);
      if (response.ok && response.type === 'basic') await cache.put(url, response);
    } catch {
      // Offline already: the file is cached the next time a page loads it.
    }
  }
  if (cacheName === MEDIA_CACHE) await trim(cache);
}
