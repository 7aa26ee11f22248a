// The demo player's past (docs/product.md#routes-bets /bets and /payments): ~45 bets over the last 60 days and a
// payment history with every status, including pending withdrawals (already debited) that the app offers to
// roll back.
import { and, eq, sql } from 'drizzle-orm';
import { bets, payments } from '../schema';
import { explorerLink } from '../../wallet/crypto';
import { post } from '../../wallet/ledger';
import { toMinor } from '../../wallet/money';
import { type SeedContext, daysAgo, pick } from './context';
import type { SeededUsers } from './users';

const BET_COUNT = 45;
const HISTORY_DAYS = 60;

export async function seedBets({ db, now, random }: SeedContext, users: SeededUsers, gameIds: Map<string, number>) {
  const playable = [...gameIds.entries()].filter(([alias]) => !alias.endsWith('-hub') && alias !== 'betting');
  const rows = Array.from({ length: BET_COUNT }, (_, i) => {
    const [, gameId] = pick(random, playable);
    const roll = random();
    const rateAction: 'bet' | 'win' | 'refund' = roll < 0.62 ? 'bet' : roll < 0.95 ? 'win' : 'refund';
    const amount = rateAction === 'win' ? 50 + Math.floor(random() * 4_000) : 25 + Math.floor(random() * 1_500);
    const day = Math.floor((i / BET_COUNT) * HISTORY_DAYS);
    return {
      userId: users.playerId,
      gameId,
      amountMinor: toMinor(amount + (random() < 0.3 ? 0.5 : 0)),
      currency: 'HTG',
      rateAction,
      balanceType: (random() < 0.8 ? 0 : 1) as 0 | 1,
      createdAt: daysAgo(now, day, 8 + Math.floor(random() * 14), Math.floor(random() * 60)),
    };
  });
  await db.insert(bets).values(rows);
}

/**
 * Crypto rows carry the rate as units of the currency per 1 HTG (docs/product.md#calls-list crypto/rates), 6 decimals.
 */
const perHtg = (htgPerUnit: number) => Number((1 / htgPerUnit).toFixed(6));
const cryptoTx = (chain: string, txId: string) => ({ txId, txLink: explorerLink(chain, txId) });

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

export async function seedPayments({ db, now, random }: SeedContext, users: SeededUsers, systems: Map<string, number>) {
  const system = (slug: string) => {
    const id = systems.get(slug);
    if (id === undefined) throw new Error(`seed: no payment system ${slug}`);
    return id;
  };
  const pin = () => String(100_000 + Math.floor(random() * 900_000));
  const userId = users.playerId;
  const base = { userId, currency: 'HTG' };
  /** A USDT payment on Tron at 131.85 HTG: its transaction, rate and amounts in HTG and in USDT. */
  const usdtOnTron = (usdt: number) => {
    const native = Math.round(usdt * 131.85);
    return {
      amountMinor: toMinor(native),
      ...cryptoTx('TRX', hex(random, 64)),
      rate: perHtg(131.85),
      details: { chain: 'TRX', currency: 'USDT', amount_native: native, amount_output: usdt },
    };
  };
  const rows = await db
    .insert(payments)
    .values([
      {
        ...base,
        paymentSystemId: system('moncash'),
        direction: 1,
        amountMinor: toMinor(5_000),
        status: 'completed',
        createdAt: daysAgo(now, 58, 10, 12),
      },
      {
        ...base,
        paymentSystemId: system('natcash'),
        direction: 1,
        amountMinor: toMinor(2_500),
        status: 'completed',
        createdAt: daysAgo(now, 50, 19, 40),
      },
      {
        ...base,
        paymentSystemId: system('cash-deposit'),
        direction: 1,
        amountMinor: toMinor(3_000),
        status: 'completed',
        pin: pin(),
        createdAt: daysAgo(now, 44, 11, 5),
      },
      {
        ...base,
        paymentSystemId: system('crypto-deposit'),
        direction: 1,
        status: 'completed',
        ...usdtOnTron(100),
        createdAt: daysAgo(now, 37, 22, 18),
      },
      {
        ...base,
        paymentSystemId: system('cash-withdrawal'),
        direction: 2,
        amountMinor: toMinor(4_000),
        status: 'completed',
        pin: pin(),
        createdAt: daysAgo(now, 30, 14, 0),
      },
      {
        ...base,
        paymentSystemId: system('moncash'),
        direction: 1,
        amountMinor: toMinor(1_500),
        status: 'cancelled',
        createdAt: daysAgo(now, 26, 9, 30),
      },
      {
        ...base,
        paymentSystemId: system('moncash-withdrawal'),
        direction: 2,
        amountMinor: toMinor(2_000),
        status: 'rejected',
        createdAt: daysAgo(now, 21, 16, 45),
      },
      {
        ...base,
        paymentSystemId: system('crypto-withdrawal'),
        direction: 2,
        amountMinor: toMinor(8_640),
        status: 'completed',
        ...cryptoTx('ETH', `0x${hex(random, 64)}`),
        rate: perHtg(432_150),
        details: { chain: 'ETH', currency: 'ETH', amount_native: 8_640, amount_output: 0.02 },
        createdAt: daysAgo(now, 15, 20, 2),
      },
      {
        ...base,
        paymentSystemId: system('moncash'),
        direction: 1,
        amountMinor: toMinor(4_000),
        status: 'completed',
        createdAt: daysAgo(now, 9, 12, 20),
      },
      {
        ...base,
        paymentSystemId: system('card-deposit'),
        direction: 1,
        amountMinor: toMinor(2_000),
        status: 'pending',
        createdAt: daysAgo(now, 3, 18, 10),
      },
      {
        ...base,
        paymentSystemId: system('cash-withdrawal'),
        direction: 2,
        amountMinor: toMinor(1_500),
        status: 'pending',
        pin: pin(),
        createdAt: daysAgo(now, 1, 10, 0),
      },
      {
        ...base,
        paymentSystemId: system('crypto-withdrawal'),
        direction: 2,
        status: 'pending',
        ...usdtOnTron(20),
        createdAt: daysAgo(now, 0, 7, 45),
      },
    ])
    .returning();
  // A completed deposit was credited when it was made: its deposit limit period counts it from then.
  await db
    .update(payments)
    .set({ completedAt: sql`${payments.createdAt}` })
    .where(and(eq(payments.userId, userId), eq(payments.direction, 1), eq(payments.status, 'completed')));
  // A pending withdrawal has left the balance already (server/wallet/payments.ts): its opening money
  // and its debit are posted, so cancelling it in the app refunds what was really taken, and the
  // player still opens at the balance users.ts gives.
  for (const p of rows.filter((r) => r.direction === 2 && r.status === 'pending')) {
    await post(db, userId, [{ kind: 'regular', amountMinor: p.amountMinor }], {
      reason: 'opening_balance',
      ref: 'seed',
    });
    await post(db, userId, [{ kind: 'regular', amountMinor: -p.amountMinor }], {
      reason: 'withdrawal',
      ref: `payment:${p.id}`,
    });
  }
}
