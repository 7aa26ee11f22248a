// Content the server sends that the screens show (docs/product.md#routes-list, docs/product.md#routes-promo,
// docs/product.md#routes-footer, docs/product.md#routes-header, docs/product.md#routes-game-view,
// docs/product.md#constants-display), in both layouts: the promo actions, the second banner row, a group's info block,
// a game's own texts and footnote, the site config's links and towns with a club, the old-design link, the blog
// accordion and the game frame's iOS scroll box. Expected values are the seeded ones (server/db/seed), written down.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { gamePagePath, seedGame } from './models/games.model';
import { LayoutModel } from './models/layout.model';
import { MenuModel } from './models/menu.model';
import { createPlayer, logInAs } from './models/players';

/** The footer's content loads when the player scrolls near it (docs/architecture.md#performance). */
async function footerOf(page: Page) {
  const footer = page.getByRole('contentinfo');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(footer.getByRole('heading', { name: 'Address' })).toBeVisible();
  return footer;
}

test('the promo page shows the promo actions, each card leading to its link', async ({ page }) => {
  await new LayoutModel(page).goto('/promo');
  const section = page.getByTestId('promo-actions');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Current promotions');
  const cards = section.getByTestId('promo-action');
  // GET promo/list: four actions in seed order; the prefix leads the text, the tournament has no link.
  await expect(cards).toHaveText([
    'Welcome bonusUp to 100% on your first deposit',
    'Cashback10% back every weekend',
    'Borlette boostEvery week Wednesday maryaj +10%',
    'Crash tournament25 000 HTG prize pool',
  ]);
  await expect(section.getByRole('link')).toHaveCount(3);
  await expect(cards.nth(3)).not.toHaveAttribute('href');
  await expect(cards.first().locator('img')).toHaveAttribute('src', '/media/promo/welcome.webp?w=1200&h=480');
  await expectAxeClean(page, { include: '[data-testid=promo-actions]' });
  await section.getByRole('link', { name: /^Cashback/ }).click();
  await expect(page).toHaveURL(/\/promo\/weekend-cashback$/);
});

test('the home page shows the second banners in a row below the game groups, loaded near the fold', async ({
  page,
}) => {
  const banners: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/banners/')) banners.push(new URL(request.url()).pathname);
  });
  await new LayoutModel(page).goto('/');
  const row = page.getByTestId('second-banners');
  // Below the fold: not there (nor its pictures) until the player scrolls towards it.
  await expect(row).toHaveCount(0);
  expect(banners).not.toContain('/media/banners/weekend-cashback.webp');
  await page.getByTestId('group-row').last().scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  const links = row.getByTestId('second-banner');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('href', '/promo/weekend-cashback');
  await expect(links.nth(1)).toHaveAttribute('href', '/clubs');
  await expect(links.nth(0).getByRole('img')).toHaveAccessibleName('Promotion 1 of 2');
  // It comes after the last group row and before the popular games.
  const order = await page.evaluate(() => {
    const top = (element: Element | null | undefined) => element?.getBoundingClientRect().top ?? Number.NaN;
    const rows = document.querySelectorAll('[data-testid=group-row]');
    return [
      top(rows[rows.length - 1]),
      top(document.querySelector('[data-testid=second-banners]')),
      top(document.querySelector('#popular-title')),
    ];
  });
  expect(order[0]).toBeLessThan(order[1] ?? 0);
  expect(order[1]).toBeLessThan(order[2] ?? 0);
  await expectAxeClean(page, { include: '[data-testid=second-banners]' });
  await links.nth(0).click();
  await expect(page).toHaveURL(/\/promo\/weekend-cashback$/);
});

test("a group page shows the group's info block: picture, text and its featured games", async ({ page }) => {
  await new LayoutModel(page).goto('/games/slots');
  const info = page.getByTestId('group-info');
  await expect(info.getByRole('heading', { level: 2 })).toHaveText('Slots');
  await expect(info).toContainText('Reels full of island colour.');
  await expect(info.locator('img').first()).toHaveAttribute('src', '/media/groups/slots.webp?w=320&h=160');
  // info.games: the group's popular games by rank, then its first ones, 4 at most (docs/api.md games).
  const featured = info.getByTestId('group-info-game');
  await expect(featured).toHaveText(['Kreyòl Fruits', 'Golden Mango', 'Kompa Beats', 'Citadelle Treasure']);
  // The group's own tiles are still its 12 a page.
  await expect(page.getByTestId('game-tile')).toHaveCount(12);
  await expectAxeClean(page, { include: '[data-testid=group-info]' });
  // A featured game launches as a tile does: a demo game opens its page, a paid one asks a guest to log in.
  await featured.filter({ hasText: 'Citadelle Treasure' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await featured.filter({ hasText: 'Kreyòl Fruits' }).click();
  const kreyol = await seedGame(page.request, 'kreyol-fruits');
  await expect(page).toHaveURL(new RegExp(`${gamePagePath(kreyol)}$`));
});

test("a game page shows the game's own title and text, and its footnote", async ({ page }) => {
  const kreyol = await seedGame(page.request, 'kreyol-fruits');
  await new LayoutModel(page).goto(gamePagePath(kreyol));
  const content = page.getByTestId('game-content');
  await expect(content.getByRole('heading', { level: 2 })).toHaveText('Why players love Kreyòl Fruits');
  await expect(content).toContainText('Kreyòl Fruits is one of the most played games this week.');
  // Only remote games carry a footer in the demo world.
  await expect(page.getByTestId('game-footer')).toHaveCount(0);
  await expectAxeClean(page, { include: '[data-testid=game-content]' });

  const tortuga = await seedGame(page.request, 'tortuga-pirates');
  await new LayoutModel(page).goto(gamePagePath(tortuga));
  await expect(page.getByTestId('login-to-play')).toBeVisible();
  await expect(page.getByTestId('game-footer')).toHaveText('Opens in the provider window.');
  await expect(page.getByTestId('game-content')).toHaveCount(0);
  // The footnote is the page's last block, after the description.
  const last = page.getByTestId('game-page').locator(':scope > *').last();
  await expect(last).toHaveAttribute('data-testid', 'game-footer');
});

test('the game frame scrolls inside its box (the iOS workaround), except for tvbet', async ({ page }) => {
  const kreyol = await seedGame(page.request, 'kreyol-fruits');
  await new LayoutModel(page).goto(gamePagePath(kreyol));
  const frame = page.getByTestId('game-frame');
  await expect(frame.locator('iframe')).toBeVisible();
  await expect(frame).toHaveAttribute('data-ios-scroll', 'true');
  await expect(frame).toHaveCSS('overflow-y', 'auto');

  // TVBet is not a demo: a player opens it.
  const tvbet = await seedGame(page.request, 'tvbet');
  await logInAs(page, await createPlayer(page.request), gamePagePath(tvbet));
  await expect(page.getByTestId('tvbet-frame')).toBeVisible();
  const tvbetBox = page.getByTestId('game-frame');
  await expect(tvbetBox).not.toHaveAttribute('data-ios-scroll');
  await expect(tvbetBox).toHaveCSS('overflow-y', 'hidden');
  await expect(page.frameLocator('[data-testid=tvbet-frame] iframe[title=TVBet]').locator('#demo-game')).toBeVisible();
});

test('the footer leads bonuses and clubs where the site config says, lists the towns with a club and YouTube', async ({
  page,
}) => {
  await new LayoutModel(page).goto('/about');
  const footer = await footerOf(page);
  // Site info clubs: the towns, and the way to the clubs (links.clubs).
  const clubs = footer.getByTestId('footer-clubs');
  await expect(clubs.getByRole('heading', { level: 2 })).toHaveText('Our clubs');
  await expect(clubs.getByRole('listitem')).toHaveText([
    'Port-au-Prince',
    'Pétion-Ville',
    'Carrefour',
    'Cap-Haïtien',
    'Les Cayes',
    'Gonaïves',
    'Jacmel',
    'Saint-Marc',
    'Hinche',
  ]);
  await expect(clubs.getByRole('link', { name: 'Find a club near you' })).toHaveAttribute('href', '/clubs');
  // links.youtube joins the social links (the seeded social list has no YouTube of its own).
  await expect(
    footer.getByRole('list', { name: 'Follow us' }).getByRole('link', { name: 'YouTube (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.youtube.com/@belchans');
  if (!isMobile(page)) {
    // The desktop footer's links: bonuses (links.bonus) and clubs (links.clubs).
    const nav = footer.getByRole('navigation', { name: 'Site information' });
    await expect(nav.getByRole('link', { name: 'Bonuses' })).toHaveAttribute('href', '/promo');
    await expect(nav.getByRole('link', { name: 'Clubs' })).toHaveAttribute('href', '/clubs');
  }
  await expectAxeClean(page, { include: 'footer' });
  await clubs.getByRole('link', { name: 'Find a club near you' }).click();
  await expect(page).toHaveURL(/\/clubs$/);
});

test.describe('the site config links elsewhere', () => {
  // The operator points bonuses at another page of the app and clubs at another site: the server's own reply, with
  // those two links changed on the way (the footer and the menu read them from it).
  test.use({ serverRendering: false });
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/v1/config?*', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      config.links = { ...config.links, bonus: '/bonuses', clubs: 'https://clubs.belchans.example/map' };
      await route.fulfill({ response, json: config });
    });
  });

  test('the footer and the menu follow them', async ({ page }) => {
    if (isMobile(page)) {
      const menu = new MenuModel(page);
      await menu.goto('guest');
      await expect(menu.entry('Bonuses and special offers')).toHaveAttribute('href', '/bonuses');
      await expect(menu.entry('Bonuses and special offers')).not.toHaveAttribute('target');
    } else {
      await new LayoutModel(page).goto('/about');
      const footer = await footerOf(page);
      const nav = footer.getByRole('navigation', { name: 'Site information' });
      await expect(nav.getByRole('link', { name: 'Bonuses' })).toHaveAttribute('href', '/bonuses');
      await expect(nav.getByRole('link', { name: 'Clubs' })).toHaveAttribute(
        'href',
        'https://clubs.belchans.example/map',
      );
      await expect(footer.getByRole('link', { name: 'Find a club near you' })).toHaveAttribute(
        'href',
        'https://clubs.belchans.example/map',
      );
    }
  });
});

test('the header shows the old-design link where it has room; the menu has it on phones', async ({ page }) => {
  const layout = new LayoutModel(page);
  await layout.goto('/');
  const link = layout.header().getByRole('link', { name: 'Old design' });
  if (isMobile(page)) {
    // A Pixel 7 is narrower than md (768 px): the header has no room, the menu has the entry.
    await expect(link).toBeHidden();
    const menu = new MenuModel(page);
    await menu.goto('guest');
    await expect(menu.entry('Old design')).toHaveAttribute('href', 'https://old.belchans.example/');
  } else {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://old.belchans.example/');
  }
  // docs/product.md#routes-header: from md (768 px) up. Between lg and xl (1024–1279 px) the desktop menu fills the row
  // in the longer languages (Spanish, French): the link is an icon there, still named 'Old design'. Nothing overflows
  // the header's row.
  const row = layout.header().locator(':scope > div');
  for (const [width, form] of [
    [767, 'none'],
    [768, 'text'],
    [1023, 'text'],
    [1024, 'icon'],
    [1279, 'icon'],
    [1280, 'text'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(link, `at ${width} px`).toBeVisible({ visible: form !== 'none' });
    if (form !== 'none') {
      await expect(link).toHaveAttribute('href', 'https://old.belchans.example/');
      await expect(link.locator('svg'), `the icon at ${width} px`).toBeVisible({ visible: form === 'icon' });
      const box = await link.boundingBox();
      if (form === 'icon') expect(box?.width, `the icon's width at ${width} px`).toBeLessThanOrEqual(44);
      else expect(box?.width, `the text's width at ${width} px`).toBeGreaterThan(44);
    }
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), `header overflow at ${width} px`).toBe(0);
  }
  // The longest header (a player, in Spanish) still fits with the link: as an icon at 1024 px, as text at 1280 px.
  await logInAs(page, await createPlayer(page.request, { balance: 1_234_567 }), '/?lang=es');
  const spanish = layout.header().getByRole('link', { name: 'Diseño anterior' });
  for (const width of [1024, 1279, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(spanish, `at ${width} px`).toBeVisible();
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), `header overflow at ${width} px`).toBe(0);
  }
});

test('in the app shell the header has no old-design link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const layout = new LayoutModel(page);
  await layout.goto('/?app_shell=1');
  await expect(layout.header().getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(layout.header().getByRole('link', { name: 'Old design' })).toHaveCount(0);
});

test('a long article opens collapsed, and "Show more" opens it to at most 1200 px', async ({ page }) => {
  await new LayoutModel(page).goto('/blog');
  await page.getByRole('link', { name: /How to deposit with MonCash/ }).click();
  const article = page.getByTestId('blog-article');
  await expect(article).toHaveAttribute('data-state', 'ready');
  // The guide's text is over 700 characters (server/db/seed/blog.ts): its first lines and the toggle.
  const readMore = article.getByTestId('read-more');
  const toggle = readMore.getByRole('button', { name: 'Show more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const body = readMore.getByRole('region', { name: 'How to deposit with MonCash' });
  await expect(toggle).toHaveAttribute('aria-controls', (await body.getAttribute('id')) ?? '');
  const collapsed = await body.evaluate((el) => el.getBoundingClientRect().height);
  expect(collapsed).toBeLessThanOrEqual(16 * 16);
  // With the keyboard: focus the button, Enter opens, the text is whole (here shorter than 1200 px), Enter closes.
  await toggle.focus();
  await page.keyboard.press('Enter');
  const less = readMore.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(body).toHaveCSS('max-height', '1200px');
  // Open, nothing of it is clipped: its text is shorter than the 1200 px it may take.
  await expect.poll(() => body.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
  const open = await body.evaluate((el) => el.getBoundingClientRect().height);
  expect(open).toBeGreaterThan(collapsed);
  await expectAxeClean(page, { include: '[data-testid=blog-article]' });
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A short article shows whole, with no toggle.
  await page.goto('/blog/1');
  await expect(article).toHaveAttribute('data-state', 'ready');
  await expect(article.getByRole('link', { name: 'See all promotions' })).toBeVisible();
  await expect(article.getByTestId('read-more')).toHaveCount(0);
  await expect(article.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('the FAQ still opens and closes its answers', async ({ page }) => {
  await new LayoutModel(page).goto('/');
  const faq = page.locator('section[aria-labelledby="faq-title"]');
  await faq.scrollIntoViewIfNeeded();
  const first = faq.locator('details').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('summary + div')).toHaveCSS('max-height', '600px');
  await first.locator('summary').click();
  await expect(first).not.toHaveAttribute('open');
});
