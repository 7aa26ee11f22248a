// The club map's opening view, shared by MapLibre (club-map-gl.tsx), the static first screen (static-map.tsx)
// and the server that draws the static map's base image (server/media/static-map.ts): one Web Mercator
// frame, so the static map and MapLibre show the same place at the same scale and MapLibre can take over in
// place. Pure and dependency-free (the server imports it): no DOM, no Vite, no MapLibre.
//
// View units are Web Mercator pixels at zoom VIEW_ZOOM with 512 px tiles (MapLibre's world size), measured
// from the bounds' north-west corner. MapLibre opens with `bounds` (fitBounds, no padding): the bounds'
// Mercator box centred in the container at the largest scale that shows all of it. An SVG whose viewBox is
// that box, drawn with preserveAspectRatio "xMidYMid meet" in the same box, is exactly that view; what lies
// outside the viewBox shows in the margins, so the base image draws shapes STATIC_MARGIN beyond it.

/** Haiti, with a little sea around it: [[west, south], [east, north]]. */
export const HAITI_BOUNDS: [[number, number], [number, number]] = [
  [-74.55, 17.95],
  [-71.6, 20.15],
];

export const VIEW_ZOOM = 8;
/** MapLibre's world size in pixels at VIEW_ZOOM. */
const WORLD_SIZE = 512 * 2 ** VIEW_ZOOM;

/** Web Mercator world pixels at VIEW_ZOOM (x east, y south), unrounded. */
export function mercator(lon: number, lat: number): { x: number; y: number } {
  const phi = (lat * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * WORLD_SIZE,
    y: (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * WORLD_SIZE,
  };
}

const [[WEST, SOUTH], [EAST, NORTH]] = HAITI_BOUNDS;
const ORIGIN = mercator(WEST, NORTH);
const FAR_CORNER = mercator(EAST, SOUTH);

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The view box in view units (the bounds' Mercator box). */
export const VIEW_WIDTH = tenth(FAR_CORNER.x - ORIGIN.x);
export const VIEW_HEIGHT = tenth(FAR_CORNER.y - ORIGIN.y);
export const VIEW_BOX = `0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`;

/** A position in view units (unrounded; the bounds' north-west corner is 0,0). */
export function toView(lon: number, lat: number): { x: number; y: number } {
  const { x, y } = mercator(lon, lat);
  return { x: x - ORIGIN.x, y: y - ORIGIN.y };
}

/** A club's position in view units, to a tenth (an SVG attribute: the same text on server and client). */
export function projectToView(position: { lat: number; lon: number }): { x: number; y: number } {
  const { x, y } = toView(position.lon, position.lat);
  return { x: tenth(x), y: tenth(y) };
}

/**
 * How far beyond the view box the base image draws shapes, in view units: enough for the widest map box
 * (about 2.3 : 1, a tablet at md) and the narrowest (a 320 px phone, about 0.8 : 1).
 */
export const STATIC_MARGIN = { x: 560, y: 340 } as const;

/** The offline style's colours (the theme's night.900, night.700 and night.400 tokens). */
export const MAP_COLORS = { sea: '#0d1426', land: '#1d2a4a', border: '#7b89a8' } as const;

/** The static map's base image (server/routes/clubs.ts): the same shapes as the offline style, as SVG. */
export const STATIC_MAP_PATH = '/media/map/clubs.svg';
