// SEO metadata per app path (spec §3 SEO): an exact row from seo_pages, else one built from the blog
// article or promo offer the path names, else a generic default so every path gets an answer.
import { eq } from 'drizzle-orm';
import type { Seo } from '../../src/api/schemas/site';
import type { Db } from '../db/client';
import { articles, promoOffers, seoPages } from '../db/schema';
import { mediaUrl } from '../media/images';

export const BRAND = 'Bèl Chans';
const DEFAULT_DESCRIPTION =
  'Casino games, borlette and sport betting in Haiti: play online, deposit with MonCash, withdraw at a club near you.';

/** Keeps the path part only: no origin, query or fragment, no trailing slash (except "/"). */
export function normalizePath(input: string): string {
  const path = (input.split(/[?#]/)[0] ?? '/').trim();
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

const title = (text: string) => `${text} | ${BRAND}`;

export async function seoFor(db: Db, rawPath: string): Promise<Seo> {
  const path = normalizePath(rawPath);
  const [row] = await db.select().from(seoPages).where(eq(seoPages.path, path));
  if (row) {
    return {
      pageTitle: row.title,
      pageDescription: row.description,
      pageUrl: path,
      image: row.image,
      robots: row.robots,
    };
  }
  const article = /^\/blog\/(\d+)$/.exec(path);
  if (article) {
    const [a] = await db
      .select()
      .from(articles)
      .where(eq(articles.id, Number(article[1])));
    if (a) {
      const image = mediaUrl('blog', a.slug, 1200, 630);
      return {
        pageTitle: title(a.title),
        pageDescription: a.seoDescription,
        pageUrl: path,
        image,
        robots: 'index, follow',
      };
    }
  }
  const offer = /^\/promo\/([\w-]+)$/.exec(path);
  if (offer) {
    const [o] = await db
      .select()
      .from(promoOffers)
      .where(eq(promoOffers.id, offer[1] ?? ''));
    if (o) {
      const image = mediaUrl('promo', o.id, 1200, 630);
      return {
        pageTitle: title(o.title),
        pageDescription: DEFAULT_DESCRIPTION,
        pageUrl: path,
        image,
        robots: 'index, follow',
      };
    }
  }
  return {
    pageTitle: title('Casino and sport betting'),
    pageDescription: DEFAULT_DESCRIPTION,
    pageUrl: path,
    image: mediaUrl('banners', 'share', 1200, 630),
    robots: 'index, follow',
  };
}
