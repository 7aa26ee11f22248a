// The reference server over real HTTP (docs/architecture.md#reference-server): seeded world, session calls, player calls,
// site calls, locales, client errors and the error shapes of docs/product.md#calls-wrappers.
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createHttp } from '../../src/api/http';
import { errorReply, okReply } from '../../contract/schemas/common';
import { errorText } from '../../src/ui/error-text';
import { LOGIN_ADDRESS_WINDOW, loginAddressKey } from '../../server/routes/session';
import { balance, locales, profile, session } from '../../contract/schemas/session';
import { downloadInfo, seo, siteInfo } from '../../contract/schemas/site';
import * as s from '../../server/db/schema';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashToken } from '../../server/auth/tokens';
import { readTrustedProxies } from '../../server/auth/client-address';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The test client stands for the operator's proxy (TRUSTED_PROXIES), so its X-Forwarded-Proto is believed.
  server = await startTestServer({ visitor: { trustedProxies: readTrustedProxies('127.0.0.1') } });
});
afterAll(async () => {
  await server?.close();
});

const rows = async (table: PgTable) => {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('migrations and seed', () => {
  it('are applied once and seed only an empty database', async () => {
    expect(await migrate(server.db)).toEqual([]);
    expect(await seedIfEmpty(server.db)).toBe(false);
    const [m] = await server.db.select({ n: count() }).from(s.schemaMigrations);
    expect(m?.n).toBeGreaterThanOrEqual(1);
  });

  it('produce the demo world', async () => {
    const { db } = server;
    expect(await rows(s.countries)).toBeGreaterThanOrEqual(15);
    const [haiti] = await db.select().from(s.countries).where(eq(s.countries.id, 'HTI'));
    expect(haiti).toMatchObject({ id2: 'HT', phoneCode: 509, currency: 'HTG', isDefault: true, skipDisabled: true });
    expect(await rows(s.users)).toBe(2);
    expect(await rows(s.gameGroups)).toBeGreaterThanOrEqual(6);

    const games = await db.select().from(s.games);
    expect(games.length).toBeGreaterThanOrEqual(55);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set([0, 1, 2]));
    const aliases = games.map((g) => g.alias);
    for (const alias of ['betting', 'tvbet', 'americanroulette', 'goldenrace', 'x_borlette'])
      expect(aliases).toContain(alias);
    expect(games.find((g) => g.alias === 'betting')?.gameType).toBe(0);
    expect(games.some((g) => g.isDemo)).toBe(true);
    expect(games.some((g) => !g.allowPortrait)).toBe(true);
    expect(await rows(s.gameEntries)).toBeGreaterThan(0);

    const jackpots = await db.select().from(s.jackpots);
    expect(jackpots.map((j) => j.label).sort()).toEqual(['jackpot.gold', 'jackpot.maximum', 'jackpot.silver']);
    const ratings = await db.select().from(s.ratings);
    expect(ratings.length).toBeGreaterThan(5);
    for (const r of ratings) expect(r.userMask).toMatch(/^509\*\*\*\d{4}$/);

    const faq = await rows(s.faq);
    expect(faq).toBeGreaterThanOrEqual(5);
    expect(faq).toBeLessThanOrEqual(8);
    expect(await rows(s.articles)).toBe(10);
    expect(await rows(s.promoOffers)).toBeGreaterThan(0);
    expect(await db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'WELCOME100'))).toHaveLength(1);
    expect(await rows(s.promoEventProgress)).toBeGreaterThan(0);

    const clubs = await db.select().from(s.clubs);
    expect(clubs.length).toBeGreaterThanOrEqual(6);
    expect(clubs.filter((c) => c.lat === null)).toHaveLength(1);
    expect(clubs.some((c) => c.withdrawalLimitMinor < 0)).toBe(true);

    const systems = await db.select().from(s.paymentSystems);
    expect(new Set(systems.map((p) => p.type))).toEqual(new Set(['link', 'page', 'form', 'widget']));
    expect(new Set(systems.map((p) => p.widget).filter(Boolean))).toEqual(
      new Set(['deposit-cash', 'deposit-crypto', 'withdrawal-cash', 'withdrawal-crypto']),
    );
    expect(new Set(systems.map((p) => p.direction))).toEqual(new Set([1, 2]));
    expect((await db.select().from(s.cryptoChains)).map((c) => c.value)).toEqual(
      expect.arrayContaining(['TRX', 'ETH', 'BTC', 'BCH', 'DASH', 'DOGE', 'LTC', 'XRP', 'SOL', 'TON']),
    );

    expect(await rows(s.bets)).toBeGreaterThanOrEqual(40);
    const payments = await db.select().from(s.payments);
    expect(payments.some((p) => p.status === 'pending' && p.direction === 2)).toBe(true);
    expect(await rows(s.seoPages)).toBeGreaterThan(5);
  });
});

describe('session', () => {
  it('is unauthenticated without a cookie', async () => {
    const { call } = browser(server.url);
    for (const path of ['/api/session', '/api/v1/check_authorization']) {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(session.parse(await res.json())).toEqual({ authenticated: false });
    }
  });

  it('rejects an invalid body with 400 and field errors', async () => {
    const { call } = browser(server.url);
    const res = await call('/api/v1/authorize', { method: 'POST', json: { login: '', password: '' } });
    expect(res.status).toBe(400);
    const body = errorReply.parse(await res.json());
    expect(body).toMatchObject({ success: false, error: { message: 'Invalid data' } });
    expect(body.error.fields.login?.[0]?.message).toBe('This field is required');
    expect(body.error.fields.password).toHaveLength(1);

    const missing = await call('/api/v1/authorize', { method: 'POST', json: { password: 'x' } });
    expect(errorReply.parse(await missing.json()).error.fields).toHaveProperty('login');
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await fetch(`${server.url}/api/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"login": "5093',
    });
    expect(res.status).toBe(400);
    expect(errorReply.parse(await res.json()).success).toBe(false);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await fetch(`${server.url}/api/v1/client/error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'Request body too large' });
  });

  it('refuses wrong credentials with the docs/product.md#calls-wrappers failure wrapper', async () => {
    const { call } = browser(server.url);
    for (const json of [
      { login: DEMO.login, password: 'wrong' },
      { login: '50999999999', password: DEMO.password },
    ]) {
      const res = await call('/api/v1/authorize', { method: 'POST', json });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: false, message: 'Wrong phone number or password' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('locks a phone number out after repeated failures (429)', async () => {
    const { call } = browser(server.url);
    const json = { login: '50911112222', password: 'nope' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('/api/v1/authorize', { method: 'POST', json })).status);
    expect(statuses.slice(0, 10).every((st) => st === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('locks a client address out after too many failures, whatever the phone, with the wait in the reply', async () => {
    const key = loginAddressKey('127.0.0.1');
    await server.db.delete(s.rateLimits).where(eq(s.rateLimits.key, key));
    const { call } = browser(server.url);
    await call('/api/v1/authorize', { method: 'POST', json: { login: '50911113333', password: 'nope' } });
    // Failures are counted per address, not only per phone.
    const [row] = await server.db.select().from(s.rateLimits).where(eq(s.rateLimits.key, key));
    expect(row?.hits).toBe(1);
    // The rest of the window's failures, as if made from many phone numbers.
    await server.db.update(s.rateLimits).set({ hits: LOGIN_ADDRESS_WINDOW.limit }).where(eq(s.rateLimits.key, key));
    const res = await call('/api/v1/authorize', { method: 'POST', json: DEMO });
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_ADDRESS_WINDOW.windowMs / 1000);
    expect(await res.json()).toEqual({ success: false, message: `Retry after ${wait}s`, retry_after: wait });
    expect(res.headers.getSetCookie()).toEqual([]);

    // The app's own client does not repeat the POST and the login page shows the server's text.
    let sent = 0;
    const http = createHttp({
      baseURL: `${server.url}/api/v1/`,
      fetch: (input, init) => {
        sent += 1;
        return fetch(input, init);
      },
    });
    const error = await http.request(okReply, 'authorize', { method: 'POST', body: DEMO }).catch((e: unknown) => e);
    expect(sent).toBe(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    // The app says it in its own words with the server's seconds: 'Retry after {time}s' (docs/product.md#errors-texts).
    const said = errorText(error as ApiError, (id, values) => `${id} ${JSON.stringify(values)}`, 'login.failed');
    expect(said).toMatch(/^errors\.retryAfter \{"time":\d+\}$/);
    expect((error as ApiError).retryAfter).toBeGreaterThan(0);

    await server.db.delete(s.rateLimits).where(eq(s.rateLimits.key, key));
    expect(await (await call('/api/v1/authorize', { method: 'POST', json: DEMO })).json()).toEqual({ success: true });
  });

  it('signs in with a formatted phone, sets the session cookie, and logs out', async () => {
    const tab = browser(server.url);
    const res = await tab.call('/api/v1/authorize', {
      method: 'POST',
      json: { login: '+509 3700-0001', password: DEMO.password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [cookie = ''] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^sid=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
    const token = tab.jar.get('sid') ?? '';
    const stored = await server.db.select().from(s.sessions);
    // Only the sha256 of the token is stored.
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);

    for (const path of ['/api/session', '/api/v1/check_authorization']) {
      expect(await (await tab.call(path)).json()).toEqual({ authenticated: true });
    }

    const out = await tab.call('/api/v1/logout');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect(out.headers.getSetCookie().join()).toMatch(/sid=;.*Max-Age=0/);
    expect(await (await tab.call('/api/session')).json()).toEqual({ authenticated: false });

    // The old token is dead on the server, not only forgotten by the browser.
    const replay = await fetch(`${server.url}/api/v1/user/balance/info`, { headers: { cookie: `sid=${token}` } });
    expect(replay.status).toBe(401);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await fetch(`${server.url}/api/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(DEMO),
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });
});

describe('player calls', () => {
  it('answer 401 without a session', async () => {
    for (const path of ['/api/v1/user/profile/info?version=2', '/api/v1/user/balance/info']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });

  it('return the profile and the balance in major units', async () => {
    const tab = browser(server.url);
    await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO });
    const p = profile.parse(await (await tab.call('/api/v1/user/profile/info?version=2')).json());
    expect(p).toMatchObject({ phone: DEMO.login, name: 'Jean Baptiste', is_admin: false, country: 'Haiti' });
    expect(p.list_linked_services).toEqual([]);
    const b = balance.parse(await (await tab.call('/api/v1/user/balance/info')).json());
    expect(b).toEqual({
      balance: 12_500,
      bonus_balance: 850,
      sport_balance: 300,
      currency: 'HTG',
      update_rate: 10_000,
    });
  });

  it('flag the admin', async () => {
    const tab = browser(server.url);
    await tab.call('/api/v1/authorize', { method: 'POST', json: { login: '50937000002', password: 'admin1234' } });
    const p = profile.parse(await (await tab.call('/api/v1/user/profile/info')).json());
    expect(p.is_admin).toBe(true);
  });
});

describe('site calls', () => {
  it('serve config, application info and SEO', async () => {
    const config = siteInfo.parse(await (await fetch(`${server.url}/api/v1/config?version=2`)).json());
    expect(config.external_authorization_button).toEqual(['google', 'metamask', 'telegram']);
    expect(config.support_chat).toBe(false);
    expect(config.about.address).toContain('<');
    downloadInfo.parse(await (await fetch(`${server.url}/api/v1/application/info`)).json());

    const home = seo.parse(await (await fetch(`${server.url}/api/v1/seo/metadata?path=/`)).json());
    expect(home.pageTitle).toContain('Casino');
    const unknown = seo.parse(await (await fetch(`${server.url}/api/v1/seo/metadata?path=/no/such/page`)).json());
    expect(unknown).toMatchObject({ pageUrl: '/no/such/page', robots: 'index, follow' });
    const article = seo.parse(await (await fetch(`${server.url}/api/v1/seo/metadata?path=/blog/1`)).json());
    expect(article.pageTitle).not.toBe(unknown.pageTitle);
  });

  it('serve deterministic SVG artwork', async () => {
    const a = await fetch(`${server.url}/media/games/tvbet.svg?w=300&h=200`);
    expect(a.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = await a.text();
    expect(text).toContain('width="300"');
    expect(await (await fetch(`${server.url}/media/games/tvbet.svg?w=300&h=200`)).text()).toBe(text);
    expect((await fetch(`${server.url}/media/nope/tvbet.svg`)).status).toBe(404);
  });

  it('serve pictures as WebP drawn from the same artwork, icons only as SVG', async () => {
    const a = await fetch(`${server.url}/media/games/tvbet.webp?w=300&h=200`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/webp');
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await a.arrayBuffer());
    // A RIFF container of kind WEBP (its header), of the asked size (the VP8 frame's 14-bit width and height).
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    const { default: sharp } = await import('sharp');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    const again = new Uint8Array(await (await fetch(`${server.url}/media/games/tvbet.webp?w=300&h=200`)).arrayBuffer());
    expect(again).toEqual(bytes);
    // Another game's picture is another picture.
    const other = new Uint8Array(
      await (await fetch(`${server.url}/media/games/kreyol-fruits.webp?w=300&h=200`)).arrayBuffer(),
    );
    expect(other).not.toEqual(bytes);
    expect((await fetch(`${server.url}/media/payments/cash.webp?w=96&h=96`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/games/tvbet.png?w=300&h=200`)).status).toBe(404);
  });
});

describe('locales', () => {
  it('list the eight languages, English by default', async () => {
    const list = locales.parse(await (await fetch(`${server.url}/api/v1/locale/list`)).json());
    expect(list.current).toBe('en');
    expect(list.locales.map((l) => l.locale)).toEqual(['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh']);
    expect(list.locales.find((l) => l.locale === 'ht')?.label).toBe('Kreyòl');
  });

  it('keep a guest choice in the lang cookie', async () => {
    const tab = browser(server.url);
    const res = await tab.call('/api/v1/setlocale', { method: 'POST', json: { locale: 'ht' } });
    expect(await res.json()).toEqual({ success: true });
    expect(tab.jar.get('lang')).toBe('ht');
    expect(locales.parse(await (await tab.call('/api/v1/locale/list')).json()).current).toBe('ht');
  });

  it('keep a player choice on the session across requests', async () => {
    const tab = browser(server.url);
    await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO });
    await tab.call('/api/v1/setlocale', { method: 'POST', json: { locale: 'fr' } });
    const sid = tab.jar.get('sid');
    // Only the session cookie: the language must come from the session row.
    const res = await fetch(`${server.url}/api/v1/locale/list`, { headers: { cookie: `sid=${sid}` } });
    expect(locales.parse(await res.json()).current).toBe('fr');
    const p = profile.parse(await (await tab.call('/api/v1/user/profile/info')).json());
    expect(p.lang).toBe('fr');
  });

  it('reject an unknown locale', async () => {
    const res = await fetch(`${server.url}/api/v1/setlocale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'xx' }),
    });
    expect(res.status).toBe(400);
    expect(errorReply.parse(await res.json()).error.fields).toHaveProperty('locale');
  });
});

describe('client errors and unknown paths', () => {
  it('store a client error report', async () => {
    const report = {
      session_id: 'abc',
      user_id: 7,
      explanation: 'Router error fallback',
      error: 'TypeError: x is undefined',
      tags: ['critical', 'router'],
      timestamp: Date.now(),
      version: '1.0.0-beta.68',
    };
    const res = await fetch(`${server.url}/api/v1/client/error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
      body: JSON.stringify(report),
    });
    expect(await res.json()).toEqual({ success: true });
    const [row] = await server.db.select().from(s.clientErrors).where(eq(s.clientErrors.sessionId, 'abc'));
    expect(row).toMatchObject({ userId: '7', explanation: report.explanation, tags: report.tags, userAgent: 'vitest' });
    expect(row?.authUserId).toBeNull();
    expect(await server.db.select().from(s.clientErrors).where(isNull(s.clientErrors.error))).toEqual([]);
  });

  it('answer unknown API paths with a JSON 404', async () => {
    for (const path of ['/api/v1/nope', '/api/nope', '/api/v1/games/list/nope']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ success: false, message: 'Not found' });
    }
    const res = await fetch(`${server.url}/api/v1/nope`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('dev stand-ins', () => {
  it('list the SMS outbox of a phone and serve a demo game page', async () => {
    await server.db.insert(s.smsOutbox).values({ phone: '50937000009', body: 'Your code is 1234' });
    const res = await fetch(`${server.url}/dev/sms-outbox?phone=%2B509%203700%200009`);
    const body = (await res.json()) as { list: { body: string }[] };
    expect(body.list.map((m) => m.body)).toEqual(['Your code is 1234']);
    const game = await fetch(`${server.url}/dev/game/x_borlette`);
    expect(game.headers.get('content-type')).toMatch(/text\/html/);
    expect(await game.text()).toContain('Borlette X');
    expect((await fetch(`${server.url}/dev/game/unknown`)).status).toBe(404);
  });
});
