// Raster copies of the generated artwork (docs/architecture.md#performance): a phone decodes and lays out every SVG
// picture as a small document on its main thread, which cost the home page about a fifth of its load work; a WebP
// costs the main thread nothing (decoded off it) and is smaller. sharp (libvips, with librsvg for SVG) draws each
// picture once; the copies are kept in a bounded least-recently-used cache, as the artwork never changes.
import sharp from 'sharp';
import { type Bytes, byteLru } from '../http/compress';
import { type ArtworkOptions, artworkSvg } from './svg';

/** Kinds drawn as pictures (tiles, banners, covers): raster. Small icons (payments, chains, flags) stay SVG. */
export const RASTER_KINDS = ['games', 'groups', 'banners', 'blog', 'promo', 'app'] as const;
export const isRasterKind = (kind: string) => (RASTER_KINDS as readonly string[]).includes(kind);

/** Quality of the WebP copies: flat gradients and big letters stay clean at 75, a tile weighs 3–8 KB. */
const WEBP_QUALITY = 75;
const CACHE_ENTRIES = 2000;
const CACHE_BYTES = 48 * 1024 * 1024;

const cache = byteLru(CACHE_ENTRIES, CACHE_BYTES);
/** Pictures being drawn: a second request for the same one waits for the first drawing. */
const drawing = new Map<string, Promise<Bytes>>();

export async function artworkWebp(options: ArtworkOptions): Promise<Bytes> {
  const key = `${options.kind}/${options.slug}/${options.width}x${options.height}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = drawing.get(key);
  if (pending) return pending;
  const draw = sharp(Buffer.from(artworkSvg(options)))
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .then((buffer) => {
      const bytes: Bytes = new Uint8Array(buffer);
      cache.set(key, bytes);
      return bytes;
    })
    .finally(() => drawing.delete(key));
  drawing.set(key, draw);
  return draw;
}
