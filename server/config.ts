// Environment of server/main.ts (docs/architecture.md#reference-server): PORT, HOST, DATABASE_URL, DATA_DIR,
// NODE_ENV and STAND_INS (modeOf below), STATIC_DIR, SSR_DIR, API_ORIGIN (the operator's API that server rendering
// reads; docs/architecture.md "Server rendering"), SMS_PER_ADDRESS_HOUR, GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET,
// REQUIRE_REAL_PROVIDERS (server/stand-ins.ts), SIGN_IN_SERVICES (docs/api.md#sign-in-services),
// and the origins of the security policy
// (docs/architecture.md#security; server/http/security-headers.ts, server/http/origin-guard.ts), each a list of origins
// (scheme://host[:port]; the CSP lists take CSP's wildcards `*.` before the host and `:*` for any port),
// separated by spaces or commas, empty by default:
//   CSP_FRAME_ORIGINS    sites the app frames: game providers, payment pages, the sportsbook
//   CSP_CONNECT_ORIGINS  APIs the app calls besides this server: payment endpoints, a VITE_MAP_STYLE_URL host
//   CSP_SCRIPT_ORIGINS   provider scripts the app loads (TVBet's frame.js)
//   CSP_IMG_ORIGINS      image hosts besides /media (a CDN)
//   CSP_WIDGET_ANCESTORS the operator's other sites that may frame /widget/*
//   ALLOWED_ORIGINS      sites besides this one whose pages may make state-changing calls (403 otherwise)
// The visitor (docs/architecture.md#visitor-country; server/http/visitor-country.ts):
//   COUNTRY_HEADER       the header of the operator's edge that carries the visitor's country (CF-IPCountry); unset,
//                        no header is believed and the country comes from the address
//   TRUSTED_PROXIES      the operator's proxies (addresses or CIDR ranges) whose X-Forwarded-For gives the client's
//                        address and whose X-Forwarded-Proto is believed; unset, the socket address and scheme
// The origin absolute URLs are made on (docs/architecture.md#public-origin; server/http/public-origin.ts):
//   PUBLIC_ORIGIN        one origin (https://belchans.ht) for every request
//   PUBLIC_HOSTS         hosts (host[:port]) a request may keep as its own; any other Host gets the first one's.
//                        Neither: loopback hosts are kept, any other Host gets http://HOST:PORT
import { readTrustedProxies } from './auth/client-address';
import type { GoogleConfig } from './auth/google-provider';
import { SMS_PER_ADDRESS_DEFAULT } from './auth/sms';
import type { Mode } from './env';
import type { PublicOriginConfig } from './http/public-origin';
import type { SecurityConfig } from './http/security-headers';
import { readCountryHeader, type VisitorConfig } from './http/visitor-country';
import { readSignInServices } from './site/sign-in-services';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite directory, or 'memory' for a fresh in-memory database (browser test runs). */
  dataDir: string;
  mode: Mode;
  staticDir: string;
  /** SMS one client address may cause per hour (server/auth/sms.ts). */
  smsPerAddressHour: number;
  /** Real Google sign-in; unset, the dev consent page stands in (with the stand-ins: server/env.ts servesStandIns). */
  google: GoogleConfig | undefined;
  /** SIGN_IN_SERVICES: the sign-in services the site config lists; unset, the seeded ones. */
  signInServices: string[] | undefined;
  /** Origins the CSP and the foreign-origin guard accept besides the server's own. */
  security: SecurityConfig;
  /** Folder of the built server renderer (SSR_DIR, default dist-ssr). */
  ssrDir: string;
  /** API_ORIGIN: the operator's API that server rendering reads (https://api.example.ht); unset, this server. */
  apiOrigin: string | undefined;
  /** REQUIRE_REAL_PROVIDERS=1: refuse to start while any stand-in of server/stand-ins.ts is in use. */
  requireRealProviders: boolean;
  /** COUNTRY_HEADER and TRUSTED_PROXIES. */
  visitor: VisitorConfig;
  /** PUBLIC_ORIGIN and PUBLIC_HOSTS. */
  publicOrigin: PublicOriginConfig;
}

/** API_ORIGIN is one origin (scheme://host[:port]), without a path: the app's calls add /api/v1/ themselves. */
export function readApiOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.API_ORIGIN?.trim().replace(/\/$/, '');
  if (!value) return undefined;
  if (!/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(value)) {
    throw new Error(`Invalid API_ORIGIN: ${value} (expected https://host[:port])`);
  }
  return value;
}

/**
 * PUBLIC_ORIGIN is one origin (scheme://host[:port]) without a path, lower case; a port its scheme implies is dropped
 * (https://belchans.ht:443 is https://belchans.ht), as browsers write it.
 */
export function readPublicOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim().toLowerCase().replace(/\/$/, '');
  if (!value) return undefined;
  const port = /:(\d+)$/.exec(value)?.[1];
  if (!/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(value) || Number(port ?? 0) > 65_535) {
    throw new Error(`Invalid PUBLIC_ORIGIN: ${value} (expected https://host[:port])`);
  }
  return new URL(value).origin;
}

/** A host as the Host header carries it: a name or an address (IPv6 in brackets), with an optional port. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/**
 * PUBLIC_HOSTS: hosts (belchans.ht, www.belchans.ht, demo.example:8443), separated by spaces or commas, lower case; a
 * port of 80 or 443 is dropped (browsers leave it out). A scheme, a path or a typo stops the start.
 */
export function readPublicHosts(env: NodeJS.ProcessEnv): string[] | undefined {
  const items = (env.PUBLIC_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  if (items.length === 0) return undefined;
  for (const item of items) {
    const port = /:(\d+)$/.exec(item)?.[1];
    if (!HOST.test(item) || Number(port ?? 0) > 65_535) {
      throw new Error(`Invalid host in PUBLIC_HOSTS: ${item} (expected host[:port], without a scheme)`);
    }
  }
  return [...new Set(items.map((item) => item.replace(/:(80|443)$/, '')))];
}

/** An origin as browsers send and CSP matches it: lower-case, no path, no trailing slash. */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/** A space- or comma-separated list of origins; anything else (a path, a keyword, a typo) stops the start. */
export function readOrigins(env: NodeJS.ProcessEnv, name: string): string[] {
  const items = (env[name] ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim().toLowerCase().replace(/\/$/, ''))
    .filter((item) => item !== '');
  for (const item of items) {
    if (!ORIGIN.test(item)) throw new Error(`Invalid origin in ${name}: ${item} (expected https://host[:port])`);
  }
  return [...new Set(items)];
}

export function readSecurity(env: NodeJS.ProcessEnv): SecurityConfig {
  const allowedOrigins = readOrigins(env, 'ALLOWED_ORIGINS');
  if (allowedOrigins.some((origin) => origin.includes('*'))) {
    throw new Error('ALLOWED_ORIGINS takes exact origins, without *');
  }
  return {
    frameOrigins: readOrigins(env, 'CSP_FRAME_ORIGINS'),
    connectOrigins: readOrigins(env, 'CSP_CONNECT_ORIGINS'),
    scriptOrigins: readOrigins(env, 'CSP_SCRIPT_ORIGINS'),
    imgOrigins: readOrigins(env, 'CSP_IMG_ORIGINS'),
    widgetAncestors: readOrigins(env, 'CSP_WIDGET_ANCESTORS'),
    allowedOrigins,
  };
}

/** Both or neither: half a Google client would fail at the first sign-in instead of at start. */
function readGoogle(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  return { clientId, clientSecret };
}

/** '1' or nothing ('' and '0' too): a typo must not silently let stand-ins run. */
function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim() ?? '';
  if (value === '1') return true;
  if (value === '' || value === '0') return false;
  throw new Error(`Invalid ${name}: ${value} (expected 1 or 0)`);
}

/**
 * What is served besides the API (server/env.ts Mode; docs/architecture.md#stand-ins): only an explicit NODE_ENV
 * (development or test) turns the dev tools on, and only it or STAND_INS=demo the stand-in pages. Nothing set, any
 * other NODE_ENV, or STAND_INS empty or `none`: production, neither.
 */
export function modeOf(nodeEnv: string | undefined, standIns?: string | undefined): Mode {
  if (nodeEnv === 'development' || nodeEnv === 'test') return nodeEnv;
  const value = standIns?.trim() ?? '';
  if (value === 'demo') return 'demo';
  if (value === '' || value === 'none') return 'production';
  throw new Error(`Invalid STAND_INS: ${value} (expected demo or none)`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const smsPerAddressHour = Number(env.SMS_PER_ADDRESS_HOUR || SMS_PER_ADDRESS_DEFAULT);
  if (!Number.isInteger(smsPerAddressHour) || smsPerAddressHour < 1) {
    throw new Error(`Invalid SMS_PER_ADDRESS_HOUR: ${env.SMS_PER_ADDRESS_HOUR}`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data/pglite',
    mode: modeOf(env.NODE_ENV, env.STAND_INS),
    // An empty STATIC_DIR (npm run dev) serves no build: Vite serves the app.
    staticDir: env.STATIC_DIR ?? 'dist',
    // The app's server renderer, built beside dist/ by `npm run build` (server/http/pages.ts).
    ssrDir: env.SSR_DIR ?? 'dist-ssr',
    apiOrigin: readApiOrigin(env),
    smsPerAddressHour,
    google: readGoogle(env),
    signInServices: readSignInServices(env),
    security: readSecurity(env),
    requireRealProviders: readFlag(env, 'REQUIRE_REAL_PROVIDERS'),
    visitor: {
      countryHeader: readCountryHeader(env.COUNTRY_HEADER),
      trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES),
    },
    publicOrigin: { origin: readPublicOrigin(env), hosts: readPublicHosts(env) },
  };
}
