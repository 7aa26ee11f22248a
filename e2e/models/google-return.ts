// Back on /auth/google from Google (docs/product.md#flows-google-oauth): the app exchanges a code or token only when
// it comes back with the state of the link this tab opened, which the app keeps in sessionStorage as it leaves for
// Google (src/api/oauth-state.ts).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { GOOGLE_STATE_KEY } from '../../src/api/oauth-state';
import { DOMINICAN } from './social-registration.model';

/** An address no Google account of an earlier test has. */
export const uniqueEmail = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ht`;

/**
 * Where Google's stand-in sends `email` back (path, query and fragment): the app's link (GET auth/google/link) names the
 * consent page, and consenting there answers a redirect to /auth/google?code=…&state=… (or #access_token=…&state=…
 * with `returns: 'token'`).
 */
export async function googleReturnAddress(
  request: APIRequestContext,
  email: string,
  returns: 'code' | 'token' = 'code',
): Promise<string> {
  const origin = new URL((await request.get('/api/session')).url()).origin;
  const link = await request.get('/api/v1/auth/google/link', { params: { redirect_uri: `${origin}/auth/google` } });
  const consent = new URL(((await link.json()) as { data: { url: string } }).data.url);
  const reply = await request.post('/dev/google/consent', {
    form: {
      state: consent.searchParams.get('state') ?? '',
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      email,
      name: 'Jean Baptiste',
      ...(returns === 'token' ? { response_type: 'token' } : {}),
    },
    maxRedirects: 0,
  });
  expect(reply.status(), await reply.text()).toBe(302);
  const back = new URL(reply.headers().location ?? '', origin);
  return `${back.pathname}${back.search}${back.hash}`;
}

/**
 * `email` signed up with Google (skipping the phone, from the Dominican Republic): a code or token of theirs signs
 * straight in. The request context that did it is signed out again.
 */
export async function linkedGoogleAccount(request: APIRequestContext, email: string): Promise<string> {
  const token = await (await request.post('/dev/google/token', { data: { email } })).json();
  const completion = await (
    await request.post('/api/v1/auth/google/token', { data: { access_token: token.access_token } })
  ).json();
  expect(completion.data.authorized).toBe(false);
  const registered = await request.post('/api/v1/auth/google/registration', {
    data: { code: completion.data.code, country_iso: DOMINICAN },
  });
  expect(await registered.json()).toEqual({ success: true });
  await request.get('/api/v1/logout');
  return email;
}

/** The state a return address carries: in the query with a code, in the fragment with an access token. */
export function stateOf(address: string): string | null {
  const url = new URL(address, 'http://127.0.0.1');
  return url.searchParams.get('state') ?? new URLSearchParams(url.hash.replace(/^#/, '')).get('state');
}

/** The state this tab keeps for the link it opened (null: none). */
export const keptState = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), GOOGLE_STATE_KEY);

/**
 * Opens a return address as the tab that opened its link would: the link's state is planted in sessionStorage before
 * the page's scripts run, for this one load, as the app would have kept it on leaving for Google. Only for walks about
 * the exchange, whose requests the walk holds from the start (the link fetch of the button would be held too): the
 * real way there, through the button and the consent page, is walked in google.spec.ts, and the refusal of a return
 * this tab did not ask for has its own tests.
 */
export async function openAsReturnOfOwnLink(page: Page, address: string) {
  const state = stateOf(address);
  if (!state) throw new Error(`a return address with a state, not ${address}`);
  const planted = await page.addInitScript(
    ([key, value]) => {
      if (window.location.pathname === '/auth/google') window.sessionStorage.setItem(key, value);
    },
    [GOOGLE_STATE_KEY, state] as const,
  );
  try {
    await page.goto(address);
  } finally {
    await planted.dispose();
  }
}
