// Money under concurrent requests (issue 5, DESIGN.md §5): 50 withdrawals against one balance, repeated
// rollbacks, repeated bonus conversions and MonCash confirmations each move money exactly as often as
// they should, never overdraw, and leave every balance equal to the sum of its ledger entries. PGlite has
// one connection and queues the transactions; on PostgreSQL the conditional UPDATEs do the same work.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import {
  balances,
  expectLedgerExact,
  json,
  newPlayer,
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
