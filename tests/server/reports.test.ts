// What browsers post by themselves (docs/architecture.md#security, docs/api.md), over real HTTP against the real server
// and database: client error reports limited per session and per client address (429 + Retry-After), and CSP
// violation reports in both formats (report-uri's application/csp-report, report-to's application/reports+json)
// stored one row per violation with no query string kept, capped in size, count and rate, and listed for an admin.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const report = (explanation: string) => ({
  session_id: null,
  user_id: null,
  explanation,
  error: 'TypeError: x is undefined',
  tags: ['critical'],
  timestamp: 1_700_000_000_000,
  version: '1.0.0',
});

/** Starts every limit of this file from zero: the counters are rows of rate_limits, keyed by what they count. */
async function clearCounters(prefix: string) {
  await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, `${prefix}%`));
}

async function expectTooMany(res: Response, windowSeconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(await res.json()).toEqual({
    success: false,
    message: `Retry after ${retryAfter}s`,
    retry_after: retryAfter,
  });
}

describe('POST client/error', () => {
  beforeEach(() => clearCounters('client-error:'));

  it('takes 20 reports per session per 10 minutes, then 429; a guest at the same address is counted apart', async () => {
    const player = browser(server.url);
    expect(await (await player.call('/api/v1/authorize', { method: 'POST', json: DEMO })).json()).toEqual({
      success: true,
    });
    for (let i = 1; i <= 20; i++) {
      const res = await player.call('/api/v1/client/error', { method: 'POST', json: report(`player ${i}`) });
      expect(res.status, `report ${i}`).toBe(200);
    }
    await expectTooMany(await player.call('/api/v1/client/error', { method: 'POST', json: report('player 21') }), 600);
    // The same address without the session: its own count (20 of 60 used by the player).
    const guest = await fetch(`${server.url}/api/v1/client/error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report('guest 1')),
    });
    expect(guest.status).toBe(200);
    const stored = await server.db
      .select({ explanation: s.clientErrors.explanation })
      .from(s.clientErrors)
      .where(like(s.clientErrors.explanation, 'player %'));
    expect(stored).toHaveLength(20);
    expect(stored.map((row) => row.explanation)).not.toContain('player 21');
  });

  it('takes 60 reports per client address per 10 minutes, then 429, malformed ones counted too', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/v1/client/error`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    for (let i = 1; i <= 55; i++) expect((await post(JSON.stringify(report(`address ${i}`)))).status).toBe(200);
    for (let i = 56; i <= 60; i++) expect((await post('{not json')).status).toBe(400);
    await expectTooMany(await post(JSON.stringify(report('address 61'))), 600);
    const [row] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(s.clientErrors)
      .where(like(s.clientErrors.explanation, 'address %'));
    expect(row?.count).toBe(55);
  });
});

const CHROME_REPORT_URI = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:8080/auth/google?code=4/0AbSecret&state=xyz#frag',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/v1/csp-report; report-to csp",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 34,
    'source-file': 'http://127.0.0.1:8080/assets/index-abc.js?v=1',
    'status-code': 200,
    'script-sample': `alert(1)${'x'.repeat(400)}`,
  },
};

const violation = (n: number) => ({
  type: 'csp-violation',
  age: 10,
  url: `http://127.0.0.1:8080/games/slots?ref=${n}`,
  user_agent: 'Mozilla/5.0 (reporting)',
  body: {
    documentURL: `http://127.0.0.1:8080/games/slots?ref=${n}`,
    referrer: '',
    blockedURL: `https://evil.example/steal.js?player=${n}`,
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'self'",
    sourceFile: null,
    sample: '',
    disposition: 'enforce',
    statusCode: 200,
    lineNumber: n,
    columnNumber: 0,
  },
});

describe('POST csp-report', () => {
  beforeEach(async () => {
    await clearCounters('csp-report:');
    await server.db.delete(s.cspReports);
  });

  const post = (type: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1/csp-report`, {
      method: 'POST',
      headers: { 'content-type': type, 'user-agent': 'Mozilla/5.0 (report-uri)', ...headers },
      body,
    });

  it('stores a report-uri report (application/csp-report), without query strings, sample clipped', async () => {
    const res = await post('application/csp-report', JSON.stringify(CHROME_REPORT_URI));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const rows = await server.db.select().from(s.cspReports);
    expect(rows).toHaveLength(1);
    const { id: _id, receivedAt, ...row } = rows[0] as (typeof rows)[number];
    expect(Date.now() - receivedAt.getTime()).toBeLessThan(60_000);
    expect(row).toEqual({
      format: 'report-uri',
      documentUrl: 'http://127.0.0.1:8080/auth/google',
      blockedUrl: 'inline',
      directive: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'http://127.0.0.1:8080/assets/index-abc.js',
      lineNumber: 12,
      columnNumber: 34,
      sample: `alert(1)${'x'.repeat(248)}`,
      statusCode: 200,
      userAgent: 'Mozilla/5.0 (report-uri)',
    });
  });

  it('stores each csp-violation of a report-to post (application/reports+json), other report types ignored', async () => {
    const batch = [violation(1), { type: 'deprecation', url: 'http://127.0.0.1:8080/', body: {} }, violation(2)];
    const res = await post('application/reports+json', JSON.stringify(batch));
    expect(res.status).toBe(204);
    const rows = await server.db.select().from(s.cspReports).orderBy(s.cspReports.id);
    expect(
      rows.map(({ format, documentUrl, blockedUrl, directive, lineNumber, sourceFile, sample, userAgent }) => ({
        format,
        documentUrl,
        blockedUrl,
        directive,
        lineNumber,
        sourceFile,
        sample,
        userAgent,
      })),
    ).toEqual([
      {
        format: 'report-to',
        documentUrl: 'http://127.0.0.1:8080/games/slots',
        blockedUrl: 'https://evil.example/steal.js',
        directive: 'script-src-elem',
        lineNumber: 1,
        sourceFile: null,
        sample: null,
        userAgent: 'Mozilla/5.0 (reporting)',
      },
      {
        format: 'report-to',
        documentUrl: 'http://127.0.0.1:8080/games/slots',
        blockedUrl: 'https://evil.example/steal.js',
        directive: 'script-src-elem',
        lineNumber: 2,
        sourceFile: null,
        sample: null,
        userAgent: 'Mozilla/5.0 (reporting)',
      },
    ]);
  });

  it('keeps 20 violations of one post, accepts posts a browser makes from any page, refuses other bodies', async () => {
    const many = Array.from({ length: 25 }, (_, i) => violation(i + 1));
    expect((await post('application/reports+json', JSON.stringify(many))).status).toBe(204);
    const [count] = await server.db.select({ n: sql<number>`count(*)::int` }).from(s.cspReports);
    expect(count?.n).toBe(20);

    // Browsers send reports on their own: whatever Origin and Sec-Fetch-Site they carry, no 403.
    const foreign = await post('application/csp-report', JSON.stringify(CHROME_REPORT_URI), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.status).toBe(204);

    const unsupported = await post('text/plain', JSON.stringify(CHROME_REPORT_URI));
    expect(unsupported.status).toBe(415);
    expect(await unsupported.json()).toEqual({ success: false, message: 'Unsupported report format' });
    const malformed = await post('application/csp-report', '{"csp-report":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: 'Malformed report' });
    expect((await post('application/csp-report', '{"something":"else"}')).status).toBe(400);
    const huge = await post('application/reports+json', JSON.stringify([{ ...violation(1), pad: 'x'.repeat(40_000) }]));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ success: false, message: 'Request body too large' });
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(s.cspReports);
    expect(after?.n).toBe(21);
  });

  it('stores 60 posts per client address per 10 minutes, then answers 204 and stores nothing', async () => {
    const body = JSON.stringify(CHROME_REPORT_URI);
    for (let i = 1; i <= 60; i++) expect((await post('application/csp-report', body)).status, `post ${i}`).toBe(204);
    // A browser logs a refused report as a console error on the player's page: the extra ones are dropped quietly.
    for (let i = 61; i <= 63; i++) {
      const dropped = await post('application/csp-report', body);
      expect(dropped.status, `post ${i}`).toBe(204);
      expect(dropped.headers.get('retry-after')).toBeNull();
    }
    const [count] = await server.db.select({ n: sql<number>`count(*)::int` }).from(s.cspReports);
    expect(count?.n).toBe(60);
  });
});

describe('GET csp-reports', () => {
  it('lists the newest reports for an admin; 401 for a guest, 403 for a player', async () => {
    await clearCounters('csp-report:');
    await server.db.delete(s.cspReports);
    for (const n of [1, 2]) {
      const res = await fetch(`${server.url}/api/v1/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/reports+json' },
        body: JSON.stringify([violation(n)]),
      });
      expect(res.status).toBe(204);
    }
    expect((await fetch(`${server.url}/api/v1/csp-reports`)).status).toBe(401);
    const player = browser(server.url);
    await player.call('/api/v1/authorize', { method: 'POST', json: DEMO });
    const refused = await player.call('/api/v1/csp-reports');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ success: false, message: 'Admins only' });

    const admin = browser(server.url);
    await admin.call('/api/v1/authorize', { method: 'POST', json: { login: '50937000002', password: 'admin1234' } });
    const res = await admin.call('/api/v1/csp-reports');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { list } = (await res.json()) as { list: Record<string, unknown>[] };
    expect(list.map((item) => item.line_number)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      format: 'report-to',
      document_url: 'http://127.0.0.1:8080/games/slots',
      blocked_url: 'https://evil.example/steal.js',
      directive: 'script-src-elem',
      disposition: 'enforce',
      status_code: 200,
      user_agent: 'Mozilla/5.0 (reporting)',
    });
    expect(typeof list[0]?.received_at).toBe('string');
    const [kept] = await server.db.select().from(s.cspReports).where(eq(s.cspReports.lineNumber, 2));
    expect(kept?.format).toBe('report-to');
  });
});
