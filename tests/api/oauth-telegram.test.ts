// The Telegram token refresh and the Google token-based social login (docs/product.md#calls-list) through the app's own
// client (src/api/telegram.ts, src/api/oauth.ts, configured with VITE_API_BASE as a Vite build would be)
// against the real reference server, with the dev stand-ins for Telegram and Google (docs/architecture.md#stand-ins).
// Node's fetch keeps no cookies, so a small jar stands in for the browser's.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOGLE_TEXTS } from '../../server/routes/google';
import { translate } from '../../server/i18n/text';
import { TELEGRAM_EXPIRED as EXPIRED_TEXT } from '../../server/routes/telegram';
import { startTestServer, type TestServer } from '../server/harness';
import { rejection } from './rejection';

// The server's text as a caller without a language reads it (English).
const TELEGRAM_EXPIRED = translate('en', EXPIRED_TEXT);

let server: TestServer;
let api: {
  telegram: typeof import('../../src/api/telegram');
  oauth: typeof import('../../src/api/oauth');
  session: typeof import('../../src/api/session');
};
/** Node's own fetch, for the calls a phone or Google would make (no cookies of the app's). */
const plainFetch = globalThis.fetch;
const jar = new Map<string, string>();

/** fetch with a cookie jar (name=value only), like a browser tab's; the client calls it lazily. */
async function browserFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  const res = await plainFetch(input, { ...init, headers });
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return res;
}

beforeAll(async () => {
  server = await startTestServer();
  vi.stubGlobal('fetch', browserFetch);
  // The default instance reads VITE_API_BASE when first imported, so the modules load only now.
  vi.stubEnv('VITE_API_BASE', `${server.url}/api/v1/`);
  api = {
    telegram: await import('../../src/api/telegram'),
    oauth: await import('../../src/api/oauth'),
    session: await import('../../src/api/session'),
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await server?.close();
});

const signedIn = async () => (await api.session.getSession()).authenticated;

async function signOut() {
  await api.session.logout();
  expect(await signedIn()).toBe(false);
}

/** The phone's side: the dev approve page's form, posted without the app's cookies. */
async function approve(token: string, phone = '50937000001') {
  const res = await plainFetch(`${server.url}/dev/telegram/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token, phone }),
  });
  expect(await res.text()).toContain('Sign-in approved');
}

/** Google's side: a dev access token for the account. */
async function googleAccessToken(email: string, name = 'Tokenn Jwè'): Promise<string> {
  const res = await plainFetch(`${server.url}/dev/google/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('refreshTelegramToken', () => {
  it('swaps a pending token for a new one, keeps an approved one, and the player then signs in', async () => {
    await signOut();
    const { token: first } = await api.telegram.requestTelegramToken();
    const second = await api.telegram.refreshTelegramToken(first);
    expect(second).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    const old = await rejection(api.telegram.checkTelegramToken(first));
    expect(old).toMatchObject({ kind: 'http', status: 200, serverMessage: TELEGRAM_EXPIRED });
    await expect(api.telegram.checkTelegramToken(second)).resolves.toEqual({ token: second, auth: false });

    await approve(second);
    await expect(api.telegram.refreshTelegramToken(second)).resolves.toBe(second);
    await expect(api.telegram.checkTelegramToken(second)).resolves.toEqual({ token: second, auth: true });
    expect(await signedIn()).toBe(true);
  });

  it('rejects an unknown or used token with the server message', async () => {
    const error = await rejection(api.telegram.refreshTelegramToken('no-such-token'));
    expect(error).toMatchObject({ kind: 'http', serverMessage: TELEGRAM_EXPIRED });
  });

  it('rejects an empty token with the field error, and honours an abort', async () => {
    const empty = await rejection(api.telegram.refreshTelegramToken(''));
    expect(empty).toMatchObject({ kind: 'http', status: 400 });
    expect(empty.fieldErrors?.token).toEqual(['This field is required']);

    const { token } = await api.telegram.requestTelegramToken();
    const aborted = await rejection(api.telegram.refreshTelegramToken(token, { signal: AbortSignal.abort() }));
    expect(aborted.kind).toBe('abort');
  });
});

describe('authorizeGoogleToken', () => {
  it('answers a new account with a registration code registerGoogle accepts; then signs the player in', async () => {
    await signOut();
    const email = 'token.client@example.ht';
    const accessToken = await googleAccessToken(email);
    const ticket = await api.oauth.authorizeGoogleToken(accessToken);
    expect(ticket).toMatchObject({ authorized: false, default_country: 'HTI', disabled_skip: ['HTI'] });
    expect(ticket.code).toMatch(/^[\w-]{43}$/);
    expect(ticket.countries.length).toBeGreaterThan(0);
    expect(await signedIn()).toBe(false);

    await expect(api.oauth.registerGoogle({ code: ticket.code, country_iso: 'DOM' })).resolves.toEqual({
      success: true,
    });
    await signOut();

    const linked = await api.oauth.authorizeGoogleToken(accessToken);
    expect(linked).toMatchObject({ authorized: true, code: '' });
    expect(await signedIn()).toBe(true);
  });

  it('rejects an unknown access token with the server message, without signing in', async () => {
    await signOut();
    const error = await rejection(api.oauth.authorizeGoogleToken('no-such-access-token'));
    expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: GOOGLE_TEXTS.unknown });
    expect(await signedIn()).toBe(false);
  });
});
