/// <reference lib="webworker" />
// The app's service worker (docs/architecture.md "Installable offline shell"), built into dist/sw.js by
// vite-plugin-pwa (injectManifest, vite.config.ts): Workbox writes the shell's files into
// self.__WB_MANIFEST (index.html, the entry chunk with its static imports and their CSS, the English shell
// catalogue, the chunks every first render of / waits for, fonts, the manifest, the favicon and the small
// icons; scripts/vite/shell-precache.ts picks them) and Workbox's strategies answer the requests:
// - a navigation to an app page: the network; the saved shell when it fails or hangs for 4 s (nothing is stored);
// - /assets/*: hashed files never change, so the cache answers first; a chunk is kept the first time it loads;
// - /media/* images: the saved copy at once and a fresh one for next time, the last 60 kept;
// - the shell's other files: from the shell cache.
// Never intercepted (no route, so the browser goes to the network as if there were no worker): /api/* and
// /dev/* requests, and any request that is not a GET. API replies are never stored in or served from a
// cache, so a balance, a payment, a bet or anything else with money is never stale: offline, the API calls
// fail and the app says it is offline.
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const MANIFEST = self.__WB_MANIFEST;

/** A short hash of the shell (names and revisions): a new shell installs a new worker with new caches. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}
const VERSION = versionOf(JSON.stringify(MANIFEST));

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
const NAVIGATION_TIMEOUT_S = 4;
/** Navigations to these go to the server (the API, the dev stand-ins, the rules documents under /media). */
const NOT_APP_PAGES = /^\/(api|dev|media|assets)(\/|$)/;

const isAsset = (path: string) => path.startsWith('/assets/');
const SHELL = MANIFEST.map((entry) => new URL(entry.url, self.location.href).pathname);
const SHELL_FILES = new Set(SHELL.filter((path) => !isAsset(path)));
const sameOrigin = (url: URL) => url.origin === self.location.origin;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const [shell, assets] = await Promise.all([caches.open(SHELL_CACHE), caches.open(ASSET_CACHE)]);
      await Promise.all([shell.addAll([...SHELL_FILES]), assets.addAll(SHELL.filter(isAsset))]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([SHELL_CACHE, ASSET_CACHE, MEDIA_CACHE]);
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && !current.has(name));
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** Pages are never stored (a signed-in page is the player's); when the network fails or hangs, the shell. */
const shellInstead: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ?? (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })),
};
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    request.destination === 'document' &&
    sameOrigin(url) &&
    !NOT_APP_PAGES.test(url.pathname),
  new NetworkFirst({ cacheName: SHELL_CACHE, networkTimeoutSeconds: NAVIGATION_TIMEOUT_S, plugins: [shellInstead] }),
);

const assets = new CacheFirst({ cacheName: ASSET_CACHE });
registerRoute(({ url }) => sameOrigin(url) && isAsset(url.pathname), assets);

const mediaExpiration = new ExpirationPlugin({ maxEntries: MEDIA_MAX_ENTRIES });
registerRoute(
  ({ request, url }) => sameOrigin(url) && url.pathname.startsWith('/media/') && request.destination === 'image',
  new StaleWhileRevalidate({ cacheName: MEDIA_CACHE, plugins: [mediaExpiration] }),
);
/** Artwork handed over by a page (below) is fetched only when missing. */
const mediaFill = new CacheFirst({ cacheName: MEDIA_CACHE, plugins: [mediaExpiration] });

registerRoute(
  ({ url }) => sameOrigin(url) && SHELL_FILES.has(url.pathname),
  new CacheFirst({ cacheName: SHELL_CACHE }),
);

// A page tells the worker which files it loaded before the worker controlled it (src/app/service-worker.ts),
// so the route the player opened first also starts offline; they come from the HTTP cache, not the network.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'cache-loaded' || !Array.isArray(data.urls)) return;
  const asked: Promise<unknown>[] = [];
  const media: string[] = [];
  for (const href of data.urls) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    if (!sameOrigin(url)) continue;
    if (isAsset(url.pathname)) asked.push(assets.handle({ event, request: new Request(url.pathname) }));
    else if (url.pathname.startsWith('/media/') && !url.pathname.startsWith('/media/rules/')) media.push(url.href);
  }
  for (const href of media.slice(-MEDIA_MAX_ENTRIES))
    asked.push(mediaFill.handle({ event, request: new Request(href) }));
  // Offline already: a file that cannot be fetched is cached the next time a page loads it.
  event.waitUntil(Promise.allSettled(asked));
});
