// Numbers and names the app and the reference server must agree on (docs/product.md#constants), in the one
// place both import (docs/architecture.md "Dependencies"). What only the browser uses stays in src/config.

/** The app's languages; the server answers in the same ones. */
export const LOCALES = ['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Page sizes of the paged lists (payments and the like, bets). */
export const PAGE_SIZE = 12;
export const BETS_PAGE_SIZE = 20;

/** Game search asks for predictions from this many characters; the server refuses shorter names. */
export const SEARCH_MIN_CHARS = 3;
/** The balance refresh period; the server sends it as the player's `update_rate`. */
export const BALANCE_REFRESH_DEFAULT_MS = 10_000;
/** The app checks a Telegram sign-in this often; the server's per-token limit is sized on it. */
export const TELEGRAM_POLL_MS = 1_000;
