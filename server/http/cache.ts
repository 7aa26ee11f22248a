// Cache-Control of replies that do not depend on the session (catalogue, FAQ, articles): shared caches
// may keep them a minute. Everything else keeps the no-store app.ts sets on /api/* by default.
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { getSessionCookie } from './cookies';

export const CATALOGUE_CACHE = 'public, max-age=60';

/**
 * Marks a reply cacheable, except when the session middleware is clearing a stale cookie in this very
 * reply: a Set-Cookie must never sit in a shared cache.
 */
export function catalogueCache(c: Context<AppEnv>): void {
  if (getSessionCookie(c) && !c.get('auth')) return;
  c.header('Cache-Control', CATALOGUE_CACHE);
}
