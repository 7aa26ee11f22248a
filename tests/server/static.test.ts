// Serving the built app (docs/architecture.md#reference-server): hashed assets cached for a year, index.html
// revalidated, SPA fallback for app routes, and API/dev/media paths never swallowed by the fallback.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';

/** Static serving never reaches the database; any call to it would fail the test loudly. */
const noDb = new Proxy({}, { get: () => () => Promise.reject(new Error('no database in this test')) }) as Db;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A plain file of the build (robots.txt is the server's own: server/routes/seo-files.ts).
  await writeFile(join(dir, 'humans.txt'), 'Team: Bèl Chans');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('static app', () => {
  const app = () => createApp({ db: noDb, mode: 'production', staticDir: dir });

  it('serves hashed assets as immutable and index.html as no-cache', async () => {
    const asset = await app().request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await app().request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('id="root"');
    const file = await app().request('/humans.txt');
    expect(await file.text()).toBe('Team: Bèl Chans');
  });

  it('lets other sites frame the widgets only', async () => {
    const widget = await app().request('/widget/games-popular-games');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('x-frame-options')).toBeNull();
    const home = await app().request('/');
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('falls back to index.html for app routes', async () => {
    for (const path of ['/promo/welcome-bonus', '/games/slots/12', '/login']) {
      const res = await app().request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('keeps API, dev and missing asset paths out of the fallback', async () => {
    const api = await app().request('/api/v1/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: 'Not found' });
    expect((await app().request('/dev/sms-outbox')).status).toBe(404);
    expect((await app().request('/assets/missing-123.js')).status).toBe(404);
  });

  it('is skipped when there is no build', async () => {
    const res = await createApp({ db: noDb, mode: 'test', staticDir: join(dir, 'nope') }).request('/login');
    expect(res.status).toBe(404);
  });
});
