// The origin absolute URLs are made on (docs/architecture.md#public-origin) over real HTTP: a Host the server does not
// know never reaches a reply (the games' provider URLs, robots.txt, the sitemap, a rendered page's canonical link and
// og:url, the kept copies of both), X-Forwarded-Proto is believed only from TRUSTED_PROXIES, PUBLIC_ORIGIN is every
// request's origin and a PUBLIC_HOSTS host keeps its own. Requests go through node:http: fetch cannot set Host.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustedProxies } from '../../server/auth/client-address';
import { readConfig } from '../../server/config';
import { DEMO, startTestServer, type TestServer } from './harness';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function call(server: TestServer, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, server.url), { method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const GROUPS = '/api/v1/games/groups';
/** Where the games' TVBet provider lives, on the request's public origin (server/games/catalogue.ts). */
const tvbet = (origin: string) => `"serverUrl":"${origin}/dev/tvbet"`;
const port = (server: TestServer) => new URL(server.url).port;
const signIn = (server: TestServer, headers: Record<string, string> = {}) =>
  call(server, '/api/v1/authorize', { 'content-type': 'application/json', ...headers }, JSON.stringify(DEMO));

describe('configuration (server/config.ts)', () => {
  it('reads neither by default', () => {
    expect(readConfig({}).publicOrigin).toEqual({ origin: undefined, hosts: undefined });
    expect(readConfig({ PUBLIC_ORIGIN: ' ', PUBLIC_HOSTS: ' , ' }).publicOrigin).toEqual({
      origin: undefined,
      hosts: undefined,
    });
  });

  it('takes PUBLIC_ORIGIN as one origin, lower case, without a trailing slash or a default port', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://Belchans.ht/' }).publicOrigin.origin).toBe('https://belchans.ht');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://belchans.ht:443' }).publicOrigin.origin).toBe('https://belchans.ht');
    expect(readConfig({ PUBLIC_ORIGIN: 'http://demo.belchans.ht:8080' }).publicOrigin.origin).toBe(
      'http://demo.belchans.ht:8080',
    );
  });

  it('takes PUBLIC_HOSTS as hosts with optional ports, spaces or commas, without 80 and 443', () => {
    expect(readConfig({ PUBLIC_HOSTS: 'Belchans.ht www.belchans.ht,demo.example:8443' }).publicOrigin.hosts).toEqual([
      'belchans.ht',
      'www.belchans.ht',
      'demo.example:8443',
    ]);
    expect(readConfig({ PUBLIC_HOSTS: 'belchans.ht:443 belchans.ht:80 [::1]:8080' }).publicOrigin.hosts).toEqual([
      'belchans.ht',
      '[::1]:8080',
    ]);
  });

  it('stops the start on a typo', () => {
    for (const bad of ['belchans.ht', 'https://belchans.ht/lobby', 'ftp://belchans.ht', 'https://*.belchans.ht']) {
      expect(() => readConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(
        `Invalid PUBLIC_ORIGIN: ${bad} (expected https://host[:port])`,
      );
    }
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://belchans.ht:70000' })).toThrow('Invalid PUBLIC_ORIGIN');
    for (const bad of ['https://belchans.ht', 'belchans.ht/lobby', '*.belchans.ht', 'belchans.ht:99999', 'a_b.ht']) {
      expect(() => readConfig({ PUBLIC_HOSTS: `www.belchans.ht ${bad}` }), bad).toThrow(
        `Invalid host in PUBLIC_HOSTS: ${bad} (expected host[:port], without a scheme)`,
      );
    }
  });
});

describe('a server with nothing configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('never puts a forged Host in a public reply, nor in the copy it keeps', async () => {
    const forged = await call(server, GROUPS, { host: 'evil.example' });
    expect(forged.status).toBe(200);
    expect(forged.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(forged.body).not.toContain('evil.example');
    // The origin the server listens on instead.
    expect(forged.body).toContain(tvbet(`http://127.0.0.1:${port(server)}`));
    const again = await call(server, GROUPS, { host: 'evil.example:8080' });
    expect(again.body).not.toContain('evil.example');
  });

  it('keeps a loopback Host (the local demo, Vite dev proxy)', async () => {
    const local = await call(server, GROUPS, { host: `localhost:${port(server)}` });
    expect(local.body).toContain(tvbet(`http://localhost:${port(server)}`));
    const own = await call(server, GROUPS);
    expect(own.body).toContain(tvbet(`http://127.0.0.1:${port(server)}`));
    const v6 = await call(server, GROUPS, { host: '[::1]:5173' });
    expect(v6.body).toContain(tvbet('http://[::1]:5173'));
  });

  it('makes robots.txt and the sitemap on the listening origin for a forged Host', async () => {
    const robots = await call(server, '/robots.txt', { host: 'evil.example' });
    expect(robots.body).toContain(`Sitemap: http://127.0.0.1:${port(server)}/sitemap.xml`);
    expect(robots.body).not.toContain('evil');
    const sitemap = await call(server, '/sitemap.xml', { host: 'evil.example' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>http://127.0.0.1:${port(server)}/top?lang=en</loc>`);
    expect(sitemap.body).not.toContain('evil');
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const proto = { 'x-forwarded-proto': 'https' };
    const groups = await call(server, GROUPS, proto);
    expect(groups.body).toContain(tvbet(`http://127.0.0.1:${port(server)}`));
    expect(groups.body).not.toContain('https://127.0.0.1');
    const robots = await call(server, '/robots.txt', proto);
    expect(robots.body).toContain(`Sitemap: http://127.0.0.1:${port(server)}/sitemap.xml`);
    const page = await call(server, '/api/session', proto);
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const cookie = (await signIn(server, proto)).headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe('a server behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ visitor: { trustedProxies: readTrustedProxies('127.0.0.1') } });
  });
  afterAll(() => server.close());

  it('believes its X-Forwarded-Proto: https URLs, HSTS and Secure cookies', async () => {
    const proto = { 'x-forwarded-proto': 'https' };
    const groups = await call(server, GROUPS, proto);
    expect(groups.body).toContain(tvbet(`https://127.0.0.1:${port(server)}`));
    const robots = await call(server, '/robots.txt', proto);
    expect(robots.body).toContain(`Sitemap: https://127.0.0.1:${port(server)}/sitemap.xml`);
    const session = await call(server, '/api/session', proto);
    expect(session.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect((await signIn(server, proto)).headers['set-cookie']?.[0]).toMatch(/; Secure/);
    // Without the header, plain http.
    expect((await call(server, GROUPS)).body).toContain(tvbet(`http://127.0.0.1:${port(server)}`));
  });

  it('still believes no forged Host (nor X-Forwarded-Host)', async () => {
    const forged = await call(server, GROUPS, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toContain(tvbet(`http://127.0.0.1:${port(server)}`));
    const hostOnly = await call(server, GROUPS, { 'x-forwarded-host': 'evil.example' });
    expect(hostOnly.body).not.toContain('evil.example');
  });
});

describe('PUBLIC_ORIGIN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      publicOrigin: { origin: 'https://belchans.example', hosts: ['www.belchans.example'] },
    });
  });
  afterAll(() => server.close());

  it('is every request origin, whatever the Host (PUBLIC_HOSTS too)', async () => {
    for (const host of [
      'evil.example',
      `localhost:${port(server)}`,
      'www.belchans.example',
      `127.0.0.1:${port(server)}`,
    ]) {
      const reply = await call(server, GROUPS, { host });
      expect(reply.body, host).toContain(tvbet('https://belchans.example'));
      expect(reply.body, host).not.toContain('evil.example');
      expect(reply.body, host).not.toContain('www.belchans.example');
    }
    expect((await call(server, '/robots.txt', { host: 'evil.example' })).body).toContain(
      'Sitemap: https://belchans.example/sitemap.xml',
    );
  });
});

describe('PUBLIC_HOSTS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      publicOrigin: { hosts: ['belchans.example', 'www.belchans.example'] },
      visitor: { trustedProxies: readTrustedProxies('127.0.0.1') },
    });
  });
  afterAll(() => server.close());

  it('keeps a listed Host as it came, with the scheme the trusted proxy says', async () => {
    expect((await call(server, GROUPS, { host: 'www.belchans.example' })).body).toContain(
      tvbet('http://www.belchans.example'),
    );
    const secure = await call(server, GROUPS, { host: 'WWW.belchans.example', 'x-forwarded-proto': 'https' });
    expect(secure.body).toContain(tvbet('https://www.belchans.example'));
    // The proxy kept the https port in Host: browsers leave it out.
    const port443 = await call(server, GROUPS, { host: 'belchans.example:443', 'x-forwarded-proto': 'https' });
    expect(port443.body).toContain(tvbet('https://belchans.example'));
  });

  it('gives any other Host, loopback ones too, the first listed host', async () => {
    for (const host of ['evil.example', `localhost:${port(server)}`, 'belchans.example.evil.example']) {
      const reply = await call(server, GROUPS, { host, 'x-forwarded-proto': 'https' });
      expect(reply.body, host).toContain(tvbet('https://belchans.example'));
      expect(reply.body, host).not.toContain('evil');
      expect(reply.body, host).not.toContain('localhost');
    }
  });
});

describe('server-rendered pages', () => {
  // A renderer (dist-ssr/entry-server.js's interface, server/http/pages.ts) that writes down what the server handed it.
  const RECORDING_RENDERER = `
export const pageRequest = (url, origin, apiOrigin) => ({ url, origin, apiOrigin, budgetMs: 1000 });
export const requestVariant = () => 'en';
let renders = 0;
export async function renderDocument(request, template) {
  renders += 1;
  const seen = \`origin=\${request.origin} api=\${request.apiOrigin} render=\${renders}\`;
  const html = template.replace('<!--page-->', seen);
  return { status: 200, html, locale: 'en', rendered: true };
}
`;
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'trusted-origin-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><body><!--page--></body></html>');
    await writeFile(join(dir, 'entry-server.js'), RECORDING_RENDERER);
    server = await startTestServer({ staticDir: dir, ssrDir: dir });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands the renderer the trusted origin and keeps one copy per trusted origin', async () => {
    const forged = await call(server, '/games', { host: 'evil.example' });
    expect(forged.status).toBe(200);
    expect(forged.body).toContain(
      `origin=http://127.0.0.1:${port(server)} api=http://127.0.0.1:${port(server)} render=1`,
    );
    expect(forged.body).not.toContain('evil');
    // The forged Host made no copy of its own: the visitor on the real host gets the same kept page.
    const own = await call(server, '/games');
    expect(own.headers['x-page-cache']).toBe('hit');
    expect(own.body).toContain(`origin=http://127.0.0.1:${port(server)} api=http://127.0.0.1:${port(server)} render=1`);
    // A loopback host is an origin (and a copy) of its own.
    const local = await call(server, '/games', { host: `localhost:${port(server)}` });
    expect(local.headers['x-page-cache']).toBeUndefined();
    expect(local.body).toContain(
      `origin=http://localhost:${port(server)} api=http://localhost:${port(server)} render=2`,
    );
  });
});

// The app's own renderer, when built (npm run build; npm test builds it before the server tests).
const built = existsSync('dist/index.html') && existsSync('dist-ssr/entry-server.js');
describe.skipIf(!built)('the built app rendered with a forged Host', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ staticDir: 'dist', ssrDir: 'dist-ssr' });
  });
  afterAll(() => server.close());

  it('writes the canonical link and og:url on the listening origin', async () => {
    const page = await call(server, '/top', { host: 'evil.example', 'accept-language': 'en' });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toMatch(
      new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:${port(server)}/top[^"]*">`),
    );
    expect(page.body).toMatch(
      new RegExp(`<meta property="og:url" content="http://127\\.0\\.0\\.1:${port(server)}/top[^"]*">`),
    );
  });
});
