// docs/product.md#routes-list widgets: /widget/games-popular-games and /widget/blogs-last-articles show one carousel
// each, without the site header, footer or tab bar, for other sites to embed; their links open the main site
// in the top window. The carousel's buttons work from the keyboard.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

test('an operator site embeds a widget that opens the game in the embedding window; other sites cannot', async ({
  page,
  baseURL,
  consoleWatch,
}) => {
  // Security (docs/architecture.md#security): /widget/* may be framed by the operator's other sites only (CSP
  // frame-ancestors). The run names http://localhost:* as the operator (CSP_WIDGET_ANCESTORS in playwright.config.ts).
  // One small local server plays both sites: as http://localhost:<port> the operator, as http://127.0.0.1:<port> a
  // stranger (same host, another origin). A real server, not page.route: Chromium treats a routed page as a public site
  // and its local-network rule would refuse the frame before the policy is even asked.
  const embedding = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Partner site</title><iframe title="Bèl Chans widget" src="${baseURL}/widget/games-popular-games" style="width:900px;height:480px"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve) => embedding.listen(0, '127.0.0.1', resolve));
  const { port } = embedding.address() as AddressInfo;
  try {
    const widget = page.frameLocator('iframe[title="Bèl Chans widget"]');
    const cards = widget.locator('[data-testid=popular-card]');

    // The policy refuses the stranger (Chromium says so on the console) and shows its error page instead.
    consoleWatch.allow(/violates the following Content Security Policy directive: "frame-ancestors/);
    const refused = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('"frame-ancestors'),
      timeout: 7_000,
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await refused;
    await expect(cards).toHaveCount(0);

    await page.goto(`http://localhost:${port}/`);
    const demo = widget.locator('[data-testid=popular-card]:not([data-locked])').first();
    await expect(demo).toBeVisible();
    const href = await demo.getAttribute('href');
    expect(href).toMatch(/^\/games\/[\w-]+\/\d+$/);
    await demo.click();
    await expect(page).toHaveURL(`${baseURL}${href}`);
  } finally {
    embedding.close();
  }
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
