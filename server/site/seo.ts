// SEO metadata per app path (docs/product.md#entities-content SEO, docs/product.md#calls-list seo/metadata): an exact
// row from seo_pages, else one built from what the path names (blog article, promo offer, game), else a title for the
// route of docs/product.md#routes-list, else a generic default, so every path gets an answer. Player-only and sign-in
// routes are always `noindex` (robots of PRIVATE_PREFIXES), whatever their row says.
import { and, eq, sql } from 'drizzle-orm';
import type { Seo } from '../../contract/schemas/site';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { Db } from '../db/client';
import {
  blogCategories,
  gameGroups,
  gameGroupTranslations,
  games,
  gameTranslations,
  seoPages,
  seoPageTranslations,
} from '../db/schema';
import { type TextKey, text, translate } from '../i18n/text';
import { mediaUrl } from '../media/images';
import { findOffer, offerSeo } from '../promo/shapes';
import { type ArticleRow, findArticle, selectCategories } from './blog';

export const BRAND = 'Bèl Chans';
export const INDEX = 'index, follow';
export const NOINDEX = 'noindex, nofollow';
const SHARE_IMAGE = mediaUrl('banners', 'share', 1200, 630);

/** Routes of docs/product.md#routes-list that are personal, transactional or sign-in steps: never indexed. */
export const PRIVATE_PREFIXES = [
  '/admin',
  '/personal',
  '/bets',
  '/payments',
  '/deposit',
  '/withdraw',
  '/payment_systems',
  '/bonuses',
  '/login',
  '/loginTG',
  '/register',
  '/registration',
  '/auth',
  '/widget',
  '/uikit',
  '/welcome',
] as const;

/**
 * Titles of docs/product.md#routes-list routes that have no seo_pages row (the row wins where there is one), as texts of
 * the server's catalogues, so they read in the caller's language (docs/api.md#server-language).
 */
const ROUTE_TITLES: Record<string, [title: TextKey, description?: TextKey]> = {
  '/admin': ['seo.admin'],
  '/uikit': ['seo.uikit'],
  '/registration': ['seo.register', 'seo.registerDescription'],
  '/loginTG': ['seo.loginTelegram'],
  '/login/google': ['seo.loginGoogle'],
  '/login/web3': ['seo.loginWallet'],
  '/register/google': ['seo.registerGoogle'],
  '/register/web3': ['seo.registerWallet'],
  '/auth/google': ['seo.loginGoogle'],
  '/auth/web3': ['seo.loginWallet'],
  '/widget/blogs-last-articles': ['seo.latestArticles'],
  '/widget/games-popular-games': ['seo.popularGames'],
};

/** Keeps the path part only: no origin, query or fragment, no trailing slash (except "/"). */
export function normalizePath(input: string): string {
  const path = (input.split(/[?#]/)[0] ?? '/').trim();
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed === '/index.html' ? '/' : trimmed;
}

export const isPrivatePath = (path: string) =>
  path === '/menu' || PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const title = (text: string) => `${text} | ${BRAND}`;

export function articleSeo(a: ArticleRow): Seo {
  return {
    pageTitle: title(a.title),
    pageDescription: a.seoDescription,
    pageUrl: `/blog/${a.id}`,
    image: mediaUrl('blog', a.slug, 1200, 630),
    robots: INDEX,
  };
}

async function namedSeo(db: Db, path: string, locale: Locale): Promise<Seo | undefined> {
  const article = /^\/blog\/(\d{1,9})$/.exec(path);
  if (article) {
    const a = await findArticle(db, locale, Number(article[1]));
    return a && articleSeo(a);
  }
  const category = /^\/blog\/category\/(\d{1,9})$/.exec(path);
  if (category) {
    const [c] = await selectCategories(db, locale, eq(blogCategories.id, Number(category[1])));
    // The blog's own description and image, under the category's name in the caller's language.
    return c && { ...(await pageSeo(db, '/blog', locale)), pageTitle: title(c.name), pageUrl: path };
  }
  const offer = /^\/promo\/([\w-]+)$/.exec(path);
  if (offer) {
    // The offer's own SEO in the caller's language (server/promo/shapes.ts, its translation rows of migration 0015),
    // as promo/offers/seo/{id} answers it.
    const o = await findOffer(db, locale, offer[1] ?? '');
    return o ? { ...offerSeo(o, locale), pageUrl: path } : undefined;
  }
  const game = /^\/games\/([\w-]+)\/(\d{1,9})$/.exec(path);
  if (game) {
    // The group's name and the game's title in the caller's language (game_group_translations, game_translations),
    // English where the operator has none; the game's name is a brand.
    const [g] = await db
      .select({
        name: games.name,
        alias: games.alias,
        group: sql<string>`coalesce(${gameGroupTranslations.name}, ${gameGroups.name})`,
        contentTitle: sql<string | null>`coalesce(${gameTranslations.contentTitle}, ${games.contentTitle})`,
      })
      .from(games)
      .innerJoin(gameGroups, eq(gameGroups.id, games.groupId))
      .leftJoin(
        gameGroupTranslations,
        and(eq(gameGroupTranslations.groupId, gameGroups.id), eq(gameGroupTranslations.locale, locale)),
      )
      .leftJoin(gameTranslations, and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.locale, locale)))
      .where(and(eq(games.id, Number(game[2])), eq(gameGroups.alias, game[1] ?? '')));
    if (!g) return undefined;
    return {
      pageTitle: title(`${g.name} · ${g.group}`),
      pageDescription: g.contentTitle ?? translate(locale, text('seo.defaultDescription')),
      pageUrl: path,
      image: mediaUrl('games', g.alias, 1200, 630),
      robots: INDEX,
    };
  }
  return undefined;
}

async function pageSeo(db: Db, path: string, locale: Locale): Promise<Seo> {
  const [row] = await db.select().from(seoPages).where(eq(seoPages.path, path));
  if (row) {
    // The row in the caller's language (0006), else its English.
    const [own] = await db
      .select()
      .from(seoPageTranslations)
      .where(and(eq(seoPageTranslations.path, path), eq(seoPageTranslations.locale, locale)));
    return {
      pageTitle: own?.title ?? row.title,
      pageDescription: own?.description ?? row.description,
      pageUrl: path,
      image: row.image,
      robots: row.robots,
    };
  }
  const named = await namedSeo(db, path, locale);
  if (named) return named;
  const known = ROUTE_TITLES[path];
  // Any other page of the site reads as the home page's row, in the caller's language (a game group without a row).
  if (!known && path !== '/') return { ...(await pageSeo(db, '/', locale)), pageUrl: path, image: SHARE_IMAGE };
  return {
    pageTitle: title(translate(locale, text(known?.[0] ?? 'seo.fallbackTitle'))),
    pageDescription: translate(locale, text(known?.[1] ?? 'seo.defaultDescription')),
    pageUrl: path,
    image: SHARE_IMAGE,
    robots: INDEX,
  };
}

export async function seoFor(db: Db, rawPath: string, locale: Locale = DEFAULT_LOCALE): Promise<Seo> {
  const path = normalizePath(rawPath);
  const found = await pageSeo(db, path, locale);
  return isPrivatePath(path) ? { ...found, robots: NOINDEX } : found;
}
