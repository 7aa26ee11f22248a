// Player limits (docs/api.md#player-protection): per player, kind and calendar period (day, week, month in Haiti's
// time) a cap on deposits credited, on losses (stakes less refunds less wins), on wagers (stakes less refunds), and on
// the day's play time in minutes. Every kind follows the same rules: a first or lower limit applies at once; a higher
// one, or removing it, waits 24 h AND needs the player's confirmation after that (the old limit holds meanwhile,
// however long the player waits); the lowest allowance left of the limited periods applies. Deposit limits are
// enforced where a deposit is credited, in the crediting transaction (server/wallet/payments.ts completeDeposit); the
// others where a stake is debited (server/protection/stake-limits.ts). Every change is written to the audit trail in
// its own transaction (server/protection/audit.ts).
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  KIND_PERIODS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitsReply,
} from '../../contract/schemas/protection';
import type { Db } from '../db/client';
import { bets, payments, playerLimits } from '../db/schema';
import { type Text, text } from '../i18n/text';
import { formatHtg } from '../wallet/payment-rules';
import { toMajor } from '../wallet/money';
import { type AuditAction, appendAudit } from './audit';
import { activeBlock, blockMessage } from './blocks';
import { haitiTime, type PeriodBounds, periodBounds } from './haiti-time';
import { playTimeOf } from './play-time';

/** How long a higher limit (or its removal) waits before the player may confirm it. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

export const LIMIT_TEXTS = {
  noPending: text('protection.noPending'),
  confirmFrom: (time: string) => text('protection.confirmFrom', { time }),
  /** `amount`: HTG, as formatHtg writes it. */
  reached: (amount: string, time: string) => text('protection.limitReached', { amount, time }),
} as const;

type LimitRow = typeof playerLimits.$inferSelect;
export type Usage = Record<LimitPeriod, number>;

export async function limitRows(db: Db, userId: number, kind: LimitKind): Promise<Map<LimitPeriod, LimitRow>> {
  const rows = await db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind)));
  return new Map(rows.map((row) => [row.period, row]));
}

/** Each period's bounds at `now`, and the earliest start among them. */
export function periodsAt(now: Date) {
  const bounds = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodBounds(p, now)])) as Record<
    LimitPeriod,
    PeriodBounds
  >;
  const earliest = new Date(Math.min(...LIMIT_PERIODS.map((p) => bounds[p].start.getTime())));
  return { bounds, earliest };
}

/** What the player had credited as deposits since each period's start (minor units). */
export async function depositUsage(db: Db, userId: number, now: Date, exceptPaymentId?: number): Promise<Usage> {
  const { bounds, earliest } = periodsAt(now);
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
  return { day: Number(row?.day ?? 0), week: Number(row?.week ?? 0), month: Number(row?.month ?? 0) };
}

/**
 * What the player wagered (stakes less refunds) and lost (wagered less wins, never below zero) since each period's
 * start, over every balance (minor units).
 */
export async function stakeUsage(db: Db, userId: number, now: Date): Promise<{ wager: Usage; loss: Usage }> {
  const { bounds, earliest } = periodsAt(now);
  const sum = (p: LimitPeriod, action: 'bet' | 'win' | 'refund') =>
    sql<string>`coalesce(sum(${bets.amountMinor}) filter (where ${bets.rateAction} = ${action} and ${gte(bets.createdAt, bounds[p].start)}), 0)`;
  const [row] = await db
    .select({
      dayBet: sum('day', 'bet'),
      dayWin: sum('day', 'win'),
      dayRefund: sum('day', 'refund'),
      weekBet: sum('week', 'bet'),
      weekWin: sum('week', 'win'),
      weekRefund: sum('week', 'refund'),
      monthBet: sum('month', 'bet'),
      monthWin: sum('month', 'win'),
      monthRefund: sum('month', 'refund'),
    })
    .from(bets)
    .where(and(eq(bets.userId, userId), gte(bets.createdAt, earliest)));
  const n = (value: string | undefined) => Number(value ?? 0);
  const wagered = (bet?: string, refund?: string) => n(bet) - n(refund);
  const wager = {
    day: wagered(row?.dayBet, row?.dayRefund),
    week: wagered(row?.weekBet, row?.weekRefund),
    month: wagered(row?.monthBet, row?.monthRefund),
  };
  const loss = {
    day: Math.max(0, wager.day - n(row?.dayWin)),
    week: Math.max(0, wager.week - n(row?.weekWin)),
    month: Math.max(0, wager.month - n(row?.monthWin)),
  };
  return { wager, loss };
}

/** GET user/limits, and the reply of every change: each kind's limits and what the player used of them. */
export async function limitsOf(db: Db, userId: number, now: Date): Promise<LimitsReply> {
  const { bounds } = periodsAt(now);
  const [deposit, stakes, played] = await Promise.all([
    depositUsage(db, userId, now),
    stakeUsage(db, userId, now),
    playTimeOf(db, userId, now),
  ]);
  const minutes = Math.floor(played.usedMs / 60_000);
  const used: Record<LimitKind, Usage> = {
    deposit,
    wager: stakes.wager,
    loss: stakes.loss,
    time: { day: minutes, week: minutes, month: minutes },
  };
  const kindOf = async (kind: LimitKind) => {
    const rows = await limitRows(db, userId, kind);
    // A play-time amount is minutes, not minor units.
    const show = (value: number) => (kind === 'time' ? value : toMajor(value));
    const entry = (period: LimitPeriod) => {
      const row = rows.get(period);
      const amount = row?.amountMinor ?? null;
      return {
        amount: amount === null ? null : show(amount),
        ...(row?.pending && row.pendingEffectiveAt
          ? {
              pending: {
                amount: row.pendingAmountMinor === null ? null : show(row.pendingAmountMinor),
                effective_at: row.pendingEffectiveAt.toISOString(),
              },
            }
          : {}),
        used: show(used[kind][period]),
        resets_at: bounds[period].end.toISOString(),
      };
    };
    return Object.fromEntries(KIND_PERIODS[kind].map((p) => [p, entry(p)]));
  };
  const [depositLimits, loss, wager, time] = await Promise.all(
    (['deposit', 'loss', 'wager', 'time'] as const).map(kindOf),
  );
  return { deposit: depositLimits, loss, wager, time } as LimitsReply;
}

/** The kind's period row, created empty if missing and locked for the rest of the transaction. */
async function lockedRow(tx: Db, userId: number, kind: LimitKind, period: LimitPeriod): Promise<LimitRow> {
  await tx.insert(playerLimits).values({ userId, kind, period }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(rowOf(userId, kind, period))
    .for('update');
  if (!row) throw new Error('limit row vanished');
  return row;
}

const rowOf = (userId: number, kind: LimitKind, period: LimitPeriod) =>
  and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind), eq(playerLimits.period, period));

const NO_PENDING = { pending: false, pendingAmountMinor: null, pendingEffectiveAt: null } as const;

/** A limit as the audit trail writes it: the major HTG amount or the minutes, null = no limit. */
const auditValue = (kind: LimitKind, amount: number | null) =>
  amount === null ? null : String(kind === 'time' ? amount : toMajor(amount));

interface Change {
  userId: number;
  kind: LimitKind;
  period: LimitPeriod;
  now: Date;
}

/**
 * Writes a change of the locked limit row and its audit row, in the caller's transaction: the player made it,
 * through their session (docs/api.md#audit-trail); `old` and `new` as the table keeps them.
 */
type LimitSet = Partial<typeof playerLimits.$inferInsert>;
type Audit = { action: AuditAction; old: number | null; new: number | null };

async function writeChange(tx: Db, { userId, kind, period, now }: Change, set: LimitSet, audit: Audit) {
  await tx
    .update(playerLimits)
    .set({ ...set, updatedAt: now })
    .where(rowOf(userId, kind, period));
  await appendAudit(tx, {
    userId,
    actor: 'player',
    subject: `${kind}.${period}`,
    at: now,
    action: audit.action,
    old: auditValue(kind, audit.old),
    new: auditValue(kind, audit.new),
  });
}

/**
 * POST user/limits: a first limit or one at or below the current applies at once and drops a pending change; a higher
 * one or none (`null`) becomes the pending change, its 24 h counted from this request (a new request starts them
 * again, so a small pending increase cannot be swapped for a big one when it comes due). `amount`: minor units, or
 * minutes for the kind 'time'.
 */
export async function setLimit(
  db: Db,
  userId: number,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, userId, kind, period);
    const current = row.amountMinor;
    const atOnce = amount !== null && (current === null || amount <= current);
    const change = { userId, kind, period, now };
    if (atOnce) {
      await writeChange(
        tx,
        change,
        { amountMinor: amount, ...NO_PENDING },
        { action: 'limit.set', old: current, new: amount },
      );
    } else if (current !== null) {
      const pending = {
        pending: true,
        pendingAmountMinor: amount,
        pendingEffectiveAt: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
      };
      await writeChange(tx, change, pending, { action: 'limit.pending', old: current, new: amount });
    }
    // No limit and none asked for: nothing to change.
  });
}

export type LimitChange = { ok: true } | { ok: false; message: Text };

/**
 * A limit's pending change, settled under its row's lock (POST user/limits/confirm and cancel): with none waiting the
 * request is refused; otherwise `settle` judges the row and writes what becomes of it with its audit row.
 */
function settlePending(
  db: Db,
  change: Change,
  settle: (row: LimitRow, write: (set: LimitSet, audit: Audit) => Promise<void>) => Promise<LimitChange>,
): Promise<LimitChange> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, change.userId, change.kind, change.period);
    if (!row.pending) return { ok: false, message: LIMIT_TEXTS.noPending };
    return settle(row, (set, audit) => writeChange(tx, change, set, audit));
  });
}

/** POST user/limits/confirm: the pending change applies once its 24 h are over. */
export function confirmLimit(db: Db, userId: number, kind: LimitKind, period: LimitPeriod, now: Date) {
  return settlePending(db, { userId, kind, period, now }, async (row, write) => {
    if (!row.pendingEffectiveAt) return { ok: false, message: LIMIT_TEXTS.noPending };
    if (now < row.pendingEffectiveAt) {
      return { ok: false, message: LIMIT_TEXTS.confirmFrom(haitiTime(row.pendingEffectiveAt)) };
    }
    await write(
      { amountMinor: row.pendingAmountMinor, ...NO_PENDING },
      { action: 'limit.confirm', old: row.amountMinor, new: row.pendingAmountMinor },
    );
    return { ok: true };
  });
}

/** POST user/limits/cancel: drops the pending change; the current limit stays. */
export function cancelLimit(db: Db, userId: number, kind: LimitKind, period: LimitPeriod, now: Date) {
  return settlePending(db, { userId, kind, period, now }, async (row, write) => {
    await write({ ...NO_PENDING }, { action: 'limit.cancel', old: row.pendingAmountMinor, new: row.amountMinor });
    return { ok: true };
  });
}

/**
 * The smallest allowance left of a kind's limited periods, and when it grows again (the latest end of the periods
 * that leave that little); null when no period is limited.
 */
export function smallestAllowance(
  rows: Map<LimitPeriod, LimitRow>,
  used: Usage,
  now: Date,
): { left: number; until: Date; period: LimitPeriod } | null {
  const limited = LIMIT_PERIODS.filter((p) => (rows.get(p)?.amountMinor ?? null) !== null);
  if (limited.length === 0) return null;
  const { bounds } = periodsAt(now);
  const left = (p: LimitPeriod) => Math.max(0, (rows.get(p)?.amountMinor ?? 0) - used[p]);
  const smallest = Math.min(...limited.map(left));
  const tied = limited.filter((p) => left(p) === smallest);
  const period = tied.reduce((a, b) => (bounds[b].end > bounds[a].end ? b : a));
  return { left: smallest, until: bounds[period].end, period };
}

/**
 * Why a deposit of `amountMinor` may not be credited now, or null: a break in force, or an amount over the smallest
 * allowance left of the limited periods (the message names that allowance and when it grows again).
 * `exceptPaymentId`: the deposit being credited, already marked completed.
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
  const rows = await limitRows(db, userId, 'deposit');
  if (![...rows.values()].some((row) => row.amountMinor !== null)) return null;
  const allowance = smallestAllowance(rows, await depositUsage(db, userId, now, exceptPaymentId), now);
  if (allowance === null || amountMinor <= allowance.left) return null;
  return LIMIT_TEXTS.reached(formatHtg(toMajor(allowance.left)), haitiTime(allowance.until));
}
