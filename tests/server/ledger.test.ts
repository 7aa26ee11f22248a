// The ledger under concurrency (docs/architecture.md#ledger): no negative balance, no lost write, and the balance is
// always the sum of its entries. Runs against the same migrations as the server, on a fresh database of
// its own (tests/server/harness.ts): PGlite by default; with DATABASE_URL=postgres://… (scripts/
// test-postgres.sh) on that PostgreSQL, where the 20 debits really run in parallel on separate
// connections (PGlite has one connection and queues them).
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { type BalanceKind, accounts, ledgerEntries, users } from '../../server/db/schema';
import { InsufficientFunds, credit, debit, getBalances, openAccounts, post } from '../../server/wallet/ledger';
import { seededDatabase } from './harness';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.close();
});

// Unique per run, so a reused PostgreSQL database does not collide with an earlier run's players.
const runId = String(Date.now() % 100_000).padStart(5, '0');
let phoneSeq = 0;
async function newPlayer(regularMinor: number): Promise<number> {
  const [user] = await database.db
    .insert(users)
    .values({ phone: `5093${runId}${String(phoneSeq++).padStart(3, '0')}`, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  await openAccounts(database.db, user.id);
  if (regularMinor > 0) await credit(database.db, user.id, 'regular', regularMinor, { reason: 'test' });
  return user.id;
}

async function ledgerSum(userId: number, kind: BalanceKind): Promise<number> {
  const [row] = await database.db
    .select({ total: sum(ledgerEntries.amountMinor) })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(accounts.userId, userId))
    .groupBy(accounts.kind)
    .having(eq(accounts.kind, kind));
  return Number(row?.total ?? 0);
}

describe('ledger', () => {
  it('lets only the debits the balance covers through, out of 20 concurrent ones', async () => {
    const userId = await newPlayer(10_000); // 100.00 HTG
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        debit(database.db, userId, 'regular', 1_500, { reason: 'bet', ref: `b${i}` }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(6); // 6 x 15.00 = 90.00 <= 100.00 < 7 x 15.00
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFunds);

    const balances = await getBalances(database.db, userId);
    expect(balances.regular).toBe(1_000);
    expect(balances.regular).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(userId, 'regular')).toBe(balances.regular);
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(eq(accounts.userId, userId));
    expect(entries.filter((e) => e.ledger_entries.reason === 'bet')).toHaveLength(6);
    expect(entries.every((e) => e.ledger_entries.balanceAfterMinor >= 0)).toBe(true);
  });

  it('loses no write when credits and debits race', async () => {
    const userId = await newPlayer(5_000);
    const ops = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? credit(database.db, userId, 'regular', 700, { reason: 'win' })
        : debit(database.db, userId, 'regular', 400, { reason: 'bet' }),
    );
    await Promise.allSettled(ops);
    const balances = await getBalances(database.db, userId);
    expect(balances.regular).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(userId, 'regular')).toBe(balances.regular);
  });

  it('applies a multi-account posting atomically or not at all', async () => {
    const userId = await newPlayer(2_000);
    await credit(database.db, userId, 'bonus', 500, { reason: 'promo' });
    // Converting 600 of bonus fails as a whole: the regular credit must not survive.
    await expect(
      post(
        database.db,
        userId,
        [
          { kind: 'regular', amountMinor: 600 },
          { kind: 'bonus', amountMinor: -600 },
        ],
        { reason: 'bonus_convert' },
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await getBalances(database.db, userId)).toEqual({ regular: 2_000, bonus: 500, sport: 0 });

    const after = await post(
      database.db,
      userId,
      [
        { kind: 'regular', amountMinor: 500 },
        { kind: 'bonus', amountMinor: -500 },
      ],
      { reason: 'bonus_convert' },
    );
    expect(after).toEqual({ regular: 2_500, bonus: 0, sport: 0 });
  });

  it('refuses amounts that are not integer minor units', async () => {
    const userId = await newPlayer(100);
    await expect(debit(database.db, userId, 'regular', 0.5, { reason: 'bet' })).rejects.toThrow(RangeError);
  });
});
