// Query and path parameters checked by hand (they are strings, not bodies): a bad one is the same 400
// field error a bad body gets (docs/product.md#calls-wrappers {error:{message, fields:{name:[{message}]}}}).
import type { Context } from 'hono';
import { type Text, text as serverText } from '../i18n/text';
import { fieldError, invalidData } from './errors';
import { isHttps } from './cookies';
import { publicOriginOf } from './public-origin';

/** A missing or empty parameter is undefined; everything else is trimmed. */
export const optionalText = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
};

/** A whole number in [min, max]; `fallback` when absent, else a 400 on `field` with `message`. */
export function intParam(
  value: string | undefined,
  field: string,
  range: { min: number; max: number; fallback?: number },
  message: Text,
): number {
  const text = optionalText(value);
  if (text === undefined && range.fallback !== undefined) return range.fallback;
  const n = text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < range.min || n > range.max) throw invalidData(fieldError(field, message));
  return n;
}

/** docs/product.md#constants-codes balance types: 0 regular (also when absent), 1 bonus. */
export function balanceTypeParam(value: string | undefined, field: string): 0 | 1 {
  const text = optionalText(value);
  if (text === undefined || text === '0') return 0;
  if (text === '1') return 1;
  throw invalidData(fieldError(field, serverText('field.balanceType')));
}

/**
 * The origin absolute URLs handed back to the app (game launches, canonical links, the sitemap) are made on:
 * PUBLIC_ORIGIN, a PUBLIC_HOSTS host or a loopback one, never a Host the server does not know
 * (server/http/public-origin.ts, docs/architecture.md#public-origin). Set once per request by createApp; without it (a route mounted alone), worked
 * out the same way with nothing configured.
 */
export function requestOrigin(c: Context): string {
  const known = (c as Context<{ Variables: { publicOrigin?: string } }>).get('publicOrigin');
  return known ?? publicOriginOf(c, {}, isHttps(c));
}
