// Reads the server's failure details out of a reply body, whichever docs/product.md#calls-wrappers shape it used:
//   {success:false, message?, reason?}
//   {success:false, error:{message?, fields:{field:[{message}]}}}   (registration, bad bodies)
//   {status:'error', reason?, message?, errors?:{field: string | string[]}}   (payment forms)
import type { FieldErrors } from './errors';

export interface FailureDetails {
  serverMessage?: string;
  reason?: string;
  fieldErrors?: FieldErrors;
  explanation?: string;
  /** Seconds the server asks to wait before trying again (the `retry_after` of a 429, docs/api.md). */
  retryAfter?: number;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function seconds(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** docs/product.md#calls-wrappers: a 2xx reply can still be a failure; these are the two flags that say so. */
export function isFailureWrapper(body: unknown): body is Json {
  return isRecord(body) && (body.success === false || body.status === 'error');
}

export function readFailure(body: unknown): FailureDetails {
  if (!isRecord(body)) return {};
  const error = isRecord(body.error) ? body.error : undefined;
  return {
    serverMessage: text(body.message) ?? text(error?.message) ?? text(body.error),
    reason: text(body.reason),
    fieldErrors: normaliseFieldErrors(error?.fields ?? body.errors),
    explanation: text(body.explanation),
    retryAfter: seconds(body.retry_after),
  };
}

/**
 * One field's messages: a string, a list of strings, or a list of {message} (both docs/product.md#calls-list shapes).
 */
function messagesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const message = isRecord(item) ? text(item.message) : text(item);
    return message === undefined ? [] : [message];
  });
}

function normaliseFieldErrors(fields: unknown): FieldErrors | undefined {
  if (!isRecord(fields)) return undefined;
  const entries = Object.entries(fields)
    .map(([field, value]) => [field, messagesOf(value)] as const)
    .filter(([, messages]) => messages.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
