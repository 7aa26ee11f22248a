// One-time SMS codes (docs/product.md#flows-sms-code, docs/product.md#rules-sms-code): 6 random digits, stored only as
// a salted sha256, valid SMS_CODE_TTL_S, void after SMS_CODE_MAX_WRONG wrong tries (docs/architecture.md#security abuse
// limit: a million codes cannot be guessed five at a time, and the per-phone SMS wait slows asking for new ones). Only
// the phone's newest code counts, so asking for another SMS retires the previous one.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import { type Text, text } from '../i18n/text';

export const SMS_CODE_TTL_S = 10 * 60;
export const SMS_CODE_MAX_WRONG = 5;
/** Registration codes, and the codes a player without a password confirms a break with (docs/api.md#player-protection). */
export type SmsPurpose = 'registration' | 'break';

/** The refusals a player reads: a wrong (or expired) code, or a code voided by its wrong tries. */
export const SMS_CODE_TEXTS = {
  wrong: text('auth.smsWrong'),
  locked: text('auth.smsLocked'),
} as const;

export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digest = (salt: string, code: string): Buffer => createHash('sha256').update(`${salt}:${code}`).digest();

/** Format: salt$sha256 (base64url). The salt keeps equal codes of different rows from looking equal. */
export function hashSmsCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digest(salt, code).toString('base64url')}`;
}

export function smsCodeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function storeSmsCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  await db.insert(smsCodes).values({
    phone,
    purpose,
    codeHash: hashSmsCode(code),
    expiresAt: sql`now() + ${`${SMS_CODE_TTL_S} seconds`}::interval`,
  });
}

const newestId = (phone: string, purpose: SmsPurpose) =>
  sql`(SELECT max(${smsCodes.id}) FROM ${smsCodes} WHERE ${smsCodes.phone} = ${phone} AND ${smsCodes.purpose} = ${purpose})`;

const live = () => and(isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, sql`now()`));

/**
 * Checks a code against the phone's newest live code; returns its id when right, else null. Each
 * check takes one of the tries up front in one conditional UPDATE, so parallel guesses cannot get
 * past the limit; a right code gives its try back (only wrong tries count). Does not consume.
 */
export async function checkSmsCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<number | null> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, newestId(phone, purpose)), live(), lt(smsCodes.attempts, SMS_CODE_MAX_WRONG)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!row || !smsCodeMatches(code, row.codeHash)) return null;
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} - 1` })
    .where(eq(smsCodes.id, row.id));
  return row.id;
}

/**
 * Why checkSmsCode refused: 'locked' once the phone's newest live code has used up its tries (the
 * player must ask for a new SMS; trying again cannot help), else 'wrong'.
 */
export async function smsCodeRefusal(db: Db, phone: string, purpose: SmsPurpose): Promise<Text> {
  const [row] = await db
    .select({ attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(and(eq(smsCodes.id, newestId(phone, purpose)), live()));
  return row && row.attempts >= SMS_CODE_MAX_WRONG ? SMS_CODE_TEXTS.locked : SMS_CODE_TEXTS.wrong;
}

/**
 * Marks a checked code used; false when it was used or expired meanwhile. Inside the registration
 * transaction: the row lock makes a second transaction with the same code wait and then find it used.
 */
export async function consumeSmsCode(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), live()))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
