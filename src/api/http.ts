// The HTTP client of docs/architecture.md#api-layer: one per app, docs/product.md#calls-policy base/retry policy,
// docs/product.md#constants-timing timeouts. It raises ApiError and calls onUnauthorized on a 401; it never navigates
// or shows anything.
import { DEFAULT_TIMEOUT_MS, PAYMENT_FORM_TIMEOUT_MS } from '../config/constants';
import { ApiError } from './errors';
import { decodeReply, failedReply, type Schema } from './reply';
import { createTransport, type Method } from './transport';

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface RequestOptions extends CallOptions {
  method?: Method;
  query?: Query;
  /** Versioned calls of docs/product.md#calls-policy add version=N. */
  version?: number;
  /** JSON body, or multipart through postForm. */
  body?: Record<string, unknown> | FormData;
  /** Milliseconds per attempt; docs/product.md#constants-timing default 30 s. */
  timeout?: number;
  /**
   * A post that moves money (docs/api.md#idempotency): it carries an Idempotency-Key, the same one again when the
   * player retries the same post after it got no definite answer (src/api/attempts.ts).
   */
  movesMoney?: boolean;
}

export type FormOptions = Omit<RequestOptions, 'method' | 'body' | 'movesMoney'>;

/** The header of docs/api.md#idempotency. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface HttpConfig {
  /** Versioned API base, absolute or relative to the page, e.g. '/api/v1/'. */
  baseURL: string;
  fetch?: typeof fetch;
  onUnauthorized?: () => void;
}

/**
 * A reply's schema, or a loader of it. Calls pass loaders (schemasOf) so that zod and the schemas load with the
 * first call rather than with the page: the first render has its data already (docs/architecture.md "API layer").
 */
export type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);

/**
 * The schemas of one module of contract/schemas, each by its export name as a loader for `request`:
 * `const schemas = schemasOf(() => import('../../contract/schemas/site'))`, then `http.request(schemas('seo'), …)`.
 */
export function schemasOf<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K) =>
    () =>
      load().then((module) => module[name]);
}

export interface HttpClient {
  request<T>(schema: SchemaSource<T>, path: string, options?: RequestOptions): Promise<T>;
  /**
   * Multipart post to a payment endpoint: docs/product.md#constants-timing 600 s timeout, never retried (POST), with its
   * Idempotency-Key (it moves money).
   */
  postForm<T>(schema: SchemaSource<T>, path: string, form: FormData, options?: FormOptions): Promise<T>;
  /**
   * The session flow de-authorises through this (docs/architecture.md#api-layer: a 401 is an error kind, not a
   * redirect).
   */
  setUnauthorizedHandler(handler: (() => void) | undefined): void;
}

/**
 * Server rendering (docs/architecture.md "Server rendering") has no page to resolve '/api/v1/' against and
 * must not mix one request's headers into another's: src/entry-server.tsx sets a scope that returns, for the
 * request being rendered, the page URL and a fetch that sends that request's language to the API.
 */
export interface ServerScope {
  pageUrl: string;
  fetch: typeof fetch;
}
let serverScope: (() => ServerScope | undefined) | undefined;
export function setServerScope(scope: () => ServerScope | undefined): void {
  serverScope = scope;
}
const scopedFetch: typeof fetch = (input, init) => (serverScope?.()?.fetch ?? fetch)(input, init);

export function createHttp(config: HttpConfig): HttpClient {
  const send = createTransport(config.fetch ?? scopedFetch);
  let onUnauthorized = config.onUnauthorized;

  async function request<T>(source: SchemaSource<T>, path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const query = options.version === undefined ? options.query : { ...options.query, version: options.version };
    const url = resolveUrl(config.baseURL, path, query ?? {}, method);
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    // The schema loads while the request is on its way; code that cannot be fetched is a network failure.
    const schema = typeof source === 'function' ? source() : Promise.resolve(source);
    schema.catch(() => undefined);
    // Keys load with the first money post, off every first screen (docs/architecture.md#performance); code that cannot
    // be fetched is a network failure, and nothing was sent.
    const attempt = options.movesMoney
      ? (
          await import('./attempts').catch((cause: unknown) => {
            throw new ApiError({ kind: 'network', method, url, cause });
          })
        ).attemptOf(method, url, options.body)
      : undefined;
    const headers = attempt ? { [IDEMPOTENCY_HEADER]: attempt.key } : undefined;
    const reply = await send({ method, url, body: options.body, headers, timeout, signal: options.signal });
    // Any answer but a server failure is definite: a retry of the same post will be a new payment.
    if (reply.status < 500) attempt?.end();
    const origin = { method, url };
    if (reply.status >= 200 && reply.status < 300) {
      const loaded = await schema.catch((cause: unknown) => {
        throw new ApiError({ kind: 'network', ...origin, cause });
      });
      return decodeReply(loaded, reply, origin);
    }
    if (reply.status === 401) onUnauthorized?.();
    throw failedReply(reply, origin);
  }

  return {
    request,
    postForm: (schema, path, form, options) =>
      request(schema, path, {
        timeout: PAYMENT_FORM_TIMEOUT_MS,
        ...options,
        method: 'POST',
        body: form,
        movesMoney: true,
      }),
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
  };
}

/**
 * Resolves like a link on the page: 'config' lands under the versioned base, while docs/product.md#calls-policy paths
 * that start with '/' ('/api/session') are origin-absolute and absolute URLs (server-supplied
 * payment endpoints) stay as they are. A base that cannot be resolved is a configuration error.
 */
function resolveUrl(baseURL: string, path: string, query: Query, method: Method): string {
  let url: URL;
  try {
    if (baseURL.trim() === '') throw new TypeError('empty API base URL');
    const page = globalThis.location?.href ?? serverScope?.()?.pageUrl;
    const base = new URL(baseURL.endsWith('/') ? baseURL : `${baseURL}/`, page);
    url = new URL(path, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`unsupported ${url.protocol}`);
  } catch (cause) {
    throw new ApiError({ kind: 'configuration', method, url: `${baseURL} + ${path}`, cause });
  }
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.href;
}

// import.meta.env is undefined outside Vite (plain Node), and VITE_API_BASE is optional in a build.
const configuredBase: unknown = import.meta.env?.VITE_API_BASE;

const apiBase = typeof configuredBase === 'string' ? configuredBase : '/api/v1/';

/** The app's instance: same-origin /api/v1/ unless VITE_API_BASE says otherwise. */
export const http = createHttp({ baseURL: apiBase });

/**
 * The address of a call under the app's API base, for what does not go through `request` (the live balance's
 * EventSource, docs/api.md#player-protection); a base that cannot be resolved is a configuration error.
 */
export function apiUrl(path: string): string {
  return resolveUrl(apiBase, path, {}, 'GET');
}
