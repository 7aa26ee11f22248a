// Sends one call over the single ofetch instance (DESIGN.md §4): per-attempt timeout, caller abort,
// and the spec §7 retry loop. It returns the raw status and text; http.ts decides what they mean.
import { type FetchOptions, ofetch } from 'ofetch';
import { ApiError } from './errors';
import { retryDelayMs, shouldRetry, sleep } from './retry';

/** TRACE is in the spec §7 retry list, but fetch refuses to send it, so no call can use it. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface Exchange {
  method: Method;
  url: string;
  body?: FetchOptions['body'];
  timeout: number;
  signal?: AbortSignal;
}

export interface RawReply {
  status: number;
  /** undefined when the reply has no body (HEAD, 204). */
  text?: string;
}

export type Send = (exchange: Exchange) => Promise<RawReply>;

export function createTransport(fetchImpl?: typeof fetch): Send {
  // Our own loop retries and times out: ofetch's would retry network errors and timeouts, which
  // spec §7 does not list, and drops its timeout whenever a signal is passed.
  const $fetch = ofetch.create(
    {
      credentials: 'include',
      headers: { accept: 'application/json' },
      retry: false,
      ignoreResponseError: true,
      responseType: 'text',
    },
    fetchImpl ? { fetch: fetchImpl } : {},
  );

  async function attempt(exchange: Exchange): Promise<RawReply> {
    const { method, url, body, timeout, signal } = exchange;
    if (signal?.aborted) throw new ApiError({ kind: 'abort', method, url, cause: signal.reason });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const forwardAbort = () => controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await $fetch.raw<string, 'text'>(url, { method, body, signal: controller.signal });
      return { status: response.status, text: response._data };
    } catch (cause) {
      // Whatever fetch threw, our own flags say why: the caller's abort, our timer, or the network.
      const kind = signal?.aborted ? 'abort' : timedOut ? 'timeout' : 'network';
      throw new ApiError({ kind, method, url, cause });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return async function send(exchange) {
    for (let retriesDone = 0; ; retriesDone++) {
      const reply = await attempt(exchange);
      if (!shouldRetry(exchange.method, reply.status, retriesDone)) return reply;
      try {
        await sleep(retryDelayMs(retriesDone + 1), exchange.signal);
      } catch (cause) {
        throw new ApiError({ kind: 'abort', method: exchange.method, url: exchange.url, cause });
      }
    }
  };
}
