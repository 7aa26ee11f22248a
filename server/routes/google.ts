// Google sign-in calls of spec §7 (flow of spec §4, completion rules of spec §5, texts of spec §8):
// GET auth/google/link, POST auth/google/authorize, POST auth/google/registration, GET auth/google/unlink.
// Business refusals answer 200 with the spec §7 failure wrapper (browsers log every 4xx as a console
// error); only a body failing its schema is a 400, and unlink without a session a 401.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { errorReply, type FieldErrors, okReply } from '../../src/api/schemas/common';
import { socialCompletion, socialLinkReply, socialRegistrationBody } from '../../src/api/schemas/session';
import { DEFAULT_LOCALE } from '../../src/config/constants';
import { GOOGLE, googleProvider } from '../auth/google-provider';
import { sameHostRedirect } from '../auth/oauth-redirect';
import { findLinkedUser, issueState, issueTicket, type OAuthIdentity, peekTicket } from '../auth/oauth-store';
import { REGISTRATION_TEXTS } from '../auth/registration';
import {
  checkSocialPhone,
  createSocialPlayer,
  isConfirm,
  SOCIAL_TEXTS,
  SocialRefused,
} from '../auth/social-registration';
import { countries, linkedServices, users } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { getLangCookie, setSessionCookie } from '../http/cookies';
import { shape } from '../http/reply';
import { authOf, requireAuth } from '../http/session-middleware';
import { replaceSession } from '../http/sign-in';
import { listCountries } from '../site/countries';

export const GOOGLE_TEXTS = {
  unknown: 'Google OAuth request unknown error', // spec §8
  unlinkNeedsPhone: 'Set a phone and password before unlinking Google',
} as const;

/** spec §7 social-login completion body; the contract has no schema of its own for it. */
const authorizeBody = z.object({
  code: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.minLength(1)),
});

const oauthFailure = (c: Context) => c.json(shape(okReply, { success: false, message: GOOGLE_TEXTS.unknown }));
const refused = (c: Context, message: string, fields: FieldErrors) =>
  c.json(shape(errorReply, { success: false, error: { message, fields } }));

/** spec §4: the registration form is prefilled with a Haitian phone the provider knows (509 + 8 digits). */
function phonePrefill(who: OAuthIdentity): { phone?: string; phone_code?: number } {
  const haitian = who.phone?.match(/^509(\d{8})$/);
  return haitian?.[1] ? { phone: haitian[1], phone_code: 509 } : {};
}

export function googleRoutes({ db, mode, google }: AppDeps) {
  const app = new Hono<AppEnv>();
  const provider = googleProvider(google, mode);

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
    const who = await provider.exchange(db, body.code, redirect.href);
    if (!who) return oauthFailure(c);

    // A linked account is signed in; any other gets a registration ticket (spec §4 Google flow).
    const outcome = await db.transaction(async (tx) => {
      const user = await findLinkedUser(tx, GOOGLE.id, who.subject);
      if (user) return { authorized: true, secret: await replaceSession(c, tx, user) };
      return { authorized: false, secret: await issueTicket(tx, GOOGLE.id, who) };
    });
    // The same countries as GET /api/registration-context (spec §3 registration context).
    const context = await listCountries(db);
    if (outcome.authorized) {
      setSessionCookie(c, outcome.secret);
      return c.json({
        success: true,
        ...shape(socialCompletion, { data: { ...context, authorized: true, code: '' } }),
      });
    }
    // The registration form is prefilled with the phone the provider knows.
    const data = { ...context, ...phonePrefill(who), authorized: false, code: outcome.secret };
    return c.json({ success: true, ...shape(socialCompletion, { data }) });
  });

  app.post(`${V1}/auth/google/registration`, async (c) => {
    const body = await parseBody(c, socialRegistrationBody);
    if (!(await peekTicket(db, GOOGLE.id, body.code))) return oauthFailure(c);
    const [country] = await db.select().from(countries).where(eq(countries.id, body.country_iso.toUpperCase()));
    if (!country)
      return refused(c, REGISTRATION_TEXTS.failed, { country_iso: [{ message: REGISTRATION_TEXTS.unknownCountry }] });

    let phone: { phone: string; smsCodeId: number } | null = null;
    if (isConfirm(body)) {
      const checked = await checkSocialPhone(db, country.phoneCode, body);
      if ('fields' in checked) return refused(c, REGISTRATION_TEXTS.failed, checked.fields);
      phone = checked;
    } else if (country.skipDisabled) {
      // spec §5: skip only where the country is not in disabled_skip.
      return refused(c, SOCIAL_TEXTS.skipRefused, { phone_number: [{ message: SOCIAL_TEXTS.phoneRequired }] });
    }

    let sid: string;
    try {
      sid = await createSocialPlayer(db, {
        provider: GOOGLE,
        ticket: body.code,
        countryId: country.id,
        lang: getLangCookie(c) ?? DEFAULT_LOCALE,
        phone,
        openSession: (tx, user) => replaceSession(c, tx, user),
      });
    } catch (err) {
      if (!(err instanceof SocialRefused)) throw err;
      return err.fields ? refused(c, REGISTRATION_TEXTS.failed, err.fields) : oauthFailure(c);
    }
    setSessionCookie(c, sid);
    return c.json(shape(okReply, { success: true }));
  });

  app.get(`${V1}/auth/google/unlink`, requireAuth, async (c) => {
    const { userId } = authOf(c);
    // Without a phone the player could not sign in again (no password, no SMS restore).
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!user?.phone) return c.json(shape(okReply, { success: false, message: GOOGLE_TEXTS.unlinkNeedsPhone }));
    // Unlinking what is not linked leaves the same state: success, so a double click is harmless.
    await db
      .delete(linkedServices)
      .where(and(eq(linkedServices.userId, userId), eq(linkedServices.provider, GOOGLE.id)));
    return c.json(shape(okReply, { success: true }));
  });

  return app;
}
