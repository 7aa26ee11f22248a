// docs/product.md#constants-timing default timeouts, checked on a fetch that never answers and a fake clock
// (30 s and 600 s are too long to wait for on a real socket).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, PAYMENT_FORM_TIMEOUT_MS } from '../../src/config/constants';
import { createHttp } from '../../src/api/http';
import { okReply } from '../../contract/schemas/common';

/** A fetch that only ever ends by its signal aborting, as a stalled server would look. */
const stalledFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function track(call: Promise<unknown>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  call.then(
    () => Object.assign(state, { settled: true }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

const client = createHttp({ baseURL: 'http://127.0.0.1:9/api/v1/', fetch: stalledFetch });

// The client's code (ofetch) loads with the first call (src/api/transport.ts): once, on the real clock, so that the
// calls below start their timers at once.
beforeAll(() => client.request(okReply, 'config', { timeout: 1 }).catch(() => undefined));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('default timeouts', () => {
  it('a call times out after 30 s, not before', async () => {
    const state = track(client.request(okReply, 'config'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toMatchObject({ kind: 'timeout' });
  });

  it('a payment form post times out after 600 s, not before', async () => {
    // The idempotency keys' module loads with the first money post (src/api/http.ts): loaded before the clock runs.
    await import('../../src/api/attempts');
    const state = track(client.postForm(okReply, 'payments/cash', new FormData()));
    await vi.advanceTimersByTimeAsync(PAYMENT_FORM_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toMatchObject({ kind: 'timeout' });
  });
});
