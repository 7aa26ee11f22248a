// Generated SVG artwork for games, groups, banners, blog, promotions, payment methods and flags
// (docs/architecture.md#reference-server: the seeded world needs pictures and the machine has no network to fetch any).
// A picture's label is its slug in words; where those words are the site's own (a banner, a promotion, a game group,
// the app banner) they are the `art.{kind}.{slug}` message of the server's catalogues, drawn in the asked language.
import type { Locale } from '../../contract/constants';
import { SERVER_CATALOGUES } from '../i18n/catalogues';
import { type TextKey, translate } from '../i18n/text';
import { initialsOf, paletteOf, titleOf } from './palette';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

export interface ArtworkOptions {
  kind: string;
  slug: string;
  width: number;
  height: number;
  /** The language of the label's words; English when unset. Pictures without words of the site ignore it. */
  locale?: Locale | undefined;
}

/** The catalogue message of a picture's words, or null when its label is a name (a game, a flag) in no language. */
export function artLabelKey(kind: string, slug: string): TextKey | null {
  const key = `art.${kind}.${slug}`;
  return Object.hasOwn(SERVER_CATALOGUES.en, key) ? (key as TextKey) : null;
}

/** True when the picture's words change with the language. */
export const isWordedArt = (kind: string, slug: string): boolean => artLabelKey(kind, slug) !== null;

/** About how many font sizes wide a label is drawn: wide (CJK) characters 1, others 0.6. */
const labelEms = (words: string) =>
  [...words].reduce(
    (sum, ch) => sum + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.6),
    0,
  );

function labelOf(kind: string, slug: string, locale: Locale): string {
  const key = artLabelKey(kind, slug);
  return key ? translate(locale, { key }) : titleOf(slug);
}

export function artworkSvg({ kind, slug, width, height, locale = 'en' }: ArtworkOptions): string {
  const p = paletteOf(`${kind}/${slug}`);
  const short = Math.min(width, height);
  const initials = escapeXml(initialsOf(slug));
  const words = labelOf(kind, slug, locale);
  const label = escapeXml(words);
  const showLabel = short >= 120 && width >= 160;
  const big = Math.round(short * (showLabel ? 0.36 : 0.46));
  // A label longer than the picture is wide (a language's longer words) is drawn smaller to fit.
  const small = Math.max(10, Math.min(Math.round(short * 0.09), Math.floor((width * 0.9) / labelEms(words))));
  const cy = showLabel ? height * 0.46 : height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.18}" r="${short * 0.32}" fill="${p.accent}" opacity="0.18"/>
<circle cx="${width * 0.12}" cy="${height * 0.9}" r="${short * 0.22}" fill="${p.accent}" opacity="0.12"/>
<text x="50%" y="${cy}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="${big}" fill="${p.ink}">${initials}</text>
${showLabel ? `<text x="50%" y="${height * 0.82}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="${small}" fill="${p.ink}" opacity="0.85">${label}</text>` : ''}
</svg>`;
}
