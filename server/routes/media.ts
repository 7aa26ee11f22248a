// GET /media/{kind}/{slug}.svg?w=&h=&lang= and /media/{kind}/{slug}.webp?w=&h=&lang= : generated artwork, as SVG or as a
// raster copy (server/media/raster.ts; pictures are linked as WebP, icons as SVG). Deterministic, so it is cached for
// a year. A picture with the site's words (a banner, a promotion, a game group: server/media/svg.ts) draws them in a
// language: `lang` when the address names one, else the request's (server/http/locale.ts). An address without `lang`
// then varies with the caller's cookie and Accept-Language, as the replies in the caller's language do
// (server/http/cache.ts), so no cache hands one language's picture to another; it is kept a day rather than a year.
import { type Context, Hono } from 'hono';
import { isLocale, type Locale } from '../../contract/constants';
import type { AppEnv } from '../env';
import { notFound } from '../http/errors';
import { currentLocale } from '../http/locale';
import { MEDIA_KINDS } from '../media/images';
import { artworkWebp, isRasterKind } from '../media/raster';
import { artworkSvg, isWordedArt } from '../media/svg';

const clampSize = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 16 && n <= 4000 ? n : fallback;
};

export const MEDIA_CACHE = 'public, max-age=31536000, immutable';
/** A worded picture whose address does not name its language. */
export const MEDIA_CACHE_IN_LANGUAGE = 'public, max-age=86400';

/** The language of a worded picture, and the cache headers that go with where it came from. */
function pictureLocale(c: Context<AppEnv>, kind: string, slug: string): Locale | undefined {
  if (!isWordedArt(kind, slug)) {
    c.header('Cache-Control', MEDIA_CACHE);
    return undefined;
  }
  const asked = c.req.query('lang');
  if (isLocale(asked)) {
    c.header('Cache-Control', MEDIA_CACHE);
    return asked;
  }
  c.header('Cache-Control', MEDIA_CACHE_IN_LANGUAGE);
  c.header('Vary', 'Cookie, Accept-Language');
  return currentLocale(c);
}

export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/media/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = /^([\w.-]{1,80})\.(svg|webp)$/.exec(c.req.param('file'));
    if (!match?.[1] || !(MEDIA_KINDS as readonly string[]).includes(kind)) throw notFound();
    if (match[2] === 'webp' && !isRasterKind(kind)) throw notFound();
    const slug = match[1];
    const options = {
      kind,
      slug,
      width: clampSize(c.req.query('w'), 400),
      height: clampSize(c.req.query('h'), 400),
      locale: pictureLocale(c, kind, slug),
    };
    if (match[2] === 'webp') {
      c.header('Content-Type', 'image/webp');
      return c.body(await artworkWebp(options));
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(artworkSvg(options));
  });
  return app;
}
