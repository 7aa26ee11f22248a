// "CSP and headers" in docs/architecture.md#security: the policy and hardening headers the server sends on the app's
// document (/ and an SPA route), a widget, a dev stand-in page and an API reply, HSTS only over https, and the
// configuration that adds origins (server/config.ts). The browser side (no violation on any route, an
// injected script blocked, a widget framed by the operator's site only) is in e2e/routes.spec.ts and
// e2e/widgets.spec.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readSecurity } from '../../server/config';
import type { Db } from '../../server/db/client';
import { NO_EXTRA_ORIGINS, type SecurityConfig } from '../../server/http/security-headers';

/** None of these replies reaches the database; a call to it would fail the test loudly. */
const noDb = new Proxy({}, { get: () => () => Promise.reject(new Error('no database in this test')) }) as Db;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dist-csp-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const configured: SecurityConfig = {
  frameOrigins: ['https://games.provider.example'],
  connectOrigins: ['https://pay.example.com'],
  scriptOrigins: ['https://tvbet.example'],
  imgOrigins: ['https://cdn.example'],
  widgetAncestors: ['https://partner.example'],
  allowedOrigins: [],
};

const app = (security: SecurityConfig = NO_EXTRA_ORIGINS) =>
  createApp({ db: noDb, mode: 'test', staticDir: dir, security });

/** The policy as directive name to its sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const HARDENING = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
};

function expectHardening(res: Response) {
  for (const [name, value] of Object.entries(HARDENING)) expect(res.headers.get(name), name).toBe(value);
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
    expect(permissions).toContain(feature);
  }
  expect(res.headers.get('x-powered-by')).toBeNull();
  // Plain http: no HSTS (a developer's http://127.0.0.1 must not be pinned to https).
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

/** The report-to group the documents' policies name (an API reply, never a document, has none). */
const REPORTING_ENDPOINTS = 'csp="/api/v1/csp-report"';

/** The app document's policy: exactly these sources, so a widened one fails here first. */
function expectAppPolicy(policy: Map<string, string[]>, extra: SecurityConfig) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'", ...extra.scriptOrigins]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.has('style-src-attr')).toBe(false);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...extra.imgOrigins]);
  expect(policy.get('connect-src')).toEqual(["'self'", ...extra.connectOrigins]);
  expect(policy.get('frame-src')).toEqual(["'self'", ...extra.frameOrigins]);
  expect(policy.get('child-src')).toEqual(["'self'", ...extra.frameOrigins]);
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  // Violations are reported to the server: report-uri for every browser; report-to only over https (below).
  expect(policy.get('report-uri')).toEqual(['/api/v1/csp-report']);
  expect(policy.has('report-to')).toBe(false);
  const all = [...policy.values()].flat();
  expect(all).not.toContain("'unsafe-eval'");
  expect(all).not.toContain("'unsafe-inline'");
  expect(all).not.toContain('*');
}

describe('the app document', () => {
  it.each(['/', '/games/slots', '/login'])(
    '%s: strict policy, framed by our pages only, hardening headers',
    async (path) => {
      const res = await app().request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const policy = parsePolicy(res.headers.get('content-security-policy'));
      expectAppPolicy(policy, NO_EXTRA_ORIGINS);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('reporting-endpoints')).toBeNull();
      expectHardening(res);
    },
  );

  it('adds the configured origins where each belongs, and nowhere else', async () => {
    const res = await app(configured).request('/deposit');
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    expectAppPolicy(policy, configured);
    // The operator's sites may frame widgets, not the app.
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('sends the same policy with the built files', async () => {
    const res = await app().request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expectAppPolicy(parsePolicy(res.headers.get('content-security-policy')), NO_EXTRA_ORIGINS);
    expectHardening(res);
  });
});

describe('widgets', () => {
  it('may be framed by our pages and the configured operator sites only', async () => {
    const alone = await app().request('/widget/games-popular-games');
    expect(alone.status).toBe(200);
    expect(parsePolicy(alone.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);

    const res = await app(configured).request('/widget/blogs-last-articles');
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    expectAppPolicy(policy, configured);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
    // X-Frame-Options cannot name the operator's sites: frame-ancestors alone decides.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('reporting-endpoints')).toBeNull();
    expectHardening(res);
  });
});

describe('other replies', () => {
  it('API: nothing loads, nobody frames it', async () => {
    const res = await app(configured).request('/api/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('reporting-endpoints')).toBeNull();
    expectHardening(res);
    // Errors too.
    const missing = await app().request('/api/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('dev stand-ins: own scripts and inline style blocks, no inline script, framed by our pages', async () => {
    const res = await app(configured).request('/dev/sport?page=live');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<style>/);
    const policy = parsePolicy(res.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual(['/api/v1/csp-report']);
    expect(policy.has('report-to')).toBe(false);
    expect(res.headers.get('reporting-endpoints')).toBeNull();
    expectHardening(res);
  });

  it('adds report-to and its Reporting-Endpoints over https only (Chromium refuses http report-to endpoints)', async () => {
    for (const path of ['/', '/widget/blogs-last-articles', '/dev/sport']) {
      const res = await app().request(`https://belchans.example${path}`);
      const policy = parsePolicy(res.headers.get('content-security-policy'));
      expect(policy.get('report-uri'), path).toEqual(['/api/v1/csp-report']);
      expect(policy.get('report-to'), path).toEqual(['csp']);
      expect(res.headers.get('reporting-endpoints'), path).toBe(REPORTING_ENDPOINTS);
    }
    const api = await app().request('https://belchans.example/api/session');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('reporting-endpoints')).toBeNull();
  });

  it('sends HSTS over https only; X-Forwarded-Proto only from a trusted proxy', async () => {
    // No socket, so no trusted proxy: the header is anyone's word (a trusted one: tests/server/trusted-origin.test.ts).
    const claimed = await app().request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const direct = await app().request('https://belchans.example/api/session');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    expect((await app().request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('configuration (server/config.ts)', () => {
  it('reads space- or comma-separated origins, normalised, with CSP wildcards', () => {
    const security = readSecurity({
      CSP_FRAME_ORIGINS: 'https://Games.Provider.example/, https://*.sport.example',
      CSP_CONNECT_ORIGINS: 'https://pay.example.com  http://localhost:8080',
      CSP_WIDGET_ANCESTORS: 'http://localhost:*',
      ALLOWED_ORIGINS: 'https://www.belchans.example',
    });
    expect(security).toEqual({
      frameOrigins: ['https://games.provider.example', 'https://*.sport.example'],
      connectOrigins: ['https://pay.example.com', 'http://localhost:8080'],
      scriptOrigins: [],
      imgOrigins: [],
      widgetAncestors: ['http://localhost:*'],
      allowedOrigins: ['https://www.belchans.example'],
    });
    expect(readSecurity({})).toEqual(NO_EXTRA_ORIGINS);
  });

  it('refuses anything that is not an origin, and wildcards among the allowed callers', () => {
    for (const bad of ["'unsafe-inline'", '*', 'https://pay.example.com/path', 'javascript:alert(1)', 'pay.example']) {
      expect(() => readSecurity({ CSP_FRAME_ORIGINS: bad }), bad).toThrow(/Invalid origin in CSP_FRAME_ORIGINS/);
    }
    expect(() => readSecurity({ ALLOWED_ORIGINS: 'https://*.example.com' })).toThrow(/without \*/);
  });
});
