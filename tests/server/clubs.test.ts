// Club locator over real HTTP (issue 6; spec §3 club, §7 GET clubs/map/info): the seeded clubs in order,
// limits in HTG with -1 for unlimited, the club without coordinates, no session needed; and the offline
// map style's country shapes (GET /media/map/countries.json): GeoJSON, gzip on request, cacheable.
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubList } from '../../src/api/schemas/content';
import { CATALOGUE_CACHE } from '../../server/http/cache';
import { DETAILED_BOX } from '../../server/media/map';
import { COUNTRIES_CACHE } from '../../server/routes/clubs';
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
