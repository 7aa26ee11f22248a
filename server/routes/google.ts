// Google sign-in calls of docs/product.md#calls-list (flow of docs/product.md#flows-google-oauth, completion rules of
// docs/product.md#rules-social, texts of docs/product.md#errors-auth): GET auth/google/link, POST
// auth/google/authorize, POST auth/google/token (docs/product.md#calls-list token-based social login {access_token}),
// POST auth/google/registration, GET auth/google/unlink. Business refusals answer 200 with the
// docs/product.md#calls-wrappers failure wrapper (browsers log every 4xx as a console error); only a body failing its
// schema is a 400, and unlink without a session a 401. What follows the proof of the account is shared with the wallet
// (server/http/social-flow.ts).
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { socialLinkReply, socialRegistrationBody } from '../../contract/schemas/session';
import { GOOGLE, googleProvider } from '../auth/google-provider';
import { sameHostRedirect } from '../auth/oauth-redirect';
import { issueState, type OAuthIdentity } from '../auth/oauth-store';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { shape } from '../http/reply';
import { requireAuth } from '../http/session-middleware';
import { completeSocialProof, registerWithTicket, socialFailure, unlinkHandler } from '../http/social-flow';

export const GOOGLE_TEXTS = {
  unknown: 'Google OAuth request unknown error', // docs/product.md#errors-texts
  unlinkNeedsPhone: 'Set a phone and password before unlinking Google',
} as const;

/** docs/product.md#calls-payment-bodies social-login completion body; the contract has no schema of its own for it. */
const authorizeBody = z.object({
  code: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.minLength(1)),
});
/**
 * docs/product.md#calls-payment-bodies token-based social login body: an access token Google gave the app for this
 * client.
 */
const tokenBody = z.object({ access_token: z.string().check(z.minLength(1)) });

const oauthFailure = (c: Context) => socialFailure(c, GOOGLE_TEXTS.unknown);

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
  const complete = (c: Context, who: OAuthIdentity | null) =>
    completeSocialProof(c, db, GOOGLE, who, { unknownText: GOOGLE_TEXTS.unknown, prefill: phonePrefill });

  app.get(`${V1}/auth/google/link`, async (c) => {
    const redirect = sameHostRedirect(c.req.query('redirect_uri'), c.req.header('host'));
    if (!provider || !redirect) return oauthFailure(c);
    const state = await issueState(db, GOOGLE.id, redirect.href);
    const url = provider.authorizationUrl(redirect, state);
    return c.json({ success: true, ...shape(socialLinkReply, { data: { url } }) });
  });

  app.post(`${V1}/auth/google/authorize`, async (c) => {
    const body = await parseBody(c, authorizeBody);
    const redirect = sameHostRedirect(body.redirect_uri, c.req.header('host'));
    if (!provider || !redirect) return oauthFailure(c);
    // Outside the transaction: the real exchange is a call to Google. A crash after it costs the
    // player one more click on the Google button, as a provider's code is single-use anyway.
    return complete(c, await provider.exchange(db, body.code, redirect.href));
  });

  // No redirect URI: the app got the token from Google itself (a one-tap or native sign-in). As for a
  // code, a real lookup is a call to Google, so it stays outside the transaction of signInOrTicket.
  app.post(`${V1}/auth/google/token`, async (c) => {
    const { access_token } = await parseBody(c, tokenBody);
    if (!provider) return oauthFailure(c);
    return complete(c, await provider.resolveAccessToken(db, access_token));
  });

  app.post(`${V1}/auth/google/registration`, async (c) => {
    const body = await parseBody(c, socialRegistrationBody);
    return registerWithTicket(c, db, body, { provider: GOOGLE, unknownText: GOOGLE_TEXTS.unknown });
  });

  app.get(`${V1}/auth/google/unlink`, requireAuth, unlinkHandler(db, GOOGLE, GOOGLE_TEXTS.unlinkNeedsPhone));

  return app;
}
