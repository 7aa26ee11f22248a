// The offline map's country shapes (GET /media/map/countries.json): Natural Earth from world-atlas,
// converted from TopoJSON to GeoJSON once per process. The Caribbean islands (Haiti and its neighbours)
// come from the 1:50m set so they stay legible at the club map's zoom; the rest of the world from the
// 1:110m set. Coordinates are rounded to 3 decimals (~100 m), which keeps the reply about 70 KB gzip.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** [west, south, east, north]: a country whose shape lies wholly inside is drawn from the 1:50m set. */
export const DETAILED_BOX = [-86, 9, -59, 28] as const;
const DECIMALS = 1000;

const require = createRequire(import.meta.url);

async function countries(resolution: '50m' | '110m'): Promise<Feature<Geometry>[]> {
  const path = require.resolve(`world-atlas/countries-${resolution}.json`);
  const topology = JSON.parse(await readFile(path, 'utf8')) as Topology<{ countries: GeometryCollection }>;
  return (feature(topology, topology.objects.countries) as FeatureCollection<Geometry>).features;
}

function positions(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positions);
  }
}

const insideBox = (geometry: Geometry) =>
  positions(geometry).every(
    ([lon = 0, lat = 0]) =>
      lon >= DETAILED_BOX[0] && lat >= DETAILED_BOX[1] && lon <= DETAILED_BOX[2] && lat <= DETAILED_BOX[3],
  );

export async function buildCountries(): Promise<FeatureCollection<Geometry>> {
  const [coarse, fine] = await Promise.all([countries('110m'), countries('50m')]);
  const detailed = fine.filter((f) => f.geometry !== null && insideBox(f.geometry));
  const replaced = new Set(detailed.map((f) => f.id));
  const shapes = [...coarse.filter((f) => !replaced.has(f.id)), ...detailed];
  return {
    type: 'FeatureCollection',
    features: shapes
      .filter((f) => f.geometry !== null)
      .map((f) => ({ type: 'Feature', properties: {}, geometry: f.geometry })),
  };
}

export interface MapAsset {
  json: string;
  gzip: Buffer;
  etag: string;
}

let asset: Promise<MapAsset> | undefined;

/** The serialised shapes, built on first use and kept for the life of the process. */
export function countriesAsset(): Promise<MapAsset> {
  asset ??= buildCountries().then((collection) => {
    const json = JSON.stringify(collection, (_key, value: unknown) =>
      typeof value === 'number' ? Math.round(value * DECIMALS) / DECIMALS : value,
    );
    const gzip = gzipSync(json, { level: 9 });
    return { json, gzip, etag: `"countries-${json.length.toString(36)}-${gzip.length.toString(36)}"` };
  });
  return asset;
}
