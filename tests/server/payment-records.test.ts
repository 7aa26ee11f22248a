// What a payment post leaves behind, beyond its reply (docs/product.md#calls-payment-bodies, docs/api.md#idempotency):
// the club, the identity ids and the confirmation a cash payment stores; the club a cash deposit may name; a keyed
// post that sends the same fields in another order is the same request; a malformed key's message; how long a key is
// remembered; a refusal that lists every field at fault, the balance among them; and a MonCash checkout refused for a
// deposit limit, read in the page's language on confirming and after; a crypto chain with a currency but no rate; a
// crypto withdrawal whose balance goes between its check and its debit.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { cryptoRates } from '../../server/wallet/crypto';
import { purgeIdempotencyKeys } from '../../server/wallet/idempotency';
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
import { askMoncash } from './protection-harness';

let server: TestServer;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startTestServer();
  ids = await systemIds(server, ['cash-deposit', 'cash-withdrawal', 'moncash-withdrawal', 'crypto-withdrawal']);
});
afterAll(async () => {
  await server?.close();
});

/** The seeded clubs by name: one of them (the ninth) takes no deposits (server/db/seed/clubs.ts). */
async function clubs() {
  return server.db.select().from(s.clubs).orderBy(s.clubs.sort);
}

/** A cash withdrawal posted as the app sends it, identity ids empty unless given. */
const cashWithdrawal = (player: Player, fields: Record<string, string | number>) =>
  postCashWithdrawal(player.tab, ids['cash-withdrawal'] ?? 0, fields).then(json);

/** A crypto withdrawal post, its reply as is: 1 000 HTG to a Tron address unless `fields` say otherwise. */
const postCryptoWithdrawal = (player: Player, fields: Record<string, string>) =>
  postForm(player.tab, submitPath('crypto-withdrawal'), {
    payment_system: ids['crypto-withdrawal'] ?? 0,
    chain: 'TRX',
    currency: 'USDT',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount_native: '1000',
    ...fields,
  });

/** A crypto withdrawal post's JSON reply. */
const cryptoWithdrawal = (player: Player, fields: Record<string, string>) =>
  postCryptoWithdrawal(player, fields).then(json);

/** A crypto withdrawal to a Tron address as the app posts it (`amountNative` HTG and what it shows at the current rate). */
async function trxWithdrawalPost(player: Player, amountNative: number) {
  const rates = (await json(await player.tab.call('/api/v1/crypto/rates'))).rates as Record<string, number>;
  return postCryptoWithdrawal(player, {
    amount_native: String(amountNative),
    amount_output: String(amountNative * (rates.USDT ?? 0)),
  });
}

const trxWithdrawal = (player: Player, amountNative: number) => trxWithdrawalPost(player, amountNative).then(json);

/** Nothing moved for the player: no payment, the opening regular balance (minor units), and the ledger exact. */
async function expectNothingMoved(player: Player, regularMinor: number) {
  expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
  expect((await balances(server, player.user_id)).regular).toBe(regularMinor);
  await expectLedgerExact(server, player.user_id);
}

describe('cash at a club', () => {
  const deposit = (player: Player, fields: Record<string, string | number>) =>
    postForm(player.tab, submitPath('cash-deposit'), {
      payment_system: ids['cash-deposit'] ?? 0,
      amount: 1_000,
      fiscal_id: '',
      national_card_id: '',
      ...fields,
    }).then(json);

  it('names a club by its id alone, and only one that takes deposits', async () => {
    const player = await newPlayer(server);
    const all = await clubs();
    const taking = all.find((club) => club.acceptsDeposit && club.id >= 10) ?? all[0];
    const refusing = all.find((club) => !club.acceptsDeposit);
    expect(refusing, 'the seed has a club that takes no deposits').toBeDefined();
    // Digits only: JavaScript's Number would read a hexadecimal or an exponent as a club's id (0x1 is 1, 1e1 is 10).
    for (const purseId of [`${taking?.id}x`, `x${taking?.id}`, '1234567890', '0x1', '1e1', String(refusing?.id)]) {
      expect(await deposit(player, { purseId }), purseId).toMatchObject({
        status: 'error',
        errors: { purseId: ['Choose a club from the list'] },
      });
    }
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    // A two-digit id is an id like any other.
    expect(taking?.id).toBeGreaterThanOrEqual(10);
    expect(await deposit(player, { purseId: String(taking?.id) })).toMatchObject({ status: 'success' });
  });

  it('stores the club, the identity ids and whether the player confirmed their id, as sent', async () => {
    const player = await newPlayer(server);
    const [club] = await clubs();
    await deposit(player, {
      purseId: String(club?.id),
      is_confirm_uid: '1',
      fiscal_id: 'F-1',
      national_card_id: 'N-2',
    });
    await deposit(player, { purseId: String(club?.id), is_confirm_uid: '0' });
    const rows = (await paymentsOf(server, player.user_id)).sort((a, b) => a.id - b.id);
    expect(rows.map((row) => row.details)).toEqual([
      { club_id: club?.id, club: club?.name, confirm_uid: true, fiscal_id: 'F-1', national_card_id: 'N-2' },
      { club_id: club?.id, club: club?.name, confirm_uid: false },
    ]);
  });

  it('stores a cash withdrawal’s club and identity ids', async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    const club = (await clubs()).find((c) => c.name === 'Club Saint-Marc');
    const reply = await cashWithdrawal(player, {
      amount: 1_000,
      purseId: String(club?.id),
      fiscal_id: 'F-9',
      national_id: 'NI-8',
      national_card_id: 'NC-7',
    });
    expect(reply).toMatchObject({ status: 'success' });
    const [row] = await paymentsOf(server, player.user_id);
    // A club named by anything but its id is no club, for a withdrawal too.
    expect(await cashWithdrawal(player, { amount: 1_000, purseId: 'abc' })).toMatchObject({
      status: 'error',
      errors: { purseId: ['Choose a club from the list'] },
    });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(1);
    expect(row?.details).toEqual({
      club_id: club?.id,
      club: 'Club Saint-Marc',
      fiscal_id: 'F-9',
      national_id: 'NI-8',
      national_card_id: 'NC-7',
    });
  });
});

describe('a withdrawal refused for several fields', () => {
  it('names the balance beside the other faults, for cash and for crypto', async () => {
    const player = await newPlayer(server, { balance: 500 });
    const club = (await clubs()).find((c) => c.name === 'Club Saint-Marc');
    const cash = await cashWithdrawal(player, { amount: 600, purseId: String(club?.id), fiscal_id: '<b>' });
    expect(cash).toMatchObject({
      status: 'error',
      errors: { amount: ['Insufficient funds'], fiscal_id: ['Use letters, digits and dashes only'] },
    });
    const crypto = (fields: Record<string, string>) =>
      cryptoWithdrawal(player, { address: 'not-an-address', amount_native: '1500', amount_output: '1', ...fields });
    const refused = await crypto({});
    expect(refused).toMatchObject({ status: 'error', errors: { amount_native: ['Insufficient funds'] } });
    expect(Object.keys(refused.errors as object)).toContain('address');
    // No chain: an address longer than 128 characters is refused on its own, one of 128 is left to the chain's rules.
    expect(await crypto({ chain: '', address: 'T'.repeat(129) })).toMatchObject({
      errors: { chain: ['Chain not selected'], address: ['Invalid address format'] },
    });
    // An amount already refused for its own limits is not also weighed against the balance: one message each.
    const jacmel = (await clubs()).find((c) => c.name === 'Club Jacmel');
    const overClub = await cashWithdrawal(player, { amount: 20_000, purseId: String(jacmel?.id) });
    expect(overClub).toEqual({
      status: 'error',
      message: expect.any(String),
      errors: { amount: ['This club cannot pay out this amount'] },
    });
    const overMax = await crypto({ amount_native: '10000000', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' });
    expect((overMax.errors as Record<string, string[]>).amount_native).toHaveLength(1);
    expect((overMax.errors as Record<string, string[]>).amount_native).not.toContain('Insufficient funds');
    const longest = await crypto({ chain: '', address: 'T'.repeat(128), amount_native: '100' });
    expect(Object.keys(longest.errors as object)).not.toContain('address');
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    // The same post within the balance, with the amount the app shows at the current rate: paid, that amount stored.
    const rich = await newPlayer(server, { balance: 5_000 });
    const paid = await trxWithdrawal(rich, 1_500);
    expect(paid).toMatchObject({ status: 'success', currency: 'USDT', amount_output: expect.any(Number) });
    const [withdrawal] = await paymentsOf(server, rich.user_id);
    expect(withdrawal?.details).toMatchObject({ chain: 'TRX', currency: 'USDT', amount_output: paid.amount_output });
  });
});

describe('a chain with a currency but no rate yet', () => {
  it('is refused as a chain without a currency, moving nothing, and paid once it has a rate', async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    const ltc = (rateHtg: number) =>
      server.db.update(s.cryptoChains).set({ rateHtg }).where(eq(s.cryptoChains.value, 'LTC'));
    const withdraw = (amountOutput: string) =>
      cryptoWithdrawal(player, {
        chain: 'LTC',
        currency: 'LTC',
        address: 'ltc1qqurswpc8qurswpc8qurswpc8qurswpc8p4r4uu',
        amount_output: amountOutput,
      });
    const rates = async () =>
      (await json(await player.tab.call('/api/v1/crypto/rates'))).rates as Record<string, number>;
    await ltc(0);
    try {
      expect(Object.keys(await rates())).not.toContain('LTC');
      expect(await withdraw('0.09')).toEqual({
        status: 'error',
        message: expect.any(String),
        errors: { chain: ['Chain has not currency'] },
      });
      expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    } finally {
      await ltc(11_020);
    }
    const rate = (await rates()).LTC ?? 0;
    expect(rate).toBeGreaterThan(0);
    expect(await withdraw(String(1_000 * rate))).toMatchObject({ status: 'success', currency: 'LTC' });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(1);
  });
});

describe('crypto rates', () => {
  it('drift by the same ±0.2 % for everyone within a minute, and pay withdrawals 1 % below deposits', async () => {
    // Minute 1: 1 + 0.002 × sin(1) = 1.00168294…, over Tron's seeded 131.85 HTG per USDT, to 8 significant digits.
    const at = new Date(60_000);
    expect((await cryptoRates(server.db, 'deposit', at)).USDT).toBe(0.0075971403);
    expect((await cryptoRates(server.db, 'deposit', new Date(119_999))).USDT).toBe(0.0075971403);
    expect((await cryptoRates(server.db, 'withdrawal', at)).USDT).toBe(0.0075211688);
  });
});

describe('a crypto withdrawal on a chain the operator does not have', () => {
  it('is refused as a chain without a currency, moving nothing', async () => {
    const player = await newPlayer(server, { balance: 5_000 });
    expect(await cryptoWithdrawal(player, { chain: 'NOPE', currency: 'USDT', amount_output: '7.5' })).toEqual({
      status: 'error',
      message: expect.any(String),
      errors: { chain: ['Chain has not currency'] },
    });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
  });
});

/**
 * Runs `during` with a trigger on the player's payment inserts that runs `body` (PL/pgSQL) inside the withdrawal's own
 * transaction, after every check has passed: what a concurrent write landed at the last moment would do.
 */
async function onPaymentInsert(player: Player, body: string, during: () => Promise<void>) {
  await server.db.execute(
    sql.raw(`CREATE FUNCTION at_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NEW; END $$`),
  );
  await server.db.execute(
    sql.raw(`CREATE TRIGGER at_insert BEFORE INSERT ON payments FOR EACH ROW
      WHEN (NEW.user_id = ${player.user_id}) EXECUTE FUNCTION at_insert()`),
  );
  try {
    await during();
  } finally {
    await server.db.execute(sql.raw('DROP TRIGGER at_insert ON payments'));
    await server.db.execute(sql.raw('DROP FUNCTION at_insert()'));
  }
}

/** A concurrent withdrawal of the whole balance: the debit then finds too little and rolls back, the emptying too. */
const SPEND_ALL = "UPDATE accounts SET balance_minor = 0 WHERE user_id = NEW.user_id AND kind = 'regular';";

describe('a withdrawal whose balance is spent between its check and its debit', () => {
  it('is refused for its amount, as by the check, and moves nothing: crypto', async () => {
    const player = await newPlayer(server, { balance: 3_000 });
    await onPaymentInsert(player, SPEND_ALL, async () => {
      expect(await trxWithdrawal(player, 1_000)).toEqual({
        status: 'error',
        message: expect.any(String),
        errors: { amount_native: ['Insufficient funds'] },
      });
    });
    await expectNothingMoved(player, 300_000);
  });

  it('is refused for its amount, as by the check, and moves nothing: cash at a club', async () => {
    const player = await newPlayer(server, { balance: 3_000 });
    const club = (await clubs()).find((c) => c.name === 'Club Saint-Marc');
    await onPaymentInsert(player, SPEND_ALL, async () => {
      expect(await cashWithdrawal(player, { amount: 1_000, purseId: String(club?.id) })).toEqual({
        status: 'error',
        message: expect.any(String),
        errors: { amount: ['Insufficient funds'] },
      });
    });
    await expectNothingMoved(player, 300_000);
  });
});

describe('a withdrawal the database fails for another reason', () => {
  it('is a server error, not a refusal of its amount, and moves nothing', async () => {
    const player = await newPlayer(server, { balance: 3_000 });
    await onPaymentInsert(player, "RAISE EXCEPTION 'disk full';", async () => {
      const reply = await trxWithdrawalPost(player, 1_000);
      expect(reply.status).toBe(500);
    });
    await expectNothingMoved(player, 300_000);
  });
});

describe('Idempotency-Key', () => {
  const withdraw = (player: Player, fields: [string, string][], key: string) => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    return player.tab.call(submitPath('moncash-withdrawal'), {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    });
  };

  it('takes the same fields in another order as the same request: replayed, paid once', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const key = randomUUID();
    const fields: [string, string][] = [
      ['payment_system', String(ids['moncash-withdrawal'])],
      ['amount', '300'],
      ['purseId', '37123456'],
    ];
    const first = await withdraw(player, fields, key);
    expect(await json(first)).toMatchObject({ status: 'success' });
    const again = await withdraw(player, [...fields].reverse(), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await paymentsOf(server, player.user_id)).toHaveLength(1);
  });

  it('refuses a malformed key with its message, in the player’s language, moving nothing', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const fields: [string, string][] = [
      ['payment_system', String(ids['moncash-withdrawal'])],
      ['amount', '100'],
      ['purseId', '37123456'],
    ];
    // Printable ASCII only, 8 to 128 of them, the whole key: 8 good characters after or before a space do not make it
    // one (a space at either end never arrives: HTTP trims it), nor do they around a letter outside ASCII.
    for (const key of ['short', 'abcd efghijkl', 'abcdefghi jkl', 'k'.repeat(129), 'abcdéfghijk', 'éabcdefghij']) {
      const res = await withdraw(player, fields, key);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(await res.json()).toEqual({
        status: 'error',
        message: 'Invalid Idempotency-Key header: use 8 to 128 printable characters',
      });
    }
    player.tab.jar.set('lang', 'fr');
    const french = await player.tab.call(submitPath('moncash-withdrawal'), {
      method: 'POST',
      body: (() => {
        const body = new FormData();
        for (const [name, value] of fields) body.append(name, value);
        return body;
      })(),
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(await french.json()).toMatchObject({
      message: 'En-tête Idempotency-Key invalide : utilisez de 8 à 128 caractères imprimables',
    });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    // The longest key allowed works.
    expect(await json(await withdraw(player, fields, 'k'.repeat(128)))).toMatchObject({ status: 'success' });
  });

  it('keeps no refused rollback under its key: the same key asks again and is answered afresh', async () => {
    const player = await newPlayer(server);
    const key = randomUUID();
    const rollback = () =>
      player.tab.call('/api/v1/payments/actions', {
        method: 'POST',
        json: { action: 'rollback', payment_id: 999_999_999 },
        headers: { 'Idempotency-Key': key },
      });
    expect(await json(await rollback())).toMatchObject({ status: 'error' });
    const again = await rollback();
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await json(again)).toMatchObject({ status: 'error' });
  });

  it('forgets a key after 24 hours, not before', async () => {
    const player = await newPlayer(server);
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const [young, old] = [`young-${randomUUID()}`, `old-${randomUUID()}`];
    await server.db.insert(s.idempotencyKeys).values([
      { userId: player.user_id, key: young, fingerprint: 'f', createdAt: hoursAgo(23) },
      { userId: player.user_id, key: old, fingerprint: 'f', createdAt: hoursAgo(25) },
    ]);
    await purgeIdempotencyKeys(server.db, now);
    const left = await server.db
      .select({ key: s.idempotencyKeys.key })
      .from(s.idempotencyKeys)
      .where(eq(s.idempotencyKeys.userId, player.user_id));
    expect(left.map((row) => row.key)).toEqual([young]);
  });
});

describe('a MonCash checkout refused for a deposit limit', () => {
  it('says why in the page’s language when confirmed, and again when read later', async () => {
    const player = await newPlayer(server);
    const limit = await player.tab.call('/api/v1/user/limits', {
      method: 'POST',
      json: { period: 'day', amount: 1_000 },
    });
    expect(limit.status).toBe(200);
    const first = await askMoncash(server, player, 600);
    const second = await askMoncash(server, player, 600);
    const page = async (checkout: string | null, method: string, lang: string) =>
      (await fetch(new URL(`${checkout}?lang=${lang}`, server.url), { method })).text();
    expect(await page(first.checkout, 'POST', 'en')).toContain('Payment completed.');
    // 400 HTG are left today: the French page says so in French, the Creole one in Creole, never in English.
    const french = await page(second.checkout, 'POST', 'fr');
    expect(french).toContain('Limite de dépôt atteinte : il reste 400');
    expect(french).not.toContain('Deposit limit reached');
    const creole = await page(second.checkout, 'GET', 'ht');
    expect(creole).toContain('Ou rive nan limit depo a: rete 400');
    expect(creole).not.toContain('Deposit limit reached');
    expect((await paymentsOf(server, player.user_id)).map((row) => row.status).sort()).toEqual([
      'completed',
      'rejected',
    ]);
  });
});
