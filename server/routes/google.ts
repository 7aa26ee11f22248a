// Google sign-in calls of docs/product.md#calls-list (flow of docs/product.md#flows-google-oauth, completion rules of
// docs/product.md#rules-social, texts of docs/product.md#errors-auth): GET auth/google/link, POST
// auth/google/authorize, POST auth/google/token (docs/product.md#calls-list token-based social login {access_token}),
// POST auth/google/registration, GET auth/google/unlink. Business refusals answer 200 with the
// docs/product.md#calls-wrappers failure wrapper (browsers log every 4xx as a console error); only a body failing its
// schema is a 400, and unlink without a session a 401. What follows the proof of the account is shared with the wallet
// (server/http/social-flow.ts).
//
// The link's state is bound to the browser that asked for it (docs/api.md Google sign-in): the link sets it in a
// short-lived HttpOnly cookie, and a return is let in only when the state it came back with is that cookie's and still
// live in oauth_states, once. Any tab of that browser may finish the sign-in; a return made in another browser (a link
// carrying someone else's code, login CSRF) is refused. The state row also keeps the PKCE code_verifier (RFC 7636,
// S256) that the code exchange sends.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { socialLinkReply, socialRegistrationBody } from '../../contract/schemas/session';
import { clientAddress } from '../auth/client-address';
import { GOOGLE, googleProvider } from '../auth/google-provider';
import { sameHostRedirect } from '../auth/oauth-redirect';
import { issueState, OAUTH_STATE_TTL_S, type OAuthIdentity, takeState } from '../auth/oauth-store';
import { consume, SIGN_IN_START_LIMIT } from '../auth/rate-limit';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { translate } from '../i18n/text';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { isHttps } from '../http/cookies';
import { say } from '../http/locale';
import { shape } from '../http/reply';
import { requireAuth } from '../http/session-middleware';
import { completeSocialProof, registerWithTicket, socialFailure, unlinkHandler } from '../http/social-flow';

/** The texts this flow answers with, in the caller's language (server/i18n/google). */
type GoogleText = 'google.unknown' | 'google.unlinkNeedsPhone' | 'google.stateRefused';

/** The English of each (docs/product.md#errors-texts), as the tests and the docs quote them. */
export const GOOGLE_TEXTS = {
  unknown: translate('en', { key: 'google.unknown' }),
  unlinkNeedsPhone: translate('en', { key: 'google.unlinkNeedsPhone' }),
  stateRefused: translate('en', { key: 'google.stateRefused' }),
} as const;

/** The cookie holding the state of the link this browser asked for; only the Google calls read it. */
export const GOOGLE_STATE_COOKIE = 'google_oauth_state';
const STATE_COOKIE_PATH = `${V1}/auth/google`;

/** docs/product.md#calls-payment-bodies social-login completion body; the contract has no schema of its own for it. */
const authorizeBody = z.object({
  code: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.minLength(1)),
  // The state the code came back with.
  state: z.string().check(z.minLength(1)),
});
/**
 * docs/product.md#calls-payment-bodies token-based social login body: an access token Google gave the app for this
 * client; `state` when it came back from a link (in the fragment), none when Google gave it to the app directly.
 */
const tokenBody = z.object({
  access_token: z.string().check(z.minLength(1)),
  state: z.optional(z.string().check(z.minLength(1))),
});

const refuse = (c: Context<AppEnv>, key: GoogleText) => socialFailure(c, say(c, key));

/**
 * SameSite=Lax: the cookie is the site's own on Google's top-level redirect back and on the app's calls after it, in
 * any tab; never sent by another site's requests. Secure on https; only the Google calls' path; as long as the state.
 */
function setStateCookie(c: Context, state: string) {
  setCookie(c, GOOGLE_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: STATE_COOKIE_PATH,
    maxAge: OAUTH_STATE_TTL_S,
  });
}

const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(hashToken(a)), Buffer.from(hashToken(b)));

/**
 * The code_verifier of the link a return's `state` names, using the state up (and its cookie); null (refused) unless
 * this browser holds that very state in its cookie and the state is live (issued for `redirectUri` when given), unused
 * and unexpired. A refused return leaves the cookie to the sign-in it belongs to (it expires with its state).
 */
async function takeReturnedState(c: Context, db: Db, state: string, redirectUri?: string) {
  const held = getCookie(c, GOOGLE_STATE_COOKIE);
  if (!held || !sameSecret(held, state)) return null;
  const link = await takeState(db, GOOGLE.id, state, redirectUri);
  if (link) {
    deleteCookie(c, GOOGLE_STATE_COOKIE, {
      path: STATE_COOKIE_PATH,
      secure: isHttps(c),
      httpOnly: true,
      sameSite: 'Lax',
    });
  }
  return link;
}

/**
 * docs/product.md#flows-registration: the registration form is prefilled with a Haitian phone the provider knows (509 +
 * 8 digits).
 */
function phonePrefill(who: OAuthIdentity): { phone?: string; phone_code?: number } {
  const haitian = who.phone?.match(/^509(\d{8})$/);
  return haitian?.[1] ? { phone: haitian[1], phone_code: 509 } : {};
}

export function googleRoutes({ db, mode, google }: AppDeps) {
  const app = new Hono<AppEnv>();
  const provider = googleProvider(google, mode);
  /** Both proofs of a Google account (a code, an access token) go on alike: the docs/product.md#calls-list completion
   * reply, with the registration form prefilled with the phone the provider knows. */
  const complete = (c: Context<AppEnv>, who: OAuthIdentity | null) =>
    completeSocialProof(c, db, GOOGLE, who, { unknownText: say(c, 'google.unknown'), prefill: phonePrefill });

  app.get(`${V1}/auth/google/link`, async (c) => {
    // Each link stores a state: counted per address (refused ones too), 429 beyond (docs/api.md#errors).
    await consume(db, `google-link:${clientAddress(c)}`, SIGN_IN_START_LIMIT);
    const redirect = sameHostRedirect(c.req.query('redirect_uri'), c.req.header('host'));
    if (!provider || !redirect) return refuse(c, 'google.unknown');
    const { state, codeVerifier } = await issueState(db, GOOGLE.id, redirect.href);
    setStateCookie(c, state);
    const url = provider.authorizationUrl(redirect, state, codeVerifier);
    return c.json({ success: true, ...shape(socialLinkReply, { data: { url } }) });
  });

  app.post(`${V1}/auth/google/authorize`, async (c) => {
    const body = await parseBody(c, authorizeBody);
    const redirect = sameHostRedirect(body.redirect_uri, c.req.header('host'));
    if (!provider || !redirect) return refuse(c, 'google.unknown');
    const link = await takeReturnedState(c, db, body.state, redirect.href);
    if (!link) return refuse(c, 'google.stateRefused');
    // Outside the transaction: the real exchange is a call to Google. A crash after it costs the
    // player one more click on the Google button, as a provider's code is single-use anyway.
    return complete(c, await provider.exchange(db, body.code, redirect.href, link.codeVerifier));
  });

  // No redirect URI: the app got the token from Google itself (a one-tap or native sign-in), or from a link's return
  // (with its state, checked as a code's). As for a code, a real lookup is a call to Google, so it stays outside the
  // transaction of signInOrTicket.
  app.post(`${V1}/auth/google/token`, async (c) => {
    const { access_token, state } = await parseBody(c, tokenBody);
    if (!provider) return refuse(c, 'google.unknown');
    if (state !== undefined && !(await takeReturnedState(c, db, state))) return refuse(c, 'google.stateRefused');
    return complete(c, await provider.resolveAccessToken(db, access_token));
  });

  app.post(`${V1}/auth/google/registration`, async (c) => {
    const body = await parseBody(c, socialRegistrationBody);
    return registerWithTicket(c, db, body, { provider: GOOGLE, unknownText: say(c, 'google.unknown') });
  });

  app.get(
    `${V1}/auth/google/unlink`,
    requireAuth,
    unlinkHandler(db, GOOGLE, (c) => say(c, 'google.unlinkNeedsPhone')),
  );

  return app;
}
