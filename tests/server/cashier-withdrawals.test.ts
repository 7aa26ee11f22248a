// Payment posts over real HTTP (docs/product.md#rules-crypto-withdrawal crypto withdrawal and cash withdrawal rules,
// docs/product.md#calls-payment-bodies bodies and replies): the server holds the browser's rules even when the browser
// is bypassed. Every refusal is 200 {status:'error', message, errors:{field:[message]}} and moves nothing; every
// success debits (withdrawals) or records (deposits) exactly once; rollback is the player's own and happens once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPostReply, paymentsReply } from '../../contract/schemas/wallet';
import {
  balances,
  expectLedgerExact,
  json,
  newPlayer,
  type Player,
  paymentsOf,
  postCashWithdrawal,
  postForm,
  submitPath,
  systemIds,
} from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer();
  ids = await systemIds(server, [
    'crypto-withdrawal',
    'cash-withdrawal',
    'cash-deposit',
    'natcash',
    'moncash-withdrawal',
    'card-deposit',
  ]);
});
afterAll(async () => {
  await server?.close();
});

const TRX_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

async function rates(player: Player): Promise<Record<string, number>> {
  return ((await json(await player.tab.call('/api/v1/crypto/rates'))).rates ?? {}) as Record<string, number>;
}

async function cryptoWithdrawal(player: Player, fields: Partial<Record<string, string>>) {
  const r = await rates(player);
  const native = fields.amount_native ?? '2000';
  const body = {
    payment_system: String(ids['crypto-withdrawal']),
    chain: 'TRX',
    currency: 'USDT',
    address: TRX_ADDRESS,
    amount_native: native,
    amount_output: String(Number(native) * (r.USDT ?? 0)),
    ...fields,
  };
  const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return paymentPostReply.parse(await json(await postForm(player.tab, submitPath('crypto-withdrawal'), clean)));
}

/** Nothing moved: balance as opened, no payment, ledger exact. */
async function expectUntouched(player: Player, regularMinor: number) {
  expect((await balances(server, player.user_id)).regular).toBe(regularMinor);
  expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
  await expectLedgerExact(server, player.user_id);
}

describe('crypto withdrawal', () => {
  it('refuses bad input field by field and moves nothing', async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    const cases: [Partial<Record<string, string>>, string, string][] = [
      [{ address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv' }, 'address', 'Invalid address format'],
      // One character changed: the Tron form still holds, the Base58Check checksum does not.
      [{ address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv9' }, 'address', 'Invalid address format'],
      [
        { chain: 'ETH', currency: 'ETH', address: '0x52908400098527886E0F7030069857D2E4169Ee7' },
        'address',
        'Invalid address format',
      ],
      [{ address: ETH_ADDRESS }, 'address', 'Invalid address format'],
      [{ address: '' }, 'address', 'This field is required'],
      [{ chain: '' }, 'chain', 'Chain not selected'],
      [{ chain: 'BNB' }, 'chain', 'Chain has not currency'],
      [{ currency: 'ETH' }, 'currency', 'Wrong network'],
      [{ amount_native: '999.99' }, 'amount_native', 'Minimum amount is 1\u2009000 HTG'],
      // A decimal comma is read as the point: this one is a number, below the minimum.
      [{ amount_native: '999,99' }, 'amount_native', 'Minimum amount is 1\u2009000 HTG'],
      [{ amount_native: '500001' }, 'amount_native', 'Maximum amount is 500\u2009000 HTG'],
      [{ amount_native: '5000.01' }, 'amount_native', 'Insufficient funds'],
      [{ amount_native: '10.555' }, 'amount_native', 'Enter an amount in HTG with at most 2 decimals'],
      [{ amount_output: '1' }, 'amount_output', 'The rate has changed. Check the amounts and try again.'],
      [{ amount_output: 'abc' }, 'amount_output', 'Enter a number'],
    ];
    for (const [fields, field, message] of cases) {
      const reply = await cryptoWithdrawal(player, fields);
      expect(reply, JSON.stringify(fields)).toMatchObject({ status: 'error', errors: { [field]: [message] } });
      expect(typeof reply.message).toBe('string');
    }
    const wrongSystem = await cryptoWithdrawal(player, { payment_system: String(ids['cash-withdrawal']) });
    expect(wrongSystem).toMatchObject({ status: 'error', reason: 'Unknown payment system' });
    await expectUntouched(player, 500_000);
  });

  it('debits a good one at once, shows it in the history with its tx, and a rollback restores it once', async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    const reply = await cryptoWithdrawal(player, { amount_native: '1500.50' });
    expect(reply).toEqual({
      status: 'success',
      message: 'Withdrawal accepted for processing',
      amount_output: expect.any(Number),
      currency: 'USDT',
    });
    expect((await balances(server, player.user_id)).regular).toBe(500_000 - 150_050);

    const history = paymentsReply.parse(await json(await player.tab.call('/api/v1/payments?version=2')));
    expect(history.data.items).toHaveLength(1);
    const [item] = history.data.items;
    expect(item).toMatchObject({
      direction: 2,
      amount: { value: 1_500.5, currency: 'HTG' },
      status: 'pending',
      pin: null,
    });
    expect(item?.method).toBe('Crypto (TRX)');
    expect(item?.tx?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(item?.tx?.id_short).toBe(`${item?.tx?.id.slice(0, 5)}…${item?.tx?.id.slice(-5)}`);
    expect(item?.tx?.link).toBe(`https://tronscan.org/#/transaction/${item?.tx?.id}`);
    expect(item?.tx?.rate).toBeGreaterThan(0);
    expect(item?.actions).toEqual([
      {
        type: 'request',
        data: {
          endpoint: '/api/v1/payments/actions',
          name: 'Cancel',
          payload: { action: 'rollback', payment_id: item?.id },
        },
      },
    ]);

    const rollback = () =>
      player.tab.call('/api/v1/payments/actions', { method: 'POST', json: item?.actions[0]?.data.payload }).then(json);
    expect(await rollback()).toMatchObject({ status: 'success' });
    expect(await rollback()).toEqual({ status: 'error', message: 'This payment can no longer be cancelled' });
    expect((await balances(server, player.user_id)).regular).toBe(500_000);
    const after = paymentsReply.parse(await json(await player.tab.call('/api/v1/payments?version=2')));
    expect(after.data.items[0]).toMatchObject({ status: 'cancelled', actions: [] });
    await expectLedgerExact(server, player.user_id);
  });

  it("pays the server's own amount, never the client's: stored, replied and shown in the history", async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    const rate = (await rates(player)).USDT ?? 0;
    // A screen 1.5 % off the rate: within the tolerance, so accepted, but the payout is not the one it shows.
    const asked = Number((2_000 * rate * 1.015).toFixed(8));
    const reply = await cryptoWithdrawal(player, { amount_native: '2000', amount_output: String(asked) });
    expect(reply.status).toBe('success');

    const [payment] = await paymentsOf(server, player.user_id);
    const payout = Number((2_000 * (payment?.rate ?? 0)).toFixed(8));
    expect(payout).toBeGreaterThan(0);
    expect(Math.abs(payout - asked)).toBeGreaterThan(payout * 0.01);
    expect(payment?.details).toMatchObject({ currency: 'USDT', amount_native: 2_000, amount_output: payout });
    expect(reply).toMatchObject({ amount_output: payout, currency: 'USDT' });

    const history = paymentsReply.parse(await json(await player.tab.call('/api/v1/payments?version=2')));
    expect(history.data.items[0]?.tx).toMatchObject({ amount_output: payout, currency: 'USDT', rate: payment?.rate });
    await expectLedgerExact(server, player.user_id);
  });

  it("keeps one player's payment away from another: no rollback, not in their history", async () => {
    const owner = await newPlayer(server, { balance: 3_000 });
    const other = await newPlayer(server, { balance: 3_000 });
    expect((await cryptoWithdrawal(owner, {})).status).toBe('success');
    const [payment] = await paymentsOf(server, owner.user_id);
    const res = await other.tab.call('/api/v1/payments/actions', {
      method: 'POST',
      json: { action: 'rollback', payment_id: payment?.id },
    });
    expect(await res.json()).toEqual({ status: 'error', message: 'Payment not found' });
    expect((await balances(server, owner.user_id)).regular).toBe(100_000);
    expect((await balances(server, other.user_id)).regular).toBe(300_000);
    const theirs = paymentsReply.parse(await json(await other.tab.call('/api/v1/payments?version=2')));
    expect(theirs.data.items).toHaveLength(0);
  });

  it('refuses unknown actions and payments', async () => {
    const player = await newPlayer(server);
    const act = (body: unknown) =>
      player.tab.call('/api/v1/payments/actions', { method: 'POST', json: body }).then(json);
    expect(await act({ action: 'approve', payment_id: 1 })).toEqual({ status: 'error', message: 'Unknown action' });
    expect(await act({ action: 'rollback', payment_id: 'x' })).toEqual({
      status: 'error',
      message: 'Payment not found',
    });
    expect(await act({ action: 'rollback' })).toEqual({ status: 'error', message: 'Payment not found' });
  });
});

describe('cash withdrawal', () => {
  const cash = (player: Player, fields: Record<string, string | number>) =>
    postCashWithdrawal(player.tab, ids['cash-withdrawal'] ?? 0, fields).then(async (res) =>
      paymentPostReply.parse(await res.json()),
    );

  it('holds the club rules, limits and balance, moving nothing on refusal', async () => {
    const player = await newPlayer(server, { balance: 200_000 });
    const clubs = (await json(await player.tab.call(`/api/v1/payment_system/${ids['cash-withdrawal']}?version=3`))) as {
      data: { data: { clubs: { id: number; label: string }[] } };
    };
    const club = (label: string) => clubs.data.data.clubs.find((c) => c.label === label)?.id ?? 0;
    const refusals: [Record<string, string | number>, string, string][] = [
      // Club Jacmel pays up to 20 000 (exclusive) from 250.
      [{ amount: 20_000, purseId: club('Club Jacmel') }, 'amount', 'This club cannot pay out this amount'],
      // Club Pétion-Ville: unlimited, from 1 000.
      [{ amount: 999, purseId: club('Club Pétion-Ville') }, 'amount', 'This club cannot pay out this amount'],
      [{ amount: 249, purseId: club('Club Saint-Marc') }, 'amount', 'Minimum amount is 250 HTG'],
      [
        { amount: 100_001, purseId: club('Club Saint-Marc') },
        'amount',
        'The amount is above the limit of this withdrawal method',
      ],
      [{ amount: 1_000, purseId: '' }, 'purseId', 'This field is required'],
      [{ amount: 1_000, purseId: 99_999 }, 'purseId', 'Choose a club from the list'],
      [
        { amount: 1_000, purseId: club('Club Jacmel'), fiscal_id: '<script>' },
        'fiscal_id',
        'Use letters, digits and dashes only',
      ],
      [{ amount: '', purseId: club('Club Jacmel') }, 'amount', 'This field is required'],
    ];
    for (const [fields, field, message] of refusals) {
      expect(await cash(player, fields), JSON.stringify(fields)).toMatchObject({
        status: 'error',
        errors: { [field]: [message] },
      });
    }
    await expectUntouched(player, 20_000_000);
    const poor = await newPlayer(server, { balance: 500 });
    expect(await cash(poor, { amount: 600, purseId: club('Club Jacmel') })).toMatchObject({
      errors: { amount: ['Insufficient funds'] },
    });
    await expectUntouched(poor, 50_000);

    // Pétion-Ville takes 1 000 (its minimum is included); Saint-Marc anything (unlimited both ways).
    const ok = await cash(player, { amount: 1_000, purseId: club('Club Pétion-Ville'), national_card_id: 'AB-123' });
    expect(ok).toMatchObject({ status: 'success' });
    expect(ok.pin).toMatch(/^\d{6}$/);
    expect(ok.message).toContain(String(ok.pin));
    const [payment] = await paymentsOf(server, player.user_id);
    expect(payment).toMatchObject({ direction: 2, status: 'pending', pin: ok.pin, amountMinor: 100_000 });
    expect((await balances(server, player.user_id)).regular).toBe(20_000_000 - 100_000);
    await expectLedgerExact(server, player.user_id);
  });
});

describe('deposits', () => {
  it('records a cash deposit at a club as pending with a PIN, without crediting it yet', async () => {
    const player = await newPlayer(server, { balance: 10 });
    const detail = (await json(await player.tab.call(`/api/v1/payment_system/${ids['cash-deposit']}`))) as {
      data: { data: { clubs: { id: number }[] } };
    };
    const clubId = detail.data.data.clubs[0]?.id ?? 0;
    const post = (fields: Record<string, string | number>) =>
      postForm(player.tab, submitPath('cash-deposit'), {
        payment_system: ids['cash-deposit'] ?? 0,
        is_confirm_uid: '1',
        fiscal_id: '',
        national_card_id: '',
        ...fields,
      }).then(json);
    expect(await post({ amount: 50, purseId: clubId })).toMatchObject({
      status: 'error',
      errors: { amount: ['Minimum amount is 100 HTG'] },
    });
    expect(await post({ amount: 1_000, purseId: '' })).toMatchObject({
      errors: { purseId: ['This field is required'] },
    });
    const ok = await post({ amount: 2_500, purseId: clubId });
    expect(ok).toMatchObject({ status: 'success' });
    expect(String(ok.message)).toContain(String(ok.pin));
    const [payment] = await paymentsOf(server, player.user_id);
    expect(payment).toMatchObject({ direction: 1, status: 'pending', amountMinor: 250_000, pin: ok.pin });
    expect((await balances(server, player.user_id)).regular).toBe(1_000);
  });

  it('checks a server form by its own field definitions (NatCash)', async () => {
    const player = await newPlayer(server);
    const post = (fields: Record<string, string | number>) =>
      postForm(player.tab, submitPath('natcash'), { payment_system: ids.natcash ?? 0, channel: 'web', ...fields }).then(
        json,
      );
    expect(await post({ amount: '', reference: '' })).toMatchObject({
      status: 'error',
      errors: { amount: ['This field is required'], reference: ['This field is required'] },
    });
    expect(await post({ amount: 50_001, reference: 'R1', wallet_kind: 'x', paid_on: '12/01/2026' })).toMatchObject({
      errors: {
        amount: ['Maximum amount is 50\u2009000 HTG'],
        wallet_kind: ['Choose one of the options'],
        paid_on: ['Invalid date'],
      },
    });
    expect(await post({ amount: 100, reference: 'x'.repeat(33) })).toMatchObject({
      errors: { reference: ['Must be at most 32 characters'] },
    });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    const ok = await post({
      amount: 100,
      reference: 'NC-778',
      pin: '1234',
      wallet_kind: 'personal',
      paid_on: '2026-01-12',
    });
    expect(ok).toMatchObject({ status: 'success' });
    const [payment] = await paymentsOf(server, player.user_id);
    expect(payment).toMatchObject({ direction: 1, status: 'pending', amountMinor: 10_000 });
    expect(payment?.details).toEqual({
      fields: { reference: 'NC-778', wallet_kind: 'personal', paid_on: '2026-01-12' },
    });
    expect((await balances(server, player.user_id)).regular).toBe(0);
  });

  it('debits a MonCash withdrawal form, refusing a number that is not a MonCash one', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const post = (fields: Record<string, string | number>) =>
      postForm(player.tab, submitPath('moncash-withdrawal'), {
        payment_system: ids['moncash-withdrawal'] ?? 0,
        ...fields,
      }).then(json);
    expect(await post({ amount: 200, purseId: '123' })).toMatchObject({
      status: 'error',
      errors: { purseId: ['Enter a MonCash number: 8 digits, e.g. 3712 3456'] },
    });
    expect(await post({ amount: 99, purseId: '37123456' })).toMatchObject({
      errors: { amount: ['Minimum amount is 100 HTG'] },
    });
    await expectUntouched(player, 100_000);
    expect(await post({ amount: 200, purseId: '+509 3712-3456' })).toMatchObject({ status: 'success' });
    expect((await balances(server, player.user_id)).regular).toBe(80_000);
  });

  it('refuses posts to a system that takes none, or an unknown one', async () => {
    const player = await newPlayer(server);
    const card = await postForm(player.tab, submitPath('card-deposit'), { payment_system: ids['card-deposit'] ?? 0 });
    expect(await card.json()).toMatchObject({ status: 'error', reason: 'Unknown payment system' });
    const unknown = await postForm(player.tab, submitPath('nope'), { payment_system: 1 });
    expect(await unknown.json()).toMatchObject({ status: 'error', reason: 'Unknown payment system' });
  });

  it('accepts urlencoded bodies too', async () => {
    const player = await newPlayer(server, { balance: 500 });
    const body = new URLSearchParams({
      payment_system: String(ids['moncash-withdrawal']),
      amount: '150',
      purseId: '37123456',
    });
    const res = await player.tab.call(submitPath('moncash-withdrawal'), { method: 'POST', body });
    expect(await res.json()).toMatchObject({ status: 'success' });
    expect((await balances(server, player.user_id)).regular).toBe(35_000);
  });
});
