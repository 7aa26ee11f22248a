// Back on /auth/google from Google (docs/product.md#flows-google-oauth): the app sends the code or token with the state
// it came back with, and the server lets it in only when that is the state of the link this browser asked for, which
// the link call set in a short-lived HttpOnly cookie (`google_oauth_state`). A request context that asks for a link
// holds that cookie: the page's own (`page.request`) shares it with the page's tabs, the `request` fixture does not.
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { DOMINICAN } from './social-registration.model';

/** The cookie the link call sets with its state (server/routes/google.ts). */
export const STATE_COOKIE = 'google_oauth_state';

/** An address no Google account of an earlier test has. */
export const uniqueEmail = (tag: string) => `${tag}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ht`;

/**
 * A link to Google's stand-in, as the app's button gets it (GET auth/google/link): the consent page's URL, with the
 * state and the PKCE challenge. `request` then holds the state cookie.
 */
export async function googleLink(request: APIRequestContext): Promise<URL> {
  const origin = new URL((await request.get('/api/session')).url()).origin;
  const link = await request.get('/api/v1/auth/google/link', { params: { redirect_uri: `${origin}/auth/google` } });
  return new URL(((await link.json()) as { data: { url: string } }).data.url);
}

/**
 * Where Google's stand-in sends `email` back from the consent page of `consent` (path, query and fragment):
 * /auth/google?code=…&state=… (or #access_token=…&state=… with `returns: 'token'`). Consenting needs no cookie (it is
 * Google's page), and does not use the state up: the app's return does.
 */
export async function consentAt(
  request: APIRequestContext,
  consent: URL,
  email: string,
  returns: 'code' | 'token' = 'code',
): Promise<string> {
  const reply = await request.post('/dev/google/consent', {
    form: {
      state: consent.searchParams.get('state') ?? '',
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      code_challenge: consent.searchParams.get('code_challenge') ?? '',
      code_challenge_method: consent.searchParams.get('code_challenge_method') ?? '',
      email,
      name: 'Jean Baptiste',
      ...(returns === 'token' ? { response_type: 'token' } : {}),
    },
    maxRedirects: 0,
  });
  expect(reply.status(), await reply.text()).toBe(302);
  const back = new URL(reply.headers().location ?? '', consent.origin);
  return `${back.pathname}${back.search}${back.hash}`;
}

/** A new link of `request` and `email`'s consent on it: where Google sends the player back. */
export async function googleReturnAddress(
  request: APIRequestContext,
  email: string,
  returns: 'code' | 'token' = 'code',
): Promise<string> {
  return consentAt(request, await googleLink(request), email, returns);
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

/** The state cookie of this browser (null: none), and that scripts cannot read it. */
export async function heldState(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === STATE_COOKIE);
  if (cookie) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth/google' });
  return cookie?.value ?? null;
}

/**
 * Opens the return of a link this page's browser asked for (its state cookie set through `page.request`), as Google
 * would send it back: for walks about the exchange, whose requests the walk holds from the start (the button's link
 * fetch would be held too). The real way there, through the button and the consent page, is walked in google.spec.ts.
 * Answers the consent page's URL, for more consents on the same link.
 */
export async function openReturnOfOwnLink(
  page: Page,
  email: string,
  returns: 'code' | 'token' = 'code',
): Promise<{ consent: URL; address: string }> {
  const consent = await googleLink(page.request);
  const address = await consentAt(page.request, consent, email, returns);
  await page.goto(address);
  return { consent, address };
}
