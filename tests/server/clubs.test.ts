// Club locator over real HTTP (docs/product.md#entities-content club, docs/product.md#calls-list GET clubs/map/info):
// the seeded clubs in order, limits in HTG with -1 for unlimited, the club without coordinates, no session needed; and
// the offline map style's country shapes (GET /media/map/countries.json): GeoJSON, gzip on request, cacheable; and the
// same shapes as the club map's static base image (GET /media/map/clubs.svg, docs/architecture.md#performance).
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubList } from '../../contract/schemas/content';
import { CATALOGUE_CACHE } from '../../server/http/cache';
import { DETAILED_BOX } from '../../server/media/map';
import { COUNTRIES_CACHE } from '../../server/routes/clubs';
import { projectToView, toView } from '../../contract/map-view';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.url), { headers });

/** The reply's bytes as sent (fetch would decompress them). */
function rawBytes(path: string, headers: Record<string, string>): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(new URL(path, server.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: String(res.headers['content-encoding']), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('GET clubs/map/info', () => {
  it('lists every seeded club for a guest, in order, with HTG limits and coordinates when known', async () => {
    const res = await get('/api/v1/clubs/map/info');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
    const { list } = clubList.parse(await res.json());
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      info: {
        name: 'Club Delmas 33',
        address: 'Delmas 33, angle Rue Louverture, Port-au-Prince',
        withdrawal_limit: 100_000,
      },
      map_position: { lat: 18.5512, lon: -72.3058 },
    });
    expect(list.map((club) => club.info.name)).toEqual([
      'Club Delmas 33',
      'Club Champ de Mars',
      'Club Pétion-Ville',
      'Club Carrefour',
      'Club Cap-Haïtien',
      'Club Les Cayes',
      'Club Gonaïves',
      'Club Jacmel',
      'Club Saint-Marc',
      'Club Hinche',
    ]);
    expect(list.filter((club) => club.info.withdrawal_limit === -1).map((club) => club.info.name)).toEqual([
      'Club Pétion-Ville',
      'Club Saint-Marc',
    ]);
    const unplaced = list.filter((club) => club.map_position === null);
    expect(unplaced.map((club) => club.info.name)).toEqual(['Club Hinche']);
    for (const club of list) {
      if (!club.map_position) continue;
      // Every placed club is in Haiti.
      expect(club.map_position.lat).toBeGreaterThan(18);
      expect(club.map_position.lat).toBeLessThan(20.1);
      expect(club.map_position.lon).toBeGreaterThan(-74.5);
      expect(club.map_position.lon).toBeLessThan(-71.6);
    }
    expect(new Set(list.map((club) => club.id)).size).toBe(10);
  });
});

describe('GET /media/map/countries.json', () => {
  interface Shapes {
    type: string;
    features: Array<{ type: string; geometry: { type: string; coordinates: unknown } }>;
  }

  it('answers GeoJSON country shapes, gzip-compressed when asked, with a detailed Haiti', async () => {
    const res = await get('/media/map/countries.json', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json');
    expect(res.headers.get('cache-control')).toBe(COUNTRIES_CACHE);
    expect(res.headers.get('etag')).toMatch(/^"countries-/);
    const body = (await res.json()) as Shapes;
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.length).toBeGreaterThan(170);
    for (const shape of body.features) expect(['Polygon', 'MultiPolygon']).toContain(shape.geometry.type);

    // The compressed bytes stay small: one visit must not cost half a megabyte.
    const bytes = await rawBytes('/media/map/countries.json', { 'accept-encoding': 'gzip, br' });
    expect(bytes.encoding).toBe('gzip');
    expect(bytes.body.length).toBeLessThan(100_000);
    expect(JSON.parse(gunzipSync(bytes.body).toString('utf8')).type).toBe('FeatureCollection');

    // Haiti (around Port-au-Prince) is drawn from the detailed set: many vertices inside the box.
    const points = JSON.stringify(body.features.map((f) => f.geometry.coordinates))
      .match(/-?\d+(\.\d+)?,-?\d+(\.\d+)?/g)
      ?.map((pair) => pair.split(',').map(Number) as [number, number]);
    const inHispaniola = (points ?? []).filter(([lon, lat]) => lon > -74.6 && lon < -68.2 && lat > 17.5 && lat < 20.1);
    expect(inHispaniola.length).toBeGreaterThan(150);
    expect(DETAILED_BOX[0]).toBeLessThan(-74.6);
  });

  it('answers plain JSON without gzip and 304 to a matching ETag', async () => {
    const res = await get('/media/map/countries.json', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const etag = res.headers.get('etag') ?? '';
    expect(((await res.json()) as Shapes).type).toBe('FeatureCollection');

    const again = await get('/media/map/countries.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('GET /media/map/clubs.svg', () => {
  /** The path's rings as absolute points (M x y, then relative l steps, z). */
  function rings(d: string): Array<Array<[number, number]>> {
    return d
      .split('z')
      .filter(Boolean)
      .map((ring) => {
        const match = /^M(-?\d+) (-?\d+)l(.*)$/.exec(ring);
        expect(match, ring.slice(0, 40)).not.toBeNull();
        const steps = (match?.[3] ?? '').match(/-?\d+/g)?.map(Number) ?? [];
        let x = Number(match?.[1]);
        let y = Number(match?.[2]);
        const points: Array<[number, number]> = [[x, y]];
        for (let i = 0; i < steps.length; i += 2) {
          x += steps[i] ?? 0;
          y += steps[i + 1] ?? 0;
          points.push([x, y]);
        }
        return points;
      });
  }
  /** Even-odd fill, as the SVG draws it: inside when an odd number of ring edges cross a ray to the east. */
  const onLand = (shapes: Array<Array<[number, number]>>, [px, py]: [number, number]) =>
    shapes.reduce((inside, ring) => {
      let crossings = 0;
      ring.forEach(([x1, y1], i) => {
        const [x2, y2] = ring[(i + 1) % ring.length] as [number, number];
        if (y1 > py !== y2 > py && px < x1 + ((py - y1) * (x2 - x1)) / (y2 - y1)) crossings++;
      });
      return inside !== (crossings % 2 === 1);
    }, false);

  /** Distance from a point to the nearest coast or border, in view units. */
  const toCoast = (shapes: Array<Array<[number, number]>>, [px, py]: [number, number]) =>
    Math.min(
      ...shapes.flatMap((ring) =>
        ring.map(([x1, y1], i) => {
          const [x2, y2] = ring[(i + 1) % ring.length] as [number, number];
          const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
          const t =
            length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * (x2 - x1) + (py - y1) * (y2 - y1)) / length2));
          return Math.hypot(px - (x1 + t * (x2 - x1)), py - (y1 + t * (y2 - y1)));
        }),
      ),
    );

  it('draws the offline shapes in the club map view: every placed club on land, the sea empty', async () => {
    const res = await get('/media/map/clubs.svg', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(COUNTRIES_CACHE);
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const svg = await res.text();
    // The view MapLibre opens with: Haiti's bounds in Web Mercator units at zoom 8 (512 px tiles).
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1074\.1 847\.5" /);
    expect(svg).toContain('preserveAspectRatio="xMidYMid meet"');
    // The theme's land and border colours; nothing that could run or fetch.
    expect(svg).toContain('fill="#1d2a4a"');
    expect(svg).toContain('stroke="#7b89a8"');
    expect(svg).not.toMatch(/<script|<style|style=|href=|<image|<foreignObject/i);

    const d = /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';
    const shapes = rings(d);
    expect(shapes.length).toBeGreaterThan(3);
    const { list } = clubList.parse(await (await get('/api/v1/clubs/map/info')).json());
    for (const club of list) {
      if (!club.map_position) continue;
      const { x, y } = projectToView(club.map_position);
      // Seaside towns (Cap-Haïtien) may fall just off the coarse 1:50m coast, as in MapLibre: a marker's
      // radius at most (12 units, 4 to 8 px).
      const landed = onLand(shapes, [x, y]) || toCoast(shapes, [x, y]) < 12;
      expect(landed, club.info.name).toBe(true);
    }
    // Port-au-Prince and Pétion-Ville are well inland.
    expect(onLand(shapes, [817, 617])).toBe(true);
    expect(toCoast(shapes, [817, 617])).toBeGreaterThan(5);
    // The Caribbean south of Jacmel, the Windward Passage, the Atlantic north of Cap-Haïtien.
    for (const [lon, lat] of [
      [-72.5, 18.0],
      [-74.3, 20.0],
      [-72.5, 20.1],
    ] as const) {
      const { x, y } = toView(lon, lat);
      expect(onLand(shapes, [x, y]), `${lon},${lat}`).toBe(false);
    }
    // Shapes reach past the view (the margins of a wide or tall map box), within the drawn area.
    const xs = shapes.flat().map(([x]) => x);
    const ys = shapes.flat().map(([, y]) => y);
    expect(Math.min(...xs)).toBeLessThan(-400);
    expect(Math.max(...xs)).toBeGreaterThan(1074 + 400);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(-340 - 8);
    expect(Math.max(...ys)).toBeLessThanOrEqual(847.5 + 340 + 8);
  });

  it('is sent brotli or gzip as asked, a few kilobytes, and 304 to a matching ETag', async () => {
    const identity = await (await get('/media/map/clubs.svg', { 'accept-encoding': 'identity' })).text();
    const br = await rawBytes('/media/map/clubs.svg', { 'accept-encoding': 'gzip, br' });
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(identity);
    const gzip = await rawBytes('/media/map/clubs.svg', { 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(identity);
    expect(gzip.body.length).toBeLessThan(4_000);

    const res = await get('/media/map/clubs.svg');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"clubs-map-/);
    const again = await get('/media/map/clubs.svg', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});
