// Low-data mode (docs/architecture.md#performance): the menu switch (mobile: /menu is a phone screen) or the browser's
// data-saver setting (navigator.connection.saveData) turns it on; then the home banners stay still and pictures come
// without their larger srcset variants (the 2x ones for wide screens are never requested). The player's
// choice persists and wins over the browser.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { FIRST_RENDER, MenuModel } from './models/menu.model';

/** localStorage key of the player's choice (src/app/data-saver.ts). */
const DATA_SAVER_KEY = 'data_saver';
/** docs/product.md#constants-timing carousel autoplay delay, plus a margin. */
const PAST_AUTOPLAY_MS = 4_500;

const dataSaverSwitch = (page: Page) => page.getByRole('switch', { name: 'Low-data mode' });
const banners = (page: Page) => page.getByTestId('banner-carousel').getByRole('region', { name: 'Promotions' });

/** Every /media/ picture the page asks for, as path + query. */
function watchMedia(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/')) requested.push(url.pathname + url.search);
  });
  return requested;
}

/** The home page with its first row of game pictures loaded. */
async function openHome(page: Page) {
  await page.goto('/');
  const firstTile = page.getByTestId('group-row').first().getByTestId('game-tile').first().locator('img');
  await expect(firstTile).toBeVisible(FIRST_RENDER);
  await expect
    .poll(() => firstTile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(banners(page)).toBeVisible();
}

/** Low-data mode shows on the home page: no srcset sources, only base pictures fetched, a still banner. */
async function expectLowDataHome(page: Page, requested: string[]) {
  await expect(banners(page)).toHaveAttribute('data-autoplay', 'off');
  await expect(banners(page).getByTestId('carousel-pause')).toHaveCount(0);
  await expect(page.locator('picture source')).toHaveCount(0);
  // Each picture fetched is the src of a shown <img>: a srcset variant (2x, wide screens) would not be.
  const sources = await page.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src')));
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => !sources.includes(url))).toEqual([]);

  const before = await banners(page).getAttribute('data-active-index');
  await page.clock.runFor(PAST_AUTOPLAY_MS);
  await expect(banners(page)).toHaveAttribute('data-active-index', before ?? '0');
}

test('the menu switch works with the keyboard, is remembered and passes axe', async ({ page }) => {
  test.skip(!isMobile(page), '/menu is a phone screen (docs/product.md#routes-menu); desktop goes home');
  const menu = new MenuModel(page);
  await menu.goto('guest');
  const toggle = dataSaverSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAccessibleDescription(/Smaller pictures/);
  await expect(page.getByTestId('data-saver-browser')).toHaveCount(0);

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), DATA_SAVER_KEY)).toBe('on');
  await expectAxeClean(page);

  await page.reload();
  await menu.ready('guest');
  await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'true');
});

test('with low-data mode on, the home banners stay still and no srcset variant is fetched', async ({
  page,
  baseURL,
}) => {
  if (isMobile(page)) {
    await new MenuModel(page).goto('guest');
    await dataSaverSwitch(page).click();
    await expect(dataSaverSwitch(page)).toHaveAttribute('aria-checked', 'true');
  } else {
    // No menu on desktop: the choice the switch stores (checked on mobile by the test above), in storage and in
    // the cookie the server renders by.
    await page.addInitScript((key) => localStorage.setItem(key, 'on'), DATA_SAVER_KEY);
    await page.context().addCookies([{ name: DATA_SAVER_KEY, value: 'on', url: baseURL ?? '' }]);
  }
  await page.clock.install();
  const requested = watchMedia(page);
  await openHome(page);
  await expectLowDataHome(page, requested);
});

test('desktop: the footer switch works with the keyboard, is remembered and passes axe', async ({ page }) => {
  test.skip(isMobile(page), 'phones have the switch in /menu');
  await page.goto('/promo');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const toggle = footer.getByRole('switch', { name: 'Low-data mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAccessibleDescription(/Smaller pictures/);

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), DATA_SAVER_KEY)).toBe('on');
  await expectAxeClean(page, { include: '[data-testid=footer-data-saver]' });

  await page.reload();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('switch', { name: 'Low-data mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('the browser’s data-saver setting turns it on; the menu says why, and the player’s “off” wins', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '3g' });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  });
  // A browser with that setting also says so in every request, which the server renders by.
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await page.clock.install();
  const requested = watchMedia(page);
  await openHome(page);
  await expectLowDataHome(page, requested);
  if (!isMobile(page)) return; // no menu on desktop

  const menu = new MenuModel(page);
  await menu.goto('guest');
  const toggle = dataSaverSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('data-saver-browser')).toHaveText('On because your browser asks to save data.');
  await expect(toggle).toHaveAccessibleDescription(/your browser asks to save data/);
  await expectAxeClean(page, { include: '[data-testid=data-saver]' });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('data-saver-browser')).toHaveCount(0);
  await openHome(page);
  // The player's choice wins: the usual home page, with srcset sources and a turning banner.
  await expect(banners(page)).toHaveAttribute('data-autoplay', 'running');
  await expect(page.locator('picture source').first()).toBeAttached();
  await page.clock.runFor(PAST_AUTOPLAY_MS);
  await expect(banners(page)).toHaveAttribute('data-active-index', '1');
});
