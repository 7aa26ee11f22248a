// Telegram sign-in over real HTTP (docs/product.md#flows-telegram Telegram sign-in, docs/product.md#rules-telegram
// token check, docs/product.md#calls-list authorize/tg, authorize/tg_check and the token refresh authorize/tg_refresh):
// a token is issued, polled while pending, refreshed (a pending one for a fresh one, an approved one kept), approved on
// the dev approve page (docs/architecture.md#stand-ins) and then signs the player in exactly once; unknown,
// expired and used tokens get the refusal; the dev pages are absent in production.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../contract/schemas/common';
import { profile, session, telegramRefreshReply, telegramReply } from '../../contract/schemas/session';
import { hashToken } from '../../server/auth/tokens';
import * as s from '../../server/db/schema';
import { TELEGRAM_PAGE_TEXTS } from '../../server/dev/telegram-page';
import { TELEGRAM_POLL_MS } from '../../contract/constants';
import { translate } from '../../server/i18n/text';
import { TELEGRAM_EXPIRED as EXPIRED_TEXT, TELEGRAM_LIMITS } from '../../server/routes/telegram';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

// The server's text as a caller without a language reads it (English).
const TELEGRAM_EXPIRED = translate('en', EXPIRED_TEXT);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Tab = ReturnType<typeof browser>;
const ADMIN_PHONE = '50937000002';

async function issue(tab: Tab, init: RequestInit & { json?: unknown } = { json: {} }): Promise<string> {
  const res = await tab.call('/api/v1/authorize/tg', { method: 'POST', ...init });
  expect(res.status).toBe(200);
  const { data } = telegramReply.parse(await res.json());
  expect(data.auth).toBe(false);
  return data.token;
}

const check = (tab: Tab, token: unknown) => tab.call('/api/v1/authorize/tg_check', { method: 'POST', json: { token } });

async function expectRefused(tab: Tab, token: string) {
  const res = await check(tab, token);
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(okReply.parse(await res.json())).toEqual({ success: false, message: TELEGRAM_EXPIRED });
}

/** The approving "phone": a separate client with no cookies, posting the dev page's form. */
async function approve(token: string, phone: string): Promise<string> {
  const res = await fetch(`${server.url}/dev/telegram/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token, phone }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
}

const row = async (token: string, db = server.db) =>
  (
    await db
      .select()
      .from(s.telegramTokens)
      .where(eq(s.telegramTokens.tokenHash, hashToken(token)))
  )[0];

describe('authorize/tg', () => {
  it('issues a fresh random token, stored hashed with a 10 minute expiry', async () => {
    const tab = browser(server.url);
    const first = await issue(tab);
    const second = await issue(tab, {}); // no body at all
    expect(first).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    expect(second).not.toBe(first);

    const stored = await row(first);
    expect(stored).toMatchObject({ userId: null, approvedAt: null });
    const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(10 * 60 * 1000);
    const [plain] = await server.db.select().from(s.telegramTokens).where(eq(s.telegramTokens.tokenHash, first));
    expect(plain).toBeUndefined();
  });
});

describe('authorize/tg_check', () => {
  it('stays pending until approved, then signs the approving player in once', async () => {
    const tab = browser(server.url);
    const token = await issue(tab);

    const pending = await check(tab, token);
    expect(pending.headers.getSetCookie()).toEqual([]);
    expect(telegramReply.parse(await pending.json())).toEqual({ data: { token, auth: false } });

    // Normalised like the login: the admin, typed with '+', spaces and a dash.
    expect(await approve(token, '+509 3700-0002')).toContain(TELEGRAM_PAGE_TEXTS.approved);

    const done = await check(tab, token);
    expect(telegramReply.parse(await done.json())).toEqual({ data: { token, auth: true } });
    const [cookie = ''] = done.headers.getSetCookie();
    expect(cookie).toMatch(/^sid=[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    expect(session.parse(await (await tab.call('/api/session')).json())).toEqual({ authenticated: true });
    const me = profile.parse(await (await tab.call('/api/v1/user/profile/info?version=2')).json());
    expect(me.phone).toBe(ADMIN_PHONE);

    await expectRefused(tab, token); // used up
    expect(await row(token)).toBeUndefined();
  });

  it('lets exactly one of two concurrent checks of an approved token sign in', async () => {
    const tab = browser(server.url);
    const token = await issue(tab);
    await approve(token, DEMO.login);
    const replies = await Promise.all([check(tab, token), check(tab, token)].map(async (r) => (await r).json()));
    expect(replies.filter((body) => telegramReply.safeParse(body).data?.data.auth === true)).toHaveLength(1);
    expect(replies).toContainEqual({ success: false, message: TELEGRAM_EXPIRED });
  });

  it('refuses an unknown token', async () => {
    await expectRefused(browser(server.url), 'no-such-token');
  });

  it('refuses an expired token, approved or not, and the page says it expired', async () => {
    const tab = browser(server.url);
    const pending = await issue(tab);
    const approved = await issue(tab);
    await approve(approved, DEMO.login);
    await server.db
      .update(s.telegramTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${s.telegramTokens.tokenHash} IN (${hashToken(pending)}, ${hashToken(approved)})`);

    await expectRefused(tab, pending);
    await expectRefused(tab, approved);
    const page = await (await fetch(`${server.url}/dev/telegram/approve?token=${pending}`)).text();
    expect(page).toContain(TELEGRAM_PAGE_TEXTS.expired);
    expect(page).not.toContain('<form');
    expect(await approve(pending, DEMO.login)).toContain(TELEGRAM_PAGE_TEXTS.expired);
  });

  it('answers a missing or empty token with 400 and field errors', async () => {
    const tab = browser(server.url);
    for (const json of [{}, { token: '' }]) {
      const res = await tab.call('/api/v1/authorize/tg_check', { method: 'POST', json });
      expect(res.status).toBe(400);
      const body = errorReply.parse(await res.json());
      expect(body.error.fields.token?.[0]?.message).toBe('This field is required');
    }
  });
});

describe('authorize/tg_refresh', () => {
  const refresh = (tab: Tab, token: unknown) =>
    tab.call('/api/v1/authorize/tg_refresh', { method: 'POST', json: { token } });
  const refreshed = async (tab: Tab, token: string) => {
    const res = await refresh(tab, token);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    return telegramRefreshReply.parse(await res.json()).data.token;
  };
  const ageBy = (token: string, minutes: number) =>
    server.db
      .update(s.telegramTokens)
      .set({ expiresAt: sql`${s.telegramTokens.expiresAt} - ${`${minutes} minutes`}::interval` })
      .where(eq(s.telegramTokens.tokenHash, hashToken(token)));

  it('swaps a pending token for a fresh one with a full TTL; only the new one can be approved and checked', async () => {
    const tab = browser(server.url);
    const old = await issue(tab);
    await ageBy(old, 9); // one minute left, as after nine minutes of an open QR code
    const fresh = await refreshed(tab, old);
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fresh).not.toBe(old);

    expect(await row(old)).toBeUndefined();
    const stored = await row(fresh);
    expect(stored).toMatchObject({ userId: null, approvedAt: null });
    const [{ left = 0 } = {}] = await server.db
      .select({ left: sql<number>`extract(epoch from ${s.telegramTokens.expiresAt} - now())::float8` })
      .from(s.telegramTokens)
      .where(eq(s.telegramTokens.tokenHash, hashToken(fresh)));
    expect(left).toBeGreaterThan(10 * 60 - 5);
    expect(left).toBeLessThanOrEqual(10 * 60);

    await expectRefused(tab, old);
    expect(await approve(old, DEMO.login)).toContain(TELEGRAM_PAGE_TEXTS.expired);
    expect(telegramReply.parse(await (await check(tab, fresh)).json())).toEqual({
      data: { token: fresh, auth: false },
    });
    expect(await approve(fresh, DEMO.login)).toContain(TELEGRAM_PAGE_TEXTS.approved);
    expect(telegramReply.parse(await (await check(tab, fresh)).json())).toEqual({ data: { token: fresh, auth: true } });
    const me = profile.parse(await (await tab.call('/api/v1/user/profile/info')).json());
    expect(me.phone).toBe(DEMO.login);
  });

  it('can be repeated: a refreshed token refreshes again', async () => {
    const tab = browser(server.url);
    const first = await issue(tab);
    const second = await refreshed(tab, first);
    const third = await refreshed(tab, second);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(await row(second)).toBeUndefined();
    expect(await row(third)).toMatchObject({ approvedAt: null });
  });

  it('keeps an approved token as it is, so the next check still signs the player in', async () => {
    const tab = browser(server.url);
    const token = await issue(tab);
    await approve(token, ADMIN_PHONE);
    const before = await row(token);
    expect(await refreshed(tab, token)).toBe(token);
    expect(await refreshed(tab, token)).toBe(token);
    expect(await row(token)).toEqual(before);

    const done = await check(tab, token);
    expect(telegramReply.parse(await done.json())).toEqual({ data: { token, auth: true } });
    expect(done.headers.getSetCookie()[0]).toMatch(/^sid=[\w-]+;/);
    const me = profile.parse(await (await tab.call('/api/v1/user/profile/info')).json());
    expect(me.phone).toBe(ADMIN_PHONE);
  });

  it('refuses an unknown, expired or used token like tg_check', async () => {
    const tab = browser(server.url);
    const expired = await issue(tab);
    const used = await issue(tab);
    await ageBy(expired, 11);
    await approve(used, DEMO.login);
    await check(tab, used);
    for (const token of ['no-such-token', expired, used]) {
      const res = await refresh(tab, token);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(okReply.parse(await res.json())).toEqual({ success: false, message: TELEGRAM_EXPIRED });
    }
    expect(await row(expired)).toBeDefined(); // left for housekeeping, not replaced
  });

  it('answers a missing or empty token with 400 and field errors', async () => {
    const tab = browser(server.url);
    for (const json of [{}, { token: '' }]) {
      const res = await tab.call('/api/v1/authorize/tg_refresh', { method: 'POST', json });
      expect(res.status).toBe(400);
      const body = errorReply.parse(await res.json());
      expect(body.error.fields.token?.[0]?.message).toBe('This field is required');
    }
  });
});

describe('dev approve page', () => {
  it('shows an accessible, self-contained form carrying the token', async () => {
    const token = await issue(browser(server.url));
    const res = await fetch(`${server.url}/dev/telegram/approve?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<h1>Telegram</h1>');
    expect(html).toContain('<form method="post" action="/dev/telegram/approve">');
    expect(html).toContain(`name="token" value="${token}"`);
    expect(html).toContain('<label for="phone">');
    expect(html).toMatch(/<input id="phone" name="phone" type="tel"[^>]* value="50937000001"/);
    expect(html).toContain('<button type="submit">Approve sign-in</button>');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
  });

  it('refuses an unknown phone and leaves the token unapproved', async () => {
    const tab = browser(server.url);
    const token = await issue(tab);
    const html = await approve(token, '509 9999 9999');
    expect(html).toContain(TELEGRAM_PAGE_TEXTS.unknownPhone);
    expect(html).toContain('value="509 9999 9999"'); // the form again, with what was typed
    expect(await row(token)).toMatchObject({ userId: null, approvedAt: null });
    expect(telegramReply.parse(await (await check(tab, token)).json()).data.auth).toBe(false);
  });

  it('approves idempotently and keeps a token approved for someone else theirs', async () => {
    const tab = browser(server.url);
    const token = await issue(tab);
    expect(await approve(token, DEMO.login)).toContain(TELEGRAM_PAGE_TEXTS.approved);
    expect(await approve(token, DEMO.login)).toContain(TELEGRAM_PAGE_TEXTS.approved);
    expect(await approve(token, ADMIN_PHONE)).toContain(TELEGRAM_PAGE_TEXTS.taken);
    await check(tab, token);
    const me = profile.parse(await (await tab.call('/api/v1/user/profile/info')).json());
    expect(me.phone).toBe(DEMO.login);
  });

  it('explains a link without a token', async () => {
    const html = await (await fetch(`${server.url}/dev/telegram/approve`)).text();
    expect(html).toContain(TELEGRAM_PAGE_TEXTS.noToken);
  });
});

describe('abuse limits', () => {
  const expectLimited = async (res: Response) => {
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await res.json()).toEqual({ success: false, message: `Retry after ${wait}s`, retry_after: wait });
  };
  const clear = (key: string) => server.db.delete(s.rateLimits).where(eq(s.rateLimits.key, key));

  it("limits checks and refreshes per token, well above the app's pace", async () => {
    await clear('tg-check-address:127.0.0.1');
    const tab = browser(server.url);
    const token = await issue(tab);
    const { checksPerToken } = TELEGRAM_LIMITS;
    // The app checks once a second, one at a time: a minute of that is well inside the limit.
    expect(checksPerToken.windowMs / TELEGRAM_POLL_MS).toBeLessThan(checksPerToken.limit);
    const tokenKey = `tg-check:${hashToken(token)}`;
    for (let i = 0; i < 5; i++) expect((await check(tab, token)).status, `check ${i + 1}`).toBe(200);
    // Counted per token (under its hash: the key never holds the secret)…
    const [counted] = await server.db.select().from(s.rateLimits).where(eq(s.rateLimits.key, tokenKey));
    expect(counted?.hits).toBe(5);
    // …up to the limit (the rest of the minute's checks written in at once): then 429 until the window ends.
    await server.db.update(s.rateLimits).set({ hits: checksPerToken.limit }).where(eq(s.rateLimits.key, tokenKey));
    await expectLimited(await check(tab, token));
    // Refreshes count against the same budget, and the approval is not lost: once the window has passed
    // (moved here instead of waiting a minute) the approved token still signs the player in.
    await expectLimited(await tab.call('/api/v1/authorize/tg_refresh', { method: 'POST', json: { token } }));
    await approve(token, ADMIN_PHONE);
    await expectLimited(await check(tab, token));
    await clear(tokenKey);
    expect(telegramReply.parse(await (await check(tab, token)).json()).data.auth).toBe(true);
    // Another token of the same address is not held back by this one.
    expect((await check(browser(server.url), await issue(browser(server.url)))).status).toBe(200);
  });

  it('limits checks per client address across tokens', async () => {
    const key = 'tg-check-address:127.0.0.1';
    const tab = browser(server.url);
    const token = await issue(tab);
    expect((await check(tab, token)).status).toBe(200);
    const [counted] = await server.db.select().from(s.rateLimits).where(eq(s.rateLimits.key, key));
    expect(counted?.hits).toBeGreaterThanOrEqual(1);
    // The rest of the window used up, as if by many QR codes behind this address.
    await server.db
      .update(s.rateLimits)
      .set({ hits: TELEGRAM_LIMITS.checksPerAddress.limit })
      .where(eq(s.rateLimits.key, key));
    await expectLimited(await check(browser(server.url), await issue(browser(server.url))));
    await clear(key);
  });

  it('limits new tokens per client address', async () => {
    const key = 'tg-token-address:127.0.0.1';
    const before = (await server.db.select().from(s.telegramTokens)).length;
    await server.db
      .insert(s.rateLimits)
      .values({ key, hits: TELEGRAM_LIMITS.tokensPerAddress.limit, windowEndsAt: new Date(Date.now() + 60_000) })
      .onConflictDoUpdate({ target: s.rateLimits.key, set: { hits: TELEGRAM_LIMITS.tokensPerAddress.limit } });
    await expectLimited(await browser(server.url).call('/api/v1/authorize/tg', { method: 'POST', json: {} }));
    expect((await server.db.select().from(s.telegramTokens)).length).toBe(before);
    await clear(key);
    await issue(browser(server.url));
  });
});

describe('production mode', () => {
  it('has the Telegram calls but no /dev/telegram pages', async () => {
    const prod = await startTestServer({ mode: 'production' });
    try {
      const token = await issue(browser(prod.url));
      for (const init of [{}, { method: 'POST', body: new URLSearchParams({ token, phone: DEMO.login }) }]) {
        const res = await fetch(`${prod.url}/dev/telegram/approve?token=${token}`, init);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, message: 'Not found' });
      }
      expect(await row(token, prod.db)).toMatchObject({ userId: null, approvedAt: null });
    } finally {
      await prod.close();
    }
  });
});
