// Numbers and names the app and the reference server must agree on (docs/product.md#constants), in the one
// place both import (docs/architecture.md "Dependencies"). What only the browser uses stays in src/config.

/** The app's languages; the server answers in the same ones. */
export const LOCALES = ['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** One of the app's languages (a stored or sent value may be anything). */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * docs/product.md#constants-locales "Country-to-language": ISO 3166-1 alpha-2 code → language. A country not listed
 * has no language of its own (English by default). Here because the locale machine (which imports no src/i18n)
 * and the request's language (src/i18n/locale-detect.ts) both read it.
 */
export const COUNTRY_LOCALES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ['RU', 'ru'],
  ['BY', 'ru'],
  ['KZ', 'ru'],
  ['DE', 'de'],
  ['AT', 'de'],
  ['CH', 'de'],
  ['FR', 'fr'],
  ['BE', 'fr'],
  ['ES', 'es'],
  ['MX', 'es'],
  ['AR', 'es'],
  ['TR', 'tr'],
  ['CY', 'tr'],
  ['CN', 'zh'],
  ['TW', 'zh'],
  ['SG', 'zh'],
  // Kreyòl: Haiti, plus Turks and Caicos, where Haitians are roughly a third of residents. Not GP/MQ/GF (their
  // Creoles are not Haitian and French is read by all), nor BS/DO (Haitians are a minority there), nor US
  // (docs/product.md#constants-locales: en).
  ['HT', 'ht'],
  ['TC', 'ht'],
]);

/** Page sizes of the paged lists (payments and the like, bets). */
export const PAGE_SIZE = 12;
export const BETS_PAGE_SIZE = 20;

/** Game search asks for predictions from this many characters; the server refuses shorter names. */
export const SEARCH_MIN_CHARS = 3;
/** The balance refresh period; the server sends it as the player's `update_rate`. */
export const BALANCE_REFRESH_DEFAULT_MS = 10_000;
/** The app checks a Telegram sign-in this often; the server's per-token limit is sized on it. */
export const TELEGRAM_POLL_MS = 1_000;
