// The visitor's language from what a request or the device says (docs/product.md#flows-locale); the country table is
// contract/constants.ts COUNTRY_LOCALES.
import { COUNTRY_LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from './constants';

/**
 * docs/product.md#constants-locales: the catalogue for a visitor's country code, English when the country is unknown or
 * unlisted.
 */
export function localeFromCountry(countryCode2: string | null | undefined): Locale {
  const code = countryCode2?.trim().toUpperCase() ?? '';
  return COUNTRY_LOCALES.get(code) ?? DEFAULT_LOCALE;
}

export interface RequestLocaleSources {
  /** The `lang` cookie: the language the visitor chose (the app and the API both set it). */
  langCookie?: string | null;
  /** The visitor's ISO 3166-1 alpha-2 country, from the edge (a country header) or the `country_code` cookie. */
  countryCode?: string | null;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string | null;
}

/** Language tags of an Accept-Language header, best first (q=0 dropped, ties keep their order). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is rendered in on the server (docs/architecture.md "Server rendering"): the `lang`
 * cookie, then a country with a language of its own (docs/product.md country-to-language table; the country
 * is the edge's, else the region of the browser's first regional language tag), then the first of the
 * browser's languages that the app has, then English.
 */
export function pickRequestLocale({ langCookie, countryCode, acceptLanguage }: RequestLocaleSources): Locale {
  const chosen = langCookie?.trim().toLowerCase();
  if (isLocale(chosen)) return chosen;
  const tags = acceptedLanguages(acceptLanguage);
  const region = countryCode?.trim() || tags.map((tag) => tag.split('-')[1]).find((r) => r && /^[A-Za-z]{2}$/.test(r));
  const byCountry = COUNTRY_LOCALES.get(region?.toUpperCase() ?? '');
  if (byCountry) return byCountry;
  for (const tag of tags) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
