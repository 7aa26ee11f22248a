// docs/product.md#routes-header The desktop header's account menu: a signed-in player reaches every account page from
// it, by mouse and by keyboard alone (docs/product.md#flows-account-menu: the WAI-ARIA menu button), and logs out from
// it; it is axe-clean open, in English and in Kreyòl; a guest has no such menu, a phone keeps the profile link; and it
// is not in the server's HTML, which the browser hydrates without a mismatch. Its machine's paths are walked in
// flow-paths-account-menu.spec.ts.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { createPlayer, logInAs } from './models/players';

const messages = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8'));

/** The entries in order, each with the page it opens and that page's heading (docs/product.md#routes-header). */
const ENTRIES = [
  { name: 'Withdraw', path: '/withdraw', heading: 'Withdraw' },
  { name: 'Deposit', path: '/deposit', heading: 'Deposit' },
  { name: 'Bet history', path: '/bets', heading: 'Bet history' },
  { name: 'Payment history', path: '/payments', heading: 'Payment history' },
  { name: 'Personal data', path: '/personal', heading: 'Personal data' },
  { name: 'My bonuses', path: '/bonuses', heading: 'Bonuses' },
  { name: 'Club map', path: '/clubs', heading: 'Club map' },
  { name: 'Responsible gambling', path: '/responsible-gambling', heading: 'Responsible gambling' },
];

/** The menu's entries as a player hears them, in order. */
const entryNames = (layout: LayoutModel) =>
  layout
    .accountMenu()
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim()));

async function expectLoggedOut(page: Page, layout: LayoutModel) {
  await expect(page).toHaveURL(/\/$/);
  await expect(layout.loginLink()).toBeVisible();
  await expect(layout.accountMenuButton()).toHaveCount(0);
  expect((await (await page.request.get('/api/session')).json()).authenticated).toBe(false);
}

test.describe('account menu on a desktop', () => {
  test.beforeEach(({ page }) => {
    test.skip(isMobile(page), 'docs/product.md#routes-header: the account menu is on desktop-wide windows');
  });

  test('by mouse: every account page, then log out', async ({ page, request }) => {
    test.slow(); // nine pages
    const layout = new LayoutModel(page);
    await logInAs(page, await createPlayer(request), '/about');
    await layout.ready();
    // The balance link stays beside the menu.
    await expect(layout.balance()).toHaveAttribute('href', '/personal');
    await expect(layout.accountMenuButton()).toHaveAttribute('aria-expanded', 'false');
    for (const entry of ENTRIES) {
      await layout.openAccountMenu();
      expect(await entryNames(layout)).toEqual([...ENTRIES.map((e) => e.name), 'Log out']);
      await layout.accountMenuItem(entry.name).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(layout.heading()).toHaveText(entry.heading);
      await expect(layout.accountMenu()).toHaveCount(0);
      await expect(layout.accountMenuButton()).toHaveAttribute('aria-expanded', 'false');
    }
    await layout.openAccountMenu();
    await layout.accountMenuItem('Log out').click();
    await expectLoggedOut(page, layout);
  });

  test('by keyboard alone: every account page, then log out', async ({ page, request }) => {
    test.slow(); // nine pages
    const layout = new LayoutModel(page);
    const button = layout.accountMenuButton();
    const focused = () => page.locator('[role=menuitem]:focus');
    await logInAs(page, await createPlayer(request), '/about');
    await layout.ready();
    // Tab from the top of the page to the button.
    for (let i = 0; i < 30 && !(await button.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    for (const [index, entry] of ENTRIES.entries()) {
      // Enter opens on the first entry; ArrowDown moves on.
      await page.keyboard.press('Enter');
      await expect(layout.accountMenu()).toBeVisible();
      await expect(focused()).toHaveText(ENTRIES[0]!.name);
      for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
      await expect(focused()).toHaveText(entry.name);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(layout.heading()).toHaveText(entry.heading);
      await expect(layout.accountMenu()).toHaveCount(0);
      // The focus is back on the button, ready for the next entry.
      await expect(button).toBeFocused();
    }
    // The other keys: ArrowDown opens on the first entry, ArrowUp wraps to the last, Home and End jump, Escape
    // closes; ArrowUp opens on the last (Log out), and Space chooses it.
    await page.keyboard.press('ArrowDown');
    await expect(focused()).toHaveText('Withdraw');
    await page.keyboard.press('ArrowUp');
    await expect(focused()).toHaveText('Log out');
    await page.keyboard.press('ArrowDown');
    await expect(focused()).toHaveText('Withdraw');
    await page.keyboard.press('End');
    await expect(focused()).toHaveText('Log out');
    await page.keyboard.press('Home');
    await expect(focused()).toHaveText('Withdraw');
    await page.keyboard.press('Escape');
    await expect(layout.accountMenu()).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(focused()).toHaveText('Log out');
    await page.keyboard.press(' ');
    await expectLoggedOut(page, layout);
  });

  test('open, it passes axe with 24 px targets, in English and in Kreyòl', async ({ page, request, baseURL }) => {
    const layout = new LayoutModel(page);
    await logInAs(page, await createPlayer(request), '/about');
    for (const lang of ['en', 'ht'] as const) {
      // How the app remembers a language: the `lang` cookie (the server renders in it) and local storage.
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await layout.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const name = messages(lang)['header.account']!;
      const button = layout.header().getByRole('button', { name });
      await button.click();
      const menu = page.getByRole('menu', { name });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: messages(lang)['logout.action'] })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: messages(lang)['bonus.myBonuses'] })).toBeVisible();
      // docs/product.md#routes-header: every target at least 24 × 24 CSS px (WCAG 2.2 target size).
      for (const target of [button, ...(await menu.getByRole('menuitem').all())]) {
        const box = await target.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(24);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      await expectAxeClean(page, { include: '[data-testid=site-header]' });
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    }
  });

  test('a guest has no account menu', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.goto('/about');
    await expect(layout.loginLink()).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });

  test('the server sends it closed, and the browser hydrates the page without a mismatch', async ({
    page,
    request,
  }) => {
    const layout = new LayoutModel(page);
    const player = await createPlayer(request);
    const reply = await page.request.post('/api/v1/authorize', {
      data: { login: player.phone, password: player.password },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    // The server renders the header while the session is being checked: no menu, no button, signed in or not.
    const html = await (await page.request.get('/about', { headers: { accept: 'text/html' } })).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));
    expect(root).toContain('data-testid="site-header"');
    expect(root).not.toContain('account-menu');
    expect(root).not.toContain('role="menu"');
    // Hydrated (a mismatch would be a console error, which fails the test), then the session shows the button closed.
    await page.goto('/about');
    await layout.ready();
    await expect(layout.accountMenuButton()).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('account-menu')).toHaveAttribute('data-state', 'closed');
  });
});

test('on a phone a player keeps the profile link, and no account menu shows', async ({ page, request }) => {
  test.skip(!isMobile(page), 'docs/product.md#routes-header: phones reach the account pages through /menu');
  const layout = new LayoutModel(page);
  await logInAs(page, await createPlayer(request), '/about');
  await layout.ready();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(layout.accountMenuButton()).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeHidden();
  await expectAxeClean(page, { include: '[data-testid=site-header]' });
});
