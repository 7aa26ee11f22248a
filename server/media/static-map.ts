// The club map's static base image (GET /media/map/clubs.svg): the offline style's country shapes
// (server/media/map.ts, world-atlas) drawn as one SVG path in the club map's opening view
// (contract/map-view.ts), so /clubs shows its map before, or without, MapLibre. The shapes are
// projected to Web Mercator view units, clipped to the view plus STATIC_MARGIN, simplified below half a
// unit (a unit is 0.4 to 0.7 CSS pixels on the page) and written with whole-unit relative coordinates.
// Built once per process, with its gzip and brotli encodings.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Geometry, Position } from 'geojson';
import { MAP_COLORS, STATIC_MARGIN, toView, VIEW_HEIGHT, VIEW_WIDTH } from '../../contract/map-view';
import { buildCountries } from './map';

type Point = [number, number];

/** The drawn area in view units, a little beyond STATIC_MARGIN so that clipped edges stay out of sight. */
const CLIP = {
  left: -STATIC_MARGIN.x - 8,
  top: -STATIC_MARGIN.y - 8,
  right: VIEW_WIDTH + STATIC_MARGIN.x + 8,
  bottom: VIEW_HEIGHT + STATIC_MARGIN.y + 8,
};
/** Vertices closer than this to the simplified line are dropped (Douglas–Peucker), in view units. */
const TOLERANCE = 0.5;
/** Rings smaller than this (square view units) are specks: left out. */
const MIN_AREA = 2;

/** The offline style's line width at the static view's zoom (about 7), with its 0.7 opacity. */
const STROKE_WIDTH = 1.05;
const STROKE_OPACITY = 0.7;

function polygons(geometry: Geometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygons);
  return [];
}

/** Sutherland–Hodgman against one edge of the clip rectangle. */
function clipEdge(ring: Point[], inside: (p: Point) => boolean, cross: (a: Point, b: Point) => Point): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i] as Point;
    const previous = ring[(i + ring.length - 1) % ring.length] as Point;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  }
  return out;
}

const atX =
  (x: number) =>
  (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY =
  (y: number) =>
  (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

export function clipRing(ring: Point[]): Point[] {
  let out = ring;
  out = clipEdge(out, (p) => p[0] >= CLIP.left, atX(CLIP.left));
  out = clipEdge(out, (p) => p[0] <= CLIP.right, atX(CLIP.right));
  out = clipEdge(out, (p) => p[1] >= CLIP.top, atY(CLIP.top));
  out = clipEdge(out, (p) => p[1] <= CLIP.bottom, atY(CLIP.bottom));
  return out;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker on an open line (iterative: coastlines have thousands of vertices). */
function simplifyLine(points: Point[]): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let distance = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i] as Point, points[first] as Point, points[last] as Point);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const area = (ring: Point[]) =>
  Math.abs(
    ring.reduce((sum, [x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length] as Point;
      return sum + x * ny - nx * y;
    }, 0) / 2,
  );

/** A ring as whole-unit path data: `M x y` then relative steps, closed; empty when nothing is left of it. */
export function ringPath(ring: Point[]): string {
  const simplified = simplifyLine(ring);
  const rounded: Point[] = [];
  for (const [x, y] of simplified) {
    const point: Point = [Math.round(x), Math.round(y)];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  const first = rounded[0];
  const end = rounded[rounded.length - 1];
  if (first && end && rounded.length > 1 && first[0] === end[0] && first[1] === end[1]) rounded.pop();
  if (rounded.length < 3 || area(rounded) < MIN_AREA) return '';
  const [start, ...rest] = rounded as [Point, ...Point[]];
  let path = `M${start[0]} ${start[1]}l`;
  let [px, py] = start;
  rest.forEach(([x, y], i) => {
    const dx = x - px;
    const dy = y - py;
    // Numbers are separated by a space unless the next one starts with its minus sign.
    path += `${i === 0 || dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
    px = x;
    py = y;
  });
  return `${path}z`;
}

const outside = (ring: Point[]) =>
  ring.every(([x]) => x < CLIP.left) ||
  ring.every(([x]) => x > CLIP.right) ||
  ring.every(([, y]) => y < CLIP.top) ||
  ring.every(([, y]) => y > CLIP.bottom);

export async function buildStaticMapSvg(): Promise<string> {
  const { features } = await buildCountries();
  let d = '';
  for (const { geometry } of features) {
    if (!geometry) continue;
    for (const polygon of polygons(geometry)) {
      for (const ring of polygon) {
        const projected = ring.map(([lon = 0, lat = 0]) => {
          const { x, y } = toView(lon, lat);
          return [x, y] as Point;
        });
        // GeoJSON rings repeat their first vertex at the end.
        projected.pop();
        if (outside(projected)) continue;
        d += ringPath(clipRing(projected));
      }
    }
  }
  // evenodd: lakes are holes whichever way their rings turn; the one path is filled, then stroked, like
  // the offline style's fill layer under its line layer.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" ` +
    `width="${Math.round(VIEW_WIDTH)}" height="${Math.round(VIEW_HEIGHT)}" preserveAspectRatio="xMidYMid meet">` +
    `<path fill="${MAP_COLORS.land}" fill-rule="evenodd" stroke="${MAP_COLORS.border}" ` +
    `stroke-opacity="${STROKE_OPACITY}" stroke-width="${STROKE_WIDTH}" stroke-linejoin="round" ` +
    `vector-effect="non-scaling-stroke" d="${d}"/></svg>`
  );
}

export interface StaticMapAsset {
  svg: string;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

let asset: Promise<StaticMapAsset> | undefined;

/** The SVG and its encodings, built on first use and kept for the life of the process. */
export function staticMapAsset(): Promise<StaticMapAsset> {
  asset ??= buildStaticMapSvg().then((svg) => ({
    svg,
    gzip: gzipSync(svg, { level: 9 }),
    br: brotliCompressSync(svg, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
      },
    }),
    etag: `"clubs-map-${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`,
  }));
  return asset;
}
