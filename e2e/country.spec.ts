// The visitor's country picks the first visit's language (docs/product.md#flows-locale): the run trusts the edge
// header CF-IPCountry and its own address as a proxy (playwright.config.ts COUNTRY_HEADER, TRUSTED_PROXIES), so a
// test says where a visit comes from either with that header or with X-Forwarded-For, which the server looks up in
// its offline IP database. A Haitian visitor with an English browser gets Kreyòl from the server, in the first
// HTML, with no request to change the language afterwards; a French one gets French.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Request } from '@playwright/test';
import { expect, test } from './fixtures';

const messages = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8'));
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const countryOf = (html: string) => {
  const data = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return data ? (JSON.parse(data) as { country: string | null }).country : undefined;
};

// Addresses the IP database maps (tests/server/visitor-country.test.ts): Digicel Haiti, Orange France.
const HAITI = '190.115.128.1';
const FRANCE = '90.84.1.1';
const ENGLISH = 'en-US,en;q=0.9';

async function home(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/', { headers: { accept: 'text/html', 'accept-language': ENGLISH, ...headers } });
  return { response, html: await response.text() };
}

test.describe('the first HTML', () => {
  test('a visitor from a Haitian address with an English browser gets Kreyòl, and the page says the country', async ({
    request,
  }) => {
    const { response, html } = await home(request, { 'x-forwarded-for': HAITI });
    expect(langOf(html)).toBe('ht');
    expect(html).toContain(`>${messages('ht')['nav.games']}<`);
    expect(countryOf(html)).toBe('HT');
    // Chosen by the address: only the visitor's browser may keep it.
    expect(response.headers()['cache-control']).toBe('private, max-age=5');
  });

  test('the configured edge header says Haiti: Kreyòl, and any cache may keep it by that header', async ({
    request,
  }) => {
    const { response, html } = await home(request, { 'cf-ipcountry': 'HT' });
    expect(langOf(html)).toBe('ht');
    expect(countryOf(html)).toBe('HT');
    expect(response.headers()['cache-control']).toBe('public, max-age=5');
    expect(response.headers().vary).toContain('cf-ipcountry');
  });

  test('a visitor from France gets French, by address or by the edge header', async ({ request }) => {
    const byAddress = await home(request, { 'x-forwarded-for': FRANCE });
    expect(langOf(byAddress.html)).toBe('fr');
    expect(byAddress.html).toContain(`>${messages('fr')['nav.games']}<`);
    expect(countryOf(byAddress.html)).toBe('FR');
    expect(langOf((await home(request, { 'cf-ipcountry': 'FR' })).html)).toBe('fr');
  });

  test('a header the operator did not configure is not believed, nor an address the client wrote itself', async ({
    request,
  }) => {
    const { html } = await home(request, { 'x-country-code': 'HT' });
    expect(langOf(html)).toBe('en');
    expect(countryOf(html)).toBeNull();
    // The trusted proxy (this test's address) appended France after what the client claimed.
    expect(langOf((await home(request, { 'x-forwarded-for': `${HAITI}, ${FRANCE}` })).html)).toBe('fr');
  });

  test('the language stored in the cookie wins over the country', async ({ request }) => {
    expect(langOf((await home(request, { 'x-forwarded-for': HAITI, cookie: 'lang=es' })).html)).toBe('es');
  });
});

test.describe('the first visit in the browser', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': HAITI, 'accept-language': ENGLISH } });

  test('from Haiti: Kreyòl from the first paint, no other language asked for; the visit is stored and told', async ({
    page,
    context,
  }) => {
    const catalogues: string[] = [];
    const posted: unknown[] = [];
    page.on('request', (request: Request) => {
      const chunk = /\/assets\/(en|ru|ht|de|fr|es|tr|zh)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk?.[1]) catalogues.push(chunk[1]);
      if (request.url().endsWith('/api/v1/setlocale')) posted.push(request.postDataJSON());
    });
    const response = await page.goto('/');
    expect(langOf((await response?.text()) ?? '')).toBe('ht');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
    await expect(
      page.getByTestId('site-header').getByRole('link', { name: messages('ht')['header.login'] }),
    ).toBeVisible();
    // The visit is stored on the device and told to the server: once, in Kreyòl.
    await expect(page.getByTestId('locale')).toHaveAttribute('data-state', 'ready');
    await expect.poll(() => posted).toEqual([{ locale: 'ht' }]);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('country_code')])).toEqual([
      'ht',
      'HT',
    ]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ht');
    // Only Kreyòl's catalogue was ever loaded: the page never showed, nor switched from, another language.
    expect([...new Set(catalogues)]).toEqual(['ht']);
  });

  test('the language list comes from the server, and picking French keeps it over the country', async ({ page }) => {
    await page.goto('/');
    const locales = page.waitForResponse((response) => response.url().endsWith('/api/v1/locale/list'));
    await page.getByTestId('language-picker').locator('button[aria-expanded]').click();
    expect((await locales).ok()).toBe(true);
    const list = page.getByRole('list', { name: messages('ht')['language.label'] });
    await expect(list.getByRole('button')).toHaveText([
      'English',
      'Русский',
      'Kreyòl',
      'Deutsch',
      'Français',
      'Español',
      'Türkçe',
      '中文',
    ]);
    await list.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The next visit from the same Haitian address stays French: the stored language wins.
    const again = await page.goto('/promo');
    expect(langOf((await again?.text()) ?? '')).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('a language of its own address', () => {
  test('?lang= renders the page in that language and keeps it in the cookie', async ({ request }) => {
    const first = await request.get('/blog?lang=de', { headers: { accept: 'text/html', 'x-forwarded-for': HAITI } });
    const html = await first.text();
    expect(langOf(html)).toBe('de');
    expect(html).toContain(`>${messages('de')['nav.blog']}<`);
    expect(first.headers()['set-cookie']).toMatch(/^lang=de;/);
    expect(first.headers()['cache-control']).toBe('private, max-age=5');
    // The cookie now says German wherever the visitor goes.
    const next = await request.get('/about', { headers: { accept: 'text/html', 'x-forwarded-for': HAITI } });
    expect(langOf(await next.text())).toBe('de');
    // An unknown language is ignored.
    const unknown = await request.get('/about?lang=pt', { headers: { accept: 'text/html', cookie: 'lang=ru' } });
    expect(langOf(await unknown.text())).toBe('ru');
    expect(unknown.headers()['set-cookie']).toBeUndefined();
  });
});
