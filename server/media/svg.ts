// Generated SVG artwork for games, groups, banners, blog, promotions, payment methods and flags
// (docs/architecture.md#reference-server: the seeded world needs pictures and the machine has no network to fetch any).
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
}

export function artworkSvg({ kind, slug, width, height }: ArtworkOptions): string {
  const p = paletteOf(`${kind}/${slug}`);
  const short = Math.min(width, height);
  const initials = escapeXml(initialsOf(slug));
  const label = escapeXml(titleOf(slug));
  const showLabel = short >= 120 && width >= 160;
  const big = Math.round(short * (showLabel ? 0.36 : 0.46));
  const small = Math.max(10, Math.round(short * 0.09));
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
