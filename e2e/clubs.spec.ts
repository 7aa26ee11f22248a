// docs/product.md#routes-clubs /clubs and /clubs-list (club list and map: address and withdrawal limit),
// docs/product.md#entities-content club, docs/product.md#calls-list GET clubs/map/info; docs/architecture.md#stack:
// MapLibre loads with the /clubs route only and draws an offline style, so the map makes no request outside the app's
// own origin. /clubs opens on a static map (the server's SVG and SVG markers, no MapLibre); MapLibre loads when the
// player touches, clicks or focuses the map, or a while after the page went idle, and takes over the same view in
// place.
import { expect, expectAxeClean, test } from './fixtures';
import { ClubsModel, htg, isMapLibre, recordRequests } from './models/clubs.model';

test('/clubs opens on the static map with every marker and no MapLibre; a touch or click lets MapLibre take over in place', async ({
  page,
}) => {
  const clubs = new ClubsModel(page);
  await clubs.neverIdle();
  const placed = (await clubs.clubs()).filter((club) => club.map_position !== null);
  const requests = recordRequests(page);
  await clubs.gotoStaticMap();

  await expect(clubs.staticImage()).toHaveAttribute('src', '/media/map/clubs.svg');
  await expect.poll(() => clubs.staticImage().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(clubs.pins()).toHaveCount(placed.length);
  for (const club of placed) await expect(clubs.pin(club.info.name)).toBeVisible();
  await expectAxeClean(page);

  // Nothing of MapLibre has been asked for: no code, no worker, no country shapes, no canvas.
  await page.waitForLoadState('networkidle');
  const scripts = [...new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()))];
  for (const url of scripts) expect(isMapLibre(await (await page.request.get(url)).text()), url).toBe(false);
  const paths = requests.map((request) => new URL(request.url()).pathname);
  expect(paths.filter((path) => /maplibre|countries\.json/.test(path))).toEqual([]);
  await expect(clubs.canvas()).toHaveCount(0);
  await expect(clubs.map()).toHaveAttribute('data-state', 'static.waiting');

  const box = await clubs.map().boundingBox();
  const pins = await clubs.markerCentres(clubs.pins());
  await clubs.reachForMap();
  await expect(clubs.map()).toHaveAttribute('data-state', 'interactive', { timeout: 20_000 });
  await expect(clubs.canvas()).toBeVisible();
  await expect(clubs.staticMap()).toHaveCount(0);
  await expect(clubs.markers()).toHaveCount(placed.length);
  // Same box, same view: every MapLibre marker sits where the static one was.
  expect(await clubs.map().boundingBox()).toEqual(box);
  const markers = await clubs.markerCentres(clubs.markers());
  expect(Object.keys(markers).sort()).toEqual(Object.keys(pins).sort());
  for (const [id, at] of Object.entries(pins)) {
    expect(Math.abs((markers[id]?.x ?? 0) - at.x), `club ${id} x`).toBeLessThan(1.5);
    expect(Math.abs((markers[id]?.y ?? 0) - at.y), `club ${id} y`).toBeLessThan(1.5);
  }
});

test('/clubs: the static map is reached by keyboard; should MapLibre fail to load, it stays and its cards work', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allowNetworkErrors();
  const clubs = new ClubsModel(page);
  await clubs.neverIdle();
  await clubs.routeMapLibre((route) => route.abort());
  await clubs.gotoStaticMap();

  // Tab from the link before the map reaches its first marker; focusing the map asks for MapLibre.
  const placed = (await clubs.clubs()).filter((club) => club.map_position !== null);
  const first = placed[0]?.info.name ?? '';
  await expect(async () => {
    await page.getByRole('link', { name: 'See all clubs as a list' }).first().focus();
    await page.keyboard.press('Tab');
    await expect(clubs.pin(first)).toBeFocused({ timeout: 1_000 });
    await expect(clubs.map()).not.toHaveAttribute('data-state', /^static\./, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(clubs.map()).toHaveAttribute('data-state', 'failed');
  await expect(clubs.mapNotice()).toContainText('The zoomable map could not load.');
  await expect(clubs.pins()).toHaveCount(placed.length);

  // Every marker is a stop of the tab order; Enter opens the club's card and focus moves into it.
  for (const club of placed.slice(1, 5)) {
    await page.keyboard.press('Tab');
    await expect(clubs.pin(club.info.name)).toBeFocused();
  }
  await expect(clubs.pin('Club Cap-Haïtien')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toContainText('Club Cap-Haïtien');
  await expect(clubs.popup()).toContainText('Rue 24 B, Cap-Haïtien');
  await expect(clubs.popup()).toContainText(`Withdrawal limit: ${htg('75 000')}`);
  await expect(clubs.pin('Club Cap-Haïtien')).toHaveAttribute('aria-expanded', 'true');
  await expect(clubs.cardClose()).toBeFocused();
  await expectAxeClean(page, { include: '[data-testid=club-map]' });
  // Closing gives focus back to the marker; Escape closes too.
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toHaveCount(0);
  await expect(clubs.pin('Club Cap-Haïtien')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toContainText('Club Cap-Haïtien');
  await page.keyboard.press('Escape');
  await expect(clubs.popup()).toHaveCount(0);
  await expect(clubs.pin('Club Cap-Haïtien')).toBeFocused();

  // The list's buttons open the same cards; the message's retry asks for MapLibre again.
  await clubs.showButton('Club Jacmel').click();
  await expect(clubs.popup()).toContainText(`Withdrawal limit: ${htg('20 000')}`);
  await clubs.mapNotice().getByRole('button', { name: 'Try again' }).click();
  await expect(clubs.map()).toHaveAttribute('data-state', 'failed');
  await expect(clubs.canvas()).toHaveCount(0);
});

test('/clubs: a static marker opens its card at once; MapLibre takes over with the same club open, and focus follows', async ({
  page,
}) => {
  const clubs = new ClubsModel(page);
  await clubs.neverIdle();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await clubs.routeMapLibre(async (route) => {
    await released;
    await route.continue();
  });
  await clubs.gotoStaticMap();
  await expect(async () => {
    await clubs.pin('Club Cap-Haïtien').click({ timeout: 1_000 });
    await expect(clubs.popup()).toContainText('Club Cap-Haïtien', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(clubs.map()).toHaveAttribute('data-state', 'loading');
  await expect(clubs.popup()).toContainText(`Withdrawal limit: ${htg('75 000')}`);
  await expect(clubs.cardClose()).toBeFocused();

  release();
  await expect(clubs.map()).toHaveAttribute('data-state', 'interactive', { timeout: 20_000 });
  await expect(clubs.popupClose()).toBeFocused();
  await expect(clubs.popup()).toContainText('Rue 24 B, Cap-Haïtien');
  await expect(clubs.marker('Club Cap-Haïtien')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toHaveCount(0);
  await expect(clubs.marker('Club Cap-Haïtien')).toBeFocused();

  // From a focused marker, the keyboard goes on to MapLibre's markers.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toHaveCount(1);
  await expect(clubs.marker('Club Cap-Haïtien')).toHaveAttribute('aria-expanded', 'false');
});

test('/clubs: with nobody touching it, MapLibre loads by itself 5 s after the page went idle', async ({ page }) => {
  const clubs = new ClubsModel(page);
  await page.clock.install();
  // The page's clock runs on by itself until it is paused: the moment the map went idle is noted in the page by its
  // own clock, and the clock is then stopped 4 s after it, however long the test took to see it (a busy machine).
  await page.addInitScript(() => {
    const w = window as never as { __mapIdleAt?: number };
    new MutationObserver(() => {
      if (w.__mapIdleAt === undefined && document.querySelector('[data-testid="club-map"][data-state="static.idle"]')) {
        w.__mapIdleAt = Date.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  const requests = recordRequests(page);
  await clubs.gotoStaticMap();
  const idleAt = await page
    .waitForFunction(() => (window as never as { __mapIdleAt?: number }).__mapIdleAt, null, { timeout: 10_000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
  await page.clock.pauseAt(idleAt + 4_000);
  await expect(clubs.map()).toHaveAttribute('data-state', 'static.idle');
  expect(requests.some((request) => new URL(request.url()).pathname === '/media/map/countries.json')).toBe(false);
  await page.clock.runFor(1_000);
  await expect(clubs.map()).not.toHaveAttribute('data-state', 'static.idle');
  // MapLibre draws on the page's frames and timers: the clock runs again.
  await page.clock.resume();
  await expect(clubs.map()).toHaveAttribute('data-state', 'interactive', { timeout: 20_000 });
  await expect(clubs.canvas()).toBeVisible();
});

test('/clubs draws the offline map with one marker per placed club, and nothing leaves 127.0.0.1', async ({ page }) => {
  const requests = recordRequests(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const clubs = new ClubsModel(page);
  const all = await clubs.clubs();
  const placed = all.filter((club) => club.map_position !== null);
  expect(placed.length).toBeGreaterThan(0);
  expect(placed.length).toBeLessThan(all.length);

  await clubs.gotoMap();
  await expect(clubs.canvas()).toBeVisible();
  await expect(clubs.markers()).toHaveCount(placed.length);
  for (const club of placed) await expect(clubs.marker(club.info.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all clubs as a list' }).first()).toHaveAttribute(
    'href',
    '/clubs-list',
  );

  // A marker opens the popup with the club's address and limit (Cap-Haïtien stands alone on the map).
  await clubs.marker('Club Cap-Haïtien').click();
  await expect(clubs.popup()).toContainText('Club Cap-Haïtien');
  await expect(clubs.popup()).toContainText('Rue 24 B, Cap-Haïtien');
  await expect(clubs.popup()).toContainText(`Withdrawal limit: ${htg('75 000')}`);
  await expect(clubs.marker('Club Cap-Haïtien')).toHaveAttribute('aria-expanded', 'true');

  // The offline style's shapes came from our own server; no request went anywhere else. The markers are DOM
  // elements that can show before MapLibre's worker has asked for the shapes, so wait for that request.
  await expect
    .poll(() => requests.some((request) => new URL(request.url()).pathname === '/media/map/countries.json'))
    .toBe(true);
  const outside = requests.map((request) => request.url()).filter((url) => !/^(data|blob):/.test(url));
  expect(outside.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([]);
  expect(failed).toEqual([]);
});

test('/clubs: the list beside the map is the keyboard way to every popup', async ({ page }) => {
  const clubs = new ClubsModel(page);
  await clubs.gotoMap();

  const petionVille = clubs.showButton('Club Pétion-Ville');
  await petionVille.focus();
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toContainText('45 Rue Grégoire, Pétion-Ville');
  await expect(clubs.popup()).toContainText('Withdrawal limit: unlimited');
  // Focus moved into the popup; closing it gives focus back to the button.
  await expect(clubs.popupClose()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(clubs.popup()).toHaveCount(0);
  await expect(petionVille).toBeFocused();

  await clubs.showButton('Club Jacmel').click();
  await expect(clubs.popup()).toContainText(`Withdrawal limit: ${htg('20 000')}`);
  // The club without coordinates is not on the map: the page points to the list.
  await expect(clubs.showButton('Club Hinche')).toHaveCount(0);
  await expect(page.getByText('1 club is not on the map yet.')).toBeVisible();
  // axe reads the map where the player reads it, at rest over Jacmel.
  await clubs.untilMapAtRest();
  await expectAxeClean(page);
});

test('/clubs-list lists every club with address and limit, the one without coordinates too', async ({ page }) => {
  const clubs = new ClubsModel(page);
  const all = await clubs.clubs();
  await clubs.gotoList();
  await expect(clubs.items()).toHaveCount(all.length);
  await expect(clubs.item('Club Hinche')).toContainText('Rue Charlemagne Péralte, Hinche');
  await expect(clubs.item('Club Hinche')).toContainText(`Withdrawal limit: ${htg('15 000')}`);
  await expect(clubs.item('Club Saint-Marc')).toContainText('Withdrawal limit: unlimited');
  await expect(clubs.item('Club Delmas 33')).toContainText(`Withdrawal limit: ${htg('100 000')}`);
  await expect(page.getByRole('link', { name: 'See the clubs on the map' })).toHaveAttribute('href', '/clubs');
  // The list page does not load the map library.
  await expect(page.locator('.maplibregl-map')).toHaveCount(0);
  await expectAxeClean(page);
});

test.describe('loaded by the browser', () => {
  // The clubs call is broken in the browser: the page must load it there, not arrive with it (e2e/fixtures.ts).
  test.use({ serverRendering: false });
  test('/clubs-list says when the clubs cannot be loaded, and retry loads them', async ({ page, consoleWatch }) => {
    consoleWatch.allowNetworkErrors();
    let fail = true;
    await page.route('**/api/v1/clubs/map/info', (route) =>
      fail ? route.fulfill({ status: 400, json: { success: false, message: 'Bad request' } }) : route.continue(),
    );
    const clubs = new ClubsModel(page);
    await page.goto('/clubs-list');
    await expect(clubs.failed()).toContainText('Oops! Clubs not loaded');
    await expect(clubs.content()).toHaveAttribute('data-state', 'failed');
    fail = false;
    await clubs.failed().getByRole('button', { name: 'Try again' }).click();
    await expect(clubs.content()).toHaveAttribute('data-state', 'ready');
    await expect(clubs.items()).toHaveCount(10);
  });
});
test('maplibre loads with /clubs only: no script of / contains it', async ({ page }) => {
  const scriptsOf = async (path: string) => {
    const requests = recordRequests(page);
    if (path === '/clubs') await new ClubsModel(page).gotoMap();
    else {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    page.removeAllListeners('request');
    return [...new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()))];
  };
  const isMapLibreUrl = async (url: string) => isMapLibre(await (await page.request.get(url)).text());

  const home = await scriptsOf('/');
  const clubScripts = await scriptsOf('/clubs');
  const mapChunks = [];
  for (const url of clubScripts) if (await isMapLibreUrl(url)) mapChunks.push(url);
  expect(mapChunks.length).toBeGreaterThan(0);
  for (const url of mapChunks) expect(home).not.toContain(url);
  for (const url of home) expect(await isMapLibreUrl(url), url).toBe(false);
});
