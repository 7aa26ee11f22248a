// Creating a player (docs/product.md#rules-registration registration): everything in ONE transaction, so a refusal or a
// crash leaves no half-made account: the SMS code is used up, the user and their three zero
// balances exist, a promo code is redeemed and the first session is open, or none of it happened.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { openAccounts } from '../wallet/ledger';
import { redeemPromoCode } from '../wallet/promo-codes';
import { consumeSmsCode, SMS_CODE_TEXTS } from './sms-codes';
import { createSession } from './sessions';
import { type FieldTexts, fieldError } from '../http/errors';
import { type Text, text } from '../i18n/text';

/** Texts of the registration refusals (docs/product.md#errors-texts sample 'Registration failed. Invalid data'). */
export const REGISTRATION_TEXTS = {
  failed: text('auth.registrationFailed'),
  wrongCode: SMS_CODE_TEXTS.wrong,
  phoneTaken: text('auth.phoneTaken'),
  ageRules: text('auth.ageRules'),
  unknownPromo: text('promo.unknown'),
  unknownCountry: text('auth.unknownCountry'),
  invalidPhone: text('auth.invalidPhone'),
  underAge: text('auth.underAge'),
} as const;

/**
 * Thrown inside the transaction to roll it back; carries the docs/product.md#calls-wrappers field errors for the reply.
 */
export class RegistrationRefused extends Error {
  constructor(readonly fields: FieldTexts) {
    super('Registration refused');
    this.name = 'RegistrationRefused';
  }
}

export const isRegistered = async (db: Db, phone: string): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).length > 0;

const refuse = (field: string, message: Text) => new RegistrationRefused(fieldError(field, message));

export interface NewPlayer {
  phone: string;
  name: string;
  passwordHash: string;
  countryId: string;
  lang: string;
  dateBirth: string | null;
  gender: 0 | 1 | null;
  /** Normalised, already checked redeemable; '' for none. */
  promoCode: string;
  /** The checked SMS code (checkSmsCode). */
  smsCodeId: number;
}

/** Returns the new user's id and session token; throws RegistrationRefused when a race was lost. */
export async function createPlayer(db: Db, player: NewPlayer): Promise<{ userId: number; token: string }> {
  return db.transaction(async (tx) => {
    // First, so two requests with one code serialise on its row: the second finds it used.
    if (!(await consumeSmsCode(tx, player.smsCodeId))) throw refuse('sms_code', REGISTRATION_TEXTS.wrongCode);
    const userId = await insertPlayer(tx, {
      phone: player.phone,
      passwordHash: player.passwordHash,
      name: player.name,
      countryId: player.countryId,
      lang: player.lang,
      dateBirth: player.dateBirth,
      gender: player.gender,
    });
    if (userId === null) throw refuse('phone_number', REGISTRATION_TEXTS.phoneTaken);
    if (player.promoCode !== '' && (await redeemPromoCode(tx, userId, player.promoCode)) === null) {
      throw refuse('promo_code', REGISTRATION_TEXTS.unknownPromo);
    }
    const token = await createSession(tx, userId, player.lang);
    return { userId, token };
  });
}

/**
 * The new player's row and their zero balances, in the caller's transaction (the SMS and the social registration);
 * null when the phone is taken (UNIQUE phone: a concurrent registration won).
 */
export async function insertPlayer(tx: Db, values: typeof users.$inferInsert): Promise<number | null> {
  const [user] = await tx
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  if (!user) return null;
  // Zero balances: the accounts exist from the start, the ledger moves them later.
  await openAccounts(tx, user.id);
  return user.id;
}
