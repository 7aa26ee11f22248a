// The payment method lists (src/api/cashier.ts) over real HTTP against a scripted server: a list whose status is not
// success fails with the server's reason (docs/product.md#errors-handling), which is what the cashier shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FaultServer, startFaultServer } from './fault-server';
import { rejection } from './rejection';

let server: FaultServer;
let cashier: typeof import('../../src/api/cashier');

const system = { id: 3, name: 'Cash at a club', icon: '/media/payments/cash.svg', type: 'widget', direction: 1 };

beforeAll(async () => {
  server = await startFaultServer();
  // The default instance reads VITE_API_BASE when first imported, so the module loads only now.
  vi.stubEnv('VITE_API_BASE', server.apiBase);
  cashier = await import('../../src/api/cashier');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

const lists = [
  ['deposits', '/api/v1/payment_deposits', () => cashier.getDeposits()],
  ['withdrawals', '/api/v1/payment_withdrawals', () => cashier.getWithdrawals()],
] as const;

describe.each(lists)('%s list', (_name, path, load) => {
  it('a success reply is its list, asked for as version 3', async () => {
    server.script(path, [{ json: { status: 'success', list: [system] } }]);
    expect(await load()).toEqual([system]);
    expect(server.arrivals(path).map((a) => a.query.get('version'))).toEqual(['3']);
  });

  it("status error: the server's reason is the error's message (its message stays out of it)", async () => {
    server.script(path, [
      { json: { status: 'error', reason: 'Cashier closed for maintenance', message: 'Try again later' } },
    ]);
    const error = await rejection(load());
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      reason: 'Cashier closed for maintenance',
      serverMessage: 'Cashier closed for maintenance',
    });
  });

  it('another status than success or error fails with its reason too, not as a reply of the wrong shape', async () => {
    server.script(path, [{ json: { status: 'maintenance', reason: 'Payments resume at 14:00' } }]);
    expect(await rejection(load())).toMatchObject({ kind: 'http', serverMessage: 'Payments resume at 14:00' });
  });

  it("without a reason the server's message is shown; with neither, no server text (the view's fallback)", async () => {
    server.script(path, [{ json: { status: 'error', message: 'Payments are paused' } }]);
    expect(await rejection(load())).toMatchObject({ kind: 'http', serverMessage: 'Payments are paused' });
    server.script(path, [{ json: { status: 'pending' } }]);
    const bare = await rejection(load());
    expect(bare.kind).toBe('http');
    expect(bare.serverMessage).toBeUndefined();
  });

  it('a reason on a 5xx is kept as the message as well (after the GET retries)', async () => {
    server.script(path, [{ status: 503, json: { status: 'error', reason: 'Provider down' } }]);
    expect(await rejection(load())).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Provider down' });
    expect(server.arrivals(path)).toHaveLength(3);
  });

  it('a success whose list is not a list is invalid data', async () => {
    server.script(path, [{ json: { status: 'success', list: 'none' } }]);
    expect((await rejection(load())).kind).toBe('invalidData');
  });

  it('a 401 stays a 401 (the session check logs the player out)', async () => {
    server.script(path, [{ status: 401, json: { success: false, message: 'Unauthorized' } }]);
    expect(await rejection(load())).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Unauthorized' });
  });
});
