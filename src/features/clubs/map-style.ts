// The club map's style (docs/architecture.md#stack): VITE_MAP_STYLE_URL (build time) points at any MapLibre style;
// without it the map draws an offline style: the app's dark colours and the country shapes the reference
// server serves from world-atlas (GET /media/map/countries.json). It needs no glyphs or sprites: markers
// are HTML and labels live in popups, so no request leaves the app's own origin.
import type { StyleSpecification } from 'maplibre-gl';
import { MAP_COLORS } from '../../../contract/map-view';

export { HAITI_BOUNDS } from '../../../contract/map-view';

export const COUNTRIES_PATH = '/media/map/countries.json';

export const configuredStyleUrl = (): string | undefined => import.meta.env.VITE_MAP_STYLE_URL || undefined;

interface MapColors {
  sea: string;
  land: string;
  border: string;
}

/** Reads the theme's colour tokens (Panda CSS variables), so the map follows the app's palette. */
function themeColors(): MapColors {
  const styles = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => styles.getPropertyValue(name).trim() || fallback;
  return {
    sea: read('--colors-bg', MAP_COLORS.sea),
    land: read('--colors-surface-raised', MAP_COLORS.land),
    border: read('--colors-night-400', MAP_COLORS.border),
  };
}

export function offlineStyle(origin: string, colors: MapColors = themeColors()): StyleSpecification {
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: new URL(COUNTRIES_PATH, origin).href, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colors.sea } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': colors.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: {
          'line-color': colors.border,
          'line-opacity': 0.7,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 1.2],
        },
      },
    ],
  };
}

export const mapStyle = (origin: string): string | StyleSpecification => configuredStyleUrl() ?? offlineStyle(origin);
