// spec §2 widgets: /widget/games-popular-games and /widget/blogs-last-articles show one carousel each,
// without the site header, footer or tab bar, for other sites to embed; their links open the main site
// in the top window. The carousel's buttons work from the keyboard.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';

class WidgetModel {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}
  // The page section is named like the carousel: the carousel is the region inside the widget.
  carousel = () => this.page.getByTestId('widget').getByRole('region', { name: this.name });
  previous = () => this.carousel().getByRole('button', { name: 'Previous' });
  next = () => this.carousel().getByRole('button', { name: 'Next' });
  links = () => this.carousel().getByRole('link');
}

const widgets = [
  { path: '/widget/games-popular-games', name: 'Popular games', href: /^\/(games\/[\w-]+\/\d+|login)$/ },
  { path: '/widget/blogs-last-articles', name: 'Latest articles', href: /^\/blog\/\d+$/ },
] as const;

for (const widget of widgets) {
  test(`${widget.path} shows its carousel alone, linking to the main site in the top window`, async ({ page }) => {
    await new LayoutModel(page).goto(widget.path);
    const model = new WidgetModel(page, widget.name);
    await expect(model.carousel()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: widget.name })).toBeAttached();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(model.links().first()).toBeVisible();
    const count = await model.links().count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i += 1) {
      const link = model.links().nth(i);
      await expect(link).toHaveAttribute('target', '_top');
      await expect(link).toHaveAttribute('href', widget.href);
    }
    await expectAxeClean(page);
  });
}

test('an embedded widget opens the game in the embedding window', async ({ page, baseURL }) => {
  // The server only lets pages of its own origin frame the app (X-Frame-Options: SAMEORIGIN), so the
  // embedding page is one of ours: a plain JSON reply with the widget's iframe put into it.
  await page.goto('/api/session');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Bèl Chans widget';
    frame.src = src;
    frame.style.cssText = 'width:900px;height:480px';
    document.body.append(frame);
  }, `${baseURL}/widget/games-popular-games`);
  const widget = page.frameLocator('iframe[title="Bèl Chans widget"]');
  const demo = widget.locator('[data-testid=popular-card]:not([data-locked])').first();
  await expect(demo).toBeVisible();
  const href = await demo.getAttribute('href');
  expect(href).toMatch(/^\/games\/[\w-]+\/\d+$/);
  await demo.click();
  await expect(page).toHaveURL(`${baseURL}${href}`);
});

test('guests see non-demo popular games dimmed, linking to log in', async ({ page }) => {
  await new LayoutModel(page).goto('/widget/games-popular-games');
  const locked = page.locator('[data-testid=popular-card][data-locked]');
  await expect(locked.first()).toBeAttached();
  await expect(locked.first()).toHaveAttribute('href', '/login');
  await expect(locked.first()).toContainText('Log in to play');
  await expect(page.locator('[data-testid=popular-card]:not([data-locked])').first()).toHaveAttribute(
    'href',
    /^\/games\/[\w-]+\/\d+$/,
  );
});

test('carousel buttons work with the keyboard', async ({ page }) => {
  await new LayoutModel(page).goto('/widget/games-popular-games');
  const model = new WidgetModel(page, 'Popular games');
  await expect(model.links().first()).toBeVisible();
  await expect(model.carousel()).toHaveAttribute('data-active-index', '0');
  await expect(model.previous()).toHaveAttribute('aria-disabled', 'true');

  // Tab reaches the buttons (the first one before the second), Enter and Space press them.
  await page.keyboard.press('Tab');
  await expect(model.previous()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(model.next()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(model.carousel()).toHaveAttribute('data-active-index', '1');
  await page.keyboard.press('Space');
  await expect(model.carousel()).toHaveAttribute('data-active-index', '2');
  await expect(model.previous()).not.toHaveAttribute('aria-disabled');

  await page.keyboard.press('Shift+Tab');
  await expect(model.previous()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(model.carousel()).toHaveAttribute('data-active-index', '1');
  // Arrow keys move it while focus is inside.
  await page.keyboard.press('ArrowLeft');
  await expect(model.carousel()).toHaveAttribute('data-active-index', '0');
  await expect(model.previous()).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(model.carousel()).toHaveAttribute('data-active-index', '1');
});
