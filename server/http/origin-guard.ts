// Foreign-origin guard ("Sessions and authorisation" in docs/architecture.md#security): a state-changing call made by
// another site's page is refused with 403 before anything else runs (no session lookup, no body read).
// SameSite=Lax already keeps the session cookie off most cross-site requests; this also covers what Lax
// lets through (top-level GET navigations to the state-changing GETs of docs/product.md#calls-list, older browsers)
// and calls that need no session at all (sign-in, SMS, Telegram tokens).
//
// The browser says who is calling, and a page cannot change either header:
// - `Sec-Fetch-Site: same-origin` (every current browser): the page's origin is the one the browser sent
//   the request to. That holds behind any proxy, including the Vite dev server, which forwards /api with
//   the API's own Host (so `npm run dev` pages on http://127.0.0.1:5173 pass this way);
// - otherwise `Origin`, sent on every cross-origin request and on same-origin POSTs (Referrer-Policy
//   strict-origin-when-cross-origin keeps it from being "null"): it must be the origin the request was
//   addressed to (scheme from the connection or a trusted proxy's X-Forwarded-Proto, host from Host) or one of
//   ALLOWED_ORIGINS (the operator's other sites);
// - neither (curl, server-to-server, test clients, old browsers' same-origin GETs): no web page is
//   involved, so no victim's cookie is either; let through unless Sec-Fetch-Site says cross-site.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { V1 } from '../env';
import { isHttps } from './cookies';
import { failure } from './errors';
import { text } from '../i18n/text';

export const FOREIGN_ORIGIN = text('reply.foreignOrigin');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/product.md#calls-list GETs that change state: signing out and unlinking a sign-in method. A link on another site
 * must not do either (a top-level navigation carries the Lax cookie).
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  `${V1}/logout`,
  `${V1}/auth/google/unlink`,
  `${V1}/auth/metamask/unlink`,
]);

export function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${isHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? url.host}`.toLowerCase();
}

/** True when the request comes from a page of another site (by Origin, or by Sec-Fetch-Site without one). */
export function isForeign(c: Context, allowed: ReadonlySet<string>): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return false;
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    // "null": a sandboxed frame, a data: URL or a cross-origin redirect; never one of our pages.
    const value = origin.trim().toLowerCase();
    return value !== ownOrigin(c) && !allowed.has(value);
  }
  return c.req.header('sec-fetch-site') === 'cross-site';
}

/**
 * Posts the browser makes on its own, with no session and no player state behind them: CSP violation reports
 * (server/routes/csp-report.ts), whose requests carry whatever Origin and Sec-Fetch-Site the browser's reporting
 * sends. They are capped by their own limits instead.
 */
export const BROWSER_REPORT_POSTS: ReadonlySet<string> = new Set([`${V1}/csp-report`]);

export function originGuard(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  return async (c, next) => {
    const changesState =
      (!SAFE_METHODS.has(c.req.method) && !BROWSER_REPORT_POSTS.has(c.req.path)) || STATE_CHANGING_GETS.has(c.req.path);
    // 403 in the docs/product.md#calls-wrappers failure shape; nothing was read or done.
    if (changesState && isForeign(c, allowed)) throw failure(403, FOREIGN_ORIGIN);
    await next();
  };
}
