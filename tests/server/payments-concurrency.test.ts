// Money under concurrent requests (docs/architecture.md#ledger): 50 withdrawals against one balance, repeated
// rollbacks, repeated bonus conversions and MonCash confirmations each move money exactly as often as
// they should, never overdraw, and leave every balance equal to the sum of its ledger entries; a
// withdrawal double-submitted with one Idempotency-Key (docs/architecture.md#security) pays once and answers every copy
// alike. PGlite has one connection and queues the transactions; on PostgreSQL (scripts/test-postgres.sh) they
// really run at once and the conditional UPDATEs, row locks and the key's claim do the same work.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import {
  balances,
  expectLedgerExact,
  json,
  newPlayer,
  type Player,
  paymentsOf,
  postForm,
  submitPath,
  systemId,
} from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('concurrent money moves', () => {
  it('lets exactly 10 of 50 concurrent 100 HTG withdrawals through a 1 000 HTG balance', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const system = await systemId(server, 'moncash-withdrawal');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        postForm(player.tab, submitPath('moncash-withdrawal'), {
          payment_system: system,
          amount: '100',
          purseId: '37123456',
        }).then(json),
      ),
    );
    const ok = replies.filter((r) => r.status === 'success');
    const refused = replies.filter((r) => r.status === 'error');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.errors).toEqual({ amount: ['Insufficient funds'] });

    const b = await expectLedgerExact(server, player.user_id);
    expect(b.regular).toBe(0);
    const rows = await paymentsOf(server, player.user_id);
    expect(rows).toHaveLength(10);
    expect(rows.every((p) => p.status === 'pending' && p.amountMinor === 10_000)).toBe(true);
  });

  it('refunds a withdrawal once however many rollbacks race', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const system = await systemId(server, 'moncash-withdrawal');
    const sent = await json(
      await postForm(player.tab, submitPath('moncash-withdrawal'), {
        payment_system: system,
        amount: '400',
        purseId: '37123456',
      }),
    );
    expect(sent.status).toBe('success');
    const [payment] = await paymentsOf(server, player.user_id);
    if (!payment) throw new Error('no payment');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.tab
          .call('/api/v1/payments/actions', { method: 'POST', json: { action: 'rollback', payment_id: payment.id } })
          .then(json),
      ),
    );
    expect(replies.filter((r) => r.status === 'success')).toHaveLength(1);
    expect(replies.filter((r) => r.status === 'error')).toHaveLength(19);
    const b = await expectLedgerExact(server, player.user_id);
    expect(b.regular).toBe(100_000);
    const [after] = await server.db.select().from(s.payments).where(eq(s.payments.id, payment.id));
    expect(after?.status).toBe('cancelled');
  });

  it('converts a bonus once however many conversions race', async () => {
    const player = await newPlayer(server, { balance: 10, bonus: 500, bonusType: 2 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }).then(json),
      ),
    );
    expect(replies.filter((r) => r.success === true)).toHaveLength(1);
    expect(replies.filter((r) => r.success === false)).toHaveLength(19);
    const b = await expectLedgerExact(server, player.user_id);
    expect(b).toMatchObject({ regular: 1_000 + 25_000, bonus: 0 }); // 500 × 0.5 = 250.00
  });

  it('credits a MonCash deposit once however many confirmations race', async () => {
    const player = await newPlayer(server);
    const system = await systemId(server, 'moncash');
    const reply = await json(
      await postForm(player.tab, submitPath('moncash'), { payment_system: system, amount: '750', purseId: '37123456' }),
    );
    expect(reply.status).toBe('success');
    const checkout = new URL(String(reply.redirect));
    const pages = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(new URL(checkout.pathname, server.url), { method: 'POST' }).then((r) => r.text()),
      ),
    );
    expect(pages.filter((p) => p.includes('Payment completed.'))).toHaveLength(1);
    expect(pages.filter((p) => p.includes('already completed'))).toHaveLength(9);
    const b = await expectLedgerExact(server, player.user_id);
    expect(b.regular).toBe(75_000);
    expect((await balances(server, player.user_id)).regular).toBe(75_000);
  });
});

describe('double-submitted withdrawals (Idempotency-Key)', () => {
  const withdraw = (player: Player, system: number, amount: number, key?: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ payment_system: system, amount, purseId: '37123456' })) {
      body.append(name, String(value));
    }
    const headers: Record<string, string> = key === undefined ? {} : { 'Idempotency-Key': key };
    return player.tab.call(submitPath('moncash-withdrawal'), { method: 'POST', body, headers });
  };

  it('pays once however many copies of one keyed post race, and answers each copy alike', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const system = await systemId(server, 'moncash-withdrawal');
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => withdraw(player, system, 300, key)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(replies.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ status: 'success' });
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);

    expect(await paymentsOf(server, player.user_id)).toHaveLength(1);
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(70_000);
    // Sent again later (a retry after a lost reply): the same answer, still one payment.
    const again = await withdraw(player, system, 300, key);
    expect(await again.text()).toBe(bodies[0]);
    expect(await paymentsOf(server, player.user_id)).toHaveLength(1);
  });

  it('refuses a key reused for another payment or malformed, and frees the key of a refused post', async () => {
    const player = await newPlayer(server, { balance: 500 });
    const system = await systemId(server, 'moncash-withdrawal');
    const key = randomUUID();
    // Refused for the balance: nothing is kept under the key, so it may carry the next attempt.
    expect(await json(await withdraw(player, system, 600, key))).toMatchObject({
      status: 'error',
      errors: { amount: ['Insufficient funds'] },
    });
    expect(await json(await withdraw(player, system, 200, key))).toMatchObject({ status: 'success' });
    const reused = await withdraw(player, system, 250, key);
    expect(reused.status).toBe(422);
    expect(await json(reused)).toMatchObject({ status: 'error' });
    const malformed = await withdraw(player, system, 100, 'short');
    expect(malformed.status).toBe(400);
    // Another player's identical key is another claim.
    const other = await newPlayer(server, { balance: 500 });
    expect(await json(await withdraw(other, system, 200, key))).toMatchObject({ status: 'success' });

    expect(await paymentsOf(server, player.user_id)).toHaveLength(1);
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(30_000);
    expect((await expectLedgerExact(server, other.user_id)).regular).toBe(30_000);
  });

  it('treats unkeyed identical posts as separate withdrawals', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const system = await systemId(server, 'moncash-withdrawal');
    const replies = await Promise.all([withdraw(player, system, 300), withdraw(player, system, 300)]);
    for (const r of replies) expect(await json(r)).toMatchObject({ status: 'success' });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(2);
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(40_000);
  });
});

describe('keyed rollbacks, conversions and promo codes (docs/api.md#idempotency)', () => {
  /** Ten copies of one post with one key, all at once, then one more later (the player's retry). */
  async function tenCopiesAndARetry(send: () => Promise<Response>) {
    const replies = await Promise.all(Array.from({ length: 10 }, send));
    const bodies = await Promise.all(replies.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    const later = await send();
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await later.text()).toBe(bodies[0]);
    return JSON.parse(bodies[0] ?? '') as Record<string, unknown>;
  }

  it('a keyed rollback refunds once and answers every copy with the first success', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const system = await systemId(server, 'moncash-withdrawal');
    const form = { payment_system: system, amount: '400', purseId: '37123456' };
    expect((await json(await postForm(player.tab, submitPath('moncash-withdrawal'), form))).status).toBe('success');
    const [payment] = await paymentsOf(server, player.user_id);
    if (!payment) throw new Error('no payment');
    const key = randomUUID();
    const reply = await tenCopiesAndARetry(() =>
      player.tab.call('/api/v1/payments/actions', {
        method: 'POST',
        json: { action: 'rollback', payment_id: payment.id },
        headers: { 'Idempotency-Key': key },
      }),
    );
    expect(reply).toMatchObject({ status: 'success' });
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(100_000);
    // Without the key, another rollback of the same payment is a new request: refused, nothing moves.
    const unkeyed = await json(
      await player.tab.call('/api/v1/payments/actions', {
        method: 'POST',
        json: { action: 'rollback', payment_id: payment.id },
      }),
    );
    expect(unkeyed.status).toBe('error');
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(100_000);
  });

  it('a keyed conversion converts once and answers every copy with the first success', async () => {
    const player = await newPlayer(server, { balance: 10, bonus: 500, bonusType: 2 });
    const key = randomUUID();
    const reply = await tenCopiesAndARetry(() =>
      player.tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST', headers: { 'Idempotency-Key': key } }),
    );
    expect(reply).toMatchObject({ success: true });
    expect(await expectLedgerExact(server, player.user_id)).toMatchObject({ regular: 1_000 + 25_000, bonus: 0 });
  });

  it('a keyed promo code grants its bonus once and answers every copy with the first success', async () => {
    const player = await newPlayer(server);
    const key = randomUUID();
    const reply = await tenCopiesAndARetry(() =>
      player.tab.call('/api/v1/promo/code', {
        method: 'POST',
        json: { code: 'WELCOME100' },
        headers: { 'Idempotency-Key': key },
      }),
    );
    expect(reply).toMatchObject({ success: true });
    expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(10_000);
    // The same key for another code is refused; a malformed key too.
    const reused = await player.tab.call('/api/v1/promo/code', {
      method: 'POST',
      json: { code: 'OTHER' },
      headers: { 'Idempotency-Key': key },
    });
    expect(reused.status).toBe(422);
    const malformed = await player.tab.call('/api/v1/promo/code', {
      method: 'POST',
      json: { code: 'WELCOME100' },
      headers: { 'Idempotency-Key': 'short' },
    });
    expect(malformed.status).toBe(400);
  });
});
