// "Sessions and authorisation" in docs/architecture.md#security: a second player can neither read the first one's
// payments, withdrawals, transactions and bets (lists, filters, ids) nor roll back or cancel their payments; the
// first player's balances, ledger and rows stay as they were. Player A is the seeded demo player (12
// payments with two pending withdrawals, ~45 bets); player B is fresh and makes one withdrawal of their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsReply, paymentsReply } from '../../contract/schemas/wallet';
import { createApp } from '../../server/app';
import * as s from '../../server/db/schema';
import {
  balances,
  expectLedgerExact,
  json,
  newPlayer,
  type Player,
  paymentsOf,
  submitPath,
  systemId,
} from './cashier-harness';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
let a: { id: number; tab: ReturnType<typeof browser> };
let b: Player;
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db.select().from(s.users).where(eq(s.users.phone, DEMO.login));
  if (!row) throw new Error('no demo player');
  const tab = browser(server.url);
  expect((await tab.call('/api/v1/authorize', { method: 'POST', json: DEMO })).status).toBe(200);
  a = { id: row.id, tab };
  b = await newPlayer(server, { balance: 5_000 });
  // B's own withdrawal, so B's lists are not empty by accident.
  const rates = (await json(await b.tab.call('/api/v1/crypto/rates'))).rates as Record<string, number>;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    payment_system: String(await systemId(server, 'crypto-withdrawal')),
    chain: 'TRX',
    currency: 'USDT',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount_native: '1000',
    amount_output: String(1000 * (rates.USDT ?? 0)),
  })) {
    form.append(name, value);
  }
  const made = await json(await b.tab.call(submitPath('crypto-withdrawal'), { method: 'POST', body: form }));
  expect(made.status).toBe('success');
});
afterAll(async () => {
  await server?.close();
});

/** A's rows and money, to compare after B's attempts. */
async function snapshotA() {
  const rows = await paymentsOf(server, a.id);
  const bets = await server.db.select().from(s.bets).where(eq(s.bets.userId, a.id));
  return {
    payments: rows
      .map((p) => ({ id: p.id, direction: p.direction, status: p.status, amount: p.amountMinor }))
      .sort((x, y) => x.id - y.id),
    bets: bets.length,
    balances: await balances(server, a.id),
  };
}

describe('player B', () => {
  it("never sees A's payments, withdrawals or transactions, whatever the filters", async () => {
    const aIds = new Set((await paymentsOf(server, a.id)).map((p) => p.id));
    expect(aIds.size).toBeGreaterThanOrEqual(12);
    const bIds = (await paymentsOf(server, b.user_id)).map((p) => p.id);
    expect(bIds).toHaveLength(1);
    for (const query of [
      '',
      '&pay_in=1',
      '&pay_out=1',
      '&pay_in=1&pay_out=1',
      '&start_date=2000-01-01&finish_date=2100-01-01',
      '&limit=100',
      '&page=2',
      `&user_id=${a.id}`,
      `&userId=${a.id}`,
    ]) {
      const data = paymentsReply.parse(await json(await b.tab.call(`/api/v1/payments?version=2${query}`))).data;
      for (const item of data.items) {
        expect(aIds.has(Number(item.id)), `${query}: item ${item.id}`).toBe(false);
        expect(bIds).toContain(Number(item.id));
      }
    }
    // A sees their own, as a control that the same calls do list payments.
    const own = paymentsReply.parse(await json(await a.tab.call('/api/v1/payments?version=2&limit=100'))).data;
    expect(own.items.length).toBeGreaterThanOrEqual(12);
  });

  it("never sees A's bets, even filtered by the games A played", async () => {
    const aBets = await server.db.select().from(s.bets).where(eq(s.bets.userId, a.id));
    expect(aBets.length).toBeGreaterThan(10);
    const games = [...new Set(aBets.map((bet) => bet.gameId))].slice(0, 3);
    for (const query of ['', '&limit=100', `&user_id=${a.id}`, ...games.map((id) => `&game_id=${id}`)]) {
      const data = betsReply.parse(await json(await b.tab.call(`/api/v1/bets?version=3${query}`))).data;
      expect(data.items, query).toEqual([]);
    }
    const own = betsReply.parse(await json(await a.tab.call('/api/v1/bets?version=3'))).data;
    expect(own.items.length).toBeGreaterThan(0);
  });

  it('reads only their own balance, profile and deposit address', async () => {
    expect(await json(await b.tab.call('/api/v1/user/balance/info'))).toMatchObject({ balance: 4_000 });
    expect(await json(await b.tab.call('/api/v1/user/profile/info?version=2'))).toMatchObject({ phone: b.phone });
    const address = async (tab: ReturnType<typeof browser>) =>
      (await json(await tab.call('/api/v1/crypto/address', { method: 'POST', json: { chainId: 'TRX' } }))).data;
    expect(await address(b.tab)).not.toEqual(await address(a.tab));
  });

  it("cannot roll back or cancel A's payments by id: A's rows, balances and ledger are unchanged", async () => {
    const before = await snapshotA();
    const bBefore = await balances(server, b.user_id);
    const pending = before.payments.filter((p) => p.direction === 2 && p.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const payment of before.payments) {
      for (const id of [payment.id, String(payment.id)]) {
        const res = await b.tab.call('/api/v1/payments/actions', {
          method: 'POST',
          json: { action: 'rollback', payment_id: id },
        });
        // The same answer as for an id that does not exist: B learns nothing about A's payment.
        expect(await res.json()).toEqual({ status: 'error', message: 'Payment not found' });
      }
    }
    expect(await snapshotA()).toEqual(before);
    await expectLedgerExact(server, a.id);
    expect(await balances(server, b.user_id)).toEqual(bBefore);

    // The owner still can: the refusal above was about B, not about the payment.
    const res = await a.tab.call('/api/v1/payments/actions', {
      method: 'POST',
      json: { action: 'rollback', payment_id: pending[0]?.id },
    });
    expect(await res.json()).toMatchObject({ status: 'success' });
    await expectLedgerExact(server, a.id);
  });
});

describe('the API', () => {
  it("addresses no player's object by id in a path: only catalogue ids and payment system ids", async () => {
    // A new /api route with a path parameter fails here, so whoever adds it checks who may read it.
    const params = new Set<string>();
    for (const { path } of createApp({ db: server.db, mode: 'test' }).routes) {
      if (!path.startsWith('/api/')) continue;
      if (/:\w+/.test(path)) params.add(path);
    }
    expect([...params].sort()).toEqual([
      '/api/v1/blogs/articles/article/:articleId',
      '/api/v1/blogs/articles/seo/:articleId',
      '/api/v1/blogs/categories/category/:categoryId',
      '/api/v1/game-description/:gameId',
      '/api/v1/games/game/:gameId',
      '/api/v1/games/groups/:groupAlias',
      '/api/v1/games/groups/:groupAlias/games/:gameId',
      '/api/v1/payment_system/:id',
      '/api/v1/payments/submit/:slug',
      '/api/v1/promo/offers/:offerId/members',
      '/api/v1/promo/offers/offer/:offerId',
      '/api/v1/promo/offers/seo/:offerId',
      // A catalogue game id, in the caller's own list (docs/api.md#player-protection).
      '/api/v1/user/favourites/:gameId',
    ]);
  });
});
