// The MonCash-like deposit (docs/product.md#calls-payment-bodies MonCash page): the submit records a pending deposit
// behind a random checkout token (only its sha256 is kept in details.token_hash); the dev checkout page shows it and
// its "Confirm payment" completes it, crediting the balance once however often it is confirmed. A refusal reads in the
// page's language (docs/api.md#server-language).
import { and, eq, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { type PaymentStatus, paymentSystems, payments } from '../db/schema';
import { completeDeposit, createDeposit } from './payments';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import { isText, translate } from '../i18n/text';

export const MONCASH_CHECKOUT_PATH = '/dev/moncash/checkout/';

export interface MoncashCheckout {
  /** 'confirmed' = completed by this very request. */
  state: PaymentStatus | 'confirmed';
  token: string;
  amountMinor: number;
  phone: string;
  /**
   * Why a rejected deposit was refused (a deposit limit or a break, docs/api.md#player-protection), in the reader's
   * language.
   */
  refusal?: string;
}

/** Records the pending deposit; returns the checkout token for the redirect URL. */
export async function startMoncashDeposit(
  db: Db,
  p: { userId: number; paymentSystemId: number; amountMinor: number; phone: string },
): Promise<string> {
  const token = newToken();
  await createDeposit(db, { ...p, details: { token_hash: hashToken(token), phone: p.phone } });
  return token;
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ id: payments.id, status: payments.status, amountMinor: payments.amountMinor, details: payments.details })
    .from(payments)
    .innerJoin(paymentSystems, eq(paymentSystems.id, payments.paymentSystemId))
    .where(and(eq(paymentSystems.slug, 'moncash'), sql`${payments.details}->>'token_hash' = ${hashToken(token)}`));
  return row;
}

/** The stored reason of a rejection in `locale`: its text when kept (payments.ts), else the English record. */
function refusalOf(details: Record<string, unknown> | null | undefined, locale: Locale): string | undefined {
  if (isText(details?.rejected_text)) return translate(locale, details.rejected_text);
  return typeof details?.rejected === 'string' ? details.rejected : undefined;
}

const checkoutOf = (
  row: NonNullable<Awaited<ReturnType<typeof findByToken>>>,
  token: string,
  locale: Locale,
): MoncashCheckout => {
  const refusal = refusalOf(row.details, locale);
  return {
    state: row.status,
    token,
    amountMinor: row.amountMinor,
    phone: String(row.details?.phone ?? ''),
    ...(refusal === undefined ? {} : { refusal }),
  };
};

/** The checkout of `token`, its refusal in `locale` (the page's language). */
export async function findMoncashCheckout(
  db: Db,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MoncashCheckout | null> {
  const row = await findByToken(db, token);
  return row ? checkoutOf(row, token, locale) : null;
}

/**
 * Confirms the payment: credits it if still pending (once) and within the player's deposit limits, and says what the
 * checkout now is (rejected with the refusal when a limit or a break stopped it).
 */
export async function completeMoncashDeposit(
  db: Db,
  token: string,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MoncashCheckout | null> {
  const row = await findByToken(db, token);
  if (!row) return null;
  const done = await completeDeposit(db, row.id, now);
  if (done?.kind === 'credited') return { ...checkoutOf(row, token, locale), state: 'confirmed' };
  if (done?.kind === 'refused')
    return { ...checkoutOf(row, token, locale), state: 'rejected', refusal: translate(locale, done.message) };
  return findMoncashCheckout(db, token, locale);
}
