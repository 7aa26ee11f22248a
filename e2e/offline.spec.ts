// "Installable offline shell" in docs/architecture.md#performance: the web app manifest and its icons; the service
// worker that the build writes (scripts/vite/service-worker.ts) caches the app shell, so a repeat visit starts offline
// with the offline notice, while API replies are never stored, so nothing with money is ever stale.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { createPlayer, logInAs } from './models/players';

// The rest of the suite blocks service workers (playwright.config.ts) so that page.route always sees the
// requests; these tests are about the worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims the page it was installed from). */
async function waitForWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/** Every URL in the app's caches, per cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map(({ url }) => url.slice(location.origin.length));
    }
    return result;
  });
}

/** Whether a fetch made by the page (through the service worker) gets an answer. */
const fetchFromPage = (page: Page, path: string) =>
  page.evaluate(
    (url) =>
      fetch(url).then(
        () => 'answered',
        () => 'failed',
      ),
    path,
  );

/** The content type of the app's cached reply for this URL (null when nothing is cached). */
const cachedType = (page: Page, path: string) =>
  page.evaluate(async (url) => (await caches.match(url))?.headers.get('content-type') ?? null, path);

const allCached = async (page: Page) => Object.values(await cachedUrls(page)).flat();

/** The header and the navigation: the phone's tab bar, the desktop header's main navigation. */
async function expectShell(page: Page) {
  await expect(page.getByTestId('site-header')).toBeVisible();
  const nav = isMobile(page)
    ? page.getByRole('navigation', { name: 'Sections' })
    : page.getByTestId('site-header').getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('critical-error')).toHaveCount(0);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
}

const OFFLINE_TEXT = 'You are offline. Showing what was saved; balances and payments need a connection.';

test('a repeat visit starts offline with the offline notice; API replies are never cached', async ({
  page,
  context,
  request,
  consoleWatch,
}) => {
  const player = await createPlayer(request, { balance: 4321 });
  await logInAs(page, player, '/');
  const layout = new LayoutModel(page);
  await layout.ready();
  await expect(layout.balance()).toContainText('4\u2009321 HTG');
  await waitForWorker(page);
  const precached = await allCached(page);
  expect(precached).toContain('/index.html');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(precached).toContain(entry);
  // The precache is the shell only: the lazy route chunks are not downloaded ahead of need.
  expect(precached.filter((url) => /\/assets\/promo-page-/.test(url))).toEqual([]);
  // The lobby's artwork goes to a small cache of its own.
  const artwork = async () => (await cachedUrls(page))['belchans-media'] ?? [];
  await expect.poll(async () => (await artwork()).length).toBeGreaterThan(0);
  expect((await artwork()).length).toBeLessThanOrEqual(60);
  expect(await cachedType(page, (await artwork())[0]!)).toMatch(/^image\//);

  // A route opened while the worker controls the page: its lazy chunk is cached as it loads.
  await page.goto('/promo');
  await expect(page.getByTestId('promo-offers')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect.poll(async () => (await allCached(page)).some((url) => /\/assets\/promo-page-/.test(url))).toBe(true);

  expect(await fetchFromPage(page, '/api/v1/user/balance/info')).toBe('answered');

  consoleWatch.allowNetworkErrors();
  await context.setOffline(true);
  await page.goto('/');
  await expectShell(page);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expect(notice).toBeVisible();
  await expectAxeClean(page, { include: '[data-testid=offline-notice]' });
  // The unreachable-server alert gives way to the calmer offline notice.
  await expect(page.getByTestId('connection-notice')).toHaveCount(0);
  // Nothing with money comes from a cache: no balance in the header, and the API itself fails.
  await expect(page.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
  await expect(layout.balance()).toHaveCount(0);
  expect(await fetchFromPage(page, '/api/v1/user/balance/info')).toBe('failed');

  await page.goto('/promo');
  await expectShell(page);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cached = await cachedUrls(page);
  expect(Object.keys(cached).length).toBeGreaterThan(0);
  expect(
    Object.values(cached)
      .flat()
      .filter((url) => url.startsWith('/api/') || url.startsWith('/dev/')),
  ).toEqual([]);

  // Back online: the notice goes and the session is checked again (the player is still signed in).
  const sessionCheck = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/session');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await sessionCheck;
  await expect(layout.balance()).toContainText('4\u2009321 HTG');
});

test('the route a first visit opened also starts offline', async ({ page, context, consoleWatch }) => {
  const layout = new LayoutModel(page);
  await layout.goto('/blog');
  await waitForWorker(page);
  // The blog chunk loaded before the worker was there: the page hands it over once the worker is ready.
  await expect.poll(async () => (await allCached(page)).some((url) => /\/assets\/blog-page-/.test(url))).toBe(true);

  consoleWatch.allowNetworkErrors();
  await context.setOffline(true);
  await page.reload();
  await expectShell(page);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the web app manifest is served and its icons have the declared sizes', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);

  const reply = await request.get('/manifest.webmanifest');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await reply.json();
  expect(manifest).toMatchObject({
    name: 'Bèl Chans',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0d1426',
    background_color: '#0d1426',
  });
  expect(manifest.short_name).toBeTruthy();
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);

  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  const declared = icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
  expect(declared).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    const bytes = await image.body();
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect(bytes.subarray(0, 8).toString('hex'), icon.src).toBe('89504e470d0a1a0a');
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});
