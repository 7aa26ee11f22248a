// Sending SMS (docs/architecture.md#stand-ins for a gateway): every message lands in sms_outbox, readable at
// GET /dev/sms-outbox, and outside production it is also printed to the console.
// Two limits guard the sender, both counted in rate_limits so every instance agrees (docs/architecture.md#stateless):
// one SMS per phone per SMS_WAIT_S (docs/product.md#flows-sms-code: the reply's time_left starts the app's countdown),
// and a cap per client address so one caller cannot text thousands of numbers.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits, smsOutbox } from '../db/schema';
import { type Mode, servesStandIns } from '../env';
import { ReplyError } from '../http/errors';
import { text } from '../i18n/text';
import { clearLimit, hit } from './rate-limit';

/** Seconds before the same phone may be texted again (docs/product.md#flows-sms-code time_left). */
export const SMS_WAIT_S = 60;
export const SMS_PER_ADDRESS_DEFAULT = 20;
const ADDRESS_WINDOW_MS = 60 * 60 * 1000;

/** docs/product.md#errors-texts texts: 'SMS sent', 'Retry after {time}s'. */
export const smsSent = () => ({ time_left: SMS_WAIT_S, message: text('auth.smsSent') });
export const smsWait = (seconds: number) => ({ time_left: seconds, message: text('reply.retryAfter', { seconds }) });

/**
 * Registration codes, password restores and break codes (docs/api.md#player-protection) wait separately: a player who
 * just registered may still need a restore.
 */
export type SmsPurpose = 'registration' | 'restore' | 'break';
const waitKey = (phone: string, purpose: SmsPurpose) => `sms:${purpose}:${phone}`;
const addressKey = (address: string) => `sms-address:${address}`;

/** Call inside the transaction that creates what the message carries, so both exist or neither. */
export async function queueSms(db: Db, phone: string, body: string): Promise<void> {
  await db.insert(smsOutbox).values({ phone, body });
}

/**
 * After commit: the console line developers and the demo read the code from (`[sms] to 509…: code 123456`), with the
 * stand-ins (docs/architecture.md#stand-ins); never in production.
 */
export function logSms(mode: Mode, phone: string, text: string): void {
  if (servesStandIns(mode)) console.log(`[sms] to ${phone}: ${text}`);
}

/**
 * Starts the phone's wait when none runs and returns 0 (send now); otherwise returns the seconds left
 * and nothing may be sent. One upsert that only overwrites an expired window, so of two concurrent
 * requests exactly one wins, on PGlite and PostgreSQL alike. Times come from the database clock.
 */
async function claimPhoneWait(db: Db, phone: string, purpose: SmsPurpose): Promise<number> {
  const key = waitKey(phone, purpose);
  const endsAt = sql`now() + ${`${SMS_WAIT_S} seconds`}::interval`;
  const claimed = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: endsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { hits: 1, windowEndsAt: sql`excluded.window_ends_at` },
      setWhere: sql`${rateLimits.windowEndsAt} <= now()`,
    })
    .returning({ key: rateLimits.key });
  if (claimed.length > 0) return 0;
  const [row] = await db
    .select({ left: sql<number>`ceil(extract(epoch from (${rateLimits.windowEndsAt} - now())))::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Math.max(1, row?.left ?? SMS_WAIT_S);
}

const tooManySms = (retryAfterSeconds: number) =>
  new ReplyError(429, { message: text('reply.tooManySms') }, { 'Retry-After': String(retryAfterSeconds) });

/**
 * The gate every SMS passes: returns 0 when the message may go out now, or the seconds left of the
 * phone's wait (the caller answers time_left and sends nothing). Throws 429 when the client address
 * used up its hourly cap; the phone's wait is then released, since nothing was sent.
 */
export async function openSmsGate(
  db: Db,
  phone: string,
  purpose: SmsPurpose,
  address: string,
  perHour: number,
): Promise<number> {
  const wait = await claimPhoneWait(db, phone, purpose);
  if (wait > 0) return wait;
  const { hits, endsAt } = await hit(db, addressKey(address), ADDRESS_WINDOW_MS);
  if (hits > perHour) {
    await clearLimit(db, waitKey(phone, purpose));
    throw tooManySms(Math.max(1, Math.ceil((endsAt.getTime() - Date.now()) / 1000)));
  }
  return 0;
}
