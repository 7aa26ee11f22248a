// Image objects of docs/product.md#entities-content (url, width, height, srcset) pointing at the generated artwork
// route.
import type { Image } from '../../contract/schemas/common';
import { isRasterKind } from './raster';

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

/** Pictures are linked as WebP, icons as SVG (server/media/raster.ts says why). */
export const mediaUrl = (kind: MediaKind, slug: string, width: number, height: number): string =>
  `/media/${kind}/${encodeURIComponent(slug)}.${isRasterKind(kind) ? 'webp' : 'svg'}?w=${width}&h=${height}`;

/** A 1x picture plus a 2x variant for wide screens (docs/product.md#entities-content image srcset: url + media). */
export function mediaImage(kind: MediaKind, slug: string, width: number, height: number, link?: string): Image {
  return {
    url: mediaUrl(kind, slug, width, height),
    ...(link !== undefined ? { link } : {}),
    width,
    height,
    srcset: [{ url: mediaUrl(kind, slug, width * 2, height * 2), media: '(min-width: 1024px)' }],
  };
}
