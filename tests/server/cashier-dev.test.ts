// The MonCash-like page and the dev players (docs/product.md#calls-payment-bodies "a payment page embeds an external
// page and listens for a message of type moncash-button-payment-page"): the embedded pay page, its post,
// the checkout that credits once and links back to /payments; none of it in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { browser, startTestServer, type TestServer } from './harness';

let server: TestServer;
let moncash: number;
beforeAll(async () => {
  server = await startTestServer();
  moncash = await systemId(server, 'moncash');
});
afterAll(async () => {
  await server?.close();
});

describe('MonCash page', () => {
  it('serves the pay form with its script from a route, no inline script', async () => {
    const res = await fetch(new URL(`/dev/moncash?payment_system=${moncash}`, server.url));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`name="payment_system" value="${moncash}"`);
    expect(html).toContain('<label for="amount">');
    expect(html).toContain('<label for="purseId">');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);
    expect(html).toContain('<script src="/dev/static/moncash.js"></script>');
    expect(html).not.toMatch(/<script>/);
    const script = await fetch(new URL('/dev/static/moncash.js', server.url));
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain("type: 'moncash-button-payment-page'");
    for (const bad of ['', 'abc', '99999', String(moncash + 1)]) {
      const page = await (await fetch(new URL(`/dev/moncash?payment_system=${bad}`, server.url))).text();
      expect(page).toContain('This page needs a payment system. Open it from the app.');
    }
  });

  it('refuses a bad amount or number; a good post answers the checkout URL on the request origin', async () => {
    const player = await newPlayer(server);
    const post = (fields: Record<string, string | number>) =>
      postForm(player.tab, submitPath('moncash'), { payment_system: moncash, ...fields }).then(json);
    expect(await post({ amount: 49, purseId: '37123456' })).toMatchObject({
      status: 'error',
      errors: { amount: ['Minimum amount is 50 HTG'] },
    });
    expect(await post({ amount: 75_001, purseId: '37123456' })).toMatchObject({
      errors: { amount: ['Maximum amount is 75\u2009000 HTG'] },
    });
    expect(await post({ amount: 100, purseId: '' })).toMatchObject({ errors: { purseId: ['This field is required'] } });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);

    const ok = await post({ amount: 1_250, purseId: '3712 3456' });
    expect(ok).toMatchObject({ status: 'success', message: 'Continue to MonCash to confirm the payment' });
    const redirect = new URL(String(ok.redirect));
    expect(redirect.origin).toBe(server.url);
    expect(redirect.pathname).toMatch(/^\/dev\/moncash\/checkout\/[\w-]{43}$/);

    const checkout = await (await fetch(redirect)).text();
    expect(checkout).toContain('1\u2009250 HTG');
    expect(checkout).toContain('+509 3712 3456');
    expect(checkout).toContain('<button type="submit">Confirm payment</button>');
    expect((await balances(server, player.user_id)).regular).toBe(0);

    const done = await (await fetch(redirect, { method: 'POST' })).text();
    expect(done).toContain('Payment completed. The amount was added to your balance.');
    expect(done).toContain(`href="${server.url}/payments"`);
    expect((await balances(server, player.user_id)).regular).toBe(125_000);
    const again = await (await fetch(redirect, { method: 'POST' })).text();
    expect(again).toContain('This payment was already completed.');
    expect((await balances(server, player.user_id)).regular).toBe(125_000);
    const [payment] = await paymentsOf(server, player.user_id);
    expect(payment).toMatchObject({ status: 'completed', direction: 1, amountMinor: 125_000 });
    await expectLedgerExact(server, player.user_id);
  });

  it('answers an unknown checkout with a message and nothing to confirm', async () => {
    for (const method of ['GET', 'POST']) {
      const html = await (await fetch(new URL('/dev/moncash/checkout/nope', server.url), { method })).text();
      expect(html).toContain('This payment link is unknown or has expired.');
      expect(html).not.toContain('Confirm payment');
    }
  });
});

describe('production mode', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({ mode: 'production' });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('has no dev players nor MonCash stand-in, and the MonCash post is refused', async () => {
    const tab = browser(prod.url);
    expect((await tab.call('/dev/players', { method: 'POST', json: {} })).status).toBe(404);
    expect((await tab.call(`/dev/moncash?payment_system=${moncash}`)).status).toBe(404);
    const login = await tab.call('/api/v1/authorize', {
      method: 'POST',
      json: { login: '50937000001', password: 'demo1234' },
    });
    expect(login.status).toBe(200);
    const reply = await json(
      await postForm(tab, submitPath('moncash'), { payment_system: moncash, amount: 100, purseId: '37123456' }),
    );
    expect(reply).toMatchObject({ status: 'error', reason: 'MonCash is not available' });
  });
});
