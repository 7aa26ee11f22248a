// The steps every social sign-in shares once the account is proven (docs/product.md#flows-google-oauth Google flow;
// "Wallet flow is analogous"): sign a linked account in or hand out a registration ticket, complete the registration
// (docs/product.md#rules-social social-login completion) and unlink. Google and the wallet differ only in how the
// account is proven (a provider's code, an EIP-4361 signature) and in their docs/product.md#errors-texts texts, so both
// routes call these. Business refusals answer 200 with the docs/product.md#calls-wrappers failure wrapper (browsers log
// every 4xx as an error).
import { and, eq } from 'drizzle-orm';
import type { Context, Handler } from 'hono';
import { errorReply, okReply } from '../../contract/schemas/common';
import { socialCompletion } from '../../contract/schemas/session';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { findLinkedUser, issueTicket, type OAuthIdentity, peekTicket } from '../auth/oauth-store';
import { REGISTRATION_TEXTS } from '../auth/registration';
import {
  checkSocialPhone,
  createSocialPlayer,
  isConfirm,
  type PhoneFields,
  SOCIAL_TEXTS,
  SocialRefused,
} from '../auth/social-registration';
import type { Db } from '../db/client';
import { countries, linkedServices, users } from '../db/schema';
import type { AppEnv } from '../env';
import { listCountries } from '../site/countries';
import type { Text } from '../i18n/text';
import { getLangCookie, setSessionCookie } from './cookies';
import { type FieldTexts, fieldError } from './errors';
import { currentLocale, say, sayFields } from './locale';
import { shape } from './reply';
import { visitorCountryOf } from './visitor-country';
import { authOf } from './session-middleware';
import { replaceSession } from './sign-in';

/**
 * A sign-in service as linked_services and the profile's list_linked_services name it
 * (docs/product.md#entities-account).
 */
export interface SocialProvider {
  id: string;
  name: string;
}

/**
 * A text of a sign-in route: a server text, rendered here in the caller's language (docs/api.md#server-language), or a
 * message the route has already put in that language.
 */
export type SignInText = Text | string;

const sayText = (c: Context, message: SignInText) =>
  typeof message === 'string' ? message : say(c as Context<AppEnv>, message);

/**
 * `{success:false, message}`: the provider's docs/product.md#errors-texts "unknown error", or a more precise refusal.
 */
export const socialFailure = (c: Context, message: SignInText) =>
  c.json(shape(okReply, { success: false, message: sayText(c, message) }));
const refused = (c: Context, message: Text, fields: FieldTexts) =>
  c.json(
    shape(errorReply, {
      success: false,
      error: { message: say(c as Context<AppEnv>, message), fields: sayFields(c as Context<AppEnv>, fields) },
    }),
  );

/**
 * The authorize reply (docs/product.md#calls-list social-login completion) for a proven account: a linked one is signed
 * in (`authorized:true`, `code:''`, session cookie); any other gets a registration ticket in `code`. Both
 * carry the countries of GET /api/registration-context; `prefill` is what the provider knows of a phone.
 */
export async function signInOrTicket(
  c: Context,
  db: Db,
  provider: SocialProvider,
  who: OAuthIdentity,
  prefill: { phone?: string; phone_code?: number } = {},
) {
  const outcome = await db.transaction(async (tx) => {
    const user = await findLinkedUser(tx, provider.id, who.subject);
    if (user) return { authorized: true, secret: await replaceSession(c, tx, user, { social: true }) };
    return { authorized: false, secret: await issueTicket(tx, provider.id, who) };
  });
  const context = await listCountries(db, visitorCountryOf(c as Context<AppEnv>), currentLocale(c as Context<AppEnv>));
  if (outcome.authorized) {
    // Only after the commit: a cookie for a session that rolled back would be worthless.
    setSessionCookie(c, outcome.secret);
    return c.json({ success: true, ...shape(socialCompletion, { data: { ...context, authorized: true, code: '' } }) });
  }
  const data = { ...context, ...prefill, authorized: false, code: outcome.secret };
  return c.json({ success: true, ...shape(socialCompletion, { data }) });
}

/**
 * What a provider knows of a phone, for the registration form (docs/product.md#flows-registration "country and phone
 * prefilled").
 */
export type PhonePrefill = (who: OAuthIdentity) => { phone?: string; phone_code?: number };

/**
 * Where every proof of an account ends (Google: a provider's code or an access token), so all proofs
 * continue exactly alike: a refused proof (null) is `{success:false, message: unknownText}`, a proven
 * account goes on as signInOrTicket.
 */
export function completeSocialProof(
  c: Context,
  db: Db,
  provider: SocialProvider,
  who: OAuthIdentity | null,
  options: { unknownText: SignInText; prefill?: PhonePrefill },
) {
  if (!who) return socialFailure(c, options.unknownText);
  return signInOrTicket(c, db, provider, who, options.prefill?.(who));
}

export interface SocialRegistration extends PhoneFields {
  /** The registration ticket of the authorize reply. */
  code: string;
  country_iso: string;
}

export interface RegistrationOptions {
  provider: SocialProvider;
  /** The docs/product.md#errors-texts text for a ticket that is unknown, expired, used or refused by `accepts`. */
  unknownText: SignInText;
  /** A further condition on the ticket's identity (the wallet: the address it was issued for). */
  accepts?: (who: OAuthIdentity) => boolean;
}

/**
 * docs/product.md#rules-social social-login completion: confirm with phone + SMS code, or skip where the country is not
 * in disabled_skip. Success is one transaction (server/auth/social-registration.ts) and a session cookie.
 */
export async function registerWithTicket(c: Context, db: Db, body: SocialRegistration, options: RegistrationOptions) {
  const { provider, unknownText, accepts } = options;
  // A ticket row never changes once issued, so what is checked here still holds inside the transaction.
  const who = await peekTicket(db, provider.id, body.code);
  if (!who || (accepts && !accepts(who))) return socialFailure(c, unknownText);
  const [country] = await db.select().from(countries).where(eq(countries.id, body.country_iso.toUpperCase()));
  if (!country)
    return refused(c, REGISTRATION_TEXTS.failed, fieldError('country_iso', REGISTRATION_TEXTS.unknownCountry));

  let phone: { phone: string; smsCodeId: number } | null = null;
  if (isConfirm(body)) {
    const checked = await checkSocialPhone(db, country.phoneCode, body);
    if ('fields' in checked) return refused(c, REGISTRATION_TEXTS.failed, checked.fields);
    phone = checked;
  } else if (country.skipDisabled) {
    return refused(c, SOCIAL_TEXTS.skipRefused, fieldError('phone_number', SOCIAL_TEXTS.phoneRequired));
  }

  let sid: string;
  try {
    sid = await createSocialPlayer(db, {
      provider,
      ticket: body.code,
      countryId: country.id,
      lang: getLangCookie(c) ?? DEFAULT_LOCALE,
      phone,
      openSession: (tx, user) => replaceSession(c, tx, user, { social: true }),
    });
  } catch (err) {
    if (!(err instanceof SocialRefused)) throw err;
    return err.fields ? refused(c, REGISTRATION_TEXTS.failed, err.fields) : socialFailure(c, unknownText);
  }
  setSessionCookie(c, sid);
  return c.json(shape(okReply, { success: true }));
}

/**
 * GET auth/<provider>/unlink (behind requireAuth): removes the link unless it is the only way back in. The refusal's
 * text is given as is, or per request (in the caller's language).
 */
export function unlinkHandler(
  db: Db,
  provider: SocialProvider,
  needsPhoneText: SignInText | ((c: Context<AppEnv>) => string),
): Handler<AppEnv> {
  return async (c) => {
    const { userId } = authOf(c);
    // Without a phone the player could not sign in again (no password, no SMS restore).
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!user?.phone) {
      return socialFailure(c, typeof needsPhoneText === 'function' ? needsPhoneText(c) : needsPhoneText);
    }
    // Unlinking what is not linked leaves the same state: success, so a double click is harmless.
    await db
      .delete(linkedServices)
      .where(and(eq(linkedServices.userId, userId), eq(linkedServices.provider, provider.id)));
    return c.json(shape(okReply, { success: true }));
  };
}
