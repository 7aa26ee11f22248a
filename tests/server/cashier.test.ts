// Cashier calls over real HTTP (docs/product.md#entities-cashier payment system, crypto chain, widget data;
// docs/product.md#rules-crypto-withdrawal crypto and cash withdrawal rules; docs/product.md#calls-list
// payment_deposits, payment_withdrawals, payment_system/{id}, crypto/*, server-supplied endpoints and bodies): every
// call needs a session, lists and details parse with the app's schemas, and every refusal leaves the balance and the
// payments untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cryptoAddressReply,
  cryptoRates,
  cryptoWidgetData,
  paymentSystemList,
  paymentSystemReply,
  withdrawalCashData,
} from '../../contract/schemas/wallet';
import { CHAINS } from '../../server/db/seed/crypto';
import { isValidAddress } from '../../contract/crypto-addresses';
import { expectLedgerExact, json, newPlayer } from './cashier-harness';
import { browser, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const CASHIER_CALLS: [method: string, path: string][] = [
  ['GET', '/api/v1/payment_deposits?version=3'],
  ['GET', '/api/v1/payment_withdrawals?version=3'],
  ['GET', '/api/v1/payment_system/1?version=3'],
  ['POST', '/api/v1/crypto/address'],
  ['GET', '/api/v1/crypto/rates'],
  ['GET', '/api/v1/crypto/deposit_rates'],
  ['POST', '/api/v1/payments/submit/crypto-withdrawal'],
  ['POST', '/api/v1/payments/submit/moncash'],
  ['POST', '/api/v1/payments/actions'],
  ['GET', '/api/v1/payments?version=2'],
  ['GET', '/api/v1/bets?version=3'],
  ['GET', '/api/v1/user/balance/bonus/info'],
  ['GET', '/api/v1/user/balance/bonus/convert'],
  ['POST', '/api/v1/user/balance/bonus/convert'],
];

describe('authorization', () => {
  it.each(CASHIER_CALLS)('%s %s is 401 without a session', async (method, path) => {
    const res = await fetch(new URL(path, server.url), {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });
});

describe('POST /dev/players', () => {
  it('makes a fresh signed-in player with opening balances through the ledger', async () => {
    const a = await newPlayer(server, { balance: 1_234.5, bonus: 20 });
    const b = await newPlayer(server);
    expect(a.phone).toMatch(/^509\d{8}$/);
    expect(a.national).toBe(a.phone.slice(3));
    expect(a.phone).not.toBe(b.phone);
    expect(a.phone).not.toBe('50937000001');
    const info = await json(await a.tab.call('/api/v1/user/balance/info'));
    expect(info).toMatchObject({ balance: 1_234.5, bonus_balance: 20, sport_balance: 0, currency: 'HTG' });
    await expectLedgerExact(server, a.user_id);
  });

  it('refuses a malformed setup', async () => {
    const res = await browser(server.url).call('/dev/players', { method: 'POST', json: { balance: -5, bonusType: 3 } });
    expect(res.status).toBe(400);
  });
});

describe('payment system lists and details', () => {
  it('lists deposits and withdrawals with icons, only page systems carry limits', async () => {
    const { tab } = await newPlayer(server);
    const deposits = paymentSystemList.parse(await json(await tab.call('/api/v1/payment_deposits?version=3')));
    const withdrawals = paymentSystemList.parse(await json(await tab.call('/api/v1/payment_withdrawals?version=3')));
    expect(deposits.list.map((p) => p.name)).toEqual(['MonCash', 'NatCash', 'Cash at a club', 'Crypto', 'Bank card']);
    expect(withdrawals.list.map((p) => p.name)).toEqual(['Cash at a club', 'Crypto', 'MonCash', 'Bank transfer']);
    expect(deposits.list.every((p) => p.direction === 1)).toBe(true);
    expect(withdrawals.list.every((p) => p.direction === 2)).toBe(true);
    for (const p of [...deposits.list, ...withdrawals.list]) {
      expect(p.icon).toMatch(/^\/media\/payments\/[\w-]+\.svg\?w=96&h=96$/);
      expect((await fetch(new URL(p.icon, server.url))).headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(p.href !== undefined).toBe(p.type === 'link');
      expect(p.currency !== undefined).toBe(p.type === 'page');
    }
    expect(deposits.list[0]?.currency).toEqual({
      min_amount: 50,
      max_amount: 75_000,
      withdraw_auto_confirm: false,
      day_limit: 200_000,
    });
  });

  it('details every system by type; widgets carry their clubs and chains', async () => {
    const { tab } = await newPlayer(server);
    const ids = async (path: string) => paymentSystemList.parse(await json(await tab.call(path))).list.map((p) => p.id);
    const all = [...(await ids('/api/v1/payment_deposits')), ...(await ids('/api/v1/payment_withdrawals'))];
    const details = new Map<string, unknown>();
    for (const id of all) {
      const reply = paymentSystemReply.parse(await json(await tab.call(`/api/v1/payment_system/${id}?version=3`)));
      expect(reply.data.id).toBe(id);
      details.set(
        reply.data.type === 'widget' ? reply.data.widget : `${reply.data.type}:${reply.data.name}`,
        reply.data,
      );
    }
    const page = details.get('page:MonCash') as { html: string };
    expect(page.html).toBe(`/dev/moncash?payment_system=${all[0]}`);
    const form = details.get('form:NatCash') as { form: { endpoint: string; fields: { kind: string }[] } };
    expect(form.form.endpoint).toBe('/api/v1/payments/submit/natcash');
    expect(new Set(form.form.fields.map((f) => f.kind))).toEqual(
      new Set(['block', 'clipboard', 'amount', 'input', 'select', 'link']),
    );

    const widget = (name: string) => (details.get(name) as { data: unknown }).data;
    const depositCrypto = cryptoWidgetData.parse(widget('deposit-crypto'));
    expect(depositCrypto.endpoint).toBe('/api/v1/crypto/address');
    expect(depositCrypto.confirmMessage).toBeNull();
    expect(depositCrypto.chains.map((c) => c.value)).toEqual([...CHAINS.map((c) => c[0])]);
    const unselectable = depositCrypto.chains.filter((c) => !c.currency);
    expect(unselectable).toHaveLength(1);
    for (const chain of depositCrypto.chains) expect(chain.image.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);

    const withdrawalCrypto = cryptoWidgetData.parse(widget('withdrawal-crypto'));
    expect(withdrawalCrypto).toMatchObject({ limits: { min: 1_000, max: 500_000 } });
    expect(withdrawalCrypto.endpoint).toBe('/api/v1/payments/submit/crypto-withdrawal');

    const cash = withdrawalCashData.parse(widget('withdrawal-cash'));
    expect(cash.clubs).toHaveLength(10);
    expect(cash.clubs.find((c) => c.label === 'Club Pétion-Ville')).toMatchObject({
      withdrawal_limit: -1,
      withdrawal_min: 1_000,
    });
    expect(cash.limits).toMatchObject({ min: 250, max: 100_000 });

    const depositCash = widget('deposit-cash') as {
      clubs: { id: number; name: string }[];
      limits: unknown;
      endpoint: string;
    };
    expect(depositCash.clubs).toHaveLength(9); // Saint-Marc takes no deposits
    expect(depositCash.clubs.some((c) => c.name === 'Club Saint-Marc')).toBe(false);
    expect(depositCash.limits).toEqual({ min: 100, max: 100_000 });
    expect(depositCash.endpoint).toBe('/api/v1/payments/submit/cash-deposit');
  });

  it('answers an unknown id with the failure wrapper and a reason', async () => {
    const { tab } = await newPlayer(server);
    for (const id of ['9999', 'abc']) {
      const res = await tab.call(`/api/v1/payment_system/${id}?version=3`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'error', reason: 'Payment system not found' });
    }
  });
});

describe('crypto', () => {
  it('gives one address per player and chain, valid for that chain (checksum included), kept across calls', async () => {
    const a = await newPlayer(server);
    const b = await newPlayer(server);
    const address = async (tab: typeof a.tab, chainId: string) =>
      cryptoAddressReply.parse(
        await json(await tab.call('/api/v1/crypto/address', { method: 'POST', json: { chainId } })),
      ).data.address;
    for (const [value, , currency] of CHAINS) {
      if (!currency) continue;
      const first = await address(a.tab, value);
      // The app's own check, itself tested against published addresses (tests/contract/crypto-addresses.test.ts).
      expect(isValidAddress(value, first), `${value} ${first}`).toBe(true);
      expect(isValidAddress(value === 'BTC' ? 'LTC' : 'BTC', first)).toBe(false);
      expect(await address(a.tab, value)).toBe(first);
      expect(await address(b.tab, value)).not.toBe(first);
    }
    expect(await address(a.tab, 'TRX')).not.toBe(await address(a.tab, 'TON'));
  });

  it('refuses a chain without a currency, an unknown chain and an empty body', async () => {
    const { tab } = await newPlayer(server);
    for (const [chainId, reason] of [
      ['BNB', 'Chain has not currency'],
      ['NOPE', 'Unknown chain'],
    ]) {
      const reply = await json(await tab.call('/api/v1/crypto/address', { method: 'POST', json: { chainId } }));
      expect(reply).toEqual({ status: 'error', reason, message: reason });
    }
    expect((await tab.call('/api/v1/crypto/address', { method: 'POST', json: {} })).status).toBe(400);
  });

  it('answers rates as units per 1 HTG, the withdrawal rate a little below the deposit rate', async () => {
    const { tab } = await newPlayer(server);
    const deposit = cryptoRates.parse(await json(await tab.call('/api/v1/crypto/deposit_rates'))).rates;
    const withdrawal = cryptoRates.parse(await json(await tab.call('/api/v1/crypto/rates'))).rates;
    expect(Object.keys(deposit).sort()).toEqual(
      ['BCH', 'BTC', 'DASH', 'DOGE', 'ETH', 'LTC', 'SOL', 'TON', 'USDT', 'XRP'].sort(),
    );
    expect(deposit.USDT).toBeCloseTo(1 / 131.85, 4);
    expect(withdrawal.USDT).toBeLessThan(deposit.USDT ?? 0);
  });
});
