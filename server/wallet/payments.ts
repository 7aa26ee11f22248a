// Payments that move money (docs/architecture.md#ledger): a withdrawal debits the regular balance and records the
// pending payment in ONE transaction (the ledger's conditional UPDATE never lets it go negative); a
// rollback flips pending -> cancelled with a conditional UPDATE and refunds in the same transaction,
// so repeated or concurrent rollbacks refund once. Deposits are recorded pending; whoever confirms them
// (the club, the MonCash checkout) credits them once the same way, within the player's deposit limits.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, payments } from '../db/schema';
import { depositRefusal } from '../protection/limits';
import { InsufficientFunds, post } from './ledger';
import { CURRENCY } from './money';
import { PAYMENT_TEXTS, PaymentRefused } from './payment-rules';
import { DEFAULT_LOCALE } from '../../contract/constants';
import { type Text, text, translate } from '../i18n/text';

type PaymentInsert = typeof payments.$inferInsert;

export interface NewPayment {
  userId: number;
  paymentSystemId: number;
  amountMinor: number;
  pin?: string | null;
  txId?: string | null;
  txLink?: string | null;
  rate?: number | null;
  details?: Record<string, unknown> | null;
}

/** A 6-digit PIN the player shows at the club. */
export const newPin = (): string => String(randomInt(100_000, 1_000_000));

const row = (p: NewPayment, direction: 1 | 2): PaymentInsert => ({
  userId: p.userId,
  paymentSystemId: p.paymentSystemId,
  direction,
  amountMinor: p.amountMinor,
  currency: CURRENCY,
  status: 'pending',
  pin: p.pin ?? null,
  txId: p.txId ?? null,
  txLink: p.txLink ?? null,
  rate: p.rate ?? null,
  details: p.details ?? null,
});

/** Debit + pending withdrawal, or nothing at all (refused on `amountField` when it would overdraw). */
export async function createWithdrawal(db: Db, p: NewPayment, amountField = 'amount'): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx.insert(payments).values(row(p, 2)).returning({ id: payments.id });
      if (!payment) throw new Error('payment not recorded');
      await post(tx, p.userId, [{ kind: 'regular', amountMinor: -p.amountMinor }], {
        reason: 'withdrawal',
        ref: `payment:${payment.id}`,
      });
      return payment.id;
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) throw new PaymentRefused({ [amountField]: [PAYMENT_TEXTS.insufficient] });
    throw error;
  }
}

/** A pending deposit; no money moves until it is confirmed (completeDeposit). */
export async function createDeposit(db: Db, p: NewPayment): Promise<number> {
  const [payment] = await db.insert(payments).values(row(p, 1)).returning({ id: payments.id });
  if (!payment) throw new Error('payment not recorded');
  return payment.id;
}

export type DepositOutcome =
  | { kind: 'credited'; id: number; userId: number; amountMinor: number }
  /** Refused by a deposit limit or a break (docs/api.md#player-protection): marked rejected, nothing credited. */
  | { kind: 'refused'; message: Text };

/**
 * Credits a pending deposit and marks it completed, once: the conditional UPDATE lets only one of concurrent
 * confirmations through. The player's deposit limits and break are checked in the same transaction, after locking
 * the player's regular account: two deposits racing take turns there, and the second counts the first
 * (docs/api.md#player-protection). Returns null when the deposit was not pending.
 */
export async function completeDeposit(db: Db, paymentId: number, now: Date): Promise<DepositOutcome | null> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(payments)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.direction, 1), eq(payments.status, 'pending')))
      .returning({ id: payments.id, userId: payments.userId, amountMinor: payments.amountMinor });
    if (!done) return null;
    // The credit below takes this row lock anyway; taken before the check, it makes check and credit one step.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, done.userId), eq(accounts.kind, 'regular')))
      .for('update');
    const refusal = await depositRefusal(tx, done.userId, done.amountMinor, now, done.id);
    if (refusal !== null) {
      await tx
        .update(payments)
        .set({
          status: 'rejected',
          completedAt: null,
          // Why, kept with the payment: in English as the record, and as the text itself (its key and arguments) so
          // the checkout shows it in the reader's language (docs/api.md#server-language).
          details: sql`coalesce(${payments.details}, '{}'::jsonb) || ${JSON.stringify({ rejected: translate(DEFAULT_LOCALE, refusal), rejected_text: refusal })}::jsonb`,
        })
        .where(eq(payments.id, done.id));
      return { kind: 'refused', message: refusal };
    }
    await post(tx, done.userId, [{ kind: 'regular', amountMinor: done.amountMinor }], {
      reason: 'deposit',
      ref: `payment:${done.id}`,
    });
    return { kind: 'credited', ...done };
  });
}

export const ROLLBACK_TEXTS = {
  done: text('cashier.rollbackDone'),
  notFound: text('cashier.paymentNotFound'),
  notPending: text('cashier.notPending'),
  unknownAction: text('cashier.unknownAction'),
} as const;

export type RollbackOutcome = 'done' | 'notFound' | 'notPending';

/** Cancels a pending withdrawal of this player and refunds it, exactly once. */
export async function rollbackWithdrawal(db: Db, userId: number, paymentId: number): Promise<RollbackOutcome> {
  return db.transaction(async (tx) => {
    const mine = and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.direction, 2));
    const [cancelled] = await tx
      .update(payments)
      .set({
        status: 'cancelled',
        details: sql`coalesce(${payments.details}, '{}'::jsonb) || '{"cancelled_by":"player"}'::jsonb`,
      })
      .where(and(mine, eq(payments.status, 'pending')))
      .returning({ id: payments.id, amountMinor: payments.amountMinor });
    if (!cancelled) {
      const [exists] = await tx.select({ id: payments.id }).from(payments).where(mine);
      return exists ? 'notPending' : 'notFound';
    }
    await post(tx, userId, [{ kind: 'regular', amountMinor: cancelled.amountMinor }], {
      reason: 'withdrawal_rollback',
      ref: `payment:${cancelled.id}`,
    });
    return 'done';
  });
}
