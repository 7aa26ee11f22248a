// Business constants of docs/product.md#constants, named with their units. One module so every flow reads the same
// numbers.
export const APP_VERSION = '1.0.0-beta.68';
export const DEFAULT_CURRENCY_LABEL = 'DMO';

export const DIRECTION = { deposit: 1, withdrawal: 2 } as const;
export const BALANCE_TYPE = { regular: 0, bonus: 1 } as const;
export const AGE_MINIMUM_YEARS = 18;

export const DEFAULT_TIMEOUT_MS = 30_000;
export const SMS_TIMEOUT_MS = 60_000;
export const PAYMENT_SYSTEM_TIMEOUT_MS = 30_000;
export const PAYMENT_FORM_TIMEOUT_MS = 600_000;
export const PAYMENT_MUTATION_TIMEOUT_MS = 60_000;

export const RETRY_LIMIT = 2;
export const RETRY_BASE_DELAY_MS = 300;
export const RETRY_STATUSES = [408, 413, 429, 500, 502, 503, 504] as const;
export const RETRY_METHODS = ['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'] as const;

export const CRYPTO_DEPOSIT_RATE_REFRESH_MS = 10_000;
export const CRYPTO_DEPOSIT_TICK_MS = 100;
export const CRYPTO_WITHDRAWAL_RATE_REFRESH_MS = 60_000;
export const ACCEPTED_COUNTDOWN_S = 10;
/** Not in the spec: half the reference server's 10 min token lifetime, so the QR code never goes stale. */
export const TELEGRAM_REFRESH_MS = 5 * 60_000;
/** docs/api.md: a sign-in token lives 10 min from its issue or refresh; the app stops polling it then. */
export const TELEGRAM_TOKEN_TTL_MS = 10 * 60_000;
/** Not in the spec: the longest wait between two checks while they fail (the wait doubles from the poll's). */
export const TELEGRAM_RETRY_MAX_MS = 30_000;
export const STARTUP_POPUP_INTERVAL_MS = 5 * 60_000;
export const LANDING_ENGAGEMENT_MS = 30_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const ROTATE_MESSAGE_DELAY_MS = 5_000;
/**
 * Not in the product rules (docs/architecture.md): once the page is idle, /clubs waits this long before it loads MapLibre by itself,
 * so that its download and start-up do not compete with the player's first moments on the page.
 */
export const CLUB_MAP_PRELOAD_DELAY_MS = 5_000;

export const QUICK_AMOUNTS = [1500, 2000, 3000, 4000, 5000] as const;
export const NATIVE_AMOUNT_DECIMALS = 2;
export const RATE_DISPLAY_DECIMALS = 6;

export const MIN_PAGE = 1;
export const PAGINATION_WINDOW = 5;
export const DRAG_THRESHOLD_PX = 20;
export const CAROUSEL_AUTOPLAY_MS = 4_000;
export const BANNER_RATIO = 2.5;
export const JACKPOT_DIGITS = 6;
export const JACKPOT_PLACEHOLDER = 279;
export const RATING_PLACEHOLDERS = 7;
export const TX_ID_SHORTEN_OVER = 10;
export const TX_ID_KEEP = 5;
export const ACCORDION_MAX_HEIGHT_PX = 600;
export const ACCORDION_LONG_MAX_HEIGHT_PX = 1200;
export const ACCORDION_LONG_TEXT_CHARS = 700;

export const BREAKPOINTS = { xsm: 420, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.lg;
export const MOBILE_DATE_PICKER_MAX_WIDTH = 650;

export const RULES_DOCUMENT_LOCALES = ['en', 'ru', 'fr', 'ht'] as const;

export const COOKIE_LAST_VISITED_DAYS = 7;
export const COOKIE_CLICK_ID_DAYS = 7;

// Crypto widgets (docs/product.md#flows-cashier): the copy flash of the deposit address and the 1 s tick of the
// accepted countdown.
export const CRYPTO_COPY_FLASH_MS = 1_500;
export const CRYPTO_ACCEPTED_TICK_MS = 1_000;
/** Crypto amounts (amount_output) carry at most this many decimals. */
export const CRYPTO_AMOUNT_DECIMALS = 8;
// Cash widgets (docs/product.md#flows-cashier): the accepted countdown of a cash withdrawal ticks once a second
// (docs/product.md#constants-timing: 10 s).
export const CASH_ACCEPTED_TICK_MS = 1_000;

/**
 * How long a copy button's 'Copied' / 'Copy failed' note stays (a transaction id in the histories, a form's
 * clipboard field, the menu's own ID) before the button is back to rest: docs/product.md#constants.
 */
export const COPY_FEEDBACK_MS = 2_000;

/**
 * docs/product.md#flows-app-start "current events refresh automatically": how often a shown event progress is
 * refetched.
 */
export const EVENTS_REFRESH_MS = 60_000;

/**
 * Dates and times show in Haiti's time zone, the same on the server and in the browser (docs/architecture.md
 * "Server rendering"): a zone of the device's own would give the server's HTML and the hydrating render another day.
 */
export const SITE_TIME_ZONE = 'America/Port-au-Prince';

// The live balance (docs/product.md#flows-live-balance): GET user/events, tried again after 1 s, 2 s, 4 s; after 4
// failures in a row the balance refreshes on its timer again (docs/product.md#constants-timing) and the stream is
// tried anew 5 minutes later. A stream that stayed up a minute counts as healthy again.
export const LIVE_BALANCE_RETRY_BASE_MS = 1_000;
export const LIVE_BALANCE_MAX_FAILURES = 4;
export const LIVE_BALANCE_STABLE_MS = 60_000;
export const LIVE_BALANCE_RESUME_MS = 5 * 60_000;

/** docs/product.md#flows-reality-check: when the session summary could not be read, it is tried again this much later. */
export const REALITY_CHECK_RETRY_MS = 60_000;

/** docs/product.md#flows-play-time: an open game tells the server it is still played this often. */
export const PLAY_TIME_BEAT_MS = 60_000;
/** docs/product.md#flows-play-time: the player is warned this long before the day's play-time limit is reached. */
export const PLAY_TIME_WARNING_MS = 5 * 60_000;
