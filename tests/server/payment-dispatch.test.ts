// Which handler a payment post reaches (docs/product.md#calls-list server-supplied endpoints): the body names the
// system it was built for, and a system is handled by its type and widget, MonCash being the one page system with a
// checkout of its own. A post no handler takes is refused as an unknown system, with nothing stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { expectLedgerExact, json, newPlayer, paymentsOf, postForm, submitPath, systemId } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let moncash: number;
let natcash: number;
beforeAll(async () => {
  server = await startTestServer();
  moncash = await systemId(server, 'moncash');
  natcash = await systemId(server, 'natcash');
});
afterAll(async () => {
  await server?.close();
});

const UNKNOWN = 'Unknown payment system';
/** The refusal of a post no handler takes: its reason, and no field to blame. */
const NO_HANDLER = { status: 'error', message: UNKNOWN, reason: UNKNOWN, errors: {} };

describe('POST payments/submit/:slug', () => {
  it('refuses a body built for another system, blaming its payment_system field, and stores nothing', async () => {
    const player = await newPlayer(server, { balance: 100 });
    const reply = await json(
      await postForm(player.tab, submitPath('moncash'), { payment_system: natcash, amount: 100, purseId: '37123456' }),
    );
    expect(reply).toEqual({
      status: 'error',
      message: 'The payment was refused. Check the form.',
      reason: UNKNOWN,
      errors: { payment_system: [UNKNOWN] },
    });
    expect(await paymentsOf(server, player.user_id)).toEqual([]);
    expect(await expectLedgerExact(server, player.user_id)).toEqual({ regular: 10_000, bonus: 0, sport: 0 });
  });

  it('says so in the tab language', async () => {
    const player = await newPlayer(server);
    await player.tab.call('/api/v1/setlocale', { method: 'POST', json: { locale: 'fr' } });
    const reply = await json(
      await postForm(player.tab, submitPath('moncash'), { payment_system: natcash, amount: 100, purseId: '37123456' }),
    );
    expect(reply.errors).toEqual({ payment_system: ['Système de paiement inconnu'] });
  });

  it('sends only MonCash to the MonCash checkout: another page system has no handler', async () => {
    const [page] = await server.db
      .insert(s.paymentSystems)
      .values({ slug: 'bank-page', name: 'Bank page', type: 'page', direction: 1, config: { html: '/bank' } })
      .returning({ id: s.paymentSystems.id });
    const player = await newPlayer(server);
    const reply = await json(
      await postForm(player.tab, submitPath('bank-page'), {
        payment_system: page!.id,
        amount: 100,
        purseId: '37123456',
      }),
    );
    expect(reply).toEqual(NO_HANDLER);
    expect(await paymentsOf(server, player.user_id)).toEqual([]);
  });

  it('takes MonCash to its checkout only while it is a page system', async () => {
    const player = await newPlayer(server);
    const post = () =>
      postForm(player.tab, submitPath('moncash'), { payment_system: moncash, amount: 100, purseId: '37123456' }).then(
        json,
      );
    await server.db.update(s.paymentSystems).set({ type: 'link' }).where(eq(s.paymentSystems.id, moncash));
    try {
      expect(await post()).toEqual(NO_HANDLER);
      expect(await paymentsOf(server, player.user_id)).toEqual([]);
    } finally {
      await server.db.update(s.paymentSystems).set({ type: 'page' }).where(eq(s.paymentSystems.id, moncash));
    }
    expect(await post()).toMatchObject({
      status: 'success',
      redirect: expect.stringContaining('/dev/moncash/checkout/'),
    });
    // The checkout is a pending deposit of the player (server/wallet/moncash.ts).
    expect(await paymentsOf(server, player.user_id)).toMatchObject([{ status: 'pending', amountMinor: 10_000 }]);
  });
});
