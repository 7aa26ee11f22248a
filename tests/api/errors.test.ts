// ApiError kinds (docs/product.md#errors-kinds) and the docs/product.md#calls-wrappers failure wrappers, against a real
// server.
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAbort, isApiError, isUnauthorized } from '../../src/api/errors';
import { createHttp, type HttpClient, schemasOf } from '../../src/api/http';
import { okReply } from '../../contract/schemas/common';
import { session } from '../../contract/schemas/session';
import { closedPort, type FaultServer, type ScriptedReply, startFaultServer, waitForArrivals } from './fault-server';
import { rejection } from './rejection';

let server: FaultServer;
let client: HttpClient;

function route(name: string, replies: ScriptedReply[]) {
  server.script(`/api/v1/${name}`, replies);
  return { path: name, attempts: () => server.arrivals(`/api/v1/${name}`).length };
}

beforeAll(async () => {
  server = await startFaultServer();
  client = createHttp({ baseURL: server.apiBase });
});
afterAll(() => server.close());

describe('timeout', () => {
  it('a reply slower than the per-call timeout fails as timeout, without retry', async () => {
    const { path, attempts } = route('slow', [{ delayMs: 1_000, json: { authenticated: true } }]);
    const started = performance.now();
    const error = await rejection(client.request(session, path, { timeout: 100 }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(900);
    expect(attempts()).toBe(1);
  });

  it('the timeout still applies when the caller also passes a signal', async () => {
    const { path } = route('slow-with-signal', [{ delayMs: 1_000, json: { authenticated: true } }]);
    const controller = new AbortController();
    const error = await rejection(client.request(session, path, { timeout: 100, signal: controller.signal }));
    expect(error.kind).toBe('timeout');
  });
});

describe('abort', () => {
  it('aborting mid-flight rejects at once with kind abort', async () => {
    const { path, attempts } = route('held', [{ delayMs: 2_000, json: { authenticated: true } }]);
    const controller = new AbortController();
    const started = performance.now();
    const call = client.request(session, path, { signal: controller.signal });
    await waitForArrivals(server, `/api/v1/${path}`, 1);
    controller.abort();
    const error = await rejection(call);
    expect(error.kind).toBe('abort');
    expect(isAbort(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(attempts()).toBe(1);
  });

  it('aborting during the retry delay stops further attempts', async () => {
    const { path, attempts } = route('abort-in-backoff', [{ status: 503 }]);
    const controller = new AbortController();
    const call = client.request(session, path, { signal: controller.signal });
    await waitForArrivals(server, `/api/v1/${path}`, 1);
    controller.abort();
    const abortedAt = performance.now();
    expect((await rejection(call)).kind).toBe('abort');
    // At once, not when the 300 ms delay would have ended.
    expect(performance.now() - abortedAt).toBeLessThan(150);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(attempts()).toBe(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const { path, attempts } = route('pre-aborted', [{ json: { authenticated: true } }]);
    const error = await rejection(client.request(session, path, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('abort');
    expect(attempts()).toBe(0);
  });
});

describe('network', () => {
  it('connection refused is a network error and is not retried', async () => {
    const port = await closedPort();
    const fetchSpy = vi.fn(globalThis.fetch);
    const offline = createHttp({ baseURL: `http://127.0.0.1:${port}/api/v1/`, fetch: fetchSpy });
    const error = await rejection(offline.request(session, 'check_authorization'));
    expect(error.kind).toBe('network');
    expect(error.url).toBe(`http://127.0.0.1:${port}/api/v1/check_authorization`);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('configuration', () => {
  it.for([
    ['a page-relative base with no page (Node)', '/api/v1/'],
    ['an empty base', ''],
    ['a base without a scheme', 'localhost:8080/api/v1/'],
    ['a base that is not http(s)', 'ftp://127.0.0.1/api/v1/'],
    ['a base that is not a URL', 'http://'],
  ])('%s fails as configuration and sends nothing', async ([, baseURL]) => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const misconfigured = createHttp({ baseURL: baseURL ?? '', fetch: fetchSpy });
    const error = await rejection(misconfigured.request(session, 'config'));
    expect(error.kind).toBe('configuration');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('invalid data', () => {
  it('malformed JSON in a 200 is invalidData', async () => {
    const { path } = route('malformed', [{ raw: '{"authenticated": tru' }]);
    const error = await rejection(client.request(session, path));
    expect(error).toMatchObject({ kind: 'invalidData', status: 200 });
    expect(error.issues).toBeUndefined();
  });

  it('an HTML page in a 200 (a fallback route) is invalidData', async () => {
    const { path } = route('html', [{ raw: '<!doctype html><title>app</title>', contentType: 'text/html' }]);
    expect((await rejection(client.request(session, path))).kind).toBe('invalidData');
  });

  it('a body that fails the schema is invalidData with the zod issues and the server explanation', async () => {
    const { path } = route('mismatch', [{ json: { authenticated: 'yes', message: 'maintenance mode' } }]);
    const error = await rejection(client.request(session, path));
    expect(error.kind).toBe('invalidData');
    expect(error.issues?.map((issue) => issue.path)).toEqual([['authenticated']]);
    expect(error.explanation).toBe('maintenance mode');
  });
});

describe('schemas loaded with the call (http.ts schemasOf)', () => {
  const schemas = schemasOf(() => import('../../contract/schemas/session'));

  it('a loaded schema reads the reply as the schema itself does', async () => {
    const { path } = route('loaded', [{ json: { authenticated: true, extra: 1 } }]);
    await expect(client.request(schemas('session'), path)).resolves.toEqual({ authenticated: true });
  });

  it('a reply that fails a loaded schema is invalidData with the zod issues', async () => {
    const { path } = route('loaded-mismatch', [{ json: { authenticated: 'yes' } }]);
    const error = await rejection(client.request(schemas('session'), path));
    expect(error.kind).toBe('invalidData');
    expect(error.issues?.map((issue) => issue.path)).toEqual([['authenticated']]);
  });

  it('a schema whose code cannot be fetched fails the call as network, after the request', async () => {
    const { path, attempts } = route('loader-failed', [{ json: { authenticated: true } }]);
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await rejection(client.request(() => Promise.reject(cause), path));
    expect(error).toMatchObject({ kind: 'network', cause });
    expect(attempts()).toBe(1);
  });

  it('a failed reply is an http error whatever became of its schema', async () => {
    const { path } = route('loader-failed-404', [{ status: 404, json: { success: false, message: 'Not here' } }]);
    const error = await rejection(client.request(() => Promise.reject(new Error('offline')), path));
    expect(error).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Not here' });
  });
});

describe('docs/product.md#calls-wrappers wrappers in a 2xx', () => {
  it('{success:true} passes through to the schema', async () => {
    const { path } = route('ok', [{ json: { success: true, message: 'done' } }]);
    await expect(client.request(okReply, path)).resolves.toEqual({ success: true, message: 'done' });
  });

  it("{status:'success'} passes through to the schema", async () => {
    const schema = z.object({ status: z.literal('success'), list: z.array(z.number()) });
    const { path } = route('status-ok', [{ json: { status: 'success', list: [1] } }]);
    await expect(client.request(schema, path)).resolves.toEqual({ status: 'success', list: [1] });
  });

  it('{success:false, message} is an http error carrying the message', async () => {
    const { path } = route('soft-failure', [{ json: { success: false, message: 'Bonus already claimed' } }]);
    const error = await rejection(client.request(okReply, path));
    expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: 'Bonus already claimed' });
    expect(error.message).toBe('Bonus already claimed');
  });

  it("{status:'error', reason, errors} keeps the reason and normalises the field errors", async () => {
    const json = { status: 'error', reason: 'limit', errors: { amount: 'Too low', address: ['Bad', 'Worse'] } };
    const { path } = route('form-failure', [{ json }]);
    const error = await rejection(client.request(okReply, path));
    expect(error).toMatchObject({ kind: 'http', reason: 'limit' });
    expect(error.fieldErrors).toEqual({ amount: ['Too low'], address: ['Bad', 'Worse'] });
  });
});

describe('non-2xx replies', () => {
  it('400 with the documented field error shape gives message and field errors', async () => {
    const json = { success: false, error: { message: 'Invalid data', fields: { phone: [{ message: 'Required' }] } } };
    const { path } = route('bad-body', [{ status: 400, json }]);
    const error = await rejection(client.request(okReply, path, { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 400, serverMessage: 'Invalid data' });
    expect(error.fieldErrors).toEqual({ phone: ['Required'] });
  });

  it('422 {success:false, message} keeps the message', async () => {
    const { path } = route('refused', [{ status: 422, json: { success: false, message: 'Wrong password' } }]);
    const error = await rejection(client.request(okReply, path, { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'Wrong password' });
  });

  it('an HTML error page gives an http error with no server message', async () => {
    const { path } = route('proxy-error', [{ status: 404, raw: '<h1>Not found</h1>', contentType: 'text/html' }]);
    const error = await rejection(client.request(okReply, path));
    expect(error).toMatchObject({ kind: 'http', status: 404, serverMessage: undefined });
    expect(isApiError(error)).toBe(true);
  });
});

describe('401', () => {
  it('calls onUnauthorized once and is recognisable as unauthorised', async () => {
    const onUnauthorized = vi.fn();
    const watched = createHttp({ baseURL: server.apiBase, onUnauthorized });
    const { path } = route('private', [{ status: 401, json: { success: false, message: 'Unauthorized' } }]);
    const error = await rejection(watched.request(okReply, path));
    expect(isUnauthorized(error)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a handler set later replaces the first, and other statuses do not call it', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const watched = createHttp({ baseURL: server.apiBase, onUnauthorized: first });
    watched.setUnauthorizedHandler(second);
    route('forbidden', [{ status: 403 }]);
    route('expired', [{ status: 401 }]);
    expect(isUnauthorized(await rejection(watched.request(okReply, 'forbidden')))).toBe(false);
    await rejection(watched.request(okReply, 'expired'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('429 (docs/product.md#errors-handling)', () => {
  it('keeps the seconds of retry_after, which a POST reply carries once (never retried)', async () => {
    const { path, attempts } = route('limited', [
      { status: 429, json: { success: false, message: 'Retry after 840s', retry_after: 840 } },
    ]);
    const error = await rejection(client.request(okReply, path, { method: 'POST', body: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfter: 840, serverMessage: 'Retry after 840s' });
    expect(attempts()).toBe(1);
  });

  it('a 429 without retry_after has no wait', async () => {
    const { path } = route('limited-sms', [
      { status: 429, json: { success: false, message: 'Too many SMS requests. Please try again later' } },
    ]);
    const error = await rejection(client.request(okReply, path, { method: 'POST', body: {} }));
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBeUndefined();
  });
});
