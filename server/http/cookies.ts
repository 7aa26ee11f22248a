// Cookie attributes of docs/architecture.md#stateless: HttpOnly session, SameSite=Lax, Path=/, Secure when the request
// came over https (directly, or via a trusted proxy that says so in X-Forwarded-Proto: server/http/public-origin.ts).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isLocale, type Locale } from '../../contract/constants';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/sessions';

export const LANG_COOKIE = 'lang';
const LANG_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Set once per request by createApp's public-origin middleware (X-Forwarded-Proto only from TRUSTED_PROXIES); without
 * it (a route mounted alone), the connection's own scheme.
 */
export function isHttps(c: Context): boolean {
  const known = (c as Context<{ Variables: { https?: boolean } }>).get('https');
  return known ?? new URL(c.req.url).protocol === 'https:';
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c), httpOnly: true, sameSite: 'Lax' });
}

export const getSessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

export function getLangCookie(c: Context): Locale | undefined {
  const value = getCookie(c, LANG_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** Not HttpOnly: the language is not a secret and the app may read it before its first call. */
export function setLangCookie(c: Context, lang: Locale): void {
  setCookie(c, LANG_COOKIE, lang, { sameSite: 'Lax', path: '/', secure: isHttps(c), maxAge: LANG_MAX_AGE_S });
}
