// docs/product.md#flows-startup-popup startup popup (only on /, 5 min since last shown, OK dismisses, no page scroll
// while shown) and app start (cookies, landing engagement after 30 s, support chat per config);
// docs/product.md#routes-list /uikit.
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { STARTUP_NOTICE, StartupModel } from './models/startup.model';

const DAY_S = 24 * 60 * 60;
const CONFIG = /\/api\/v1\/config(\?|$)/;
/** The popup and support chat load lazily after the page: on a busy machine that can take a while. */
const FIRST_LOAD_MS = 20_000;
const LANDING_ENGAGEMENT_MS = 30_000;

// Every test waits for lazily loaded chunks (the popup, the support chat) on top of the page.
test.beforeEach(() => test.slow());

test.describe('startup popup', () => {
  test.use({ showStartupPopup: true });

  test('shows the notice on / at a first visit; OK closes it and the page scrolls again', async ({ page }) => {
    const startup = new StartupModel(page);
    const before = Date.now();
    await page.goto('/');
    await expect(startup.dialog()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(startup.dialog()).toContainText(STARTUP_NOTICE);
    await startup.expectState('shown');
    expect(await startup.pageOverflow()).toBe('hidden');
    expect(await startup.shownAt()).toBeGreaterThanOrEqual(before);
    await expectAxeClean(page, { include: '[data-testid=startup-dialog]' });

    await startup.ok().click();
    await expect(startup.dialog()).toBeHidden();
    await startup.expectState('coolingDown');
    expect(await startup.pageOverflow()).toBe('');
    // The page underneath is usable again.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Escape dismisses it too', async ({ page }) => {
    const startup = new StartupModel(page);
    await page.goto('/');
    await expect(startup.dialog()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await page.keyboard.press('Escape');
    await expect(startup.dialog()).toBeHidden();
    expect(await startup.pageOverflow()).toBe('');
  });

  test('does not show on other routes, and shows once the player comes to /', async ({ page }) => {
    const startup = new StartupModel(page);
    const layout = new LayoutModel(page);
    await layout.goto('/top');
    await expect(startup.root()).toHaveAttribute('data-state', 'due', { timeout: FIRST_LOAD_MS });
    await expect(startup.dialog()).toHaveCount(0);
    expect(await startup.shownAt()).toBe(0);
    await layout.goto('/promo');
    await startup.expectState('due');
    await layout
      .header()
      .getByRole('link', { name: /Bèl Chans/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(startup.dialog()).toBeVisible();
  });

  test('does not show again within 5 minutes of the last showing, and shows again after', async ({ page }) => {
    await page.clock.install();
    const startup = new StartupModel(page);
    await page.goto('/');
    await expect(startup.dialog()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await startup.ok().click();
    await expect(startup.dialog()).toBeHidden();
    const shownAt = await startup.shownAt();

    // A reload 4 min later: still cooling down, until 5 min after it was shown, then back without a reload.
    await page.clock.fastForward('04:00');
    await page.reload();
    await expect(startup.root()).toHaveAttribute('data-state', 'coolingDown', { timeout: FIRST_LOAD_MS });
    await page.clock.pauseAt(shownAt + 5 * 60_000 - 1_000);
    await startup.expectState('coolingDown');
    await expect(startup.dialog()).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(startup.dialog()).toBeVisible();
    await startup.ok().click();
    await expect(startup.dialog()).toBeHidden();
    expect(await startup.shownAt()).toBeGreaterThanOrEqual(shownAt + 5 * 60_000);
  });
});

test('the shared fixture keeps the popup away: tests of / click freely', async ({ page }) => {
  const startup = new StartupModel(page);
  await new LayoutModel(page).goto('/');
  await expect(startup.root()).toHaveAttribute('data-state', 'coolingDown', { timeout: FIRST_LOAD_MS });
  await expect(startup.dialog()).toHaveCount(0);
});

test.describe('app start', () => {
  test.use({ timezoneId: 'America/Port-au-Prince' });

  test('sets last visited, time zone and offset, and the click id from the query for 7 days', async ({
    page,
    context,
  }) => {
    const start = Date.now() / 1000;
    await new LayoutModel(page).goto('/top?click_id=ad-42');
    await expect(new StartupModel(page).root()).toBeAttached({ timeout: FIRST_LOAD_MS });
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    const offset = await page.evaluate(() => String(-new Date().getTimezoneOffset()));
    expect(cookies.timezone?.value).toBe('America%2FPort-au-Prince');
    expect(['-300', '-240']).toContain(offset);
    expect(cookies.timezone_offset?.value).toBe(offset);
    expect(cookies.click_id?.value).toBe('ad-42');
    const lastVisited = decodeURIComponent(cookies.last_visited?.value ?? '');
    expect(Date.parse(lastVisited) / 1000).toBeGreaterThanOrEqual(Math.floor(start) - 1);
    for (const name of ['last_visited', 'click_id']) {
      const cookie = cookies[name]!;
      // docs/product.md#constants-cookies: 7 days.
      expect(cookie.expires - start).toBeGreaterThan(7 * DAY_S - 60);
      expect(cookie.expires - start).toBeLessThan(7 * DAY_S + 60);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    }

    // The other spelling of the parameter; a visit without one keeps the stored id.
    const clickId = async () => (await context.cookies()).find((c) => c.name === 'click_id')?.value;
    await page.goto('/top?clickid=ad-43');
    await expect.poll(clickId, { timeout: FIRST_LOAD_MS }).toBe('ad-43');
    await page.goto('/top');
    await expect(new StartupModel(page).root()).toBeAttached({ timeout: FIRST_LOAD_MS });
    expect(await clickId()).toBe('ad-43');
  });

  test("keeps the analytics client id: Google Analytics' own when its cookie is there, else one of its own, in a cookie for the server", async ({
    page,
    context,
    baseURL,
  }) => {
    const cookieOf = async (name: string) => (await context.cookies()).find((c) => c.name === name);
    const stored = () => page.evaluate(() => localStorage.getItem('google_client_id'));
    const start = Date.now() / 1000;
    await new LayoutModel(page).goto('/top');
    await expect
      .poll(async () => (await cookieOf('analytics_client_id'))?.value, { timeout: FIRST_LOAD_MS })
      .toMatch(/^\d{1,10}\.\d{10}$/);
    const own = (await cookieOf('analytics_client_id'))!;
    expect(await stored()).toBe(own.value);
    // As long as a browser keeps a cookie: 400 days (src/app/analytics-ids.ts).
    expect(own.expires - start).toBeGreaterThan(400 * DAY_S - 60);
    expect(own.expires - start).toBeLessThan(400 * DAY_S + 60);
    expect(own).toMatchObject({ path: '/', sameSite: 'Lax' });
    // A later visit keeps the same id.
    await page.reload();
    await expect(new StartupModel(page).root()).toBeAttached({ timeout: FIRST_LOAD_MS });
    expect((await cookieOf('analytics_client_id'))?.value).toBe(own.value);

    // The operator's tag set Google Analytics' cookie: its client id wins, in the cookie and in the browser.
    await context.addCookies([{ name: '_ga', value: 'GA1.1.987654321.1700000000', url: baseURL ?? '' }]);
    await page.reload();
    await expect
      .poll(async () => (await cookieOf('analytics_client_id'))?.value, { timeout: FIRST_LOAD_MS })
      .toBe('987654321.1700000000');
    expect(await stored()).toBe('987654321.1700000000');
    // The server gets it with every call: one the reloaded page made and the server answered (a call of the page
    // before, cancelled by the reload, reports only the headers it was going to send, which never list cookies).
    const reloaded = Date.now();
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/api/') && r.request().timing().startTime >= reloaded,
    );
    await page.reload();
    const { cookie } = await (await answered).request().allHeaders();
    expect(cookie).toContain('analytics_client_id=987654321.1700000000');
  });

  test('pushes the landing engagement event after 30 s on the page, not before', async ({ page, context }) => {
    await page.clock.install();
    const startup = new StartupModel(page);
    await new LayoutModel(page).goto('/top');
    // The app start has run once the lazily loaded extras are there; last_visited says when (page time).
    await expect(startup.root()).toBeAttached({ timeout: FIRST_LOAD_MS });
    const lastVisited = (await context.cookies()).find((c) => c.name === 'last_visited')?.value ?? '';
    const started = Date.parse(decodeURIComponent(lastVisited));
    await page.clock.pauseAt(started + LANDING_ENGAGEMENT_MS - 1_000);
    expect(await startup.analyticsEvents()).not.toContain('landing_engagement');
    await page.clock.runFor(1_010);
    await expect.poll(() => startup.analyticsEvents()).toContain('landing_engagement');
    await page.clock.runFor(60_000);
    expect((await startup.analyticsEvents()).filter((e) => e === 'landing_engagement')).toHaveLength(1);
  });

  test('no support chat when the site config turns it off', async ({ page }) => {
    const startup = new StartupModel(page);
    const config = page.waitForResponse(CONFIG);
    await new LayoutModel(page).goto('/top');
    expect((await (await config).json()).support_chat).toBe(false);
    await expect(startup.root()).toHaveAttribute('data-state', 'coolingDown', { timeout: FIRST_LOAD_MS });
    await expect(startup.supportButton()).toHaveCount(0);
  });

  test('the support chat button opens the support contacts when the config turns it on', async ({ page }) => {
    await page.route(CONFIG, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, support_chat: true } });
    });
    const startup = new StartupModel(page);
    await new LayoutModel(page).goto('/top');
    await expect(startup.supportButton()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await startup.supportButton().click();
    await expect(startup.supportDialog()).toBeVisible();
    await expect(startup.supportDialog().getByRole('link', { name: '+509 2810 0000' })).toHaveAttribute(
      'href',
      'tel:+50928100000',
    );
    await expectAxeClean(page, { include: '[data-testid=support-dialog]' });
    await page.keyboard.press('Escape');
    await expect(startup.supportDialog()).toBeHidden();
    await expect(startup.supportButton()).toBeFocused();
  });
});

test('/uikit shows every primitive and is accessible', async ({ page }) => {
  const layout = new LayoutModel(page);
  await layout.goto('/uikit');
  await expect(layout.heading()).toHaveText('UI kit');
  const kit = page.getByTestId('uikit');
  for (const name of ['Buttons', 'Form fields', 'Date range', 'Dialog', 'Spinner', 'Load failure', 'Progress']) {
    await expect(kit.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Form submission', 'Pagination', 'Server HTML', 'Icons', 'Responsive image', 'QR code']) {
    await expect(kit.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Money format', 'Carousel']) {
    await expect(kit.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(kit.getByRole('alert').filter({ hasText: 'Enter at least 100' })).toBeVisible();
  await expect(kit.getByRole('progressbar', { name: 'Progress' }).first()).toHaveAttribute(
    'aria-valuetext',
    '1\u2009200 HTG of 5\u2009000 HTG',
  );
  await expect(kit.getByTestId('uikit-form-alert')).toHaveText(
    'The server refused the request: check the form and try again.',
  );
  await expect(kit.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  await expect(kit.getByRole('button', { name: 'Send', exact: true })).toHaveAttribute('aria-busy', 'false');
  await expect(kit.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Enter at least 100');
  await expect(kit.getByTestId('uikit-money').nth(3)).toHaveText('1\u2009234\u2009567.89 HTG');
  await expect(kit.getByRole('img', { name: 'QR code of the site address' })).toBeVisible();
  // Server HTML is sanitised: the script never ran and is gone.
  await expect(kit.getByRole('link', { name: 'a link' })).toBeVisible();
  await expect(kit.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __uikitXss?: boolean }).__uikitXss)).toBeUndefined();
  await expectAxeClean(page);

  await kit.getByRole('button', { name: 'Open dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sample dialog' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});
