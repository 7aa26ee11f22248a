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

/**
 * The sign-in services a site's config may list in `external_authorization_button` (docs/api.md#sign-in-services), in
 * the words the reference server seeds: Google, a crypto wallet (EIP-1193, named after MetaMask as the operator's API
 * names its calls `auth/metamask/*`) and Telegram. The app shows a button for each listed one it knows, in the
 * listed order.
 */
export const SIGN_IN_SERVICES = ['google', 'metamask', 'telegram'] as const;
export type SignInService = (typeof SIGN_IN_SERVICES)[number];
