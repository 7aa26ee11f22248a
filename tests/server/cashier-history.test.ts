// Histories and bonus over real HTTP (docs/product.md#entities-money transaction, bet item, pagination, bonus info;
// docs/product.md#flows-bonus-convert bonus conversion, histories; docs/product.md#rules-history history queries;
// docs/product.md#calls-list payments v2, bets v3, bonus calls; docs/product.md#constants-paging page sizes).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsReply, bonusInfo, convertCheck, convertResult, paymentsReply } from '../../contract/schemas/wallet';
import * as s from '../../server/db/schema';
import { expectLedgerExact, json, newPlayer } from './cashier-harness';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
let demo: ReturnType<typeof browser>;
beforeAll(async () => {
  server = await startTestServer();
  demo = browser(server.url);
  const res = await demo.call('/api/v1/authorize', { method: 'POST', json: DEMO });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const payments = async (query = '') =>
  paymentsReply.parse(await json(await demo.call(`/api/v1/payments?version=2${query}`))).data;
const bets = async (query = '') => betsReply.parse(await json(await demo.call(`/api/v1/bets?version=3${query}`))).data;
const day = (iso: string) => iso.slice(0, 10);

describe('GET payments', () => {
  it('lists the seeded payments newest first, no-store, with pins, tx and rollback actions', async () => {
    const res = await demo.call('/api/v1/payments?version=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = paymentsReply.parse(await res.json()).data;
    expect(data.items).toHaveLength(12);
    expect(data.pagination).toEqual({ page: 1, limit: 12, count: 1, total: 12 });
    const dates = data.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const pendingOut = data.items.filter((i) => i.direction === 2 && i.status === 'pending');
    expect(pendingOut).toHaveLength(2);
    for (const item of data.items) {
      expect(item.actions.length).toBe(item.direction === 2 && item.status === 'pending' ? 1 : 0);
    }
    const crypto = data.items.filter((i) => i.tx !== null);
    expect(crypto.length).toBe(3);
    for (const item of crypto) {
      expect(item.tx?.id_short).toMatch(/^.{5}….{5}$/);
      expect(item.tx?.link).toMatch(/^https:\/\//);
      expect(item.tx?.rate).toBeLessThan(1);
    }
    expect(data.items.filter((i) => i.pin !== null).length).toBe(3);
  });

  it('filters by direction and date range, and pages', async () => {
    const ins = await payments('&pay_in=1');
    const outs = await payments('&pay_out=1');
    const both = await payments('&pay_in=1&pay_out=1');
    expect(ins.items.every((i) => i.direction === 1)).toBe(true);
    expect(outs.items.every((i) => i.direction === 2)).toBe(true);
    expect(ins.items.length + outs.items.length).toBe(12);
    expect(both.items).toHaveLength(12);
    expect((await payments('&pay_in=0&pay_out=0')).items).toHaveLength(0);

    const all = (await payments()).items;
    const middle = all[5];
    if (!middle) throw new Error('no middle payment');
    const onDay = await payments(`&start_date=${day(middle.date)}&finish_date=${day(middle.date)}`);
    expect(onDay.items.map((i) => i.id)).toContain(middle.id);
    expect(onDay.items.every((i) => day(i.date) === day(middle.date))).toBe(true);
    const since = await payments(`&start_date=${day(middle.date)}&finish_date=`);
    expect(since.items.every((i) => day(i.date) >= day(middle.date))).toBe(true);

    const page2 = await payments('&page=2&limit=5');
    expect(page2.pagination).toEqual({ page: 2, limit: 5, count: 3, total: 12 });
    expect(page2.items.map((i) => i.id)).toEqual(all.slice(5, 10).map((i) => i.id));
    expect((await payments('&page=4&limit=5')).items).toHaveLength(0);
  });

  it('refuses malformed queries with field errors', async () => {
    for (const [query, field] of [
      ['&page=0', 'page'],
      ['&limit=1000', 'limit'],
      ['&start_date=yesterday', 'start_date'],
      ['&finish_date=2026-13-45', 'finish_date'],
    ]) {
      const res = await demo.call(`/api/v1/payments?version=2${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, unknown> } };
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }
  });
});

describe('GET bets', () => {
  it('pages 20 at a time with the total, newest first, no-store', async () => {
    const res = await demo.call('/api/v1/bets?version=3');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const first = betsReply.parse(await res.json()).data;
    expect(first.pagination).toEqual({ page: 1, limit: 20, count: 3, total: 45 });
    expect(first.items).toHaveLength(20);
    const third = await bets('&page=3');
    expect(third.items).toHaveLength(5);
    const dates = [...first.items, ...(await bets('&page=2')).items, ...third.items].map((b) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const bet of first.items) {
      expect(['bet', 'win', 'refund']).toContain(bet.rate_action);
      expect(bet.amount.currency).toBe('HTG');
      expect(bet.game.length).toBeGreaterThan(0);
    }
  });

  it('filters by game and dates', async () => {
    const all = [...(await bets('&limit=100')).items];
    const game = all[0]?.game;
    const [row] = await server.db
      .select()
      .from(s.games)
      .where(eq(s.games.name, game ?? ''));
    const onlyGame = await bets(`&game_id=${row?.id}&limit=100`);
    expect(onlyGame.items.length).toBe(all.filter((b) => b.game === game).length);
    expect(onlyGame.items.every((b) => b.game === game)).toBe(true);

    const newest = all[0];
    const onDay = await bets(`&start_date=${day(newest?.date ?? '')}&finish_date=${day(newest?.date ?? '')}`);
    expect(onDay.items.every((b) => day(b.date) === day(newest?.date ?? ''))).toBe(true);
    expect((await bets('&start_date=2000-01-01&finish_date=2000-01-02')).pagination).toMatchObject({ total: 0 });
    expect((await demo.call('/api/v1/bets?version=3&game_id=abc')).status).toBe(400);
  });

  it('shows a new player nothing of the demo player', async () => {
    const { tab } = await newPlayer(server);
    const reply = betsReply.parse(await json(await tab.call('/api/v1/bets?version=3')));
    expect(reply.data).toEqual({ items: [], pagination: { page: 1, limit: 20, count: 1, total: 0 } });
  });
});

describe('bonus', () => {
  it('type 1 (demo player): progress and rules; conversion refused until wagered, nothing moves', async () => {
    const info = bonusInfo.parse(await json(await demo.call('/api/v1/user/balance/bonus/info')));
    expect(info).toMatchObject({
      bonus: { value: 850, currency: 'HTG' },
      type: 1,
      convert: true,
      progress: { current: 4_250, total: 10_000, currency: 'HTG' },
      to_unlock: 5_750,
      rules: { title: 'How the bonus unlocks' },
    });
    const check = convertCheck.parse(await json(await demo.call('/api/v1/user/balance/bonus/convert')));
    expect(check).toEqual({ convert_allowed: false, message: 'Wager 5\u2009750 HTG more to unlock your bonus' });
    const result = convertResult.parse(
      await json(await demo.call('/api/v1/user/balance/bonus/convert', { method: 'POST' })),
    );
    expect(result).toEqual({ success: false, message: 'Wager 5\u2009750 HTG more to unlock your bonus' });
    const balance = await json(await demo.call('/api/v1/user/balance/info'));
    expect(balance).toMatchObject({ balance: 12_500, bonus_balance: 850 });
  });

  it('type 1 wagered: converts the whole bonus at 1:1 once', async () => {
    const player = await newPlayer(server, { balance: 100, bonus: 300.5, bonusType: 1 });
    expect(await json(await player.tab.call('/api/v1/user/balance/bonus/convert'))).toEqual({ convert_allowed: true });
    const result = await json(await player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }));
    expect(result).toEqual({ success: true, message: '300.50 HTG moved to your balance' });
    expect(await json(await player.tab.call('/api/v1/user/balance/info'))).toMatchObject({
      balance: 400.5,
      bonus_balance: 0,
    });
    const again = await json(await player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }));
    expect(again).toEqual({ success: false, message: 'You have no bonus to convert' });
    await expectLedgerExact(server, player.user_id);
  });

  it('type 2: coefficient; without a program: convert false and refused', async () => {
    const two = await newPlayer(server, { bonus: 99.99, bonusType: 2 });
    expect(bonusInfo.parse(await json(await two.tab.call('/api/v1/user/balance/bonus/info')))).toEqual({
      bonus: { value: 99.99, currency: 'HTG' },
      type: 2,
      convert: true,
      convert_coefficient: 0.5,
    });
    const result = await json(await two.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }));
    expect(result).toEqual({ success: true, message: '49.99 HTG moved to your balance' });
    await expectLedgerExact(server, two.user_id);

    const none = await newPlayer(server, { bonus: 10 });
    expect(await json(await none.tab.call('/api/v1/user/balance/bonus/info'))).toEqual({
      bonus: { value: 10, currency: 'HTG' },
      convert: false,
    });
    expect(await json(await none.tab.call('/api/v1/user/balance/bonus/convert'))).toEqual({
      convert_allowed: false,
      message: 'This bonus cannot be converted',
    });
    expect(await json(await none.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }))).toEqual({
      success: false,
      message: 'This bonus cannot be converted',
    });
  });
});

describe('bonus rules and conversions', () => {
  it('type 1: the unlock rules are the catalogue’s sentences as a paragraph and a list, in the caller’s language', async () => {
    const player = await newPlayer(server, { bonus: 50, bonusType: 1, wagered: 100, wagerTotal: 400 });
    const rules = async () => bonusInfo.parse(await json(await player.tab.call('/api/v1/user/balance/bonus/info')));
    expect(await rules()).toEqual({
      bonus: { value: 50, currency: 'HTG' },
      type: 1,
      convert: true,
      progress: { current: 100, total: 400, currency: 'HTG' },
      to_unlock: 300,
      rules: {
        title: 'How the bonus unlocks',
        body:
          '<p>Your bonus becomes real money once you have wagered the amount shown with your real balance.</p><ul>' +
          '<li>Every bet counts once, whatever the result.</li>' +
          '<li>Bets with the bonus balance do not count.</li>' +
          '<li>Once unlocked, convert it from this panel; it goes to your real balance.</li></ul>',
      },
    });
    player.tab.jar.set('lang', 'fr');
    expect(await rules()).toMatchObject({
      rules: {
        title: 'Comment le bonus se débloque',
        body:
          '<p>Votre bonus devient de l’argent réel dès que vous avez misé le montant indiqué avec votre solde réel.</p><ul>' +
          '<li>Chaque pari compte une fois, quel que soit le résultat.</li>' +
          '<li>Les paris avec le solde bonus ne comptent pas.</li>' +
          '<li>Une fois débloqué, convertissez-le depuis ce panneau ; il passe sur votre solde réel.</li></ul>',
      },
    });
  });

  it('type 2 converts at its coefficient whatever its wagering, in one ledger transaction named after the player', async () => {
    // Wagering is type 1's condition only (docs/product.md#entities-money bonus info).
    const player = await newPlayer(server, { bonus: 40, bonusType: 2, wagered: 0, wagerTotal: 1_000 });
    expect(await json(await player.tab.call('/api/v1/user/balance/bonus/convert'))).toEqual({ convert_allowed: true });
    expect(await json(await player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }))).toEqual({
      success: true,
      message: '20 HTG moved to your balance',
    });
    expect(await json(await player.tab.call('/api/v1/user/balance/info'))).toMatchObject({
      balance: 20,
      bonus_balance: 0,
    });
    const entries = await server.db
      .select({ kind: s.accounts.kind, amount: s.ledgerEntries.amountMinor, ref: s.ledgerEntries.ref })
      .from(s.ledgerEntries)
      .innerJoin(s.accounts, eq(s.accounts.id, s.ledgerEntries.accountId))
      .where(and(eq(s.accounts.userId, player.user_id), eq(s.ledgerEntries.reason, 'bonus_conversion')))
      .orderBy(s.ledgerEntries.id);
    const ref = expect.stringMatching(new RegExp(`^bonus:${player.user_id}:\\d{13}$`));
    expect(entries).toEqual([
      { kind: 'regular', amount: 2_000, ref },
      { kind: 'bonus', amount: -4_000, ref },
    ]);
    expect(entries[0]?.ref).toBe(entries[1]?.ref);
    await expectLedgerExact(server, player.user_id);
  });

  it('a player without a bonus account is refused by the conversion as by its check: no bonus', async () => {
    // getBalances reads a missing account as 0 (tests/server/ledger-postings.test.ts); the conversion does the same.
    const player = await newPlayer(server, { bonusType: 2 });
    await server.db.delete(s.accounts).where(and(eq(s.accounts.userId, player.user_id), eq(s.accounts.kind, 'bonus')));
    expect(await json(await player.tab.call('/api/v1/user/balance/bonus/convert'))).toEqual({
      convert_allowed: false,
      message: 'You have no bonus to convert',
    });
    const res = await player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, message: 'You have no bonus to convert' });
  });
});

describe('crypto payouts in the payments history', () => {
  it('show the payout and its currency only when the row stores both, a number and a string', async () => {
    const player = await newPlayer(server);
    const [system] = await server.db
      .select({ id: s.paymentSystems.id })
      .from(s.paymentSystems)
      .where(eq(s.paymentSystems.slug, 'crypto-withdrawal'));
    const details: (Record<string, unknown> | null)[] = [
      { chain: 'TRX', amount_output: 7.5, currency: 'USDT' },
      null,
      { chain: 'TRX', amount_output: 3 },
      { chain: 'TRX', currency: 'USDT' },
      { chain: 'TRX', amount_output: '3', currency: 'USDT' },
    ];
    await server.db.insert(s.payments).values(
      details.map((detail, i) => ({
        userId: player.user_id,
        paymentSystemId: system?.id ?? 0,
        direction: 2 as const,
        amountMinor: 100_000,
        currency: 'HTG',
        status: 'completed' as const,
        txId: `payout-${i}-0123456789`,
        rate: 0.0075,
        details: detail,
        // Oldest last: the history lists newest first.
        createdAt: new Date(Date.UTC(2026, 0, 10 - i)),
      })),
    );
    const reply = (await json(await player.tab.call('/api/v1/payments?version=2'))) as {
      data: { items: { tx: unknown }[] };
    };
    const plain = (i: number) => ({ id: `payout-${i}-0123456789`, id_short: 'payou…56789', link: null, rate: 0.0075 });
    expect(reply.data.items.map((item) => item.tx)).toEqual([
      { ...plain(0), amount_output: 7.5, currency: 'USDT' },
      plain(1),
      plain(2),
      plain(3),
      plain(4),
    ]);
  });
});

describe('seeded pending withdrawals', () => {
  it('were debited when made, so cancelling one gives back exactly its amount', async () => {
    const [player] = await server.db.select().from(s.users).where(eq(s.users.phone, DEMO.login));
    if (!player) throw new Error('no demo player');
    await expectLedgerExact(server, player.id);
    const pending = (await payments('&pay_out=1')).items.find((i) => i.actions.length > 0);
    if (!pending) throw new Error('no pending withdrawal');
    const reply = await json(
      await demo.call('/api/v1/payments/actions', { method: 'POST', json: pending.actions[0]?.data.payload }),
    );
    expect(reply.status).toBe('success');
    const balance = await json(await demo.call('/api/v1/user/balance/info'));
    expect(balance.balance).toBe(12_500 + pending.amount.value);
    await expectLedgerExact(server, player.id);
  });
});
