// The ledger: every balance change is a row in ledger_entries written in the same transaction as
// the account update (docs/architecture.md#ledger). A debit is one conditional UPDATE ("… WHERE balance + delta >= 0"):
// PostgreSQL re-checks that condition on the newest row version after waiting for the row lock, so
// concurrent debits can neither overdraw an account nor overwrite each other's result. Every write also notifies the
// player's live balance streams when it commits (server/events/player-events.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BalanceKind, BALANCE_KINDS, accounts, ledgerEntries } from '../db/schema';
import { notifyPlayer } from '../events/player-events';
import { CURRENCY } from './money';

export class InsufficientFunds extends Error {
  constructor(readonly kind: BalanceKind) {
    super(`Insufficient ${kind} balance`);
    this.name = 'InsufficientFunds';
  }
}

/** One signed movement on one of the user's accounts (negative = debit). */
export interface Posting {
  kind: BalanceKind;
  amountMinor: number;
}

export interface PostingMeta {
  reason: string;
  ref?: string | null;
}

export type Balances = Record<BalanceKind, number>;

/** Creates the user's regular, bonus and sport accounts (idempotent). */
export async function openAccounts(db: Db, userId: number, currency = CURRENCY): Promise<void> {
  await db
    .insert(accounts)
    .values(BALANCE_KINDS.map((kind) => ({ userId, kind, currency })))
    .onConflictDoNothing();
}

export async function getBalances(db: Db, userId: number): Promise<Balances> {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balanceMinor })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const out: Balances = { regular: 0, bonus: 0, sport: 0 };
  for (const row of rows) out[row.kind] = row.balance;
  return out;
}

/**
 * Applies all postings atomically: either every account moves and every entry is written, or
 * nothing is (InsufficientFunds). Accounts are touched in id order so two transfers over the same
 * pair of accounts cannot deadlock.
 */
export async function post(db: Db, userId: number, postings: Posting[], meta: PostingMeta): Promise<Balances> {
  const moves = postings.filter((p) => p.amountMinor !== 0);
  for (const p of moves) {
    if (!Number.isSafeInteger(p.amountMinor)) throw new RangeError('Ledger amounts are integer minor units');
  }
  return db.transaction(async (tx) => {
    const kinds = [...new Set(moves.map((p) => p.kind))];
    const owned =
      kinds.length === 0
        ? []
        : await tx
            .select({ id: accounts.id, kind: accounts.kind })
            .from(accounts)
            .where(and(eq(accounts.userId, userId), inArray(accounts.kind, kinds)))
            .orderBy(accounts.id);
    const idOf = new Map(owned.map((a) => [a.kind, a.id]));
    const ordered = [...moves].sort((a, b) => (idOf.get(a.kind) ?? 0) - (idOf.get(b.kind) ?? 0));
    for (const p of ordered) {
      const accountId = idOf.get(p.kind);
      if (accountId === undefined) throw new Error(`User ${userId} has no ${p.kind} account`);
      const [row] = await tx
        .update(accounts)
        .set({ balanceMinor: sql`${accounts.balanceMinor} + ${p.amountMinor}`, updatedAt: sql`now()` })
        .where(and(eq(accounts.id, accountId), sql`${accounts.balanceMinor} + ${p.amountMinor} >= 0`))
        .returning({ balance: accounts.balanceMinor });
      if (!row) throw new InsufficientFunds(p.kind);
      await tx.insert(ledgerEntries).values({
        accountId,
        amountMinor: p.amountMinor,
        balanceAfterMinor: row.balance,
        reason: meta.reason,
        ref: meta.ref ?? null,
      });
    }
    // The player's open balance streams hear of it on commit, on every instance (docs/api.md#player-protection).
    if (ordered.length > 0) await notifyPlayer(tx, userId, 'balance');
    return getBalances(tx, userId);
  });
}

export const credit = (db: Db, userId: number, kind: BalanceKind, amountMinor: number, meta: PostingMeta) =>
  post(db, userId, [{ kind, amountMinor: Math.abs(amountMinor) }], meta);

export const debit = (db: Db, userId: number, kind: BalanceKind, amountMinor: number, meta: PostingMeta) =>
  post(db, userId, [{ kind, amountMinor: -Math.abs(amountMinor) }], meta);
