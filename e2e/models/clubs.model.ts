import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';

/** docs/product.md#entities-content club as GET clubs/map/info gives it. */
export interface ClubRow {
  id: number;
  info: { name: string; address: string; withdrawal_limit: number };
  map_position: { lat: number; lon: number } | null;
}

/** docs/product.md#constants-money: money with a thin space between thousands. */
export const htg = (amount: string) => `${amount.replace(/ /g, '\u2009')} HTG`;

/** /clubs (map + the list of buttons beside it) and /clubs-list (features/clubs). */
export class ClubsModel {
  constructor(readonly page: Page) {}

  content = () => this.page.getByTestId('clubs');
  /** The map's box; data-state is the club map machine's state (static.*, loading, starting, interactive, failed). */
  map = () => this.page.getByTestId('club-map');
  canvas = () => this.map().locator('canvas.maplibregl-canvas');
  /** MapLibre's markers (buttons). */
  markers = () => this.page.getByTestId('club-marker');
  marker = (name: string) => this.map().getByRole('button', { name, exact: true });
  /** The static map: its base image and its markers (links in an SVG over it). */
  staticMap = () => this.page.getByTestId('club-map-static');
  staticImage = () => this.staticMap().locator('img');
  pins = () => this.page.getByTestId('club-pin');
  pin = (name: string) => this.staticMap().getByRole('link', { name, exact: true });
  /** The club's details: MapLibre's popup or the static map's card. */
  popup = () => this.page.getByTestId('club-popup');
  popupClose = () => this.page.locator('.maplibregl-popup').getByRole('button', { name: 'Close' });
  cardClose = () => this.popup().getByRole('button', { name: 'Close' });
  mapNotice = () => this.map().getByRole('status');
  showButton = (name: string) => this.page.getByTestId('club-show').filter({ hasText: name });
  items = () => this.page.getByTestId('club-item');
  item = (name: string) => this.items().filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  failed = () => this.page.getByTestId('clubs-failed');

  async clubs(): Promise<ClubRow[]> {
    const res = await this.page.request.get('/api/v1/clubs/map/info');
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { list: ClubRow[] }).list;
  }

  /** /clubs with MapLibre in front: the player touches (phone) or clicks (desktop) the static map. */
  async gotoMap() {
    await this.gotoStaticMap();
    await this.reachForMap();
    await expect(this.map()).toHaveAttribute('data-state', 'interactive', { timeout: 20_000 });
  }

  /** /clubs as it opens: the static map and its markers. */
  async gotoStaticMap() {
    await this.page.goto('/clubs');
    await expect(this.content()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(this.map()).toHaveAttribute('data-state', /^static\./);
    await expect(this.pins().first()).toBeVisible();
  }

  /**
   * Touches (phone) or clicks (desktop) the static map's sea, top left, away from the markers. The server's
   * HTML may show the map before the page's script runs: until then a touch does nothing, so it is repeated.
   */
  async reachForMap() {
    const touch = (this.page.viewportSize()?.width ?? 0) < 1024;
    await expect(async () => {
      if (touch) await this.map().tap({ position: { x: 12, y: 12 } });
      else await this.map().click({ position: { x: 12, y: 12 } });
      await expect(this.map()).not.toHaveAttribute('data-state', /^static\./, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** The page never goes idle (requestIdleCallback never calls back): MapLibre waits for the player. */
  async neverIdle() {
    await this.page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  }

  /** Routes the chunk with MapLibre's code (found by its content) to `handle`; other scripts pass. */
  async routeMapLibre(handle: (route: Route) => Promise<void>) {
    await this.page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      if (isMapLibre(await response.text())) await handle(route);
      else await route.fulfill({ response });
    });
  }

  /** Centres of the markers in the page, by club id. */
  async markerCentres(markers: Locator): Promise<Record<string, { x: number; y: number }>> {
    const entries = await markers.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return [element.getAttribute('data-club-id'), { x: box.x + box.width / 2, y: box.y + box.height / 2 }];
      }),
    );
    return Object.fromEntries(entries);
  }

  /**
   * Waits until the map is at rest: its markers stay where they are from one frame to the next (a club shown makes
   * the map fly to it, src/features/clubs/club-map-gl.tsx, and mid-flight the markers pass over each other).
   */
  async untilMapAtRest() {
    const still = () =>
      this.markers().evaluateAll(async (elements) => {
        const where = () =>
          elements.map((element) => element.getBoundingClientRect()).map((box) => `${box.x},${box.y}`);
        const before = where().join(' ');
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return where().join(' ') === before;
      });
    await expect.poll(still, { message: 'the map comes to rest' }).toBe(true);
  }

  async gotoList() {
    await this.page.goto('/clubs-list');
    await expect(this.content()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  }
}

/** MapLibre's code: its chunk is the only script that names MapLibre's canvas class. */
export const isMapLibre = (script: string) => script.includes('maplibregl-canvas');

/** Every request the page (and its workers) makes, from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
