// Compression and HTTP caching of the reference server ("Server" in docs/architecture.md#performance): brotli/gzip
// negotiated from Accept-Encoding, Vary, no compression of small/HEAD/304/streamed replies, immutable hashed assets,
// revalidated index.html and SPA fallback, ETag + 304 on public catalogue replies, no-store on money.
// Requests go through node:http because fetch decodes bodies and hides Content-Encoding and sizes.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamText } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustedProxies } from '../../server/auth/client-address';
import { CATALOGUE_CACHE } from '../../server/http/cache';
import { compress, negotiate } from '../../server/http/compress';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (res: Raw): string => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(res.body).toString('utf8');
  expect(coding).toBeUndefined();
  return res.body.toString('utf8');
};

const varies = (res: Raw) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

/** ~6 KB of script that compresses well, like a real bundle. */
const SCRIPT = Array.from({ length: 120 }, (_, i) => `export const value${i} = 'item number ${i}';\n`).join('');
const INDEX = `<!doctype html><html><head><title>app</title>${'<meta name="x" content="padding so the page is over a kilobyte">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const MANIFEST = JSON.stringify({ name: 'Bèl Chans', icons: [{ src: '/icons/192.png', sizes: '192x192' }] });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dist-compression-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'icons'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'x-a1b2c3.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'tiny-d4e5f6.js'), 'console.log(1)');
  await writeFile(join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n${SCRIPT}`);
  await writeFile(join(dir, 'manifest.webmanifest'), MANIFEST);
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'icons', '192.png'), PNG);
  await writeFile(join(dir, 'page.txt'), 'version one\n'.repeat(200));
  // The test client stands for the operator's proxy (TRUSTED_PROXIES), so its X-Forwarded-Proto is believed.
  server = await startTestServer({
    mode: 'production',
    staticDir: dir,
    visitor: { trustedProxies: readTrustedProxies('127.0.0.1') },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, then gzip, follows q and honours q=0', () => {
    expect(negotiate('gzip, deflate, br')).toBe('br');
    expect(negotiate('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiate('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(negotiate('gzip')).toBe('gzip');
    expect(negotiate('GZIP;Q=1')).toBe('gzip');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*;q=0')).toBeUndefined();
    expect(negotiate('br;q=0, *')).toBe('gzip');
    expect(negotiate('identity')).toBeUndefined();
    expect(negotiate('deflate')).toBeUndefined();
    expect(negotiate('')).toBeUndefined();
    expect(negotiate(undefined)).toBeUndefined();
  });
});

describe('hashed assets', () => {
  const path = '/assets/x-a1b2c3.js';

  it('answers brotli when accepted, immutable, with Vary and the compressed length', async () => {
    const res = await raw(server.url, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(varies(res)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('answers gzip when only gzip is accepted', async () => {
    for (const accept of ['gzip', 'gzip, br;q=0', 'x-gzip']) {
      const res = await raw(server.url, path, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decoded(res)).toBe(SCRIPT);
    }
  });

  it('answers identity without Accept-Encoding or when every coding has q=0', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of cases) {
      const res = await raw(server.url, path, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
      expect(res.body.toString('utf8')).toBe(SCRIPT);
      expect(varies(res)).toBe(true);
    }
  });

  it('serves the same compressed bytes to every request (compressed once, then kept)', async () => {
    const first = await raw(server.url, path, { 'accept-encoding': 'gzip' });
    const second = await raw(server.url, path, { 'accept-encoding': 'gzip' });
    expect(second.body.equals(first.body)).toBe(true);
    // Brotli 11 replaces the first brotli once the background pass is done; both decode to the file.
    const br = await raw(server.url, path, { 'accept-encoding': 'br' });
    expect(decoded(br)).toBe(SCRIPT);
  });

  it('does not compress small files, HEAD requests, or a 304', async () => {
    const tiny = await raw(server.url, '/assets/tiny-d4e5f6.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe('console.log(1)');
    expect(tiny.headers['content-length']).toBe('14');

    const head = await raw(server.url, path, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(head.body.length).toBe(0);

    const etag = head.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await raw(server.url, path, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.body.length).toBe(0);
  });

  it('keeps a missing hashed asset a 404 and never serves a file outside the static dir', async () => {
    const res = await raw(server.url, '/assets/missing-999.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    for (const path of [
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/%2e%2e/etc/hostname',
      '/..%2f..%2fetc/passwd',
    ]) {
      const outside = await raw(server.url, path);
      expect(decoded(outside)).not.toMatch(/root:|^[a-z0-9-]+\n$/);
    }
  });
});

describe('index.html and the SPA fallback', () => {
  it('compresses index.html and revalidates it every time (no-cache, ETag, 304)', async () => {
    const res = await raw(server.url, '/', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(varies(res)).toBe(true);
    expect(decoded(res)).toBe(INDEX);
    const again = await raw(server.url, '/', {
      'accept-encoding': 'br, gzip',
      'if-none-match': res.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.body.length).toBe(0);
  });

  it('serves the same page, compressed and no-cache, for app routes', async () => {
    for (const path of ['/promo/welcome-bonus', '/games/slots', '/login']) {
      const res = await raw(server.url, path, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(varies(res)).toBe(true);
      expect(decoded(res)).toBe(INDEX);
    }
  });

  it('picks up a file rebuilt in place (the copy in memory is keyed by mtime)', async () => {
    const before = await raw(server.url, '/page.txt', { 'accept-encoding': 'br' });
    expect(decoded(before)).toBe('version one\n'.repeat(200));
    await writeFile(join(dir, 'page.txt'), 'version two\n'.repeat(200));
    const later = new Date(Date.now() + 5_000);
    await utimes(join(dir, 'page.txt'), later, later);
    const after = await raw(server.url, '/page.txt', { 'accept-encoding': 'br' });
    expect(decoded(after)).toBe('version two\n'.repeat(200));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('other public files', () => {
  it('revalidates the service worker and the manifest (not hashed)', async () => {
    const sw = await raw(server.url, '/sw.js', { 'accept-encoding': 'br' });
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    const manifest = await raw(server.url, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(JSON.parse(decoded(manifest))).toEqual(JSON.parse(MANIFEST));
  });

  it('keeps icons a day and never compresses images that are already compressed', async () => {
    const favicon = await raw(server.url, '/favicon.svg', { 'accept-encoding': 'br' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    const png = await raw(server.url, '/icons/192.png', { 'accept-encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['cache-control']).toBe('public, max-age=86400');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(varies(png)).toBe(false);
    expect(png.body.equals(PNG)).toBe(true);
    const revalidated = await raw(server.url, '/icons/192.png', {
      'if-modified-since': String(png.headers['last-modified']),
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('API replies', () => {
  it('compresses catalogue JSON, with an ETag of the identity body and a 304 without body', async () => {
    const plain = await raw(server.url, '/api/v1/games/groups');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(CATALOGUE_CACHE);
    expect(CATALOGUE_CACHE).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
    const etag = plain.headers.etag ?? '';
    expect(etag).toBe(`W/"${createHash('sha1').update(plain.body).digest('base64url')}"`);

    const br = await raw(server.url, '/api/v1/games/groups', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(decoded(br)).toBe(plain.body.toString('utf8'));
    expect(br.headers.etag).toBe(etag);

    const gz = await raw(server.url, '/api/v1/games/groups', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(plain.body.toString('utf8'));

    const notModified = await raw(server.url, '/api/v1/games/groups', {
      'accept-encoding': 'br, gzip',
      'if-none-match': etag,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(CATALOGUE_CACHE);
    expect(varies(notModified)).toBe(true);

    const changed = await raw(server.url, '/api/v1/games/groups', { 'if-none-match': 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('serves site config as a public catalogue reply', async () => {
    const res = await raw(server.url, '/api/v1/config', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE);
    expect(res.headers.etag).toMatch(/^W\/"/);
  });

  it('keeps the server copy of a public reply per origin (the tvbet provider address names it)', async () => {
    // Two origins the server believes (loopback hosts; docs/architecture.md#public-origin), and https by the proxy.
    const path = '/api/v1/games/groups';
    const port = new URL(server.url).port;
    const a = decoded(await raw(server.url, path, { host: `localhost:${port}` }));
    const b = decoded(await raw(server.url, path, { host: `127.0.0.1:${port}` }));
    const secure = decoded(await raw(server.url, path, { host: `localhost:${port}`, 'x-forwarded-proto': 'https' }));
    expect(a).toContain(`"http://localhost:${port}/`);
    expect(b).toContain(`"http://127.0.0.1:${port}/`);
    expect(b).not.toContain('localhost');
    expect(secure).toContain(`"https://localhost:${port}/`);
  });

  it('does not compress small replies', async () => {
    const res = await raw(server.url, '/api/session', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ authenticated: false });
  });

  it('never lets a cache keep money replies: no-store, no ETag, no 304', async () => {
    const { call, jar } = browser(server.url);
    const login = await call('/api/v1/authorize', { method: 'POST', json: DEMO });
    expect(login.status).toBe(200);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const path of ['/api/v1/user/balance/info', '/api/v1/payments']) {
      const res = await raw(server.url, path, { cookie, 'accept-encoding': 'br, gzip', 'if-none-match': '*' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers.etag, path).toBeUndefined();
      expect(JSON.parse(decoded(res))).toBeTruthy();
    }
    // Private replies are still compressed on the way (only caches must not keep them).
    const payments = await raw(server.url, '/api/v1/payments', { cookie, 'accept-encoding': 'br' });
    expect(payments.headers['content-encoding']).toBe('br');
    expect(varies(payments)).toBe(true);
    expect(JSON.parse(decoded(payments)).success).not.toBe(false);
  });

  it('does not answer a catalogue reply from the server copy when it must clear a stale cookie', async () => {
    await raw(server.url, '/api/v1/games/groups');
    const res = await raw(server.url, '/api/v1/games/groups', { cookie: 'sid=stale' });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('streamed replies', () => {
  it('pass through uncompressed, chunk by chunk', async () => {
    const app = new Hono();
    app.use('*', compress());
    app.get('/stream', (c) =>
      streamText(c, async (stream) => {
        await stream.write('x'.repeat(2048));
        await stream.sleep(10);
        await stream.write('y'.repeat(2048));
      }),
    );
    const running = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const address = running.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await raw(`http://127.0.0.1:${port}`, '/stream', { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.body.toString('utf8')).toBe('x'.repeat(2048) + 'y'.repeat(2048));
    } finally {
      await new Promise((resolve) => running.close(resolve));
    }
  });
});
