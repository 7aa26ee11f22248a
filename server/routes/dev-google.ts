// Dev stand-in for Google's side of sign-in (docs/architecture.md#stand-ins; docs/product.md#flows-google-oauth Google
// flow), mounted with the stand-ins (demo, development, tests): GET /dev/google/consent?redirect_uri&state
// &code_challenge&code_challenge_method=S256 shows the consent form, POST turns it into a single-use authorization code
// (5 min) carrying the typed identity and the link's code_challenge and answers 302 to redirect_uri?code=…&state=…,
// where the app exchanges it with POST auth/google/authorize; the server's exchange gives the identity only with the
// code_verifier of that challenge (PKCE, RFC 7636), as Google's does.
// The state must be live and issued for that very redirect_uri, which must be on this host: a link
// with another redirect_uri cannot carry a player's code off the site. Consenting does not use the state up: the
// app's return does (server/routes/google.ts), as a state only the app can check. Refusals are 200 HTML pages.
// The consent form's second button (response_type=token) answers 302 to redirect_uri#access_token=…&token_type=Bearer
// &expires_in=…&state=… instead (OAuth 2.0 implicit grant, RFC 6749 §4.2.2): a Google page that returns an access
// token, which the app sends to POST auth/google/token.
// POST /dev/google/token {email, name?, phone?} (JSON or form) stands in for the sign-ins where Google
// hands the app an access token itself: it answers {access_token, token_type, expires_in} for that
// account (the same account as the consent page's for the same email), which the app then sends to
// POST auth/google/token (docs/product.md#calls-list token-based social login).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { DEV_ACCESS_TOKEN_TTL_S, GOOGLE, issueDevAccessToken } from '../auth/google-provider';
import { sameHostRedirect } from '../auth/oauth-redirect';
import { isLiveState, issueCode, type OAuthIdentity } from '../auth/oauth-store';
import { isPhoneDigits, normalizePhone } from '../auth/phone';
import {
  type ConsentForm,
  consentFormPage,
  consentMessagePage,
  GOOGLE_DEV_DEFAULTS,
  GOOGLE_PAGE_TEXTS as T,
} from '../dev/google-page';
import { pageLocale } from '../dev/html';
import type { AppDeps, AppEnv } from '../env';
import { readBody } from '../http/body';
import { fieldError, invalidData } from '../http/errors';
import { text as serverText } from '../i18n/text';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An S256 code_challenge: BASE64URL of a SHA-256, 43 characters (RFC 7636 §4.2). */
const S256_CHALLENGE = /^[\w-]{43}$/;

/** The link's code_challenge when it is an S256 one; null otherwise (this stand-in, like the app, knows only S256). */
function challengeOf(challenge: unknown, method: unknown): string | null {
  const value = text(challenge);
  return text(method) === 'S256' && S256_CHALLENGE.test(value) ? value : null;
}

/** The form's error for the first bad field, or null. */
function badField(email: string, name: string, phone: string): ConsentForm['error'] | null {
  if (!EMAIL.test(email)) return { field: 'email', message: T.badEmail };
  if (name === '') return { field: 'name', message: T.badName };
  if (phone !== '' && !isPhoneDigits(phone)) return { field: 'phone', message: T.badPhone };
  return null;
}

/** The dev "Google account" typed on the consent page or sent to the token endpoint: 'dev:' + email. */
const devIdentity = (email: string, name: string, phone: string): OAuthIdentity => ({
  subject: `dev:${email}`,
  email,
  name,
  phone: phone === '' ? null : phone,
});

export function devGoogleRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  const redirectOf = (c: Context, raw: string) => sameHostRedirect(raw, c.req.header('host'));

  app.get('/dev/google/consent', async (c) => {
    const state = text(c.req.query('state'));
    const redirect = redirectOf(c, text(c.req.query('redirect_uri')));
    const codeChallenge = challengeOf(c.req.query('code_challenge'), c.req.query('code_challenge_method'));
    if (!redirect || state === '' || !codeChallenge || !(await isLiveState(db, GOOGLE.id, state, redirect.href))) {
      return c.html(consentMessagePage(T.expired, pageLocale(c)));
    }
    return c.html(consentFormPage({ redirectUri: redirect.href, state, codeChallenge }, pageLocale(c)));
  });

  app.post('/dev/google/consent', async (c) => {
    const form = await c.req.parseBody();
    const state = text(form.state);
    const redirect = redirectOf(c, text(form.redirect_uri));
    const codeChallenge = challengeOf(form.code_challenge, form.code_challenge_method);
    if (!redirect || state === '' || !codeChallenge) return c.html(consentMessagePage(T.expired, pageLocale(c)));
    if (!(await isLiveState(db, GOOGLE.id, state, redirect.href)))
      return c.html(consentMessagePage(T.expired, pageLocale(c)));
    const email = text(form.email).toLowerCase();
    const name = text(form.name);
    const typedPhone = text(form.phone);
    const phone = normalizePhone(typedPhone);
    const error = badField(email, name, phone);
    if (error) {
      const again = { redirectUri: redirect.href, state, codeChallenge, email, name, phone: typedPhone, error };
      return c.html(consentFormPage(again, pageLocale(c)));
    }
    const who = devIdentity(email, name, phone);
    const back = new URL(redirect);
    if (text(form.response_type) === 'token') {
      const token = await issueDevAccessToken(db, who);
      const fragment = new URLSearchParams({
        access_token: token,
        token_type: 'Bearer',
        expires_in: String(DEV_ACCESS_TOKEN_TTL_S),
        state,
      });
      back.hash = fragment.toString();
      return c.redirect(back.href, 302);
    }
    const code = await issueCode(db, GOOGLE.id, who, redirect.href, codeChallenge);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return c.redirect(back.href, 302);
  });

  // A tool's call, not a page: a bad field is the API's 400 with field errors. The name defaults to the
  // consent page's, so {email} alone is enough.
  app.post('/dev/google/token', async (c) => {
    const body = await readBody(c);
    const form = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const email = text(form.email).toLowerCase();
    const name = text(form.name) || GOOGLE_DEV_DEFAULTS.name;
    const phone = normalizePhone(text(form.phone));
    const error = badField(email, name, phone);
    if (error) throw invalidData(fieldError(error.field, serverText('reply.verbatim', { text: error.message })));
    const token = await issueDevAccessToken(db, devIdentity(email, name, phone));
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: DEV_ACCESS_TOKEN_TTL_S });
  });

  return app;
}
