// CORS for the operator's own sites (docs/architecture.md#security), over real HTTP: a page of an origin listed in
// ALLOWED_ORIGINS gets its preflight answered (Content-Type and the Idempotency-Key of money-moving posts allowed,
// with cookies) and may read the replies, Retry-After included; any other origin gets no CORS header at all, and a
// server without ALLOWED_ORIGINS answers exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_EXTRA_ORIGINS } from '../../server/http/security-headers';
import { json, newPlayer, submitPath, systemId } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

const PARTNER = 'https://play.belchans.example';
const OTHER = 'https://evil.example';
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];

let server: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [server, plain] = await Promise.all([
    startTestServer({ security: { ...NO_EXTRA_ORIGINS, allowedOrigins: [PARTNER] } }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), plain?.close()]);
});

const preflight = (base: string, origin: string, path = '/api/v1/payments/submit/moncash-withdrawal') =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,idempotency-key',
    },
  });

const corsHeadersOf = (res: Response) =>
  Object.fromEntries(CORS_HEADERS.flatMap((name) => (res.headers.has(name) ? [[name, res.headers.get(name)]] : [])));

describe('a configured site (ALLOWED_ORIGINS)', () => {
  it('gets its preflight answered, Idempotency-Key included', async () => {
    const res = await preflight(server.url, PARTNER);
    expect(res.status).toBe(204);
    expect(corsHeadersOf(res)).toEqual({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Content-Type, Idempotency-Key',
      'access-control-max-age': '600',
    });
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('may read the replies of its calls with cookies, a keyed withdrawal included, and Retry-After', async () => {
    const session = await fetch(`${server.url}/api/session`, { headers: { origin: PARTNER } });
    expect(session.status).toBe(200);
    expect(corsHeadersOf(session)).toEqual({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'Retry-After, Idempotent-Replayed',
    });
    expect(session.headers.get('vary')).toContain('Origin');

    const player = await newPlayer(server, { balance: 1_000 });
    const body = new FormData();
    for (const [name, value] of Object.entries({
      payment_system: await systemId(server, 'moncash-withdrawal'),
      amount: 150,
      purseId: '37123456',
    })) {
      body.append(name, String(value));
    }
    const pay = () =>
      player.tab.call(submitPath('moncash-withdrawal'), {
        method: 'POST',
        body,
        headers: { origin: PARTNER, 'Idempotency-Key': 'cors-test-key-0001' },
      });
    const paid = await pay();
    expect(paid.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const first = await json(paid);
    expect(first.status).toBe('success');
    // The same key again: the first reply, marked as a replay in a header the partner's page may read.
    const again = await pay();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('access-control-expose-headers')).toBe('Retry-After, Idempotent-Replayed');
    expect(await json(again)).toEqual(first);
  });
});

describe('any other origin', () => {
  it('gets no CORS header: its preflight is not answered, its replies stay unreadable', async () => {
    const res = await preflight(server.url, OTHER);
    expect(res.status).toBe(404);
    expect(corsHeadersOf(res)).toEqual({});
    const reply = await fetch(`${server.url}/api/session`, { headers: { origin: OTHER } });
    expect(reply.status).toBe(200);
    expect(corsHeadersOf(reply)).toEqual({});
  });

  it('gets nothing from a server without ALLOWED_ORIGINS either, whose replies do not vary by Origin', async () => {
    const res = await preflight(plain.url, PARTNER);
    expect(res.status).toBe(404);
    expect(corsHeadersOf(res)).toEqual({});
    const reply = await fetch(`${plain.url}/api/session`, { headers: { origin: PARTNER } });
    expect(corsHeadersOf(reply)).toEqual({});
    expect(reply.headers.get('vary') ?? '').not.toContain('Origin');
  });
});
