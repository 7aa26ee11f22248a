// docs/api.md#idempotency, the app's side: every money-moving post carries an Idempotency-Key; the player's retry of
// the same post after it got no definite answer carries the same key; a definite answer (success or refusal) ends
// the attempt. Through the app's own calls and client, over real sockets to a scripted server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FaultServer, startFaultServer } from './fault-server';

let server: FaultServer;
let api: {
  bonus: typeof import('../../src/api/bonus');
  promo: typeof import('../../src/api/promo');
  history: typeof import('../../src/api/history');
  cash: typeof import('../../src/api/cash');
  locale: typeof import('../../src/api/locale');
};

const keysOf = (pathname: string) => server.arrivals(pathname).map((a) => a.headers['idempotency-key']);
const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { kind?: string }) => error.kind ?? 'error',
  );

beforeAll(async () => {
  server = await startFaultServer();
  // The default instance reads VITE_API_BASE when first imported, so the modules load only now.
  vi.stubEnv('VITE_API_BASE', server.apiBase);
  api = {
    bonus: await import('../../src/api/bonus'),
    promo: await import('../../src/api/promo'),
    history: await import('../../src/api/history'),
    cash: await import('../../src/api/cash'),
    locale: await import('../../src/api/locale'),
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('Idempotency-Key on money-moving posts', () => {
  it('a bonus conversion retried after a lost reply carries the same key; the next conversion a new one', async () => {
    const path = '/api/v1/user/balance/bonus/convert';
    // The first reply never comes in time (the player's connection dropped), the retry's does, then another one.
    server.script(path, [{ status: 502 }, { json: { success: true, message: 'Completed' } }]);
    expect(await settled(api.bonus.convertBonus())).toBe('http');
    expect(await settled(api.bonus.convertBonus())).toBe('ok');
    expect(await settled(api.bonus.convertBonus())).toBe('ok');
    const [first, retry, next] = keysOf(path);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it('a timed-out post keeps its key for the retry', async () => {
    const path = '/api/v1/promo/code';
    server.script(path, [{ delayMs: 400, json: { success: true, message: 'late' } }, { json: { success: true } }]);
    const controller = new AbortController();
    const late = api.promo.applyPromoCode('WELCOME100', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await settled(late)).toBe('abort');
    expect(await settled(api.promo.applyPromoCode('WELCOME100'))).toBe('ok');
    const [first, retry] = keysOf(path);
    expect(retry).toBe(first);
  });

  it('a refusal is a definite answer: the same post again is a new attempt with a new key', async () => {
    const path = '/api/v1/promo/code';
    server.script(path, [{ json: { success: false, message: 'Unknown promo code' } }]);
    expect(await settled(api.promo.applyPromoCode('NOPE'))).toBe('http');
    expect(await settled(api.promo.applyPromoCode('NOPE'))).toBe('http');
    const [first, again] = keysOf(path);
    expect(again).not.toBe(first);
  });

  it('another body is another attempt: a changed code does not reuse the unanswered key', async () => {
    const path = '/api/v1/promo/code';
    server.script(path, [{ status: 503 }, { json: { success: true } }, { json: { success: true } }]);
    expect(await settled(api.promo.applyPromoCode('FIRST'))).toBe('http');
    expect(await settled(api.promo.applyPromoCode('SECOND'))).toBe('ok');
    expect(await settled(api.promo.applyPromoCode('FIRST'))).toBe('ok');
    const [first, second, firstAgain] = keysOf(path);
    expect(second).not.toBe(first);
    expect(firstAgain).toBe(first);
  });

  it('the payment posts (multipart) and the rollback action carry keys, the same fields the same key', async () => {
    const submit = '/api/v1/payments/submit/cash-withdrawal';
    server.script(submit, [{ status: 500 }, { json: { status: 'success', message: 'Accepted' } }]);
    const body = (amount: number) =>
      api.cash.paymentFormData({
        payment_system: 4,
        amount,
        purseId: 2,
        fiscal_id: '',
        national_id: '',
        national_card_id: '',
      });
    const endpoint = `${server.apiBase}payments/submit/cash-withdrawal`;
    expect(await settled(api.cash.postCashPayment(endpoint, body(1500)))).toBe('http');
    expect(await settled(api.cash.postCashPayment(endpoint, body(1500)))).toBe('ok');
    const [first, retry] = keysOf(submit);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);

    const action = '/api/v1/payments/actions';
    server.script(action, [{ json: { status: 'success' } }]);
    await api.history.runPaymentAction(`${server.apiBase}payments/actions`, { action: 'rollback', payment_id: 9 });
    expect(keysOf(action)[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('posts that move no money carry no key', async () => {
    server.script('/api/v1/setlocale', [{ json: { success: true } }]);
    await api.locale.setLocale('fr');
    expect(keysOf('/api/v1/setlocale')).toEqual([undefined]);
  });
});
