// docs/product.md#routes-menu Menu (/menu, mobile only) for guests, players and admins, /admin, and
// docs/product.md#routes-sport-terms Sport terms (/menu/sport-terms) with the rules document per language
// (docs/product.md#constants-locales: en, ru, fr, ht; others English).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { FIRST_RENDER, MenuModel, SportTermsModel } from './models/menu.model';
import { createPlayer, logInAs } from './models/players';

const ADMIN = { login: '50937000002', password: 'admin1234' };

interface Entry {
  name: string;
  href: string | null;
  target: string | null;
  rel?: string | null;
}

/** The server's terms document (site info links.rules) and app download link (download info). */
async function siteLinks(request: APIRequestContext) {
  const config = await (await request.get('/api/v1/config?target=redesign&version=2')).json();
  const download = await (await request.get('/api/v1/application/info')).json();
  return {
    rules: config.links.rules as string,
    download: download.download_link as string,
    social: config.social as Array<{ name: string; url: string }>,
    youtube: config.links.youtube as string,
  };
}

const route = (name: string, href: string): Entry => ({ name, href, target: null, rel: null });
const accountEntries = [
  route('Withdraw', '/withdraw'),
  route('Deposit', '/deposit'),
  route('Bet history', '/bets'),
  route('Payment history', '/payments'),
  route('Personal data', '/personal'),
  route('Club map', '/clubs'),
  route('Club list', '/clubs-list'),
];
const commonEntries = (links: { rules: string; download: string }): Entry[] => [
  route('Blog', '/blog'),
  route('Bonuses and special offers', '/promo'),
  route('Top wins', '/top'),
  { name: 'Terms and conditions', href: links.rules, target: '_blank', rel: 'noopener noreferrer' },
  route('Sport betting rules', '/menu/sport-terms'),
  route('About us', '/about'),
  route('Responsible gambling', '/responsible-gambling'),
  // Not in the app shell: the app and the old design (src/app/app-shell.ts: the operator's old site unless the build
  // names another), which the player leaves for in the same tab.
  { name: 'Download the app', href: links.download, target: '_blank', rel: 'noopener noreferrer' },
  { name: 'Old design', href: 'https://old.belchans.example/', target: null, rel: null },
];

async function logInAsAdmin(page: Page, path: string) {
  const reply = await page.request.post('/api/v1/authorize', { data: ADMIN });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.goto(path);
}

/** Replaces the clipboard so the test can read what was copied, or make the copy fail. */
async function stubClipboard(page: Page, outcome: 'works' | 'refused') {
  await page.addInitScript((refuse) => {
    const target = window as unknown as { copiedText?: string };
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
          target.copiedText = text;
        },
      },
    });
  }, outcome === 'refused');
}

test.describe('menu on a phone', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page), 'docs/product.md#routes-menu: /menu is a mobile screen (desktop goes to /)');
  });

  test('a guest sees the common entries, the download banner, log in, social links and the version', async ({
    page,
    request,
  }) => {
    test.slow(); // several page loads and a full axe scan
    const links = await siteLinks(request);
    const menu = new MenuModel(page);
    await menu.goto('guest');
    // The download entry comes with the application info query: poll until the list is whole.
    await expect.poll(() => menu.entries()).toEqual(commonEntries(links));
    await expect(menu.account()).toHaveCount(0);
    await expect(menu.ownId()).toHaveCount(0);
    await expect(menu.page.getByTestId('menu-balances')).toHaveCount(0);
    await expect(menu.event()).toHaveCount(0);
    await expect(menu.entry('Admin')).toHaveCount(0);
    await expect(menu.downloadBanner()).toHaveAttribute('href', links.download);
    await expect(menu.downloadBanner()).toHaveAttribute('target', '_blank');
    await expect(menu.logIn()).toHaveAttribute('href', '/login');
    for (const link of links.social) {
      await expect(menu.social().getByRole('link', { name: `${link.name} (opens in a new tab)` })).toHaveAttribute(
        'href',
        link.url,
      );
    }
    // links.youtube joins them (docs/product.md#routes-menu social links).
    await expect(menu.social().getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      links.youtube,
    );
    await expect(menu.version()).toHaveText('Version 1.0.0-beta.68');
    await expectAxeClean(page);

    await menu.logIn().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a player sees the own ID, balances, event progress and the account entries', async ({ page, request }) => {
    test.slow(); // several page loads and a full axe scan
    const links = await siteLinks(request);
    const player = await createPlayer(request, { balance: 300 });
    await logInAs(page, player, '/menu');
    const menu = new MenuModel(page);
    await menu.ready('player');
    await expect(menu.ownIdValue()).toHaveText(player.phone);
    // The download entry comes with the application info query: poll until the list is whole.
    await expect.poll(() => menu.entries()).toEqual([...accountEntries, ...commonEntries(links)]);
    await expect(menu.entry('Admin')).toHaveCount(0);
    await expect(menu.logOut()).toBeVisible();
    await expect(menu.logIn()).toHaveCount(0);
    await expect(page.getByTestId('menu-balances')).toBeVisible();

    // docs/product.md#entities-content promo event/progress: the first current event with the player's progress.
    const events = (await (await page.request.get('/api/v1/promo/events/current')).json()).list as Array<{
      title: string;
      progress?: unknown;
    }>;
    const current = events.find((event) => event.progress);
    if (current) await expect(menu.event().getByRole('heading')).toHaveText(current.title);
    else await expect(menu.event()).toHaveCount(0);
    await expectAxeClean(page);

    await menu.entry('Personal data').click();
    await expect(page).toHaveURL(/\/personal$/);
  });

  test('the current event progress refreshes on its own every minute', async ({ page, request }) => {
    // docs/product.md#flows-app-start: current events refresh automatically. The page's clock jumps the minute; the
    // server's reply is passed through, its progress moved on from the second read (as after the player's bets).
    await page.clock.install();
    let reads = 0;
    await page.route('**/api/v1/promo/events/current', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { list: Array<{ progress?: { current: number } }> };
      reads += 1;
      if (reads > 1) for (const event of body.list) if (event.progress) event.progress.current += 250;
      await route.fulfill({ response, json: body });
    });
    const player = await createPlayer(request);
    await logInAs(page, player, '/menu');
    const menu = new MenuModel(page);
    await menu.ready('player');
    // A fresh player has not started the seeded events; the one ending first is the Crash challenge (2 000 HTG).
    const progress = menu.event().getByTestId('menu-event-progress');
    await expect(progress).toHaveText('0 HTG of 2\u2009000 HTG');
    expect(reads).toBe(1);
    await page.clock.fastForward(60_000);
    await expect(progress).toHaveText('250 HTG of 2\u2009000 HTG');
    expect(reads).toBe(2);
  });

  test('the copy button puts the own ID on the clipboard', async ({ page, request }) => {
    await stubClipboard(page, 'works');
    const player = await createPlayer(request);
    await logInAs(page, player, '/menu');
    const menu = new MenuModel(page);
    await menu.ready('player');
    await menu.copyButton().click();
    await expect(menu.ownId()).toHaveAttribute('data-state', 'copied');
    await expect(menu.ownId().getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => (window as unknown as { copiedText?: string }).copiedText)).toBe(player.phone);
  });

  test('a refused clipboard is only logged', async ({ page, request }) => {
    await stubClipboard(page, 'refused');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const player = await createPlayer(request);
    await logInAs(page, player, '/menu');
    const menu = new MenuModel(page);
    await menu.ready('player');
    await menu.copyButton().click();
    await expect.poll(() => warnings.some((text) => text.includes('Copying the ID failed'))).toBe(true);
    await expect(menu.ownId()).toHaveAttribute('data-state', 'failed');
    await expect(menu.ownId().getByRole('status')).toHaveText('');
    // The refusal is over after 2 s, as a note would be (docs/product.md#constants).
    await expect(menu.ownId()).toHaveAttribute('data-state', 'idle');
  });

  test('exit logs the player out and goes home', async ({ page, request }) => {
    const player = await createPlayer(request);
    await logInAs(page, player, '/menu');
    const menu = new MenuModel(page);
    await menu.ready('player');
    await menu.logOut().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(new LayoutModel(page).loginLink()).toBeVisible();
    const session = await (await page.request.get('/api/session')).json();
    expect(session.authenticated).toBe(false);
  });

  test('an admin also gets the admin entry, which opens /admin in a new tab', async ({ page, request }) => {
    test.slow(); // several page loads and a full axe scan
    const links = await siteLinks(request);
    await logInAsAdmin(page, '/menu');
    const menu = new MenuModel(page);
    await menu.ready('admin');
    const admin: Entry = { name: 'Admin', href: '/admin', target: '_blank', rel: 'noopener' };
    // The download entry comes with the application info query: poll until the list is whole.
    await expect.poll(() => menu.entries()).toEqual([...accountEntries, admin, ...commonEntries(links)]);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), menu.entry('Admin').click()]);
    await expect(tab).toHaveURL(/\/admin$/);
    await expect(tab.getByTestId('admin-area')).toBeVisible(FIRST_RENDER);
    await expectAxeClean(tab);
  });

  test('in the app shell there is no download banner, download entry or old design', async ({ page }) => {
    const menu = new MenuModel(page);
    await page.goto('/menu?app_shell=1');
    await menu.ready('guest');
    await expect(menu.entry('Sport betting rules')).toBeVisible();
    await expect(menu.downloadBanner()).toHaveCount(0);
    await expect(menu.entry('Download the app')).toHaveCount(0);
    await expect(menu.entry('Old design')).toHaveCount(0);
  });
});

test('on a desktop /menu goes to /', async ({ page }) => {
  test.skip(isMobile(page), 'docs/product.md#routes-menu: the redirect is for desktop-wide windows');
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/$/, FIRST_RENDER);
  await expect(page.getByTestId('menu')).toHaveCount(0);
});

test.describe('/admin', () => {
  test('a guest is sent home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/, FIRST_RENDER);
  });

  test('a player who is not an admin is sent home', async ({ page, request }) => {
    await logInAs(page, await createPlayer(request), '/admin');
    await expect(page).toHaveURL(/\/$/, FIRST_RENDER);
    await expect(page.getByTestId('admin-area')).toHaveCount(0);
  });
});

test.describe('sport terms', () => {
  const sections = [
    ...['1', '2', '3', '4', '5', '6', '7'],
    ...Array.from({ length: 29 }, (_, i) => `8.${String(i + 1).padStart(2, '0')}`),
    ...['9', '10', '11', '12'],
  ];

  test('lists categories 1–7, sport rules 8.01 football to 8.29 virtual tennis, then 9–12', async ({ page }) => {
    test.slow(); // several page loads and a full axe scan
    const terms = new SportTermsModel(page);
    await terms.goto();
    const names = await terms.sections().allTextContents();
    expect(names.map((name) => name.split(' ')[0])).toEqual(sections);
    await expect(terms.section('8.01')).toHaveAccessibleName('8.01 Football (opens in a new tab)');
    await expect(terms.section('8.02')).toHaveAccessibleName('8.02 Ice hockey (opens in a new tab)');
    await expect(terms.section('8.03')).toHaveAccessibleName('8.03 Tennis (opens in a new tab)');
    await expect(terms.section('8.29')).toHaveAccessibleName('8.29 Virtual tennis (opens in a new tab)');
    await expect(terms.section('9')).toHaveAccessibleName('9 Player account (opens in a new tab)');
    await expect(terms.section('10')).toHaveAccessibleName('10 Calculation of winnings (opens in a new tab)');
    await expect(terms.section('11')).toHaveAccessibleName('11 Customer support (opens in a new tab)');
    await expect(terms.section('12')).toHaveAccessibleName('12 Useful links (opens in a new tab)');
    for (const link of await terms.sections().all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    await expect(terms.fallbackNote()).toHaveCount(0);
    await expectAxeClean(page);
  });

  // docs/product.md#constants-locales: documents exist in en, ru, fr, ht; every other language opens the English one.
  for (const [language, documentLanguage] of [
    ['en', 'en'],
    ['ru', 'ru'],
    ['fr', 'fr'],
    ['ht', 'ht'],
    ['de', 'en'],
    ['es', 'en'],
    ['tr', 'en'],
    ['zh', 'en'],
  ] as const) {
    test(`in ${language} the sections open the ${documentLanguage} documents`, async ({ page, baseURL }) => {
      // How the app remembers a language: the `lang` cookie (the server renders in it) and local storage.
      await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      const terms = new SportTermsModel(page);
      await terms.goto();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const hrefs = await terms.sections().evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(sections.map((id) => `/media/rules/${documentLanguage}/${id}`));
      await expect(terms.fallbackNote()).toHaveCount(documentLanguage === language ? 0 : 1);

      const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.sections().nth(7).click()]);
      await expect(tab).toHaveURL(new RegExp(`/media/rules/${documentLanguage}/8\\.01$`));
      await expect(tab.locator('html')).toHaveAttribute('lang', documentLanguage);
      await expect(tab.getByRole('heading', { level: 1 })).toContainText('8.01');
    });
  }

  test('the language picker switches the documents', async ({ page }) => {
    const terms = new SportTermsModel(page);
    await terms.goto();
    await expect(terms.section('1')).toHaveAttribute('href', '/media/rules/en/1');
    await new LayoutModel(page).pickLanguage('Kreyòl');
    await expect(terms.section('1')).toHaveAttribute('href', '/media/rules/ht/1');
    await new LayoutModel(page).pickLanguage('Deutsch');
    await expect(terms.section('1')).toHaveAttribute('href', '/media/rules/en/1');
    await expect(terms.fallbackNote()).toBeVisible();
  });

  test('reached from the menu on a phone', async ({ page }) => {
    test.skip(!isMobile(page), 'docs/product.md#routes-menu: /menu is a mobile screen');
    const menu = new MenuModel(page);
    await menu.goto('guest');
    await menu.entry('Sport betting rules').click();
    await expect(page).toHaveURL(/\/menu\/sport-terms$/);
    await expect(new SportTermsModel(page).section('8.01')).toBeVisible();
  });
});
