// Resolves the `sid` cookie to a session once per API request. A cookie that no longer matches a live
// session is cleared so the browser stops sending it.
import type { MiddlewareHandler } from 'hono';
import { findSession } from '../auth/sessions';
import type { Db } from '../db/client';
import type { AppEnv, Clock } from '../env';
import { clearSessionCookie, getSessionCookie } from './cookies';
import { unauthorized } from './errors';

export function sessionMiddleware(db: Db, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getSessionCookie(c);
    const auth = token ? await findSession(db, token, clock()) : null;
    if (token && !auth) clearSessionCookie(c);
    c.set('auth', auth);
    await next();
  };
}

/** Player endpoints: 401 {success:false, message:'Unauthorized'} without a valid session. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth')) throw unauthorized();
  await next();
};

/** The session of a handler behind requireAuth. */
export function authOf(c: { get: (key: 'auth') => AppEnv['Variables']['auth'] }) {
  const auth = c.get('auth');
  if (!auth) throw unauthorized();
  return auth;
}
