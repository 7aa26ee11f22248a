// Dev stand-in for Google's side of sign-in (docs/architecture.md#stand-ins; docs/product.md#flows-google-oauth Google
// flow), mounted only when mode !== 'production': GET /dev/google/consent?redirect_uri&state shows the consent form,
// POST turns it into a single-use authorization code (5 min) carrying the typed identity and answers 302 to
// redirect_uri?code=…&state=…, where the app exchanges it with POST auth/google/authorize.
// The state must be live and issued for that very redirect_uri, which must be on this host: a link
// with another redirect_uri cannot carry a player's code off the site. Refusals are 200 HTML pages.
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
import { isLiveState, issueCode, type OAuthIdentity, takeState } from '../auth/oauth-store';
import { isPhoneDigits, normalizePhone } from '../auth/phone';
import {
  type ConsentForm,
  consentFormPage,
  consentMessagePage,
  GOOGLE_DEV_DEFAULTS,
  GOOGLE_PAGE_TEXTS as T,
} from '../dev/google-page';
import type { AppDeps, AppEnv } from '../env';
import { readBody } from '../http/body';
import { invalidData } from '../http/errors';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    if (!redirect || state === '' || !(await isLiveState(db, GOOGLE.id, state, redirect.href))) {
      return c.html(consentMessagePage(T.expired));
    }
    return c.html(consentFormPage({ redirectUri: redirect.href, state }));
  });

  app.post('/dev/google/consent', async (c) => {
    const form = await c.req.parseBody();
    const state = text(form.state);
    const redirect = redirectOf(c, text(form.redirect_uri));
    if (!redirect || state === '') return c.html(consentMessagePage(T.expired));
    const email = text(form.email).toLowerCase();
    const name = text(form.name);
    const typedPhone = text(form.phone);
    const phone = normalizePhone(typedPhone);
    const error = badField(email, name, phone);
    if (error) {
      if (!(await isLiveState(db, GOOGLE.id, state, redirect.href))) return c.html(consentMessagePage(T.expired));
      return c.html(consentFormPage({ redirectUri: redirect.href, state, email, name, phone: typedPhone, error }));
    }
    // The state is used up by the consent: a link is good for one sign-in.
    if (!(await takeState(db, GOOGLE.id, state, redirect.href))) return c.html(consentMessagePage(T.expired));
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
    const code = await issueCode(db, GOOGLE.id, who, redirect.href);
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
    if (error) throw invalidData({ [error.field]: [{ message: error.message }] });
    const token = await issueDevAccessToken(db, devIdentity(email, name, phone));
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: DEV_ACCESS_TOKEN_TTL_S });
  });

  return app;
}
