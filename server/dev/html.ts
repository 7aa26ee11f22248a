// Shared bits of the small HTML pages the dev stand-ins serve (docs/architecture.md#stand-ins): self-contained, no
// external resources, so they work offline and pass the same accessibility checks as the app. Each page speaks the
// request's language (docs/api.md#server-language): its words come from the `page.*` messages of the server's
// catalogues, its <html> carries that language and direction, and its amounts use that language's decimal sign.
import type { Context } from 'hono';
import { isLocale, type Locale } from '../../contract/constants';
import type { AppEnv } from '../env';
import { currentLocale } from '../http/locale';
import { intlLocale, type TextKey, type TextValues, translate } from '../i18n/text';

export const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The language of a stand-in page: `?lang=` when the address names one of the 8 (as the app's own pages take it,
 * docs/architecture.md#language-urls), else the request's (the `lang` cookie the app keeps, then Accept-Language:
 * server/http/locale.ts). `also` names a provider's own parameter for it (TVBet's frame passes `lng`).
 */
export function pageLocale(c: Context<AppEnv>, also?: string): Locale {
  for (const name of also ? ['lang', also] : ['lang']) {
    const asked = c.req.query(name);
    if (isLocale(asked)) return asked;
  }
  return currentLocale(c);
}

/** Languages written right to left; none of the 8 is, but a page says its direction all the same. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur']);

/** A thin space between thousands (docs/product.md#constants-money), the language's own decimal sign. */
const THIN_SPACE = '\u2009';

export interface PageLanguage {
  readonly locale: Locale;
  /** `lang="…" dir="…"` for the page's <html>. */
  readonly htmlAttributes: string;
  /** A message of the catalogues in this language, escaped for HTML text and attributes. */
  t(key: TextKey, values?: TextValues): string;
  /** The same message as plain text (for JSON). */
  text(key: TextKey, values?: TextValues): string;
  /** An HTG amount (major units) as this language writes numbers: '1 250', '1 250,5' in French. */
  amount(major: number): string;
}

export function pageLanguage(locale: Locale): PageLanguage {
  const numbers = new Intl.NumberFormat(intlLocale(locale), { useGrouping: 'always', maximumFractionDigits: 2 });
  const text = (key: TextKey, values?: TextValues) => translate(locale, values ? { key, values } : { key });
  return {
    locale,
    htmlAttributes: `lang="${locale}" dir="${RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'}"`,
    t: (key, values) => escapeHtml(text(key, values)),
    text,
    amount: (major) =>
      numbers
        .formatToParts(major)
        .map((part) => (part.type === 'group' ? THIN_SPACE : part.value))
        .join(''),
  };
}

/** The English text of each key: what the pages say without a language, for the tests that read them. */
export const englishTexts = <T extends Record<string, TextKey>>(keys: T): { readonly [K in keyof T]: string } =>
  Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, translate('en', { key })])) as {
    [K in keyof T]: string;
  };
