// GET /robots.txt and GET /sitemap.xml (docs/api.md#robots-sitemap): what search engines may crawl, and every
// public page in every language, built from the database. A language has its own address, the page with `?lang=xx`
// (docs/architecture.md#language-urls: the server renders it in that language and keeps it in the `lang` cookie), so
// each page is listed once per language with all its languages as xhtml:link hreflang alternates, plus x-default
// (the address without `?lang`, in the visitor's own language).
import { asc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { LOCALES, type Locale } from '../../contract/constants';
import { languageUrl } from '../../contract/language-url';
import type { Db } from '../db/client';
import { articles, blogCategories, gameGroups, games, promoOffers } from '../db/schema';
import type { AppDeps, AppEnv } from '../env';
import { requestOrigin } from '../http/query';
import { PRIVATE_PREFIXES } from '../site/seo';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
const SEO_FILE_CACHE = 'public, max-age=3600';

/** Pages that are not listed and must not be crawled: a player's, the cashier, sign-in steps, admin, the API. */
export const ROBOTS_DISALLOW = ['/api/', '/dev/', '/menu', ...PRIVATE_PREFIXES] as const;

interface Page {
  path: string;
  lastmod?: string;
}

/** Every public page, in the order a reader would meet them: home, games, blog, offers, the rest. */
export async function publicPages(db: Db): Promise<Page[]> {
  const groups = await db
    .select({ alias: gameGroups.alias })
    .from(gameGroups)
    .orderBy(asc(gameGroups.sort), asc(gameGroups.id));
  // A multiple group's page goes home at once (docs/product.md#routes-list): not a page of its own to list.
  const gameRows = await db
    .select({ id: games.id, group: gameGroups.alias })
    .from(games)
    .innerJoin(gameGroups, eq(gameGroups.id, games.groupId))
    .where(ne(games.gameType, 2))
    .orderBy(asc(gameGroups.sort), asc(gameGroups.id), asc(games.sort), asc(games.id));
  const articleRows = await db
    .select({ id: articles.id, publishedAt: articles.publishedAt })
    .from(articles)
    .orderBy(asc(articles.id));
  const categories = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
  const offers = await db
    .select({ id: promoOffers.id })
    .from(promoOffers)
    .where(eq(promoOffers.active, true))
    .orderBy(asc(promoOffers.sort), asc(promoOffers.id));
  return [
    { path: '/' },
    ...groups.map((group) => ({ path: `/games/${group.alias}` })),
    ...gameRows.map((game) => ({ path: `/games/${game.group}/${game.id}` })),
    { path: '/blog' },
    ...categories.map((category) => ({ path: `/blog/category/${category.id}` })),
    ...articleRows.map((article) => ({
      path: `/blog/${article.id}`,
      lastmod: article.publishedAt.toISOString().slice(0, 10),
    })),
    { path: '/promo' },
    ...offers.map((offer) => ({ path: `/promo/${encodeURIComponent(offer.id)}` })),
    ...['/about', '/clubs', '/clubs-list', '/top'].map((path) => ({ path })),
  ];
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The sitemap of `pages` at `origin`: one <url> per page and language, its alternates complete and reciprocal. */
export function sitemapXml(origin: string, pages: Page[]): string {
  // Whole pages only: a page's languages are listed together or not at all.
  const kept = pages.slice(0, Math.floor(SITEMAP_MAX_URLS / LOCALES.length));
  if (kept.length < pages.length) console.warn(`[sitemap] ${pages.length - kept.length} pages left out (50 000 URLs)`);
  const urls = kept.flatMap((page) => {
    const at = (lang?: Locale) => xml(languageUrl(page.path, origin, lang));
    const alternates = [
      ...LOCALES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${at(lang)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at()}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
    return LOCALES.map((lang) => `<url><loc>${at(lang)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

export function seoFileRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(requestOrigin(c)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': SEO_FILE_CACHE,
    }),
  );
  app.get('/sitemap.xml', async (c) =>
    c.body(sitemapXml(requestOrigin(c), await publicPages(db)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SEO_FILE_CACHE,
    }),
  );
  return app;
}
