// The one error type every call rejects with (docs/architecture.md#api-layer, docs/product.md#errors-kinds). Views map
// `kind` (and, for http, the server's message) to display text; nothing here is shown to a player as is.
import type { core } from 'zod/mini';

/**
 * docs/product.md#errors-kinds kinds: invalid data, abort (ignored by callers), HTTP, network, timeout, configuration.
 */
export type ApiErrorKind = 'invalidData' | 'abort' | 'http' | 'network' | 'timeout' | 'configuration';

/** Field name to its messages, whichever of the two docs/product.md#calls-wrappers failure shapes the server used. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  url: string;
  status?: number;
  /**
   * The server's own message; views show it when present (docs/product.md#errors-texts) and a fallback text otherwise.
   */
  serverMessage?: string;
  reason?: string;
  fieldErrors?: FieldErrors;
  issues?: core.$ZodIssue[];
  explanation?: string;
  /** A 429's `retry_after`: seconds to wait (docs/product.md#errors-handling shows them). */
  retryAfter?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly url: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly reason?: string;
  readonly fieldErrors?: FieldErrors;
  readonly issues?: core.$ZodIssue[];
  readonly explanation?: string;
  readonly retryAfter?: number;

  constructor(init: ApiErrorInit) {
    // message is the server's when it sent one, else a technical line for logs and error reports.
    super(init.serverMessage ?? technicalMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.reason = init.reason;
    this.fieldErrors = init.fieldErrors;
    this.issues = init.issues;
    this.explanation = init.explanation;
    this.retryAfter = init.retryAfter;
  }
}

function technicalMessage({ kind, method, url, status }: ApiErrorInit): string {
  return `${method} ${url} failed: ${kind}${status === undefined ? '' : ` ${status}`}`;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** docs/product.md#errors-kinds: aborts are ignored by callers, so they need a cheap test. */
export function isAbort(error: unknown): boolean {
  return isApiError(error) && error.kind === 'abort';
}

/**
 * A failure that says nothing about the request itself (docs/product.md#flows-telegram rides these out): no connection,
 * no answer in time, or a server that is busy or down (408, 429, 5xx). A refusal (a 4xx, or a 200 failure wrapper)
 * and a reply that fails its schema are not transient.
 */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.kind === 'http' ? (error.status ?? 0) : 0;
  return status === 408 || status === 429 || status >= 500;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 401;
}
