// The caller's language for everything the server says (docs/api.md#server-language), picked as the pages pick theirs:
// the `lang` cookie (the visitor's latest choice, on this device), then the language stored with the session, then
// the visitor's country and Accept-Language (contract/locale-detect.ts), then English.
import type { Context } from 'hono';
import { isLocale, type Locale } from '../../contract/constants';
import { pickRequestLocale } from '../../contract/locale-detect';
import type { AppEnv } from '../env';
import { type Text, type TextKey, type TextValues, translate } from '../i18n/text';
import { getLangCookie } from './cookies';
import { type FieldTexts, type ReplyError, renderFields } from './errors';

export function currentLocale(c: Context<AppEnv>): Locale {
  const cookie = getLangCookie(c);
  if (cookie) return cookie;
  const stored = c.get('auth')?.lang;
  if (isLocale(stored)) return stored;
  return pickRequestLocale({
    countryCode: c.get('visitorCountry')?.code ?? null,
    acceptLanguage: c.req.header('Accept-Language') ?? null,
  });
}

/** A server text in the caller's language. */
export function say(c: Context<AppEnv>, key: TextKey | Text, values?: TextValues): string {
  return translate(currentLocale(c), typeof key === 'string' ? { key, values } : key);
}

/** Field errors in the caller's language (docs/product.md#calls-wrappers {name:[{message}]}). */
export const sayFields = (c: Context<AppEnv>, fields: FieldTexts) => renderFields(currentLocale(c), fields);

/** A thrown reply's body in the caller's language. */
export const sayError = (c: Context<AppEnv>, error: ReplyError) => error.renderError(currentLocale(c));
