// What one posting writes (docs/architecture.md#ledger): an entry per non-zero movement with its reason, reference and
// the balance right after it, in the order of the accounts' ids; nothing for a zero amount; a refusal that names the
// balance; the note to the player's live balance streams only when something moved. Straight against the ledger on a
// fresh seeded database of its own (tests/server/harness.ts); every expected value is written here by hand.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { accounts, ledgerEntries } from '../../server/db/schema';
import { listenOf, PLAYER_EVENTS_CHANNEL } from '../../server/events/player-events';
import { InsufficientFunds, credit, debit, getBalances, openAccounts, post } from '../../server/wallet/ledger';
import { insertBareUser, seededDatabase } from './harness';

let database: Database;
const notes: string[] = [];
let unlisten: (() => Promise<void>) | undefined;
beforeAll(async () => {
  database = await seededDatabase();
  unlisten = await listenOf(database.db)(PLAYER_EVENTS_CHANNEL, (payload) => notes.push(payload));
});
afterAll(async () => {
  await unlisten?.();
  await database?.close();
});

/** A user with no accounts yet. */
const newUser = () => insertBareUser(database.db, '5094');

async function newPlayer(): Promise<number> {
  const userId = await newUser();
  await openAccounts(database.db, userId);
  return userId;
}

/** The user's ledger entries, oldest first, with the kind of their account. */
async function entriesOf(userId: number) {
  return database.db
    .select({
      kind: accounts.kind,
      amount: ledgerEntries.amountMinor,
      after: ledgerEntries.balanceAfterMinor,
      reason: ledgerEntries.reason,
      ref: ledgerEntries.ref,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(ledgerEntries.id));
}

describe('ledger postings', () => {
  it('opens the three accounts in HTG at zero, and reads zero for a user without accounts', async () => {
    const bare = await newUser();
    expect(await getBalances(database.db, bare)).toEqual({ regular: 0, bonus: 0, sport: 0 });
    const userId = await newPlayer();
    const opened = await database.db
      .select({ kind: accounts.kind, currency: accounts.currency, balance: accounts.balanceMinor })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.id));
    expect(opened).toEqual([
      { kind: 'regular', currency: 'HTG', balance: 0 },
      { kind: 'bonus', currency: 'HTG', balance: 0 },
      { kind: 'sport', currency: 'HTG', balance: 0 },
    ]);
  });

  it('writes each movement with its reason, reference and the balance after it', async () => {
    const userId = await newPlayer();
    expect(await credit(database.db, userId, 'regular', 1_000, { reason: 'deposit', ref: 'pay-41' })).toEqual({
      regular: 1_000,
      bonus: 0,
      sport: 0,
    });
    // credit and debit take the amount's size: the sign is theirs.
    await credit(database.db, userId, 'regular', -250, { reason: 'win' });
    await debit(database.db, userId, 'regular', 300, { reason: 'bet', ref: 'round-7' });
    expect(await debit(database.db, userId, 'regular', -950, { reason: 'withdrawal', ref: null })).toEqual({
      regular: 0,
      bonus: 0,
      sport: 0,
    });
    expect(await entriesOf(userId)).toEqual([
      { kind: 'regular', amount: 1_000, after: 1_000, reason: 'deposit', ref: 'pay-41' },
      { kind: 'regular', amount: 250, after: 1_250, reason: 'win', ref: null },
      { kind: 'regular', amount: -300, after: 950, reason: 'bet', ref: 'round-7' },
      { kind: 'regular', amount: -950, after: 0, reason: 'withdrawal', ref: null },
    ]);
  });

  it('skips zero amounts and writes the movements in the order of the accounts, whatever the order given', async () => {
    const userId = await newPlayer();
    await credit(database.db, userId, 'bonus', 400, { reason: 'promo_code' });
    // Bonus listed first: the regular account was opened first, so its entry comes first.
    const after = await post(
      database.db,
      userId,
      [
        { kind: 'bonus', amountMinor: -400 },
        { kind: 'sport', amountMinor: 0 },
        { kind: 'regular', amountMinor: 200 },
      ],
      { reason: 'bonus_conversion', ref: 'conv-1' },
    );
    expect(after).toEqual({ regular: 200, bonus: 0, sport: 0 });
    expect(await entriesOf(userId)).toEqual([
      { kind: 'bonus', amount: 400, after: 400, reason: 'promo_code', ref: null },
      { kind: 'regular', amount: 200, after: 200, reason: 'bonus_conversion', ref: 'conv-1' },
      { kind: 'bonus', amount: -400, after: 0, reason: 'bonus_conversion', ref: 'conv-1' },
    ]);
    // Given in the accounts' order, they stay in it.
    await post(
      database.db,
      userId,
      [
        { kind: 'regular', amountMinor: -150 },
        { kind: 'bonus', amountMinor: 150 },
      ],
      { reason: 'bonus_conversion', ref: 'conv-2' },
    );
    expect((await entriesOf(userId)).slice(3)).toEqual([
      { kind: 'regular', amount: -150, after: 50, reason: 'bonus_conversion', ref: 'conv-2' },
      { kind: 'bonus', amount: 150, after: 150, reason: 'bonus_conversion', ref: 'conv-2' },
    ]);
    // Nothing but zeros: no entry at all.
    expect(await post(database.db, userId, [{ kind: 'regular', amountMinor: 0 }], { reason: 'bet' })).toEqual({
      regular: 50,
      bonus: 150,
      sport: 0,
    });
    expect(await entriesOf(userId)).toHaveLength(5);
  });

  it('tells the balance streams of a movement only, and only the player whose money moved', async () => {
    const userId = await newPlayer();
    const marker = await newPlayer();
    const before = notes.length;
    await post(database.db, userId, [{ kind: 'regular', amountMinor: 0 }], { reason: 'bet' });
    await credit(database.db, userId, 'regular', 500, { reason: 'deposit' });
    await credit(database.db, marker, 'regular', 100, { reason: 'deposit' });
    // Notes arrive in commit order: once the marker's is in, any the empty posting sent would be too.
    await expect.poll(() => notes.slice(before)).toContain(`balance:${marker}`);
    expect(notes.slice(before)).toEqual([`balance:${userId}`, `balance:${marker}`]);
  });

  it('refuses a debit the balance does not cover, naming the balance, and lets one land on zero', async () => {
    const userId = await newPlayer();
    await credit(database.db, userId, 'bonus', 700, { reason: 'promo_code' });
    const refusal = await debit(database.db, userId, 'bonus', 701, { reason: 'bet' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InsufficientFunds);
    expect(refusal).toMatchObject({ name: 'InsufficientFunds', kind: 'bonus', message: 'Insufficient bonus balance' });
    expect(await debit(database.db, userId, 'bonus', 700, { reason: 'bet' })).toEqual({
      regular: 0,
      bonus: 0,
      sport: 0,
    });
  });

  it('refuses a user without the account, and amounts that are not safe integers, writing nothing', async () => {
    const bare = await newUser();
    const missing = await credit(database.db, bare, 'regular', 100, { reason: 'deposit' }).catch(
      (error: unknown) => error,
    );
    expect(missing).not.toBeInstanceOf(InsufficientFunds);
    expect(missing).toMatchObject({ message: `User ${bare} has no regular account` });

    const userId = await newPlayer();
    for (const amount of [0.5, 2 ** 53]) {
      const error = await credit(database.db, userId, 'regular', amount, { reason: 'deposit' }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RangeError);
      expect(error).toMatchObject({ message: 'Ledger amounts are integer minor units' });
    }
    expect(await entriesOf(userId)).toEqual([]);
  });
});
