// Deposit limits (docs/api.md#player-protection): per player and calendar period (day, week, month in Haiti's time). A
// first or lower limit applies at once; a higher one, or removing it, waits 24 h AND needs the player's confirmation
// after that (the old limit holds meanwhile, however long the player waits). The limit is enforced where a deposit
// is credited, in the crediting transaction (server/wallet/payments.ts completeDeposit), and checked when a deposit is
// asked for, so the player hears of it before paying.
import { and, eq, gte, sql } from 'drizzle-orm';
import { LIMIT_PERIODS, type LimitPeriod, type LimitsReply } from '../../contract/schemas/protection';
import type { Db } from '../db/client';
import { depositLimits, payments } from '../db/schema';
import { formatHtg } from '../wallet/payment-rules';
import { toMajor } from '../wallet/money';
import { activeBlock, blockMessage } from './blocks';
import { type Text, text } from '../i18n/text';
import { haitiTime, type PeriodBounds, periodBounds } from './haiti-time';

/** How long a higher limit (or its removal) waits before the player may confirm it. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

export const LIMIT_TEXTS = {
  noPending: text('protection.noPending'),
  confirmFrom: (time: string) => text('protection.confirmFrom', { time }),
  /** `amount`: HTG, as formatHtg writes it. */
  reached: (amount: string, time: string) => text('protection.limitReached', { amount, time }),
} as const;

type LimitRow = typeof depositLimits.$inferSelect;

async function limitRows(db: Db, userId: number): Promise<Map<LimitPeriod, LimitRow>> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  return new Map(rows.map((row) => [row.period, row]));
}

/** Each period's bounds at `now` and what the player had credited as deposits since its start (minor units). */
async function usage(db: Db, userId: number, now: Date, exceptPaymentId?: number) {
  const bounds = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodBounds(p, now)])) as Record<
    LimitPeriod,
    PeriodBounds
  >;
  const earliest = new Date(Math.min(...LIMIT_PERIODS.map((p) => bounds[p].start.getTime())));
  const since = (p: LimitPeriod) =>
    sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${gte(payments.completedAt, bounds[p].start)}), 0)`;
  const [row] = await db
    .select({ day: since('day'), week: since('week'), month: since('month') })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.direction, 1),
        eq(payments.status, 'completed'),
        gte(payments.completedAt, earliest),
        exceptPaymentId === undefined ? undefined : sql`${payments.id} <> ${exceptPaymentId}`,
      ),
    );
  const used = { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
  return { bounds, used };
}

/** GET user/limits, and the reply of every change. */
export async function limitsOf(db: Db, userId: number, now: Date): Promise<LimitsReply> {
  const rows = await limitRows(db, userId);
  const { bounds, used } = await usage(db, userId, now);
  const entry = (period: LimitPeriod) => {
    const row = rows.get(period);
    const amount = row?.amountMinor ?? null;
    return {
      amount: amount === null ? null : toMajor(amount),
      ...(row?.pending && row.pendingEffectiveAt
        ? {
            pending: {
              amount: row.pendingAmountMinor === null ? null : toMajor(row.pendingAmountMinor),
              effective_at: row.pendingEffectiveAt.toISOString(),
            },
          }
        : {}),
      used: toMajor(used[period]),
      resets_at: bounds[period].end.toISOString(),
    };
  };
  return { deposit: { day: entry('day'), week: entry('week'), month: entry('month') } };
}

/** The period's row, created empty if missing and locked for the rest of the transaction. */
async function lockedRow(tx: Db, userId: number, period: LimitPeriod): Promise<LimitRow> {
  await tx.insert(depositLimits).values({ userId, period }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(depositLimits)
    .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)))
    .for('update');
  if (!row) throw new Error('deposit limit row vanished');
  return row;
}

const NO_PENDING = { pending: false, pendingAmountMinor: null, pendingEffectiveAt: null } as const;

/**
 * POST user/limits: a first limit or one at or below the current applies at once and drops a pending change; a higher
 * one or none (`null`) becomes the pending change, its 24 h counted from this request (a new request starts them
 * again, so a small pending increase cannot be swapped for a big one when it comes due).
 */
export async function setDepositLimit(
  db: Db,
  userId: number,
  period: LimitPeriod,
  amountMinor: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, userId, period);
    const where = and(eq(depositLimits.userId, userId), eq(depositLimits.period, period));
    const current = row.amountMinor;
    const atOnce = amountMinor !== null && (current === null || amountMinor <= current);
    if (atOnce) {
      await tx
        .update(depositLimits)
        .set({ amountMinor, ...NO_PENDING, updatedAt: now })
        .where(where);
    } else if (current !== null) {
      await tx
        .update(depositLimits)
        .set({
          pending: true,
          pendingAmountMinor: amountMinor,
          pendingEffectiveAt: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
          updatedAt: now,
        })
        .where(where);
    }
    // No limit and none asked for: nothing to change.
  });
}

export type LimitChange = { ok: true } | { ok: false; message: Text };

/** POST user/limits/confirm: the pending change applies once its 24 h are over. */
export async function confirmDepositLimit(
  db: Db,
  userId: number,
  period: LimitPeriod,
  now: Date,
): Promise<LimitChange> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, userId, period);
    if (!row.pending || !row.pendingEffectiveAt) return { ok: false, message: LIMIT_TEXTS.noPending };
    if (now < row.pendingEffectiveAt) {
      return { ok: false, message: LIMIT_TEXTS.confirmFrom(haitiTime(row.pendingEffectiveAt)) };
    }
    await tx
      .update(depositLimits)
      .set({ amountMinor: row.pendingAmountMinor, ...NO_PENDING, updatedAt: now })
      .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
    return { ok: true };
  });
}

/** POST user/limits/cancel: drops the pending change; the current limit stays. */
export async function cancelDepositLimit(db: Db, userId: number, period: LimitPeriod, now: Date): Promise<LimitChange> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, userId, period);
    if (!row.pending) return { ok: false, message: LIMIT_TEXTS.noPending };
    await tx
      .update(depositLimits)
      .set({ ...NO_PENDING, updatedAt: now })
      .where(and(eq(depositLimits.userId, userId), eq(depositLimits.period, period)));
    return { ok: true };
  });
}

/**
 * Why a deposit of `amountMinor` may not be credited now, or null: a break in force, or an amount over the smallest
 * allowance left of the limited periods (the message names that allowance and when it grows again: the latest end of
 * the periods that leave that little). `exceptPaymentId`: the deposit being credited, already marked completed.
 */
export async function depositRefusal(
  db: Db,
  userId: number,
  amountMinor: number,
  now: Date,
  exceptPaymentId?: number,
): Promise<Text | null> {
  const block = await activeBlock(db, userId, now);
  if (block) return blockMessage(block);
  const rows = await limitRows(db, userId);
  const limited = LIMIT_PERIODS.filter((p) => (rows.get(p)?.amountMinor ?? null) !== null);
  if (limited.length === 0) return null;
  const { bounds, used } = await usage(db, userId, now, exceptPaymentId);
  const left = (p: LimitPeriod) => Math.max(0, (rows.get(p)?.amountMinor ?? 0) - used[p]);
  const smallest = Math.min(...limited.map(left));
  if (amountMinor <= smallest) return null;
  const until = Math.max(...limited.filter((p) => left(p) === smallest).map((p) => bounds[p].end.getTime()));
  return LIMIT_TEXTS.reached(formatHtg(toMajor(smallest)), haitiTime(new Date(until)));
}
