// The origin absolute URLs are made on (docs/architecture.md#public-origin): game launches and provider frames, the
// page's canonical link and og:url, robots.txt and the sitemap, payment return pages. The Host header and
// X-Forwarded-Proto are written by the client, so neither is believed on its own word: a forged Host would otherwise
// end up in replies that browsers and the server's own copies keep (public, max-age=60) and in the guests' pages.
// - PUBLIC_ORIGIN (https://belchans.ht): every request's origin;
// - else PUBLIC_HOSTS (belchans.ht www.belchans.ht): a request to a listed host keeps its own, any other gets the
//   first listed host's;
// - else (the local demo, tests, Vite's dev proxy, which keeps Host) only loopback hosts are believed (localhost,
//   127.0.0.1, [::1], any port); any other gets the origin the server listens on (http://HOST:PORT).
// The scheme is https when the connection is, or when X-Forwarded-Proto says so and the socket peer is one of
// TRUSTED_PROXIES (server/auth/client-address.ts). X-Forwarded-Host is never read: a proxy in front keeps Host.
import type { Context, MiddlewareHandler } from 'hono';
import { fromTrustedProxy, type TrustedProxies } from '../auth/client-address';
import type { AppEnv } from '../env';

export interface PublicOriginConfig {
  /** PUBLIC_ORIGIN: one origin (scheme://host[:port]) for every request. */
  origin?: string | undefined;
  /** PUBLIC_HOSTS: the hosts (host[:port], lower case) a request may keep; the first one for any other. */
  hosts?: readonly string[] | undefined;
  /** Where the server listens (http://HOST:PORT), for a foreign Host when neither list is set; read per request. */
  listen?: (() => string) | undefined;
}

/** createApp without a listening server (tests calling app.request): what stands in for http://HOST:PORT. */
export const DEFAULT_LISTEN_ORIGIN = 'http://localhost';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The hostname of `host[:port]` (an IPv6 literal keeps its brackets). */
const hostnameOf = (host: string) => host.replace(/:\d+$/, '');

/** `host` without the port its scheme implies (belchans.ht:443 over https is belchans.ht). */
const withoutDefaultPort = (host: string, https: boolean) => host.replace(https ? /:443$/ : /:80$/, '');

/**
 * The origin a server listening on `host`:`port` is reached at: an unspecified address (0.0.0.0, ::) is reached on
 * the loopback one, an IPv6 address in brackets.
 */
export function listenOrigin(host: string, port: number): string {
  const plain = host.replace(/^\[(.*)\]$/, '$1');
  const reachable = plain === '0.0.0.0' ? '127.0.0.1' : plain === '::' ? '::1' : plain;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** True when the request came over https: the connection's own, or a trusted proxy's X-Forwarded-Proto. */
export function requestIsHttps(c: Context, trustedProxies: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!fromTrustedProxy(c, trustedProxies)) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The public origin of a request whose scheme is known (see the header of this file). */
export function publicOriginOf(c: Context, config: PublicOriginConfig, https: boolean): string {
  if (config.origin) return config.origin;
  const scheme = https ? 'https' : 'http';
  // The URL's host is the Host header, lower case (Hono on Node builds the URL from it).
  const host = withoutDefaultPort(new URL(c.req.url).host, https);
  const [first] = config.hosts ?? [];
  if (first !== undefined) return `${scheme}://${config.hosts?.includes(host) ? host : first}`;
  if (LOOPBACK.has(hostnameOf(host))) return `${scheme}://${host}`;
  return config.listen?.() ?? DEFAULT_LISTEN_ORIGIN;
}

/** Sets the request's scheme (`https`) and public origin (`publicOrigin`) once, for every route that makes URLs. */
export function publicOrigin(config: PublicOriginConfig, trustedProxies: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const https = requestIsHttps(c, trustedProxies);
    c.set('https', https);
    c.set('publicOrigin', publicOriginOf(c, config, https));
    await next();
  };
}
