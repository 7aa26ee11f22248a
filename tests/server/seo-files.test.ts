// GET /robots.txt and GET /sitemap.xml over real HTTP (docs/api.md#robots-sitemap): robots' syntax and what it
// keeps crawlers out of; the sitemap against the sitemap protocol's rules (urlset namespace, absolute <loc>, at most
// 50 000 URLs) and hreflang's (every page in every language, alternates complete, self-referencing and reciprocal),
// built from the seeded database.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustedProxies } from '../../server/auth/client-address';
import { sitemapXml } from '../../server/routes/seo-files';
import { startTestServer, type TestServer } from './harness';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const LANGS = ['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'];

let server: TestServer;
beforeAll(async () => {
  // The test client stands for the operator's proxy (TRUSTED_PROXIES), so its X-Forwarded-Proto is believed.
  server = await startTestServer({ visitor: { trustedProxies: readTrustedProxies('127.0.0.1') } });
});
afterAll(() => server.close());

describe('robots.txt', () => {
  it('is plain text of known fields, keeps crawlers out of player, cashier and admin pages, and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    // Every line is "Field: value" of a field robots.txt knows; the group starts with its User-agent.
    for (const line of lines) expect(line, line).toMatch(/^(User-agent|Disallow|Allow|Sitemap): \S+$/);
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of [
      '/personal',
      '/bets',
      '/payments',
      '/deposit',
      '/withdraw',
      '/payment_systems',
      '/bonuses',
      '/admin',
      '/api/',
      '/menu',
    ]) {
      expect(disallowed, path).toContain(path);
    }
    for (const open of ['/', '/games/slots', '/blog', '/promo', '/clubs', '/about', '/top']) {
      expect(
        disallowed.some((path) => open === path || open.startsWith(path)),
        open,
      ).toBe(false);
    }
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual([`Sitemap: ${server.url}/sitemap.xml`]);
  });

  it('says https behind a proxy that says so', async () => {
    const text = await (await fetch(`${server.url}/robots.txt`, { headers: { 'x-forwarded-proto': 'https' } })).text();
    expect(text).toContain(`Sitemap: ${server.url.replace('http:', 'https:')}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  let doc: Document;
  let urls: Element[];
  const locOf = (url: Element) => url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '';
  const alternatesOf = (url: Element) =>
    [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => ({
      rel: link.getAttribute('rel'),
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    }));

  beforeAll(async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    urls = [...doc.documentElement.children];
  });

  it('is a urlset of the sitemap namespace holding only <url> entries, at most 50 000', () => {
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(urls.every((url) => url.localName === 'url' && url.namespaceURI === SITEMAP_NS)).toBe(true);
    expect(urls.length).toBeLessThanOrEqual(50_000);
  });

  it('lists every public page of the demo world once per language, with absolute <loc>s', () => {
    const locs = urls.map(locOf);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc, loc).toMatch(new RegExp(`^${server.url}/`));
      expect(loc.length).toBeLessThanOrEqual(2048);
    }
    const paths = new Set(locs.map((loc) => new URL(loc).pathname));
    for (const path of [
      '/',
      '/games/slots',
      '/games/live-casino',
      '/blog',
      '/blog/category/1',
      '/blog/1',
      '/blog/10',
      '/promo',
      '/promo/welcome-bonus',
      '/about',
      '/clubs',
      '/clubs-list',
      '/top',
    ]) {
      expect(paths, path).toContain(path);
      for (const lang of LANGS) expect(locs, `${path} ${lang}`).toContain(`${server.url}${path}?lang=${lang}`);
    }
    // The seed (docs/api.md "Demo data"): 8 game groups, 66 games of which 5 are multiple groups (their pages go home,
    // so they are not listed), 3 blog categories, 10 articles, 5 offers, and 7 pages of their own.
    const count = (pattern: RegExp) => [...paths].filter((path) => pattern.test(path)).length;
    expect(count(/^\/games\/[\w-]+$/)).toBe(8);
    expect(count(/^\/games\/[\w-]+\/\d+$/)).toBe(61);
    expect(count(/^\/blog\/category\/\d+$/)).toBe(3);
    expect(count(/^\/blog\/\d+$/)).toBe(10);
    expect(count(/^\/promo\/[\w-]+$/)).toBe(5);
    expect(paths.size).toBe(8 + 61 + 3 + 10 + 5 + 7);
    expect(urls).toHaveLength(paths.size * 8);
    // Nothing private.
    expect(
      [...paths].filter((path) =>
        /^\/(personal|bets|payments|deposit|withdraw|bonuses|admin|login|register|menu)/.test(path),
      ),
    ).toEqual([]);
  });

  it('gives every <url> its alternates in all 8 languages plus x-default, itself among them', () => {
    for (const url of urls) {
      const loc = locOf(url);
      const alternates = alternatesOf(url);
      expect(
        alternates.every((link) => link.rel === 'alternate'),
        loc,
      ).toBe(true);
      expect(alternates.map((link) => link.hreflang).sort(), loc).toEqual([...LANGS, 'x-default'].sort());
      const lang = new URL(loc).searchParams.get('lang');
      expect(alternates.find((link) => link.hreflang === lang)?.href, loc).toBe(loc);
      const bare = new URL(loc);
      bare.search = '';
      expect(alternates.find((link) => link.hreflang === 'x-default')?.href, loc).toBe(bare.href);
    }
  });

  it('has reciprocal alternates: each language version lists exactly the same set', () => {
    const byLoc = new Map(urls.map((url) => [locOf(url), url]));
    for (const url of urls) {
      const set = JSON.stringify(alternatesOf(url));
      for (const link of alternatesOf(url).filter((l) => l.hreflang !== 'x-default')) {
        const other = byLoc.get(link.href);
        expect(other, `${locOf(url)} → ${link.href}`).toBeDefined();
        expect(JSON.stringify(alternatesOf(other as Element)), link.href).toBe(set);
      }
    }
  });

  it('dates the articles', () => {
    const article = urls.find((url) => locOf(url) === `${server.url}/blog/1?lang=ht`);
    expect(article?.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('sitemapXml', () => {
  it('keeps within 50 000 URLs by leaving out whole pages, and escapes what XML needs', () => {
    const pages = Array.from({ length: 7000 }, (_, i) => ({ path: `/games/g/${i}` }));
    const text = sitemapXml('https://bel.example', [{ path: "/promo/a&b'c" }, ...pages]);
    expect(text.match(/<url>/g)).toHaveLength(50_000);
    expect(text).toContain('<loc>https://bel.example/promo/a&amp;b&apos;c?lang=en</loc>');
  });
});

describe('SEO in every language (seo/metadata)', () => {
  const seoOf = async (path: string, lang: string) =>
    (await (
      await fetch(`${server.url}/api/v1/seo/metadata?path=${encodeURIComponent(path)}`, {
        headers: { cookie: `lang=${lang}` },
      })
    ).json()) as { pageTitle: string; pageDescription: string; pageUrl: string };

  it('has every seeded page in all 8 languages, each its own (German says "Slots" too)', async () => {
    const paths = ['/', '/blog', '/promo', '/clubs', '/top', '/about', '/games/slots', '/menu/sport-terms', '/login'];
    for (const path of paths) {
      const titles: string[] = [];
      for (const lang of LANGS) titles.push((await seoOf(path, lang)).pageTitle);
      expect(new Set(titles).size, `${path}: ${titles.join(' / ')}`).toBe(path === '/games/slots' ? 7 : 8);
      for (const title of titles) expect(title).toMatch(/ \| Bèl Chans$/);
    }
  });

  it.each([
    ['/', 'ht', 'Kazino, bòlèt ak paryaj espò ann Ayiti | Bèl Chans'],
    ['/games/crash', 'ht', 'Jwèt crash | Bèl Chans'],
    ['/menu/sport-terms', 'ht', 'Règ paryaj espò | Bèl Chans'],
    ['/clubs', 'fr', 'Carte des clubs | Bèl Chans'],
    ['/promo/welcome-bonus', 'fr', 'Bonus de bienvenue 100% | Bèl Chans'],
    ['/promo/welcome-bonus', 'ht', 'Bonis byenveni 100% | Bèl Chans'],
    // A page without a row of its own reads as the home page, in the caller's language.
    ['/games/table', 'es', 'Casino, borlette y apuestas deportivas en Haití | Bèl Chans'],
    ['/top', 'en', 'Top wins | Bèl Chans'],
  ])('%s in %s: %s', async (path, lang, title) => {
    const seo = await seoOf(path, lang);
    expect(seo.pageTitle).toBe(title);
    expect(seo.pageUrl).toBe(path);
  });
});
