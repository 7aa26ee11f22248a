import { expect, type Page, type Request } from '@playwright/test';

/** spec §3 club as GET clubs/map/info gives it. */
export interface ClubRow {
  id: number;
  info: { name: string; address: string; withdrawal_limit: number };
  map_position: { lat: number; lon: number } | null;
}

/** spec §9: money with a thin space between thousands. */
export const htg = (amount: string) => `${amount.replace(/ /g, '\u2009')} HTG`;

/** /clubs (map + the list of buttons beside it) and /clubs-list (features/clubs). */
export class ClubsModel {
  constructor(readonly page: Page) {}

  content = () => this.page.getByTestId('clubs');
  map = () => this.page.getByTestId('club-map');
  canvas = () => this.map().locator('canvas.maplibregl-canvas');
  markers = () => this.page.getByTestId('club-marker');
  marker = (name: string) => this.map().getByRole('button', { name, exact: true });
  popup = () => this.page.getByTestId('club-popup');
  popupClose = () => this.page.locator('.maplibregl-popup').getByRole('button', { name: 'Close' });
  showButton = (name: string) => this.page.getByTestId('club-show').filter({ hasText: name });
  items = () => this.page.getByTestId('club-item');
  item = (name: string) => this.items().filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  failed = () => this.page.getByTestId('clubs-failed');

  async clubs(): Promise<ClubRow[]> {
    const res = await this.page.request.get('/api/v1/clubs/map/info');
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { list: ClubRow[] }).list;
  }

  async gotoMap() {
    await this.page.goto('/clubs');
    await expect(this.content()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    await expect(this.map()).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  }

  async gotoList() {
    await this.page.goto('/clubs-list');
    await expect(this.content()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  }
}

/** Every request the page (and its workers) makes, from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}
