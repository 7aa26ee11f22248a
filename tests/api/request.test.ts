// What the client puts on the wire: URLs under or beside the versioned base, version and query
// parameters, JSON and multipart bodies, cookies mode.
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttp, type HttpClient } from '../../src/api/http';
import { okReply } from '../../contract/schemas/common';
import { session } from '../../contract/schemas/session';
import { type FaultServer, startFaultServer } from './fault-server';
import { rejection } from './rejection';

let server: FaultServer;
let client: HttpClient;

beforeAll(async () => {
  server = await startFaultServer();
  client = createHttp({ baseURL: server.apiBase });
});
afterAll(() => server.close());

describe('URLs', () => {
  it('a relative path lands under the versioned base', async () => {
    server.script('/api/v1/check_authorization', [{ json: { authenticated: false } }]);
    await expect(client.request(session, 'check_authorization')).resolves.toEqual({ authenticated: false });
    expect(server.arrivals('/api/v1/check_authorization')).toHaveLength(1);
  });

  it('a path starting with / is origin-absolute, not prefixed by /api/v1/', async () => {
    server.script('/api/session', [{ json: { authenticated: true } }]);
    server.script('/api/v1/api/session', [{ status: 500 }]);
    await expect(client.request(session, '/api/session')).resolves.toEqual({ authenticated: true });
    expect(server.arrivals('/api/session')).toHaveLength(1);
    expect(server.arrivals('/api/v1/api/session')).toHaveLength(0);
  });

  it('a base without a trailing slash still keeps its last segment', async () => {
    const noSlash = createHttp({ baseURL: server.apiBase.replace(/\/$/, '') });
    server.script('/api/v1/locale/list', [{ json: { success: true } }]);
    await noSlash.request(okReply, 'locale/list');
    expect(server.arrivals('/api/v1/locale/list')).toHaveLength(1);
  });

  it('an absolute URL (a server-supplied endpoint) is used as is', async () => {
    server.script('/payments/moncash', [{ json: { success: true } }]);
    await client.request(okReply, `${server.origin}/payments/moncash`, { method: 'POST', body: {} });
    expect(server.arrivals('/payments/moncash')).toHaveLength(1);
  });

  it('version adds version=N next to the other query parameters', async () => {
    server.script('/api/v1/seo/metadata', [{ json: { success: true } }]);
    await client.request(okReply, 'seo/metadata', {
      version: 3,
      query: { path: '/promo/7', page: 2, skip: undefined },
    });
    const [arrival] = server.arrivals('/api/v1/seo/metadata');
    expect(Object.fromEntries(arrival?.query ?? [])).toEqual({ path: '/promo/7', page: '2', version: '3' });
  });

  it('the error names the method and the URL that failed', async () => {
    server.script('/api/v1/user/balance/info', [{ status: 404 }]);
    const error = await rejection(client.request(okReply, 'user/balance/info', { version: 2 }));
    expect(error).toMatchObject({ method: 'GET', url: `${server.apiBase}user/balance/info?version=2` });
  });
});

describe('bodies and headers', () => {
  it('a JSON body is sent as application/json', async () => {
    server.script('/api/v1/authorize', [{ json: { success: true } }]);
    await client.request(okReply, 'authorize', { method: 'POST', body: { login: '509', password: 'pw' } });
    const [arrival] = server.arrivals('/api/v1/authorize');
    expect(arrival?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(arrival?.body ?? '')).toEqual({ login: '509', password: 'pw' });
  });

  it('asks for JSON and sends cookies (credentials include)', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const spied = createHttp({ baseURL: server.apiBase, fetch: fetchSpy });
    server.script('/api/v1/user/profile/info', [{ json: { success: true } }]);
    await spied.request(okReply, 'user/profile/info');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(server.arrivals('/api/v1/user/profile/info')[0]?.headers.accept).toBe('application/json');
  });
});

describe('postForm (payment forms)', () => {
  const reply = z.object({ status: z.literal('success'), message: z.string() });

  it('sends the FormData as multipart/form-data', async () => {
    server.script('/api/v1/payments/cash', [{ json: { status: 'success', message: 'Complete' } }]);
    const form = new FormData();
    form.set('payment_system', '12');
    form.set('amount', '1500');
    await expect(client.postForm(reply, 'payments/cash', form)).resolves.toEqual({
      status: 'success',
      message: 'Complete',
    });
    const [arrival] = server.arrivals('/api/v1/payments/cash');
    expect(arrival?.method).toBe('POST');
    expect(arrival?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(arrival?.body).toMatch(/name="payment_system"\r\n\r\n12\r\n/);
    expect(arrival?.body).toMatch(/name="amount"\r\n\r\n1500\r\n/);
  });

  it('is not retried on 503', async () => {
    server.script('/api/v1/payments/crypto', [{ status: 503 }]);
    const error = await rejection(client.postForm(reply, 'payments/crypto', new FormData()));
    expect(error).toMatchObject({ kind: 'http', status: 503, method: 'POST' });
    expect(server.arrivals('/api/v1/payments/crypto')).toHaveLength(1);
  });

  it('a per-call timeout overrides the 600 s default', async () => {
    server.script('/api/v1/payments/slow', [{ delayMs: 1_000, json: { status: 'success', message: 'x' } }]);
    const error = await rejection(client.postForm(reply, 'payments/slow', new FormData(), { timeout: 100 }));
    expect(error.kind).toBe('timeout');
  });
});
