// "Sessions and authorisation" in docs/architecture.md#security: a state-changing call from another site's page is
// refused with 403 before any work (server/http/origin-guard.ts), judged by its Origin or, without one, by
// Sec-Fetch-Site; calls from no page at all (no Origin, no Sec-Fetch-Site: curl, servers, these tests)
// and from our own pages (also through the Vite dev proxy and an https proxy) go through. Plus the
// session cookie's attributes over http, over https behind a proxy, and on logout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPostReply } from '../../contract/schemas/wallet';
import { createApp } from '../../server/app';
import { readTrustedProxies } from '../../server/auth/client-address';
import * as s from '../../server/db/schema';
import { BROWSER_REPORT_POSTS, FOREIGN_ORIGIN, STATE_CHANGING_GETS } from '../../server/http/origin-guard';
import { translate } from '../../server/i18n/text';
import { NO_EXTRA_ORIGINS } from '../../server/http/security-headers';
import {
  balances,
  expectLedgerExact,
  json,
  newPlayer,
  type Player,
  paymentsOf,
  submitPath,
  systemId,
} from './cashier-harness';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The test client stands for the operator's proxy (TRUSTED_PROXIES), so its X-Forwarded-Proto is believed.
  server = await startTestServer({ visitor: { trustedProxies: readTrustedProxies('127.0.0.1') } });
});
afterAll(async () => {
  await server?.close();
});

const EVIL = 'https://evil.example';
const refused = { success: false, message: translate('en', FOREIGN_ORIGIN) };

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual(refused);
  expect(res.headers.getSetCookie()).toEqual([]);
}

const TRX_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/** The crypto withdrawal form as the app posts it, from the page origin given in headers. */
async function withdraw(player: Player, headers: Record<string, string>) {
  const rates = (await json(await player.tab.call('/api/v1/crypto/rates'))).rates as Record<string, number>;
  const body = new FormData();
  const fields = {
    payment_system: String(await systemId(server, 'crypto-withdrawal')),
    chain: 'TRX',
    currency: 'USDT',
    address: TRX_ADDRESS,
    amount_native: '1000',
    amount_output: String(1000 * (rates.USDT ?? 0)),
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return player.tab.call(submitPath('crypto-withdrawal'), { method: 'POST', body, headers });
}

describe('a foreign Origin', () => {
  it('cannot move money: no withdrawal, no rollback, balance and ledger unchanged', async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    await expectRefused(await withdraw(player, { origin: EVIL }));
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    expect((await balances(server, player.user_id)).regular).toBe(500_000);

    // The same call from the app's own page goes through.
    const own = await withdraw(player, { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(paymentPostReply.parse(await own.json())).toMatchObject({ status: 'success' });
    const [payment] = await paymentsOf(server, player.user_id);
    expect(payment?.status).toBe('pending');

    const rollback = (headers: Record<string, string>) =>
      player.tab.call('/api/v1/payments/actions', {
        method: 'POST',
        json: { action: 'rollback', payment_id: payment?.id },
        headers,
      });
    await expectRefused(await rollback({ origin: EVIL }));
    await expectRefused(await rollback({ origin: 'null' }));
    const [still] = await paymentsOf(server, player.user_id);
    expect(still?.status).toBe('pending');
    expect((await balances(server, player.user_id)).regular).toBe(400_000);
    await expectLedgerExact(server, player.user_id);
  });

  it('cannot sign in, and cannot have a new password texted', async () => {
    const sessions = async () => (await server.db.select().from(s.sessions)).length;
    const before = await sessions();
    const tab = browser(server.url);
    await expectRefused(await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO, headers: { origin: EVIL } }));
    expect(await sessions()).toBe(before);

    const admin = '50937000002';
    const hash = async () =>
      (await server.db.select({ h: s.users.passwordHash }).from(s.users).where(eq(s.users.phone, admin)))[0]?.h;
    const stored = await hash();
    await expectRefused(
      await tab.call('/api/v1/authorize/restore-sms', {
        method: 'POST',
        json: { phone: admin },
        headers: { origin: EVIL },
      }),
    );
    expect(await hash()).toBe(stored);
    expect(await server.db.select().from(s.smsOutbox).where(eq(s.smsOutbox.phone, admin))).toHaveLength(0);
    // Not even the phone's SMS wait was started.
    expect(
      await server.db
        .select()
        .from(s.rateLimits)
        .where(eq(s.rateLimits.key, `sms:restore:${admin}`)),
    ).toEqual([]);
  });

  it('is judged by Sec-Fetch-Site when a browser sends no Origin; a link elsewhere cannot sign the player out', async () => {
    const player = await newPlayer(server);
    // A cross-site navigation to the GET logout carries the Lax cookie, and no Origin.
    await expectRefused(await player.tab.call('/api/v1/logout', { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(await json(await player.tab.call('/api/session'))).toEqual({ authenticated: true });
    await expectRefused(
      await player.tab.call('/api/v1/promo/code', {
        method: 'POST',
        json: { code: 'WELCOME100' },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(
      await server.db.select().from(s.promoCodeRedemptions).where(eq(s.promoCodeRedemptions.userId, player.user_id)),
    ).toEqual([]);
    // The app's own fetch (same-origin, no Origin on a GET) and a typed address (none) sign out fine.
    const out = await player.tab.call('/api/v1/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(await out.json()).toEqual({ success: true });
    expect(await json(await player.tab.call('/api/session'))).toEqual({ authenticated: false });
  });

  it('is refused on every state-changing route of the app, dev stand-ins included, before any work', async () => {
    const routes = createApp({ db: server.db, mode: 'test' }).routes;
    const changing = new Map<string, { method: string; path: string }>();
    for (const { method, path } of routes) {
      if (path.includes('*')) continue;
      const isChange = !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(method) || STATE_CHANGING_GETS.has(path);
      // Reports the browser posts on its own (CSP violations): no session, no state; capped by their own limits
      // (tests/server/reports.test.ts). Listed by name, so another exemption would have to be added here.
      if (isChange && BROWSER_REPORT_POSTS.has(path)) continue;
      if (isChange) changing.set(`${method} ${path}`, { method, path });
    }
    expect([...BROWSER_REPORT_POSTS]).toEqual(['/api/v1/csp-report']);
    // The list is the app's, not this test's: sign-in, SMS, Telegram, payments, promo, dev pages…
    expect(changing.size).toBeGreaterThanOrEqual(25);
    expect([...changing.keys()]).toEqual(
      expect.arrayContaining(['POST /api/v1/payments/submit/:slug', 'POST /dev/players']),
    );
    const player = await newPlayer(server, { balance: 100 });
    for (const { method, path } of changing.values()) {
      const url = path.replace(/:\w+/g, '1');
      const res = await player.tab.call(url, {
        method,
        headers: { origin: EVIL, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
    expect(await json(await player.tab.call('/api/session'))).toEqual({ authenticated: true });
  });
});

describe('our own pages', () => {
  it('pass by Origin, also behind an https proxy', async () => {
    const tab = browser(server.url);
    const login = await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO, headers: { origin: server.url } });
    expect(await login.json()).toEqual({ success: true });
    const host = new URL(server.url).host;
    const proxied = await fetch(`${server.url}/api/v1/setlocale`, {
      method: 'POST',
      headers: { origin: `https://${host}`, 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(proxied.status).toBe(200);
    // https page, but the proxy did not say so: not our origin.
    const unproxied = await fetch(`${server.url}/api/v1/setlocale`, {
      method: 'POST',
      headers: { origin: `https://${host}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'fr' }),
    });
    await expectRefused(unproxied);
  });

  it('pass through the Vite dev proxy, which forwards with the API host, by Sec-Fetch-Site', async () => {
    // npm run dev: the page is http://127.0.0.1:5173; Vite forwards /api with Host set to the API's.
    const viaVite = (site: string) =>
      fetch(`${server.url}/api/v1/setlocale`, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': site, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'es' }),
      });
    expect((await viaVite('same-origin')).status).toBe(200);
    // The same page origin, but the browser says the caller is another site: refused.
    await expectRefused(await viaVite('cross-site'));
    await expectRefused(await viaVite('same-site'));
  });

  it('pass from a configured site (ALLOWED_ORIGINS), and only from exactly that origin', async () => {
    const partner = 'https://www.belchans.example';
    const app = createApp({
      db: server.db,
      mode: 'test',
      security: { ...NO_EXTRA_ORIGINS, allowedOrigins: [partner] },
    });
    const setLocale = (origin: string) =>
      app.request(`${server.url}/api/v1/setlocale`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'es' }),
      });
    expect((await setLocale(partner)).status).toBe(200);
    expect((await setLocale(server.url)).status).toBe(200);
    await expectRefused(await setLocale('http://www.belchans.example'));
    await expectRefused(await setLocale('https://www.belchans.example.evil.example'));
  });

  it('calls from no page at all (no Origin, no Sec-Fetch-Site) go through', async () => {
    const res = await fetch(`${server.url}/api/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    expect(await res.json()).toEqual({ success: true });
  });
});

describe('the session cookie', () => {
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith('sid=')) ?? '';
  const attributes = (line: string) =>
    line
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());

  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const tab = browser(server.url);
    const login = await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO });
    const line = cookieOf(login);
    expect(line).toMatch(/^sid=[\w-]{43};/);
    expect(attributes(line)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes(line)).not.toContain('secure');

    const out = await tab.call('/api/v1/logout');
    const cleared = cookieOf(out);
    expect(cleared).toMatch(/^sid=;/);
    expect(attributes(cleared)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=0']));
  });

  it('is Secure as well behind a proxy that says https, on sign-in and on logout', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const tab = browser(server.url);
    const line = cookieOf(await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO, headers }));
    expect(attributes(line)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']));
    const cleared = cookieOf(await tab.call('/api/v1/logout', { headers }));
    expect(cleared).toMatch(/^sid=;/);
    expect(attributes(cleared)).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure', 'max-age=0']),
    );
  });
});
