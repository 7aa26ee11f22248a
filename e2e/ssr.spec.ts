// Server rendering (docs/architecture.md "Server rendering"): every public route arrives as HTML with its content
// in the visitor's language before any script runs, concurrent requests never mix, the browser hydrates without
// asking again for what the HTML holds, and a slow or failing API gives the client-rendered shell, never a blank page.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createPlayer } from './models/players';

const messages = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8'));

/**
 * The page's rendered markup, what a visitor sees before any script runs: #root, without the <head> (titles) and
 * without the data that travels for hydration, so a text found here is on the page itself.
 */
const beforeScripts = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script');
  expect(start, 'the page has its #root').toBeGreaterThan(0);
  return html.slice(start, end);
};
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const serverData = (html: string) => /<script type="application\/json" id="ssr-data">/.test(html);

async function page(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  return { response, html: await response.text() };
}

async function apiJson<T>(request: APIRequestContext, path: string, lang = 'en'): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { cookie: `lang=${lang}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

// Texts written down from the seeded demo world (server/db/seed) and the catalogues, per route and language.
const ROUTES: Array<{ path: string; lang: string; texts: string[]; status?: number }> = [
  { path: '/', lang: 'en', texts: ['Kreyòl Fruits', 'Golden Mango', 'Slots', 'Live casino'] },
  { path: '/', lang: 'ht', texts: ['Kreyòl Fruits', messages('ht')['nav.games'] ?? ''] },
  { path: '/games/slots', lang: 'fr', texts: ['Kreyòl Fruits', 'Golden Mango'] },
  { path: '/blog', lang: 'ht', texts: ['Byenvini nan nouvo Bèl Chans lan'] },
  { path: '/blog/1', lang: 'de', texts: ['Willkommen beim neuen Bèl Chans'] },
  { path: '/promo', lang: 'en', texts: ['Welcome bonus 100%', 'Weekend cashback 10%'] },
  { path: '/promo/welcome-bonus', lang: 'en', texts: ['Welcome bonus 100%'] },
  { path: '/about', lang: 'en', texts: ['38 Route de Delmas, Delmas 33', 'Support every day from 8:00 to 22:00'] },
  { path: '/clubs', lang: 'fr', texts: ['Club Delmas 33', 'Delmas 33, angle Rue Louverture, Port-au-Prince'] },
  { path: '/menu/sport-terms', lang: 'ru', texts: [messages('ru')['sportTerms.groupGeneral'] ?? ''] },
  { path: '/register', lang: 'ru', texts: [messages('ru')['nav.games'] ?? ''] },
  { path: '/login', lang: 'es', texts: [messages('es')['nav.games'] ?? ''] },
  { path: '/no-such-page', lang: 'fr', texts: [messages('fr')['notFound.text'] ?? ''], status: 404 },
];

test.describe('server rendering', () => {
  // These checks read HTML over HTTP, the same in both layouts: the phone project runs them.
  test.skip(({ isMobile }) => !isMobile, 'HTTP-level checks run once');

  for (const { path, lang, texts, status = 200 } of ROUTES) {
    test(`${path} in ${lang}: content and language in the HTML before any script`, async ({ request }) => {
      const { response, html } = await page(request, path, { cookie: `lang=${lang}` });
      expect(response.status()).toBe(status);
      expect(langOf(html)).toBe(lang);
      expect(serverData(html), 'the data travels in the page').toBe(true);
      const visible = beforeScripts(html);
      for (const text of texts) expect(visible, `${path} shows ${text}`).toContain(text.replace(/&/g, '&amp;'));
    });
  }

  test('game page, top wins and clubs list carry what the API has, in the HTML', async ({ request }) => {
    const groups = await apiJson<{
      list: Array<{ alias: string; info: { games: { list: Array<{ id: number; name: string }> } } }>;
    }>(request, 'games/groups');
    const slots = groups.list.find((group) => group.alias === 'slots');
    const game = slots?.info.games.list[0];
    expect(game).toBeDefined();
    const gamePage = beforeScripts((await page(request, `/games/slots/${game?.id}`)).html);
    expect(gamePage).toContain(game?.name);

    const { ratings } = await apiJson<{ ratings: Array<{ game_name: string; user: string }> }>(request, 'ratings');
    const top = beforeScripts((await page(request, '/top')).html);
    for (const rating of ratings.slice(0, 3)) {
      expect(top).toContain(rating.game_name);
      expect(top).toContain(rating.user);
    }

    const clubs = await apiJson<{ list: Array<{ info: { name: string } }> }>(request, 'clubs/map/info');
    expect(clubs.list.length).toBeGreaterThan(2);
    const list = beforeScripts((await page(request, '/clubs-list')).html);
    for (const club of clubs.list.slice(0, 3)) expect(list).toContain(club.info.name);
  });

  test('concurrent requests in eight languages each get their own page', async ({ request }) => {
    const langs = ['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'];
    // Each language three times, by cookie, by Accept-Language and by country, all at once and interleaved.
    type Ask = { lang: string; headers: Record<string, string> };
    const asks = langs.flatMap((lang): Ask[] => [
      { lang, headers: { cookie: `lang=${lang}` } },
      { lang, headers: { 'accept-language': `${lang};q=0.9` } },
      { lang, headers: { cookie: `lang=${lang}; unrelated=1`, 'accept-language': 'tr' } },
    ]);
    const pages = await Promise.all(asks.map(({ headers }) => page(request, '/blog', headers)));
    for (const [index, { html }] of pages.entries()) {
      const { lang } = asks[index] ?? { lang: '' };
      expect(langOf(html), `ask ${index}`).toBe(lang);
      const visible = beforeScripts(html);
      expect(visible).toContain(`>${messages(lang)['nav.blog']}<`);
      // No other language's article title leaked into this page.
      const own =
        lang === 'ht'
          ? 'Byenvini nan nouvo Bèl Chans lan'
          : lang === 'fr'
            ? 'Bienvenue sur le nouveau Bèl Chans'
            : null;
      if (own) expect(visible).toContain(own);
      for (const other of ['Byenvini nan nouvo Bèl Chans lan', 'Bienvenue sur le nouveau Bèl Chans']) {
        if (other !== own) expect(visible).not.toContain(other);
      }
    }
  });

  test('the language comes from the cookie, then the country, then the browser, then English', async ({ request }) => {
    const lang = async (headers: Record<string, string>) => langOf((await page(request, '/about', headers)).html);
    // The run's edge header is CF-IPCountry (playwright.config.ts COUNTRY_HEADER); any other is not believed.
    expect(await lang({ cookie: 'lang=de', 'cf-ipcountry': 'HT', 'accept-language': 'fr' })).toBe('de');
    expect(await lang({ 'cf-ipcountry': 'HT', 'accept-language': 'fr-FR,fr' })).toBe('ht');
    expect(await lang({ 'x-country-code': 'HT', 'accept-language': 'fr-FR,fr' })).toBe('fr');
    expect(await lang({ 'accept-language': 'fr-HT,fr;q=0.9,en;q=0.5' })).toBe('ht');
    expect(await lang({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(await lang({ 'accept-language': 'pt-BR,es;q=0.8' })).toBe('es');
    expect(await lang({})).toBe('en');
  });

  test('a guest page may be kept a few seconds; a player page never, though both come from one render', async ({
    request,
  }) => {
    // Its country from the edge's header: any cache may keep it, varying on that header.
    const guest = await page(request, '/promo', { 'cf-ipcountry': 'US' });
    expect(guest.response.headers()['cache-control']).toBe('public, max-age=5');
    expect(guest.response.headers().vary).toContain('Cookie');
    expect(guest.response.headers().vary).toContain('Accept-Language');
    expect(guest.response.headers().vary).toContain('cf-ipcountry');
    // Its country from the address: only the browser may keep it (no header tells a shared cache who it fits).
    expect((await page(request, '/promo')).response.headers()['cache-control']).toBe('private, max-age=5');
    // Asked again at once, a guest's page comes from the server's short-lived copy.
    expect((await page(request, '/promo', { 'cf-ipcountry': 'US' })).response.headers()['x-page-cache']).toBe('hit');
    // The render never reads the session: a session cookie, made up or real, is served the same kept render (a cookie
    // cannot force a render of its own), and only the headers say that no cache may keep it.
    const madeUp = await page(request, '/promo', { 'cf-ipcountry': 'US', cookie: 'sid=made-up-by-anyone' });
    expect(madeUp.response.headers()['cache-control']).toBe('private, no-store');
    expect(madeUp.response.headers()['x-page-cache']).toBe('hit');
    expect(madeUp.html).toBe(guest.html);
    const someone = await createPlayer(request);
    const signedIn = await request.post('/api/v1/authorize', {
      data: { login: someone.phone, password: someone.password },
    });
    expect(signedIn.ok()).toBe(true);
    const sid = /sid=([^;]+)/.exec(signedIn.headers()['set-cookie'] ?? '')?.[1] ?? '';
    expect(sid).not.toBe('');
    const player = await page(request, '/promo', { 'cf-ipcountry': 'US', cookie: `sid=${sid}` });
    expect(player.response.headers()['cache-control']).toBe('private, no-store');
    expect(player.response.headers()['x-page-cache']).toBe('hit');
    expect(player.html).toBe(guest.html);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(guest.html)?.[1] ?? '';
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the HTML of / stays within 60 KB gzip', async ({ request }) => {
    const { html } = await page(request, '/');
    const kb = gzipSync(html).byteLength / 1024;
    console.log(`HTML of /: ${(html.length / 1024).toFixed(1)} KB, ${kb.toFixed(1)} KB gzip`);
    expect(kb).toBeLessThanOrEqual(60);
  });
});

test.describe('hydration', () => {
  test('the browser takes over the server page without asking for its data again', async ({ page: tab }) => {
    const asked: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/session') asked.push(url.pathname);
    });
    await tab.goto('/');
    await expect(tab.getByTestId('home')).toBeVisible();
    // Hydrated: the session actor starts once React has taken over the page, and finds a guest.
    await expect(tab.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
    await tab.waitForLoadState('networkidle');
    expect(asked.filter((path) => /games\/groups|seo\/metadata|jackpots|config/.test(path))).toEqual([]);
  });

  // React keeps the server's attributes when it hydrates (it never patches them in production): ids made by useId
  // must come out the same on both sides, or labels and descriptions point at nothing once the page changes.
  for (const path of ['/login', '/register', '/promo', '/']) {
    test(`${path}: every label and description points at an element after hydration`, async ({ page: tab }) => {
      await tab.goto(path);
      const dangling = () =>
        tab.evaluate(() =>
          [...document.querySelectorAll('[for], [aria-labelledby], [aria-describedby]')].flatMap((element) =>
            ['for', 'aria-labelledby', 'aria-describedby']
              .flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean))
              .filter((id) => !document.getElementById(id))
              .map((id) => `${element.tagName.toLowerCase()} → #${id}`),
          ),
        );
      expect(await dangling()).toEqual([]);
      // A re-render in the browser (the session answered) keeps them pointing at the same elements.
      await expect(tab.locator('[data-session]')).not.toHaveAttribute('data-session', 'checking');
      expect(await dangling()).toEqual([]);
    });
  }

  test('a language kept only on the device (before the cookie) is switched to after hydration, and remembered', async ({
    page: tab,
    context,
  }) => {
    await tab.addInitScript(() => localStorage.setItem('lang', 'fr'));
    const response = await tab.goto('/promo');
    // The server knew nothing of it: English.
    expect(langOf((await response?.text()) ?? '')).toBe('en');
    await expect(tab.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages('fr')['page.promo'] ?? '');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('fr');
  });

  for (const fault of ['slow', 'fail'] as const) {
    test(`an API that is ${fault} gives the shell, which renders the page in the browser`, async ({
      page: tab,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'ssr_api', value: fault, url: baseURL ?? '' }]);
      const response = await tab.goto('/blog');
      const html = (await response?.text()) ?? '';
      expect(serverData(html)).toBe(false);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      // The browser loads the data itself (its API is fine): the page is complete, not blank.
      await expect(tab.getByText('Welcome to the new Bèl Chans').first()).toBeVisible();
    });
  }
});
