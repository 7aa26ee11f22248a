// No promotions after a self-exclusion (docs/product.md#flows-no-promotions) in the browser, both layouts, against the
// reference server: a player whose self-exclusion is over (POST /dev/players selfExcludedDaysAgo: placed by the server's
// own break code, then ended) sees no banner, no entry to the promotions (desktop header and footer, phone menu), no
// promo code, offer or invitation on /promo and /bonuses, while their own bonuses still show; a player who never
// self-excluded sees all of them in the same places.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { createPlayer, logInAs, type TestPlayer } from './models/players';

// Every page of both players is opened once: slower than one page's default on a busy machine.
test.slow();

/** The session has the player's profile (and so `no_promotions`): the app root says the account is loaded. */
async function accountLoaded(page: Page) {
  await expect(
    page.locator(
      '[data-session]:is([data-state="authenticated.ready"], [data-state="authenticated.refreshingBalance"])',
    ),
  ).toBeAttached();
}

/**
 * The home page, scrolled to the popular games, just below where the lazy second banners load when they come into
 * view: a jump straight to the footer can pass them by before the page notices them.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await accountLoaded(page);
  const popular = page.getByRole('heading', { name: 'Popular games' });
  await expect(popular).toBeVisible();
  await popular.scrollIntoViewIfNeeded();
}

/** Where the promotions are entered from: the desktop header and footer, or the phone menu. */
async function promotionEntries(page: Page) {
  if (isMobile(page)) {
    await page.goto('/menu');
    await accountLoaded(page);
    await expect(page.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    return [page.getByRole('link', { name: 'Bonuses and special offers' })];
  }
  // The footer's links load when the footer comes into view.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const footer = page.getByRole('navigation', { name: 'Site information' });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  return [
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }),
    footer.getByRole('link', { name: 'Bonuses', exact: true }),
  ];
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('a player whose self-exclusion is over sees no promotions or offers anywhere, their bonuses still', async ({
  page,
  request,
}) => {
  const reply = await request.post('/dev/players', { data: { bonus: 40, bonusType: 2, selfExcludedDaysAgo: 3 } });
  expect(reply.ok(), await reply.text()).toBe(true);
  const player = (await reply.json()) as TestPlayer;
  await logInAs(page, player, '/');

  await openHome(page);
  await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
  await expect(page.getByTestId('banner-first')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'More offers' })).toHaveCount(0);
  await expect(page.locator('a[href^="/promo"]')).toHaveCount(0);
  await shot(page, 'home');

  for (const entry of await promotionEntries(page)) await expect(entry).toHaveCount(0);
  await expect(page.locator('a[href^="/promo"]')).toHaveCount(0);
  if (isMobile(page)) await expect(page.getByTestId('menu-event')).toHaveCount(0);
  await shot(page, isMobile(page) ? 'menu' : 'footer');

  // A direct visit to /promo: their own bonuses, nothing else.
  await page.goto('/promo');
  await accountLoaded(page);
  const bonuses = page.getByTestId('promo-bonuses');
  await expect(bonuses).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('promo-bonus-amount')).toHaveText('40 HTG');
  await expect(page.getByRole('heading', { name: 'Special offers', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('promo-actions')).toHaveCount(0);
  await expect(page.getByText('Promo code', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await expect(page.getByText('Current events')).toHaveCount(0);
  await expect(page.locator('a[href^="/promo/"]')).toHaveCount(0);
  await expectAxeClean(page);
  await shot(page, 'promo');
});

test('a player who never self-excluded sees the promotions in the same places', async ({ page, request }) => {
  const player = await createPlayer(request);
  await logInAs(page, player, '/');

  await openHome(page);
  await expect(page.locator('a[href="/promo/welcome-bonus"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'More offers' })).toBeVisible();

  for (const entry of await promotionEntries(page)) await expect(entry).toBeVisible();

  await page.goto('/promo');
  await accountLoaded(page);
  await expect(page.getByRole('heading', { name: 'Special offers', exact: true })).toBeVisible();
  await expect(page.getByTestId('promo-offers').locator('a[href^="/promo/"]').first()).toBeVisible();
  await expect(page.getByText('Take part in promotions to get a bonus')).toBeVisible();
});
