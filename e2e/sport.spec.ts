// docs/product.md#routes-list /sport: the sportsbook iframe opens at the route query page (live, all, bets) with parent
// and betcode; its hash messages decide the tracked sub-page (data-sport-page) and the address query, so the
// header and tab links show the current one; a header or tab link sends the frame to that page. Only
// messages from the sportsbook frame count.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { LayoutModel } from './models/layout.model';

const FRAME = 'iframe[title="Sport betting"]';

class SportModel {
  /** Every document the sportsbook frame loaded (a reload adds one). */
  readonly loads: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/dev/sport') {
        this.loads.push(request.url());
      }
    });
  }

  root = () => this.page.getByTestId('sport-page');
  iframe = () => this.page.locator(FRAME);
  frame = () => this.page.frameLocator(FRAME);
  /** The links a player uses: the tab bar on phones, the header on desktops. */
  nav = () => (isMobile(this.page) ? this.page.getByTestId('mobile-tabs') : this.page.getByTestId('site-header'));

  async open(path: string) {
    await new LayoutModel(this.page).goto(path);
    await expect(this.root()).toHaveAttribute('data-state', 'ready');
  }
}

test('opens the sportsbook at Live; My bets inside the frame is tracked in the address without a reload, and the Live link goes back', async ({
  page,
}) => {
  const sport = new SportModel(page);
  await sport.open('/sport?page=live');
  await expect(sport.iframe()).toHaveAttribute('src', /\/dev\/sport\?page=live&parent=http%3A%2F%2F127\.0\.0\.1/);
  await expect(sport.iframe()).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await expect(sport.iframe()).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'live');
  await expect(sport.nav().getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page);

  await sport.frame().getByRole('button', { name: 'My bets' }).click();
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'my-bets');
  await expect(page).toHaveURL(/\/sport\?(.*&)?page=bets(&|$)/);
  await expect(sport.nav().getByRole('link', { name: 'Live' })).not.toHaveAttribute('aria-current');
  if (isMobile(page)) {
    await expect(sport.nav().getByRole('link', { name: 'My bets' })).toHaveAttribute('aria-current', 'page');
  }
  // Mirroring the hash did not reload the frame: it still shows My bets.
  await expect(sport.frame().getByRole('button', { name: 'My bets' })).toHaveAttribute('aria-pressed', 'true');
  expect(sport.loads).toHaveLength(1);

  await sport.nav().getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(/\/sport\?(.*&)?page=live(&|$)/);
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'live');
  await expect(sport.frame().getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sport.nav().getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
  expect(sport.loads).toHaveLength(2);
  expect(new URL(sport.loads[1] ?? '').searchParams.get('page')).toBe('live');
});

test('the Sport link sends the frame to all sports', async ({ page }) => {
  const sport = new SportModel(page);
  await sport.open('/sport?page=live');
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'live');
  await sport.nav().getByRole('link', { name: 'Sport', exact: true }).click();
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'all');
  await expect(sport.frame().getByRole('heading', { name: 'All sports' })).toBeVisible();
  await expect(sport.nav().getByRole('link', { name: 'Sport', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('ignores a sport-hash message that does not come from the sportsbook frame', async ({ page }) => {
  const sport = new SportModel(page);
  await sport.open('/sport?page=live');
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'live');
  // Same origin and shape as the sportsbook's own message, but posted by the top window itself. The
  // promise settles after every listener (the page's came first) has seen the message.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', () => setTimeout(resolve, 50), { once: true });
        window.postMessage({ type: 'sport-hash', hash: '#/all' }, '*');
      }),
  );
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'live');
  await expect(page).toHaveURL(/page=live/);
  // The very same message from the frame's window counts.
  const frame = page.frames().find((f) => new URL(f.url()).pathname === '/dev/sport');
  await frame?.evaluate(() => window.parent.postMessage({ type: 'sport-hash', hash: '#/all' }, '*'));
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'all');
  await expect(page).toHaveURL(/page=all/);
});

test('passes the bet code to the sportsbook', async ({ page }) => {
  const sport = new SportModel(page);
  await sport.open('/sport?page=all&betcode=HT2024X');
  await expect(sport.iframe()).toHaveAttribute('src', /[?&]betcode=HT2024X(&|$)/);
  await expect(sport.frame().locator('#betcode')).toHaveText('HT2024X');
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'all');
});

test('says when the sportsbook cannot be opened, and retry opens it', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors();
  let fail = true;
  await page.route('**/api/v1/games/url*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } })
      : route.continue(),
  );
  await new LayoutModel(page).goto('/sport?page=live');
  const sport = new SportModel(page);
  await expect(sport.root()).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('The sportsbook could not be opened.');
  await expectAxeClean(page);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(sport.root()).toHaveAttribute('data-state', 'ready');
  await expect(sport.root()).toHaveAttribute('data-sport-page', 'live');
});
