// Google sign-in over real HTTP (docs/product.md#flows-google-oauth Google flow, docs/product.md#rules-social
// social-login completion, docs/product.md#calls-list auth/google/* and the token-based social login,
// docs/product.md#errors-texts 'Google OAuth request unknown error'), through the dev consent page and dev access
// tokens that stand in for Google offline (docs/architecture.md#stand-ins): same-host redirect URIs only, single-use
// states bound to the browser that asked for the link (its cookie: a return with another state, without the cookie,
// used or expired is refused), codes exchanged only with the link's PKCE verifier, single-use registration tickets, confirm with an SMS code or skip where the country allows it, sign-in of a
// linked account, unlink, and no half-created player on any refusal; the real access-token check against a stand-in for
// Google's endpoints.
import { count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { errorReply, okReply } from '../../contract/schemas/common';
import {
  balance,
  profile,
  registrationContext,
  session,
  socialCompletion,
  socialLinkReply,
} from '../../contract/schemas/session';
import { createApp } from '../../server/app';
import { googleProvider, TOKENINFO_ENDPOINT, USERINFO_ENDPOINT } from '../../server/auth/google-provider';
import { codeChallengeOf } from '../../server/auth/oauth-store';
import { hashToken } from '../../server/auth/tokens';
import * as s from '../../server/db/schema';
import { GOOGLE_DEV_DEFAULTS, GOOGLE_PAGE_TEXTS } from '../../server/dev/google-page';
import { GOOGLE_TEXTS } from '../../server/routes/google';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
/** The dev SMS console line, kept out of the test output. */
let log: MockInstance<typeof console.log>;
beforeAll(async () => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  log.mockRestore();
});
// Every call comes from 127.0.0.1: the per-address SMS cap belongs to the registration tests.
beforeEach(async () => {
  await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
});

type Tab = ReturnType<typeof browser>;
interface Account {
  email: string;
  name?: string;
  phone?: string;
}

const OAUTH_FAILURE = { success: false, message: GOOGLE_TEXTS.unknown };
/** A return the server does not let in: not this browser's state, or one used or expired. */
const STATE_REFUSED = { success: false, message: GOOGLE_TEXTS.stateRefused };
const back = () => `${server.url}/auth/google`;
let nextAccount = 0;
/** A Google account nobody has used yet in this file. */
const newAccount = (extra: Omit<Account, 'email'> = {}): Account => ({
  email: `player${++nextAccount}@example.ht`,
  ...extra,
});
let nextNumber = 37_220_000;
/** A fresh Haitian national number (without 509). */
const newNumber = () => String(++nextNumber);

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const post = (tab: Tab, path: string, body: unknown) => tab.call(path, { method: 'POST', json: body });

async function link(tab: Tab, redirectUri = back()): Promise<URL> {
  const res = await tab.call(`/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(redirectUri)}`);
  expect(res.status).toBe(200);
  const body = await json(res);
  expect(body.success).toBe(true);
  return new URL(socialLinkReply.parse(body).data.url);
}

/** Posts the consent form as the browser would (no cookies: it is Google's page). */
const consent = (fields: Record<string, string>) =>
  fetch(`${server.url}/dev/google/consent`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** What the consent form carries of its link: redirect URI, state and PKCE challenge. */
const linkFields = (url: URL) => ({
  redirect_uri: url.searchParams.get('redirect_uri') ?? '',
  state: url.searchParams.get('state') ?? '',
  code_challenge: url.searchParams.get('code_challenge') ?? '',
  code_challenge_method: url.searchParams.get('code_challenge_method') ?? '',
});

/** A return from Google: the code and the state it came back with. */
interface Returned {
  code: string;
  state: string;
}

/** Consent on the dev page of the link `url` as `account`: the code and state it sends back. */
async function consentOn(url: URL, account: Account): Promise<Returned> {
  const res = await consent({
    ...linkFields(url),
    email: account.email,
    name: account.name ?? GOOGLE_DEV_DEFAULTS.name,
    phone: account.phone ?? '',
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe(url.searchParams.get('state'));
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

/** Link (this tab's browser gets the state cookie) + consent: what the dev page sends back to the app. */
const codeFor = async (tab: Tab, account: Account): Promise<Returned> => consentOn(await link(tab), account);

const authorize = (tab: Tab, { code, state }: Returned, redirectUri = back()) =>
  post(tab, '/api/v1/auth/google/authorize', { code, state, redirect_uri: redirectUri });

/** A live state of this tab's browser with no code yet, for returns with a code that is not one. */
const stateOf = async (tab: Tab) => (await link(tab)).searchParams.get('state') ?? '';

async function ticketFor(tab: Tab, account: Account) {
  const res = await authorize(tab, await codeFor(tab, account));
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie().filter((cookie) => cookie.startsWith('sid='))).toEqual([]);
  const body = await json(res);
  expect(body.success).toBe(true);
  const { data } = socialCompletion.parse(body);
  expect(data.authorized).toBe(false);
  return data;
}

const register = async (tab: Tab, body: Record<string, unknown>) => {
  const res = await post(tab, '/api/v1/auth/google/registration', body);
  expect(res.status).toBe(200);
  return json(res);
};

async function smsCode(tab: Tab, phone: string): Promise<string> {
  expect((await post(tab, '/api/v1/registration/sms', { phone })).status).toBe(200);
  const list = (await (await fetch(`${server.url}/dev/sms-outbox?phone=${phone}`)).json()) as {
    list: { body: string }[];
  };
  const code = /\b(\d{6})\b/.exec(list.list[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const me = async (tab: Tab) => profile.parse(await (await tab.call('/api/v1/user/profile/info?version=2')).json());
const usersWithEmail = async (email: string) =>
  (await server.db.select({ n: count() }).from(s.users).where(eq(s.users.email, email)))[0]?.n ?? 0;

/** A new player through the confirm path; returns their signed-in tab and phone. */
async function registerConfirmed(account: Account) {
  const tab = browser(server.url);
  const { code } = await ticketFor(tab, account);
  const number = newNumber();
  const sms = await smsCode(tab, `509${number}`);
  const body = { code, country_iso: 'HTI', phone_code: '509', phone_number: number, sms_code: sms };
  expect(await register(tab, body)).toEqual({ success: true });
  return { tab, phone: `509${number}` };
}

describe('GET auth/google/link', () => {
  it('answers the dev consent page URL with a fresh state stored hashed for 10 minutes, and its PKCE challenge', async () => {
    const url = await link(browser(server.url));
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/dev/google/consent`);
    expect(url.searchParams.get('redirect_uri')).toBe(back());
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    const [row] = await server.db
      .select()
      .from(s.oauthStates)
      .where(eq(s.oauthStates.stateHash, hashToken(state)));
    expect(row).toMatchObject({ provider: 'google', redirectUri: back() });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(10 * 60 * 1000);
    // RFC 7636 S256: the verifier stays with the state; the link carries BASE64URL(SHA256(verifier)).
    expect(row?.codeVerifier).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(codeChallengeOf(row?.codeVerifier ?? ''));
  });

  it('sets the state in a short-lived HttpOnly, SameSite=Lax cookie for the Google calls only; Secure over https', async () => {
    const tab = browser(server.url);
    const res = await tab.call(`/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(back())}`);
    const state = new URL(socialLinkReply.parse(await res.json()).data.url).searchParams.get('state');
    const [cookie = ''] = res.headers.getSetCookie();
    expect(cookie).toBe(`google_oauth_state=${state}; Max-Age=600; Path=/api/v1/auth/google; HttpOnly; SameSite=Lax`);
    const app = createApp({ db: server.db, mode: 'test' });
    const secure = await app.request(
      'https://casino.example/api/v1/auth/google/link?redirect_uri=https://casino.example/auth/google',
      { headers: { host: 'casino.example' } },
    );
    expect(secure.headers.getSetCookie()[0]).toMatch(/; Secure(;|$)/);
    // A refused link sets nothing.
    const refused = await tab.call('/api/v1/auth/google/link?redirect_uri=https://evil.example/auth/google');
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a redirect URI that is not an absolute http(s) URL on this host', async () => {
    const port = Number(new URL(server.url).port);
    const foreign = [
      'https://evil.example/auth/google',
      `http://127.0.0.1:${port + 1}/auth/google`,
      `http://attacker@${new URL(server.url).host}/auth/google`,
      '/auth/google',
      'javascript:alert(1)',
      '',
    ];
    const tab = browser(server.url);
    for (const uri of foreign) {
      const res = await tab.call(`/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(uri)}`);
      expect(await json(res)).toEqual(OAUTH_FAILURE);
    }
    expect(await json(await tab.call('/api/v1/auth/google/link'))).toEqual(OAUTH_FAILURE);
  });
});

describe('dev consent page', () => {
  it('shows an accessible, self-contained form bound to the state', async () => {
    const url = await link(browser(server.url));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<h1>Google</h1>');
    expect(html).toContain('<form method="post" action="/dev/google/consent">');
    expect(html).toContain(`name="state" value="${url.searchParams.get('state')}"`);
    expect(html).toContain(`name="code_challenge" value="${url.searchParams.get('code_challenge')}"`);
    expect(html).toContain('name="code_challenge_method" value="S256"');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]* value="new\.player@example\.ht"/);
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toMatch(/<input id="name" name="name" type="text"[^>]* value="Nouvo Jwè"/);
    expect(html).toContain('<label for="phone">Phone (optional)</label>');
    expect(html).toMatch(/<input id="phone" name="phone" type="tel"[^>]* value=""/);
    expect(html).toContain('<button type="submit">Continue</button>');
    // The redirect URI is only echoed in attributes; nothing loads from anywhere.
    expect(html.replaceAll(`value="${back()}"`, '')).not.toMatch(/<script|<link|src=|https?:\/\//);
  });

  it("answers 302 to redirect_uri with code and state; the app's return uses the state up", async () => {
    const tab = browser(server.url);
    const url = await link(tab);
    const fields = { ...linkFields(url), email: 'Once@Example.ht', name: 'Once', phone: '' };
    const res = await consent(fields);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(back());
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    const code = location.searchParams.get('code') ?? '';
    const [row] = await server.db
      .select()
      .from(s.oauthCodes)
      .where(eq(s.oauthCodes.codeHash, hashToken(code)));
    expect(row).toMatchObject({
      subject: 'dev:once@example.ht',
      email: 'once@example.ht',
      phone: null,
      codeChallenge: url.searchParams.get('code_challenge'),
    });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(5 * 60 * 1000);

    expect((await json(await authorize(tab, { code, state: fields.state }))).success).toBe(true);
    const again = await consent(fields); // the return used the state up
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(GOOGLE_PAGE_TEXTS.expired);
  });

  it("'Continue with an access token' sends the player back with a token in the fragment, which auth/google/token takes", async () => {
    const tab = browser(server.url);
    const url = await link(tab);
    const state = url.searchParams.get('state') ?? '';
    const page = await (await fetch(url)).text();
    expect(page).toContain(
      `<button type="submit" name="response_type" value="token" class="secondary">${GOOGLE_PAGE_TEXTS.withToken}</button>`,
    );
    const account = newAccount({ phone: '50937224321' });
    const fields = { ...linkFields(url), email: account.email, name: 'Token Back', phone: account.phone ?? '' };
    const res = await consent({ ...fields, response_type: 'token' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(back());
    const returned = new URLSearchParams(location.hash.slice(1));
    expect(returned.get('token_type')).toBe('Bearer');
    expect(returned.get('expires_in')).toBe('3600');
    expect(returned.get('state')).toBe(state);
    const accessToken = returned.get('access_token') ?? '';
    expect(accessToken).toMatch(/^[\w-]{43}$/);
    const { data } = socialCompletion.parse(await json(await signInWithToken(tab, accessToken, state)));
    expect(data).toMatchObject({ authorized: false, phone: '37224321', phone_code: 509 });
    // The return used the state up.
    expect(await (await consent({ ...fields, response_type: 'token' })).text()).toContain(GOOGLE_PAGE_TEXTS.expired);
  });

  it('refuses an unknown state, another redirect URI than the state was issued for, a foreign one, and a link without an S256 challenge', async () => {
    const url = await link(browser(server.url));
    const own = linkFields(url);
    const base = { ...own, email: 'x@example.ht', name: 'X', phone: '' };
    for (const fields of [
      { ...base, state: 'no-such-state' },
      { ...base, redirect_uri: `${server.url}/elsewhere` },
      { ...base, redirect_uri: 'https://evil.example/auth/google' },
      { ...base, code_challenge: '' },
      { ...base, code_challenge: 'too-short' },
      { ...base, code_challenge_method: 'plain' },
      { ...base, code_challenge_method: '' },
    ]) {
      const res = await consent(fields);
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain(GOOGLE_PAGE_TEXTS.expired);
    }
    for (const query of [
      new URLSearchParams({ ...own, state: 'nope' }),
      new URLSearchParams({ ...own, code_challenge_method: 'plain' }),
    ]) {
      const page = await (await fetch(`${server.url}/dev/google/consent?${query}`)).text();
      expect(page).toContain(GOOGLE_PAGE_TEXTS.expired);
      expect(page).not.toContain('<form');
    }
    // None of that used the state up.
    expect((await consent(base)).status).toBe(302);
  });

  it('shows the form again for a bad phone, keeping what was typed, the state and the challenge', async () => {
    const url = await link(browser(server.url));
    const own = linkFields(url);
    const res = await consent({ ...own, email: 'p@example.ht', name: 'P', phone: 'abc' });
    const html = await res.text();
    expect(html).toContain(GOOGLE_PAGE_TEXTS.badPhone);
    expect(html).toMatch(/<input id="phone"[^>]* value="abc" aria-describedby="phone-hint phone-error"/);
    expect(html).toContain(`name="code_challenge" value="${own.code_challenge}"`);
    expect((await consent({ ...own, email: 'p@example.ht', name: 'P', phone: '' })).status).toBe(302);
  });
});

describe('POST auth/google/authorize', () => {
  it('answers a new account with a 15-minute ticket and the registration countries', async () => {
    const tab = browser(server.url);
    const data = await ticketFor(tab, newAccount());
    const context = registrationContext.parse(await (await tab.call('/api/registration-context')).json());
    expect(data).toEqual({
      authorized: false,
      countries: context.countries,
      default_country: 'HTI',
      disabled_skip: ['HTI'],
      code: expect.stringMatching(/^[\w-]{43}$/),
    });
    const [row] = await server.db
      .select()
      .from(s.oauthTickets)
      .where(eq(s.oauthTickets.ticketHash, hashToken(data.code)));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(15 * 60 * 1000);
  });

  it('prefills a Haitian phone as phone_code 509 + national number, and leaves others out', async () => {
    const tab = browser(server.url);
    const haitian = await ticketFor(tab, newAccount({ phone: '+509 3722-1111' }));
    expect(haitian).toMatchObject({ phone: '37221111', phone_code: 509 });
    const dominican = await ticketFor(tab, newAccount({ phone: '18095551234' }));
    expect(dominican).not.toHaveProperty('phone');
    expect(dominican).not.toHaveProperty('phone_code');
  });

  it('refuses an unknown, used or other-URI code, and a foreign redirect URI', async () => {
    const tab = browser(server.url);
    expect(await json(await authorize(tab, { code: 'no-such-code', state: await stateOf(tab) }))).toEqual(
      OAUTH_FAILURE,
    );
    const returned = await codeFor(tab, newAccount());
    expect(await json(await authorize(tab, returned, 'https://evil.example/auth/google'))).toEqual(OAUTH_FAILURE);
    // The state was issued for /auth/google: another page of this host cannot use it.
    expect(await json(await authorize(tab, returned, `${server.url}/other`))).toEqual(STATE_REFUSED);
    expect((await json(await authorize(tab, returned))).success).toBe(true);
    // Used: the code again, with a new live state of this browser.
    expect(await json(await authorize(tab, { code: returned.code, state: await stateOf(tab) }))).toEqual(OAUTH_FAILURE);
  });

  it('refuses an expired code', async () => {
    const tab = browser(server.url);
    const returned = await codeFor(tab, newAccount());
    await server.db
      .update(s.oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.oauthCodes.codeHash, hashToken(returned.code)));
    expect(await json(await authorize(tab, returned))).toEqual(OAUTH_FAILURE);
  });

  it('answers a malformed body with 400 and field errors', async () => {
    const res = await post(browser(server.url), '/api/v1/auth/google/authorize', { code: '' });
    expect(res.status).toBe(400);
    const { fields } = errorReply.parse(await res.json()).error;
    expect(Object.keys(fields).sort()).toEqual(['code', 'redirect_uri', 'state']);
  });
});

describe("the state of a return: this browser's, live, once (login CSRF)", () => {
  /** `email`'s Google account, linked to a player (skipping the phone, Dominican Republic). */
  async function linkedAccount(): Promise<Account> {
    const account = newAccount();
    const tab = browser(server.url);
    const { code } = await ticketFor(tab, account);
    expect(await register(tab, { code, country_iso: 'DOM' })).toEqual({ success: true });
    return account;
  }
  const expectSignedOut = async (tab: Tab) => {
    expect(tab.jar.get('sid')).toBeUndefined();
    expect(session.parse(await (await tab.call('/api/session')).json())).toEqual({ authenticated: false });
  };

  it("signs in with the state of this browser's cookie, in whichever tab, and clears the cookie", async () => {
    const account = await linkedAccount();
    const tab = browser(server.url);
    const returned = await codeFor(tab, account);
    expect(tab.jar.get('google_oauth_state')).toBe(returned.state);
    const res = await authorize(tab, returned);
    expect(socialCompletion.parse(await json(res)).data).toMatchObject({ authorized: true, code: '' });
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^google_oauth_state=; Max-Age=0; Path=\/api\/v1\/auth\/google; HttpOnly; SameSite=Lax/),
      expect.stringMatching(/^sid=[\w-]+;.*HttpOnly/i),
    ]);
    expect(tab.jar.has('google_oauth_state')).toBe(false);
    expect((await me(tab)).email).toBe(account.email);
  });

  it("refuses someone else's code and state in a browser that has a link of its own, and keeps that link good", async () => {
    const attacker = browser(server.url);
    const crafted = await codeFor(attacker, await linkedAccount());
    const victim = browser(server.url);
    const own = await link(victim);
    const res = await authorize(victim, crafted);
    expect(await json(res)).toEqual(STATE_REFUSED);
    expect(res.headers.getSetCookie()).toEqual([]);
    await expectSignedOut(victim);
    // Neither state was used up: the victim's own sign-in still goes through.
    const mine = newAccount();
    expect(socialCompletion.parse(await json(await authorize(victim, await consentOn(own, mine)))).data).toMatchObject({
      authorized: false,
    });
  });

  it('refuses a return with no state cookie at all (another browser, or one that never asked)', async () => {
    const crafted = await codeFor(browser(server.url), await linkedAccount());
    const stranger = browser(server.url);
    expect(await json(await authorize(stranger, crafted))).toEqual(STATE_REFUSED);
    await expectSignedOut(stranger);
  });

  it('refuses a state used once already, even with a new code of its link', async () => {
    const account = newAccount();
    const tab = browser(server.url);
    const url = await link(tab);
    const first = await consentOn(url, account);
    const second = await consentOn(url, account); // consenting twice on one link: two codes, one state
    const held = tab.jar.get('google_oauth_state') ?? '';
    expect((await json(await authorize(tab, first))).success).toBe(true);
    expect(await json(await authorize(tab, second))).toEqual(STATE_REFUSED);
    // Even with the cookie put back (a copy kept by the browser): the state itself is gone.
    tab.jar.set('google_oauth_state', held);
    expect(await json(await authorize(tab, second))).toEqual(STATE_REFUSED);
  });

  it('refuses an expired state', async () => {
    const tab = browser(server.url);
    const returned = await codeFor(tab, newAccount());
    await server.db
      .update(s.oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.oauthStates.stateHash, hashToken(returned.state)));
    expect(await json(await authorize(tab, returned))).toEqual(STATE_REFUSED);
  });

  it('checks the state of an access token coming back from a link alike', async () => {
    const account = newAccount();
    const accessToken = await accessTokenFor(account);
    // No cookie, or another link's state: refused.
    const attacker = browser(server.url);
    const theirs = await stateOf(attacker);
    const victim = browser(server.url);
    expect(await json(await signInWithToken(victim, accessToken, theirs))).toEqual(STATE_REFUSED);
    await stateOf(victim);
    expect(await json(await signInWithToken(victim, accessToken, theirs))).toEqual(STATE_REFUSED);
    // This browser's own state: let in, once.
    const own = await stateOf(victim);
    expect((await json(await signInWithToken(victim, accessToken, own))).success).toBe(true);
    expect(await json(await signInWithToken(victim, accessToken, own))).toEqual(STATE_REFUSED);
  });

  it("answers in the caller's language", async () => {
    const res = await post(browser(server.url), '/api/v1/auth/google/authorize', {
      code: 'c',
      state: 's',
      redirect_uri: back(),
    });
    expect((await json(res)).message).toBe(GOOGLE_TEXTS.stateRefused);
    const kreyol = browser(server.url);
    kreyol.jar.set('lang', 'ht');
    const body = { code: 'c', state: 's', redirect_uri: back() };
    expect(await json(await post(kreyol, '/api/v1/auth/google/authorize', body))).toEqual({
      success: false,
      message: 'Koneksyon Google sa a pa t kòmanse nan navigatè sa a, oswa li ekspire. Rekòmanse ak Google.',
    });
  });
});

describe('PKCE: the code exchange sends the verifier of its link', () => {
  it("refuses a code exchanged with another verifier than its link's, and leaves the code good", async () => {
    const tab = browser(server.url);
    const returned = await codeFor(tab, newAccount());
    const [row] = await server.db
      .select()
      .from(s.oauthStates)
      .where(eq(s.oauthStates.stateHash, hashToken(returned.state)));
    const verifier = row?.codeVerifier ?? '';
    const dev = googleProvider(undefined, 'test');
    expect(await dev?.exchange(server.db, returned.code, back(), 'x'.repeat(43))).toBeNull();
    expect(await dev?.exchange(server.db, returned.code, back(), `${verifier}x`)).toBeNull();
    // Through the API: the state's verifier is not the code's, so the exchange is refused.
    await server.db
      .update(s.oauthStates)
      .set({ codeVerifier: 'y'.repeat(43) })
      .where(eq(s.oauthStates.stateHash, hashToken(returned.state)));
    expect(await json(await authorize(tab, returned))).toEqual(OAUTH_FAILURE);
    // The right verifier still takes it, once.
    expect(await dev?.exchange(server.db, returned.code, back(), verifier)).toMatchObject({
      subject: expect.stringMatching(/^dev:/),
    });
    expect(await dev?.exchange(server.db, returned.code, back(), verifier)).toBeNull();
  });

  it("refuses a code of another link, even one of this browser: its challenge is not this link's", async () => {
    const tab = browser(server.url);
    const other = await codeFor(tab, newAccount());
    const state = await stateOf(tab);
    expect(await json(await authorize(tab, { code: other.code, state }))).toEqual(OAUTH_FAILURE);
  });
});

/** What POST /dev/google/token answers: a dev access token for the account. */
async function accessTokenFor(account: Account): Promise<string> {
  const res = await fetch(`${server.url}/dev/google/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, name: account.name, phone: account.phone }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
  expect(body).toEqual({ access_token: expect.stringMatching(/^[\w-]{43}$/), token_type: 'Bearer', expires_in: 3600 });
  return body.access_token;
}

const signInWithToken = (tab: Tab, accessToken: unknown, state?: string) =>
  post(tab, '/api/v1/auth/google/token', { access_token: accessToken, state });

describe('POST /dev/google/token', () => {
  it('stores a one-hour access token hashed, apart from the authorization codes', async () => {
    const token = await accessTokenFor(newAccount());
    const [row] = await server.db
      .select()
      .from(s.oauthCodes)
      .where(eq(s.oauthCodes.codeHash, hashToken(token)));
    expect(row).toMatchObject({ provider: 'google:access_token', displayName: GOOGLE_DEV_DEFAULTS.name });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60 * 60 * 1000);
    // Not a code: the code exchange cannot take it, whatever the redirect URI.
    const tab = browser(server.url);
    expect(await json(await authorize(tab, { code: token, state: await stateOf(tab) }))).toEqual(OAUTH_FAILURE);
  });

  it('answers a bad email or phone with 400 and field errors, form data too', async () => {
    for (const [fields, field] of [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'ok@example.ht', phone: 'abc' }, 'phone'],
    ] as const) {
      const res = await fetch(`${server.url}/dev/google/token`, { method: 'POST', body: new URLSearchParams(fields) });
      expect(res.status).toBe(400);
      expect(Object.keys(errorReply.parse(await res.json()).error.fields)).toEqual([field]);
    }
  });
});

describe('POST auth/google/token', () => {
  it('answers a new account like authorize: a ticket, the registration countries and the phone prefill', async () => {
    const tab = browser(server.url);
    const res = await signInWithToken(tab, await accessTokenFor(newAccount({ phone: '50937221234' })));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = await json(res);
    expect(body.success).toBe(true);
    const context = registrationContext.parse(await (await tab.call('/api/registration-context')).json());
    expect(socialCompletion.parse(body).data).toEqual({
      authorized: false,
      phone: '37221234',
      phone_code: 509,
      countries: context.countries,
      default_country: 'HTI',
      disabled_skip: ['HTI'],
      code: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('hands out a ticket auth/google/registration accepts; the same token then signs the player in', async () => {
    const account = newAccount({ name: 'Jak Token' });
    const accessToken = await accessTokenFor(account);
    const tab = browser(server.url);
    const { data } = socialCompletion.parse(await json(await signInWithToken(tab, accessToken)));
    expect(await register(tab, { code: data.code, country_iso: 'DOM' })).toEqual({ success: true });
    expect(await me(tab)).toMatchObject({
      name: 'Jak Token',
      email: account.email,
      list_linked_services: [{ id: 'google', name: 'Google' }],
    });

    // A bearer token works until it expires: another browser signs in with it directly.
    const other = browser(server.url);
    const res = await signInWithToken(other, accessToken);
    expect(socialCompletion.parse(await json(res)).data).toMatchObject({ authorized: true, code: '' });
    expect(res.headers.getSetCookie()[0]).toMatch(/^sid=[\w-]+;.*HttpOnly/i);
    expect(session.parse(await (await other.call('/api/session')).json())).toEqual({ authenticated: true });
    expect((await me(other)).email).toBe(account.email);
  });

  it('signs in a player whose Google account was linked through the consent page', async () => {
    const account = newAccount();
    const { phone } = await registerConfirmed(account);
    const tab = browser(server.url);
    const res = await signInWithToken(tab, await accessTokenFor(account));
    const body = await json(res);
    expect(body.success).toBe(true);
    expect(socialCompletion.parse(body).data).toMatchObject({ authorized: true, code: '', default_country: 'HTI' });
    expect(res.headers.getSetCookie()[0]).toMatch(/^sid=[\w-]+;.*HttpOnly/i);
    expect((await me(tab)).phone).toBe(phone);
  });

  it('refuses an unknown or expired access token, and a consent code, without a cookie', async () => {
    const tab = browser(server.url);
    const expired = await accessTokenFor(newAccount());
    await server.db
      .update(s.oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.oauthCodes.codeHash, hashToken(expired)));
    const returned = await codeFor(tab, newAccount());
    for (const token of ['no-such-token', expired, returned.code]) {
      const res = await signInWithToken(tab, token);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await json(res)).toEqual(OAUTH_FAILURE);
    }
    expect((await json(await authorize(tab, returned))).success).toBe(true); // the code itself is still good
  });

  it('answers a missing or empty access token with 400 and field errors', async () => {
    for (const body of [{}, { access_token: '' }]) {
      const res = await post(browser(server.url), '/api/v1/auth/google/token', body);
      expect(res.status).toBe(400);
      expect(errorReply.parse(await res.json()).error.fields.access_token?.[0]?.message).toBe('This field is required');
    }
  });
});

describe('POST auth/google/registration', () => {
  it('confirms with an SMS code: signed in, zero balances, Google linked; later sign-ins skip the form', async () => {
    const account = newAccount({ name: 'Rose Google' });
    const { tab, phone } = await registerConfirmed(account);
    expect(tab.jar.get('sid')).toBeTruthy();
    expect(session.parse(await (await tab.call('/api/session')).json())).toEqual({ authenticated: true });
    expect(await me(tab)).toMatchObject({
      name: 'Rose Google',
      phone,
      email: account.email,
      country: 'Haiti',
      list_linked_services: [{ id: 'google', name: 'Google' }],
    });
    expect(balance.parse(await (await tab.call('/api/v1/user/balance/info')).json())).toMatchObject({
      balance: 0,
      bonus_balance: 0,
      sport_balance: 0,
    });

    // Another browser, a new code for the same account: signed in directly.
    const other = browser(server.url);
    const res = await authorize(other, await codeFor(other, account));
    const body = await json(res);
    expect(body.success).toBe(true);
    expect(socialCompletion.parse(body).data).toMatchObject({ authorized: true, code: '', default_country: 'HTI' });
    expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^sid=[\w-]+;.*HttpOnly/i));
    expect((await me(other)).phone).toBe(phone);
  });

  it('refuses a wrong SMS code, a registered phone and an unknown country, keeping the ticket', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const { code } = await ticketFor(tab, account);
    const number = newNumber();
    const sms = await smsCode(tab, `509${number}`);
    const wrong = String((Number(sms) + 1) % 1_000_000).padStart(6, '0');
    const confirm = { code, country_iso: 'HTI', phone_code: '509', phone_number: number };

    expect(await register(tab, { ...confirm, sms_code: wrong })).toEqual({
      success: false,
      error: {
        message: 'Registration failed. Invalid data',
        fields: { sms_code: [{ message: 'Wrong or expired SMS code' }] },
      },
    });
    const taken = await register(tab, { ...confirm, phone_number: DEMO.login.slice(3), sms_code: sms });
    expect(errorReply.parse(taken).error.fields).toEqual({
      phone_number: [{ message: 'This phone number is already registered' }],
    });
    const unknown = await register(tab, { ...confirm, country_iso: 'XXX', sms_code: sms });
    expect(errorReply.parse(unknown).error.fields).toEqual({ country_iso: [{ message: 'Unknown country' }] });
    expect(await usersWithEmail(account.email)).toBe(0);
    expect(tab.jar.get('sid')).toBeUndefined();

    expect(await register(tab, { ...confirm, sms_code: sms })).toEqual({ success: true });
    expect(await register(tab, { ...confirm, sms_code: sms })).toEqual(OAUTH_FAILURE); // ticket used
    expect(await usersWithEmail(account.email)).toBe(1);
  });

  it('refuses skip for a disabled-skip country (HTI) and allows it elsewhere with no phone', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const { code } = await ticketFor(tab, account);
    expect(await register(tab, { code, country_iso: 'HTI' })).toEqual({
      success: false,
      error: {
        message: 'Phone confirmation is required for this country',
        fields: { phone_number: [{ message: 'Phone number is required' }] },
      },
    });
    expect(await usersWithEmail(account.email)).toBe(0);

    // Form data, as the docs/product.md#calls-list registration calls also send it; the country id in any case.
    const res = await tab.call('/api/v1/auth/google/registration', {
      method: 'POST',
      body: new URLSearchParams({ code, country_iso: 'dom' }),
    });
    expect(await json(res)).toEqual({ success: true });
    expect(await me(tab)).toMatchObject({
      phone: null,
      country: 'Dominican Republic',
      name: GOOGLE_DEV_DEFAULTS.name,
      list_linked_services: [{ id: 'google', name: 'Google' }],
    });
  });

  it('refuses an unknown or expired ticket', async () => {
    const tab = browser(server.url);
    expect(await register(tab, { code: 'no-such-ticket', country_iso: 'DOM' })).toEqual(OAUTH_FAILURE);
    const { code } = await ticketFor(tab, newAccount());
    await server.db
      .update(s.oauthTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.oauthTickets.ticketHash, hashToken(code)));
    expect(await register(tab, { code, country_iso: 'DOM' })).toEqual(OAUTH_FAILURE);
  });

  it('lets only one of two tickets of one account register it', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const first = await ticketFor(tab, account);
    const second = await ticketFor(tab, account);
    const replies = await Promise.all(
      [first.code, second.code].map((code) => register(browser(server.url), { code, country_iso: 'DOM' })),
    );
    expect(replies).toContainEqual({ success: true });
    expect(replies).toContainEqual(OAUTH_FAILURE);
    expect(await usersWithEmail(account.email)).toBe(1);
  });
});

describe('GET auth/google/unlink', () => {
  it('refuses a player without a phone: they could not sign in any more', async () => {
    const tab = browser(server.url);
    const { code } = await ticketFor(tab, newAccount());
    expect(await register(tab, { code, country_iso: 'DOM' })).toEqual({ success: true });
    expect(await json(await tab.call('/api/v1/auth/google/unlink'))).toEqual({
      success: false,
      message: GOOGLE_TEXTS.unlinkNeedsPhone,
    });
    expect((await me(tab)).list_linked_services).toEqual([{ id: 'google', name: 'Google' }]);
  });

  it('unlinks a player with a phone; the account then counts as new to Google', async () => {
    const account = newAccount();
    const { tab } = await registerConfirmed(account);
    expect(okReply.parse(await json(await tab.call('/api/v1/auth/google/unlink')))).toEqual({ success: true });
    expect((await me(tab)).list_linked_services).toEqual([]);
    expect((await ticketFor(browser(server.url), account)).authorized).toBe(false);
  });

  it('answers guests with 401', async () => {
    const res = await browser(server.url).call('/api/v1/auth/google/unlink');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });
});

describe('a player without a password', () => {
  it('cannot be signed in with any password, not even the dummy hash’s', async () => {
    const { phone } = await registerConfirmed(newAccount());
    for (const password of ['not-a-real-password', 'x']) {
      const res = await post(browser(server.url), '/api/v1/authorize', { login: phone, password });
      expect(await json(res)).toEqual({ success: false, message: 'Wrong phone number or password' });
    }
  });
});

describe('production mode without Google credentials', () => {
  // The same database through the production app in-process: a second PGlite would cost seconds.
  it('refuses the link and the exchange, and has no consent page', async () => {
    const prod = createApp({ db: server.db, mode: 'production' });
    const host = { host: 'casino.example' };
    const link = await prod.request('/api/v1/auth/google/link?redirect_uri=http://casino.example/x', { headers: host });
    expect(await link.json()).toEqual(OAUTH_FAILURE);
    const { code, state } = await codeFor(browser(server.url), newAccount()); // a live dev code is still refused
    const exchange = await prod.request('/api/v1/auth/google/authorize', {
      method: 'POST',
      headers: { ...host, 'content-type': 'application/json' },
      body: JSON.stringify({ code, state, redirect_uri: 'http://casino.example/auth/google' }),
    });
    expect(await exchange.json()).toEqual(OAUTH_FAILURE);
    expect((await prod.request('/dev/google/consent', { headers: host })).status).toBe(404);
  });

  it('refuses an access token and issues none', async () => {
    const prod = createApp({ db: server.db, mode: 'production' });
    const accessToken = await accessTokenFor(newAccount()); // a live dev token is still refused
    const res = await prod.request('/api/v1/auth/google/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: accessToken }),
    });
    expect(await res.json()).toEqual(OAUTH_FAILURE);
    const issue = await prod.request('/dev/google/token', {
      method: 'POST',
      body: new URLSearchParams({ email: 'a@b.ht' }),
    });
    expect(issue.status).toBe(404);
  });
});

describe('with GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET', () => {
  // Only the link can be checked offline; the code exchange needs Google's token endpoint.
  it("links to Google's authorization URL with the expected parameters and a stored state", async () => {
    const app = createApp({ db: server.db, mode: 'test', google: { clientId: 'client-1', clientSecret: 'secret' } });
    const redirectUri = 'https://casino.example/auth/google';
    const res = await app.request(`/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(redirectUri)}`, {
      headers: { host: 'casino.example' },
    });
    const url = new URL(socialLinkReply.parse(await res.json()).data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'online',
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    const state = url.searchParams.get('state') ?? '';
    const [row] = await server.db
      .select()
      .from(s.oauthStates)
      .where(eq(s.oauthStates.stateHash, hashToken(state)));
    expect(row?.redirectUri).toBe(redirectUri);
    expect(url.searchParams.get('code_challenge')).toBe(codeChallengeOf(row?.codeVerifier ?? ''));
  });
});

describe('with GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: POST auth/google/token', () => {
  // Google's tokeninfo and userinfo endpoints, answered by a stand-in fetch (the app itself is called
  // in-process, so the only fetches are the provider's).
  const CLIENT = { clientId: 'client-1', clientSecret: 'secret' };
  const GOOD = 'ya29.good-token';
  let calls: { url: string; authorization: string | null }[];
  let tokenInfo: Record<string, unknown>;

  beforeEach(() => {
    calls = [];
    tokenInfo = {
      aud: CLIENT.clientId,
      azp: CLIENT.clientId,
      sub: 'g-1001',
      scope: 'openid email',
      expires_in: '3599',
    };
    vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      calls.push({ url: url.href, authorization: new Headers(init.headers).get('authorization') });
      const known =
        url.searchParams.get('access_token') === GOOD ||
        new Headers(init.headers).get('authorization') === `Bearer ${GOOD}`;
      if (!known) return Response.json({ error: 'invalid_token' }, { status: 400 });
      if (`${url.origin}${url.pathname}` === TOKENINFO_ENDPOINT) return Response.json(tokenInfo);
      if (url.href === USERINFO_ENDPOINT) {
        return Response.json({
          sub: 'g-1001',
          email: 'real.google@example.ht',
          email_verified: true,
          name: 'Real Google',
        });
      }
      return new Response('not found', { status: 404 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const call = (accessToken: string) =>
    createApp({ db: server.db, mode: 'test', google: CLIENT }).request('/api/v1/auth/google/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: accessToken }),
    });

  it("checks the token is this client's at tokeninfo, then reads the account at userinfo with the bearer token", async () => {
    const { data } = socialCompletion.parse(await (await call(GOOD)).json());
    expect(data.authorized).toBe(false);
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([TOKENINFO_ENDPOINT, USERINFO_ENDPOINT]);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('access_token')).toBe(GOOD);
    expect(calls[1]?.authorization).toBe(`Bearer ${GOOD}`);
    const [ticket] = await server.db
      .select()
      .from(s.oauthTickets)
      .where(eq(s.oauthTickets.ticketHash, hashToken(data.code)));
    expect(ticket).toMatchObject({ subject: 'g-1001', email: 'real.google@example.ht', displayName: 'Real Google' });
  });

  it("refuses another client's token, a token Google does not know, and a subject mismatch", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      tokenInfo = { ...tokenInfo, aud: 'someone-elses-client' };
      expect(await (await call(GOOD)).json()).toEqual(OAUTH_FAILURE);
      expect(calls).toHaveLength(1); // userinfo is never asked
      tokenInfo = { ...tokenInfo, aud: CLIENT.clientId, sub: 'g-other' };
      expect(await (await call(GOOD)).json()).toEqual(OAUTH_FAILURE);
      expect(await (await call('ya29.revoked')).json()).toEqual(OAUTH_FAILURE);
    } finally {
      warn.mockRestore();
    }
  });
});
