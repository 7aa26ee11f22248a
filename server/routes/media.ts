// GET /media/{kind}/{slug}.svg?w=&h= and /media/{kind}/{slug}.webp?w=&h= : generated artwork, as SVG or as a raster copy
// (server/media/raster.ts; pictures are linked as WebP, icons as SVG). Deterministic, so it is cached for a year.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../http/errors';
import { MEDIA_KINDS } from '../media/images';
import { artworkWebp, isRasterKind } from '../media/raster';
import { artworkSvg } from '../media/svg';

const clampSize = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 16 && n <= 4000 ? n : fallback;
};

export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/media/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = /^([\w.-]{1,80})\.(svg|webp)$/.exec(c.req.param('file'));
    if (!match?.[1] || !(MEDIA_KINDS as readonly string[]).includes(kind)) throw notFound();
    if (match[2] === 'webp' && !isRasterKind(kind)) throw notFound();
    const options = {
      kind,
      slug: match[1],
      width: clampSize(c.req.query('w'), 400),
      height: clampSize(c.req.query('h'), 400),
    };
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (match[2] === 'webp') {
      c.header('Content-Type', 'image/webp');
      return c.body(await artworkWebp(options));
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(artworkSvg(options));
  });
  return app;
}
