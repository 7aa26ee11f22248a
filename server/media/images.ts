// Image objects of docs/product.md#entities-content (url, width, height, srcset) pointing at the generated artwork
// route.
import type { Locale } from '../../contract/constants';
import type { Image } from '../../contract/schemas/common';
import { isRasterKind } from './raster';
import { isWordedArt } from './svg';

export const MEDIA_KINDS = [
  'games',
  'groups',
  'banners',
  'blog',
  'promo',
  'payments',
  'crypto',
  'flags',
  'app',
  'social',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * Pictures are linked as WebP, icons as SVG (server/media/raster.ts says why). `lang`: the language of a picture
 * with the site's words (server/media/svg.ts), named in its address so that every cache keeps one copy per language;
 * without it the picture follows the caller's language (server/routes/media.ts). Other pictures ignore it.
 */
export const mediaUrl = (kind: MediaKind, slug: string, width: number, height: number, lang?: Locale): string =>
  `/media/${kind}/${encodeURIComponent(slug)}.${isRasterKind(kind) ? 'webp' : 'svg'}?w=${width}&h=${height}${
    lang && isWordedArt(kind, slug) ? `&lang=${lang}` : ''
  }`;

/** A 1x picture plus a 2x variant for wide screens (docs/product.md#entities-content image srcset: url + media). */
export function mediaImage(
  kind: MediaKind,
  slug: string,
  width: number,
  height: number,
  link?: string,
  lang?: Locale,
): Image {
  return {
    url: mediaUrl(kind, slug, width, height, lang),
    ...(link !== undefined ? { link } : {}),
    width,
    height,
    srcset: [{ url: mediaUrl(kind, slug, width * 2, height * 2, lang), media: '(min-width: 1024px)' }],
  };
}
