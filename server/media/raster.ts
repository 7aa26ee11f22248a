// Raster copies of the generated artwork (docs/architecture.md#performance): a phone decodes and lays out every SVG
// picture as a small document on its main thread, which cost the home page about a fifth of its load work; a WebP
// costs the main thread nothing (decoded off it) and is smaller. sharp (libvips, with librsvg for SVG) draws each
// picture once; the copies are kept in a bounded least-recently-used cache, as the artwork never changes. A picture
// with the site's words is drawn once per language; Chinese words only where the machine has a font for them
// (fontconfig knows one), else in English rather than as empty boxes.
import { execFile } from 'node:child_process';
import sharp from 'sharp';
import type { Locale } from '../../contract/constants';
import { type Bytes, byteLru } from '../http/compress';
import { type ArtworkOptions, artworkSvg, isWordedArt } from './svg';

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

/** Languages whose script the system fonts may lack, and whether fontconfig lists a font for each (asked once). */
const fontChecks = new Map<Locale, Promise<boolean>>();
const NEEDS_OWN_FONT: ReadonlySet<Locale> = new Set(['zh']);

function hasFontFor(locale: Locale): Promise<boolean> {
  if (!NEEDS_OWN_FONT.has(locale)) return Promise.resolve(true);
  let check = fontChecks.get(locale);
  if (!check) {
    check = new Promise((resolve) => {
      execFile('fc-list', [`:lang=${locale}`, 'family'], { timeout: 5_000 }, (error, stdout) =>
        resolve(!error && stdout.trim() !== ''),
      );
    });
    fontChecks.set(locale, check);
  }
  return check;
}

/** The language a picture is drawn in: none for a picture without the site's words. */
async function drawnLocale({ kind, slug, locale }: ArtworkOptions): Promise<Locale | undefined> {
  if (!locale || locale === 'en' || !isWordedArt(kind, slug)) return undefined;
  return (await hasFontFor(locale)) ? locale : undefined;
}

export async function artworkWebp(asked: ArtworkOptions): Promise<Bytes> {
  const locale = await drawnLocale(asked);
  const options = { ...asked, locale };
  const key = `${options.kind}/${options.slug}/${options.width}x${options.height}${locale ? `/${locale}` : ''}`;
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
