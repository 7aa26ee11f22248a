// Completing a social sign-in (docs/product.md#rules-social social-login completion): the ticket of an authorize
// reply becomes a player, either confirmed with a phone and its SMS code or, where the country allows
// it, without a phone (skip). Checks run before the transaction so a refusal names the wrong field;
// the transaction repeats what a concurrent request could change (ticket, SMS code, phone, link) and
// throws SocialRefused to roll everything back: nothing is half-created.
import type { Db } from '../db/client';
import { linkedServices } from '../db/schema';
import { type FieldTexts, fieldError } from '../http/errors';
import { type Text, text } from '../i18n/text';
import { type OAuthIdentity, takeTicket } from './oauth-store';
import { isPhoneDigits, normalizePhone } from './phone';
import { insertPlayer, isRegistered, REGISTRATION_TEXTS as T } from './registration';
import { checkSmsCode, consumeSmsCode, smsCodeRefusal } from './sms-codes';

export const SOCIAL_TEXTS = {
  skipRefused: text('auth.skipRefused'),
  phoneRequired: text('auth.phoneRequired'),
  required: text('field.required'),
} as const;

/** fields null: the ticket or the identity is no longer usable (the OAuth error of docs/product.md#errors-auth). */
export class SocialRefused extends Error {
  constructor(readonly fields: FieldTexts | null) {
    super('Social registration refused');
    this.name = 'SocialRefused';
  }
}

export interface PhoneFields {
  phone_number?: string | undefined;
  phone_code?: string | number | undefined;
  sms_code?: string | undefined;
}

/** Confirm mode: a number or a code was sent. A lone phone_code (the country's, always known) is not. */
export const isConfirm = (body: PhoneFields) => body.phone_number !== undefined || body.sms_code !== undefined;

export type PhoneCheck = { phone: string; smsCodeId: number } | { fields: FieldTexts };

/**
 * The full phone (phone_code + phone_number; the country's code when none is sent) and its SMS code,
 * checked exactly like POST registration: purpose 'registration' codes, one try per check.
 */
export async function checkSocialPhone(db: Db, countryPhoneCode: number, body: PhoneFields): Promise<PhoneCheck> {
  const code = normalizePhone(String(body.phone_code ?? '')) || String(countryPhoneCode);
  const number = normalizePhone(body.phone_number ?? '');
  const phone = `${code}${number}`;
  if (number === '') return { fields: { phone_number: [{ message: SOCIAL_TEXTS.phoneRequired }] } };
  if (!/^\d+$/.test(code) || !isPhoneDigits(phone)) return { fields: { phone_number: [{ message: T.invalidPhone }] } };
  if (await isRegistered(db, phone)) return { fields: { phone_number: [{ message: T.phoneTaken }] } };
  if (!body.sms_code) return { fields: { sms_code: [{ message: SOCIAL_TEXTS.required }] } };
  const smsCodeId = await checkSmsCode(db, phone, 'registration', body.sms_code);
  if (smsCodeId === null)
    return { fields: { sms_code: [{ message: await smsCodeRefusal(db, phone, 'registration') }] } };
  return { phone, smsCodeId };
}

export interface NewSocialPlayer {
  provider: { id: string; name: string };
  ticket: string;
  countryId: string;
  lang: string;
  /** From checkSocialPhone; null when the phone step was skipped. */
  phone: { phone: string; smsCodeId: number } | null;
  /** Opens the session inside the transaction (replaceSession); returns the cookie token. */
  openSession: (tx: Db, user: { id: number; lang: string }) => Promise<string>;
}

const refuse = (field: string, message: Text) => new SocialRefused(fieldError(field, message));

/** ONE transaction: ticket and SMS code used up, player with zero balances, link, session. */
export async function createSocialPlayer(db: Db, player: NewSocialPlayer): Promise<string> {
  return db.transaction(async (tx) => {
    // First, so two requests with one ticket serialise on its row: the second finds nothing.
    const who: OAuthIdentity | null = await takeTicket(tx, player.provider.id, player.ticket);
    if (!who) throw new SocialRefused(null);
    if (player.phone && !(await consumeSmsCode(tx, player.phone.smsCodeId))) throw refuse('sms_code', T.wrongCode);
    const userId = await insertPlayer(tx, {
      phone: player.phone?.phone ?? null,
      passwordHash: null,
      name: who.name,
      email: who.email,
      countryId: player.countryId,
      lang: player.lang,
    });
    if (userId === null) throw refuse('phone_number', T.phoneTaken);
    // Another ticket of the same account may have registered meanwhile: UNIQUE (provider, subject).
    const [link] = await tx
      .insert(linkedServices)
      .values({ userId, provider: player.provider.id, subject: who.subject, name: player.provider.name })
      .onConflictDoNothing()
      .returning({ id: linkedServices.id });
    if (!link) throw new SocialRefused(null);
    return player.openSession(tx, { id: userId, lang: player.lang });
  });
}
