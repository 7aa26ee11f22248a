// Club locator (docs/product.md#routes-clubs /clubs and /clubs-list, docs/product.md#entities-content club,
// docs/product.md#calls-list GET clubs/map/info), the country shapes of the app's offline map style (GET
// /media/map/countries.json, server/media/map.ts) and the same shapes as the club map's static first screen (GET
// /media/map/clubs.svg, server/media/static-map.ts). All public.
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { clubList } from '../../contract/schemas/content';
import { clubs } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { catalogueCache as cacheable } from '../http/cache';
import { negotiate } from '../http/compress';
import { shape } from '../http/reply';
import { countriesAsset } from '../media/map';
import { STATIC_MAP_PATH } from '../../contract/map-view';
import { staticMapAsset } from '../media/static-map';
import { clubLimit } from '../wallet/payment-systems';

/** The shapes change only with the world-atlas package: a day in any cache, then revalidated by ETag. */
export const COUNTRIES_CACHE = 'public, max-age=86400';

export function clubsRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/clubs/map/info`, async (c) => {
    const rows = await db.select().from(clubs).orderBy(asc(clubs.sort), asc(clubs.id));
    cacheable(c);
    return c.json(
      shape(clubList, {
        list: rows.map((row) => ({
          id: row.id,
          info: { address: row.address, name: row.name, withdrawal_limit: clubLimit(row.withdrawalLimitMinor) },
          map_position: row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon },
        })),
      }),
    );
  });

  app.get('/media/map/countries.json', async (c) => {
    const asset = await countriesAsset();
    c.header('Cache-Control', COUNTRIES_CACHE);
    c.header('ETag', asset.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === asset.etag) return c.body(null, 304);
    c.header('Content-Type', 'application/geo+json');
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(asset.gzip));
    }
    return c.body(asset.json);
  });

  // Sent compressed as built once (brotli 11, gzip 9); compress() leaves an encoded reply alone.
  app.get(STATIC_MAP_PATH, async (c) => {
    const asset = await staticMapAsset();
    c.header('Cache-Control', COUNTRIES_CACHE);
    c.header('ETag', asset.etag);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('If-None-Match') === asset.etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    const coding = negotiate(c.req.header('Accept-Encoding'));
    if (coding) {
      c.header('Content-Encoding', coding);
      return c.body(new Uint8Array(coding === 'br' ? asset.br : asset.gzip));
    }
    return c.body(asset.svg);
  });

  return app;
}
