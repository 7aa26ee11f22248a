// Registers the service worker that the production build writes (docs/architecture.md)
// (src/app/sw.ts → /sw.js, vite.config.ts), after the page has loaded so it never competes with the
// first render. The dev server has none. Called once by the lazily loaded app extras
// (src/features/startup/app-extras.tsx), so none of this is in the initial JavaScript.

const SERVICE_WORKER_URL = '/sw.js';

/** Same-origin hashed files and artwork this page loaded before the worker controlled it. */
function loadedFiles(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin && /^\/(assets|media)\//.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

async function register(container: ServiceWorkerContainer) {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  // Blocked registrations (an automated browser) resolve to nothing.
  if (!registration) return;
  const ready = await container.ready;
  // The worker only sees the requests made once it controls the page: hand it what the first visit
  // already loaded (the opened route's chunks), so that route also starts offline next time.
  ready.active?.postMessage({ type: 'cache-loaded', urls: loadedFiles() });
  // Files that arrived between that message and the worker taking control (it claims the page on activation):
  // hand them over too once it does, as the page's later requests go through it anyway.
  container.addEventListener(
    'controllerchange',
    () => container.controller?.postMessage({ type: 'cache-loaded', urls: loadedFiles() }),
    { once: true },
  );
}

/** The longest the registration waits for an idle moment after the load. */
const SW_IDLE_TIMEOUT_MS = 5_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const start = () => {
    register(container).catch((error: unknown) => {
      // Without a worker the app works as before (only not offline): worth a warning, not an error screen.
      console.warn('Service worker registration failed', error);
    });
  };
  // After the load and once the browser is idle (docs/architecture.md#performance): a first install downloads the
  // offline shell, which must not compete with the page's own first screen on a slow phone and network.
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: SW_IDLE_TIMEOUT_MS });
    else setTimeout(start, SW_IDLE_TIMEOUT_MS / 5);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
