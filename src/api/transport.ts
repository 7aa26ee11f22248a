// Sends one call over the single ofetch instance (docs/architecture.md#api-layer): per-attempt timeout, caller abort,
// and the docs/product.md#calls-policy retry loop. It returns the raw status and text; http.ts decides what they mean.
// ofetch loads with the first call, not with the page (docs/architecture.md "API layer").
import type { $Fetch, FetchOptions } from 'ofetch';
import { ApiError } from './errors';
import { retryDelayMs, shouldRetry, sleep } from './retry';

/** TRACE is in the docs/product.md#calls-policy retry list, but fetch refuses to send it, so no call can use it. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface Exchange {
  method: Method;
  url: string;
  body?: FetchOptions['body'];
  /** Headers beyond the client's own (a money post's Idempotency-Key). */
  headers?: Record<string, string>;
  timeout: number;
  signal?: AbortSignal;
}

export interface RawReply {
  status: number;
  /** undefined when the reply has no body (HEAD, 204). */
  text?: string;
}

export type Send = (exchange: Exchange) => Promise<RawReply>;

type Ofetch = typeof import('ofetch');

/** ofetch once it has loaded; it loads with the first call (docs/architecture.md "API layer"), once per page. */
let ofetchModule: Ofetch | undefined;
let loadingOfetch: Promise<Ofetch> | undefined;

function loadOfetch(): Promise<Ofetch> {
  loadingOfetch ??= import('ofetch').then(
    (module) => (ofetchModule = module),
    (cause: unknown) => {
      // The next call tries again: code that failed to load once (offline) may load later.
      loadingOfetch = undefined;
      throw cause;
    },
  );
  return loadingOfetch;
}

/** Rejects when the caller aborts, so that a call can be given up while the client's code loads. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function createTransport(fetchImpl?: typeof fetch): Send {
  let client: $Fetch | undefined;

  function clientFrom({ ofetch }: Ofetch): $Fetch {
    // Our own loop retries and times out: ofetch's would retry network errors and timeouts, which
    // docs/product.md#calls-policy does not list, and drops its timeout whenever a signal is passed.
    client ??= ofetch.create(
      {
        credentials: 'include',
        headers: { accept: 'application/json' },
        retry: false,
        ignoreResponseError: true,
        responseType: 'text',
      },
      fetchImpl ? { fetch: fetchImpl } : {},
    );
    return client;
  }

  /** The first call waits for ofetch, which its caller may abort; code that cannot be fetched is a network failure. */
  async function loadClient({ method, url, signal }: Exchange): Promise<$Fetch> {
    try {
      return clientFrom(await (signal ? Promise.race([loadOfetch(), aborted(signal)]) : loadOfetch()));
    } catch (cause) {
      throw new ApiError({ kind: signal?.aborted ? 'abort' : 'network', method, url, cause });
    }
  }

  async function attempt(exchange: Exchange): Promise<RawReply> {
    const { method, url, body, headers, timeout, signal } = exchange;
    if (signal?.aborted) throw new ApiError({ kind: 'abort', method, url, cause: signal.reason });
    // The docs/product.md#constants-timing timeout is the exchange's: it starts once the client is there.
    const send = client ?? (ofetchModule ? clientFrom(ofetchModule) : await loadClient(exchange));
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
      const response = await send.raw<string, 'text'>(url, { method, body, headers, signal: controller.signal });
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
