// CORS for the operator's own sites (docs/architecture.md#security): a page of an origin in ALLOWED_ORIGINS (the app
// served from another host with VITE_API_BASE pointing here, or the operator's other sites) may call the API with
// its cookies: its preflight is answered with the methods and the request headers the app sends (Content-Type for
// JSON, Idempotency-Key on money-moving posts, server/wallet/idempotency.ts), its replies may be read, Retry-After and
// Idempotent-Replayed included. Any other origin gets no CORS headers, so the browser keeps its page from reading
// anything, and its state-changing calls are refused by server/http/origin-guard.ts anyway.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { IDEMPOTENCY_HEADER } from '../wallet/idempotency';

export const CORS_ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const CORS_ALLOW_HEADERS = ['Content-Type', IDEMPOTENCY_HEADER] as const;
export const CORS_EXPOSE_HEADERS = ['Retry-After', 'Idempotent-Replayed'] as const;
/** Seconds a browser may keep a preflight's answer. */
export const CORS_MAX_AGE_S = 600;

export function corsForAllowedOrigins(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  // None configured: replies stay exactly as before (no Vary: Origin splitting shared caches).
  if (allowed.size === 0) return (_c, next) => next();
  return async (c, next) => {
    const origin = c.req.header('origin');
    const permitted = origin !== undefined && allowed.has(origin.trim().toLowerCase());
    if (permitted && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': CORS_ALLOW_METHODS.join(', '),
        'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(', '),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_S),
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      });
    }
    await next();
    // The reply differs by Origin (CORS headers or none): shared caches must keep them apart.
    c.res.headers.append('Vary', 'Origin');
    if (!permitted) return;
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS.join(', '));
  };
}
