// spec §2 /clubs and /clubs-list (club list and map: address and withdrawal limit), §3 club, §7 GET
// clubs/map/info; DESIGN.md §1: MapLibre loads with the /clubs route only and draws an offline style,
// so the map makes no request outside the app's own origin.
import { expect, expectAxeClean, test } from './fixtures';
import { ClubsModel, htg, recordRequests } from './models/clubs.model';

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

test('maplibre loads with /clubs only: no script of / contains it', async ({ page }) => {
  const scriptsOf = async (path: string) => {
    const requests = recordRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/clubs') await expect(new ClubsModel(page).map()).toHaveAttribute('data-state', 'ready');
    else await page.waitForLoadState('networkidle');
    page.removeAllListeners('request');
    return [...new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()))];
  };
  const isMapLibre = async (url: string) => (await (await page.request.get(url)).text()).includes('maplibregl-canvas');

  const home = await scriptsOf('/');
  const clubScripts = await scriptsOf('/clubs');
  const mapChunks = [];
  for (const url of clubScripts) if (await isMapLibre(url)) mapChunks.push(url);
  expect(mapChunks.length).toBeGreaterThan(0);
  for (const url of mapChunks) expect(home).not.toContain(url);
  for (const url of home) expect(await isMapLibre(url), url).toBe(false);
});
