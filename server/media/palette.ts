// Deterministic colours and initials for generated artwork: the same name always gets the same
// picture, so screenshots and visual tests stay stable across seeds and machines.
export function hashOf(text: string): number {
  // FNV-1a, 32 bit.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}

export function paletteOf(key: string): Palette {
  const h = hashOf(key);
  const hue = h % 360;
  const shift = 30 + ((h >>> 9) % 60);
  return {
    from: `hsl(${hue} 70% 34%)`,
    to: `hsl(${(hue + shift) % 360} 75% 18%)`,
    accent: `hsl(${(hue + 180) % 360} 85% 62%)`,
    ink: '#ffffff',
  };
}

/** "golden-mango" -> "GM", "x_borlette" -> "XB", "tvbet" -> "TV". */
export function initialsOf(slug: string): string {
  const words = slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** "golden-mango" -> "Golden Mango" */
export const titleOf = (slug: string): string =>
  slug
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
