// The caller's interface language: stored on the session when signed in, else the `lang` cookie,
// else English (docs/product.md#purpose default).
import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/constants';
import type { AppEnv } from '../env';
import { getLangCookie } from './cookies';

export function currentLocale(c: Context<AppEnv>): Locale {
  const stored = c.get('auth')?.lang;
  if (isLocale(stored)) return stored;
  return getLangCookie(c) ?? DEFAULT_LOCALE;
}
