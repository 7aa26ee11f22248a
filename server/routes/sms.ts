// SMS calls of docs/product.md#calls-list: POST registration/sms (a code to register with), POST
// registration/sms_confirm_phone (is this code right?) and POST authorize/restore-sms (a new password
// by SMS). Both senders answer {time_left, message} (docs/product.md#flows-sms-code: time_left starts the app's
// countdown) and send nothing while the phone's wait runs. Business refusals are 200 + success:false
// (docs/product.md#calls-wrappers wrapper; browsers log every 4xx as a console error); only a body failing its schema
// is a 400.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { okReply } from '../../contract/schemas/common';
import { smsBody, smsReply } from '../../contract/schemas/session';
import { clientAddress } from '../auth/client-address';
import { hashPassword } from '../auth/passwords';
import { isPhoneDigits, normalizePhone } from '../auth/phone';
import { clearLimit } from '../auth/rate-limit';
import { isRegistered, REGISTRATION_TEXTS as T } from '../auth/registration';
import { logSms, openSmsGate, queueSms, SMS_PER_ADDRESS_DEFAULT, smsSent, smsWait } from '../auth/sms';
import {
  checkSmsCode,
  newSmsCode,
  SMS_CODE_TTL_S,
  type SmsPurpose,
  smsCodeRefusal,
  storeSmsCode,
} from '../auth/sms-codes';
import { users } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { say } from '../http/locale';
import { shape } from '../http/reply';
import type { Text } from '../i18n/text';
import { loginLimitKey } from './session';

/**
 * docs/product.md#calls-payment-bodies leaves this body unshown: the full phone (as for registration/sms) and the code.
 */
const confirmBody = z.object({
  phone: z.string().check(z.minLength(1)),
  sms_code: z.string().check(z.minLength(1), z.regex(/^\d+$/)),
});

/** No look-alikes (0/O, 1/l/I): the player reads it off a phone screen and types it. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const PASSWORD_LENGTH = 8;
const newPassword = () =>
  Array.from({ length: PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

/** A business refusal, {success:false, message} in the caller's language (docs/product.md#calls-wrappers). */
export const fail = (c: Context<AppEnv>, message: Text) =>
  c.json(shape(okReply, { success: false, message: say(c, message) }));
/** {time_left, message} in the caller's language. */
const smsAnswer = (c: Context<AppEnv>, reply: { time_left: number; message: Text }) =>
  c.json(shape(smsReply, { time_left: reply.time_left, message: say(c, reply.message) }));

/**
 * Sends a code for `purpose` to `phone` under the SMS limits of every sender (server/auth/sms.ts: one per phone per
 * wait, a cap per address), as `message` in the caller's language, the code 6 digits apart for the reader to find
 * (docs/api.md#server-language); the reply is {time_left, message}.
 */
export async function sendSmsCode(
  c: Context<AppEnv>,
  { db, mode, smsPerAddressHour = SMS_PER_ADDRESS_DEFAULT }: Pick<AppDeps, 'db' | 'mode' | 'smsPerAddressHour'>,
  phone: string,
  purpose: SmsPurpose,
  message: 'sms.code' | 'sms.breakCode',
) {
  const wait = await openSmsGate(db, phone, purpose, clientAddress(c), smsPerAddressHour);
  if (wait > 0) return smsAnswer(c, smsWait(wait));
  const code = newSmsCode();
  await db.transaction(async (tx) => {
    await storeSmsCode(tx, phone, purpose, code);
    await queueSms(tx, phone, say(c, message, { code, minutes: SMS_CODE_TTL_S / 60 }));
  });
  logSms(mode, phone, `code ${code}`);
  return smsAnswer(c, smsSent());
}

export function smsRoutes({ db, mode, smsPerAddressHour = SMS_PER_ADDRESS_DEFAULT }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(`${V1}/registration/sms`, async (c) => {
    const phone = normalizePhone((await parseBody(c, smsBody)).phone);
    if (!isPhoneDigits(phone)) return fail(c, T.invalidPhone);
    if (await isRegistered(db, phone)) return fail(c, T.phoneTaken);
    return sendSmsCode(c, { db, mode, smsPerAddressHour }, phone, 'registration', 'sms.code');
  });

  app.post(`${V1}/registration/sms_confirm_phone`, async (c) => {
    const body = await parseBody(c, confirmBody);
    const phone = normalizePhone(body.phone);
    const id = await checkSmsCode(db, phone, 'registration', body.sms_code);
    if (id === null) return fail(c, await smsCodeRefusal(db, phone, 'registration'));
    return c.json(shape(okReply, { success: true }));
  });

  // Unknown phones get the same reply, the same wait and the same scrypt cost, and nothing is sent:
  // the call must not tell which numbers have an account.
  app.post(`${V1}/authorize/restore-sms`, async (c) => {
    const phone = normalizePhone((await parseBody(c, smsBody)).phone);
    if (!isPhoneDigits(phone)) return fail(c, T.invalidPhone);
    const wait = await openSmsGate(db, phone, 'restore', clientAddress(c), smsPerAddressHour);
    if (wait > 0) return smsAnswer(c, smsWait(wait));

    const password = newPassword();
    const passwordHash = await hashPassword(password);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (user) {
      // In the caller's language, the password always last, after ': ' (docs/api.md#server-language).
      const text = say(c, 'sms.newPassword', { password });
      // Other sessions stay: anyone may trigger a restore, and it must not log the owner out.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await queueSms(tx, phone, text);
      });
      // Failed sign-ins before the restore should not lock the owner out of the new password.
      await clearLimit(db, loginLimitKey(phone));
      logSms(mode, phone, text);
    }
    return smsAnswer(c, smsSent());
  });

  return app;
}
