// The visitor's country (docs/architecture.md#visitor-country): the header the operator's edge sets, when
// COUNTRY_HEADER names it (CF-IPCountry behind Cloudflare), else the offline IP-to-country database of the
// geoip-country package looked up with the client's address (server/auth/client-address.ts, TRUSTED_PROXIES).
// No header is believed unless configured: anyone can send one. The country picks the first visit's language
// (docs/product.md#flows-locale) and the registration's default country; it is told to the app in the first HTML
// and in GET /api/session (docs/api.md#visitor-country).
import geoip from 'geoip-country';
import type { MiddlewareHandler } from 'hono';
import { resolveClientAddress, type TrustedProxies } from '../auth/client-address';
import type { AppEnv } from '../env';

export interface VisitorConfig {
  /** COUNTRY_HEADER: the edge's header carrying the visitor's ISO 3166-1 alpha-2 country (lower case). */
  countryHeader?: string | undefined;
  /** TRUSTED_PROXIES: proxies whose X-Forwarded-For gives the client's address. */
  trustedProxies?: TrustedProxies;
}

export interface VisitorCountry {
  /** ISO 3166-1 alpha-2, upper case; null when unknown (a private address, an edge that could not tell). */
  code: string | null;
  /**
   * Where it came from: the configured header, or the address (the database was asked, whatever it answered).
   * A page whose language followed the address must not sit in a shared cache (server/http/pages.ts).
   */
  from: 'header' | 'address';
}

/** A header token, as HTTP allows it (no spaces, no colon): what COUNTRY_HEADER may name. */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

export function readCountryHeader(value: string | undefined): string | undefined {
  const name = value?.trim();
  if (!name) return undefined;
  if (!HEADER_NAME.test(name))
    throw new Error(`Invalid COUNTRY_HEADER: ${name} (expected a header name such as CF-IPCountry)`);
  return name.toLowerCase();
}

/**
 * A country code as edges send it: two letters. Cloudflare's XX (unknown) and T1 (Tor) and anything else are
 * no country at all.
 */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

/** The database's country for an address; null for private, reserved and unknown ones. */
export function countryOfAddress(address: string | undefined): string | null {
  if (!address) return null;
  try {
    return countryCode(geoip.lookup(address)?.country);
  } catch {
    return null;
  }
}

/** Sets the request's client address and visitor country once, for every route that needs them. */
export function visitor({ countryHeader, trustedProxies }: VisitorConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = resolveClientAddress(c, trustedProxies);
    if (address !== undefined) c.set('clientAddress', address);
    const fromHeader = countryHeader ? countryCode(c.req.header(countryHeader)) : null;
    c.set(
      'visitorCountry',
      fromHeader ? { code: fromHeader, from: 'header' } : { code: countryOfAddress(address), from: 'address' },
    );
    await next();
  };
}

/** The visitor's country of this request (null without the middleware: a route mounted alone in a test). */
export const visitorCountryOf = (c: { get(key: 'visitorCountry'): VisitorCountry | undefined }): string | null =>
  c.get('visitorCountry')?.code ?? null;
