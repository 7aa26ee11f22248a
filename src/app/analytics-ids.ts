// The two ids the app keeps for analytics and error reports (docs/product.md#constants-cookies):
// - the analytics client id: Google Analytics' own client id (the `<random>.<seconds>` of its `_ga` cookie, "GA1.1."
//   stripped) when the operator's tag has set one, else one made in the same format and kept; stored in the browser as
//   the Google client id and sent to the server in the `analytics_client_id` cookie, so that what the server records
//   (registrations, payments) can be joined to the analytics of the same browser;
// - the session id of error reports: a random id per browser tab (sessionStorage: a reload keeps it, another tab has
//   its own), so that the reports of one tab's session read together. It is not the sign-in session, whose cookie is
//   a secret the page never sees.
import { readCookie, readStored, STORAGE_KEYS, writeCookie, writeStored } from './storage';

/** The cookie the server receives the analytics client id in. */
export const ANALYTICS_CLIENT_ID_COOKIE = 'analytics_client_id';
/**
 * How long the analytics client id cookie lasts: Google Analytics asks for 2 years, but browsers keep a cookie 400 days
 * at most (Chrome caps any longer expiry there), so that is what it gets; each visit renews it.
 */
export const ANALYTICS_CLIENT_ID_DAYS = 400;
/** sessionStorage key of the tab's error-report session id. */
export const TAB_SESSION_KEY = 'error_session_id';

const CLIENT_ID = /^\d{1,10}\.\d{1,10}$/;

/** The client id in a `_ga` cookie value (`GA1.1.123456789.1700000000` → `123456789.1700000000`), or null. */
export function clientIdOfGaCookie(value: string | null): string | null {
  const match = value === null ? null : /^GA\d\.\d+\.(\d{1,10}\.\d{1,10})$/.exec(value.trim());
  return match?.[1] ?? null;
}

/** A client id in Google Analytics' format: a random 31-bit number, a dot, the time in seconds. */
export function newClientId(now = Date.now()): string {
  const random = new Uint32Array(1);
  globalThis.crypto.getRandomValues(random);
  return `${(random[0] ?? 0) & 0x7fffffff}.${Math.floor(now / 1000)}`;
}

/**
 * The analytics client id, kept in the browser and in its cookie: Google Analytics' when it has one (it wins: the
 * server's records must match what the tag reports), else the one kept from before, else a new one.
 */
export function rememberAnalyticsClientId(now = Date.now()): string {
  const stored = readStored(STORAGE_KEYS.googleClientId);
  const id = clientIdOfGaCookie(readCookie('_ga')) ?? (stored && CLIENT_ID.test(stored) ? stored : newClientId(now));
  if (id !== stored) writeStored(STORAGE_KEYS.googleClientId, id);
  writeCookie(ANALYTICS_CLIENT_ID_COOKIE, id, ANALYTICS_CLIENT_ID_DAYS);
  return id;
}

let memorySessionId: string | null = null;

/** The tab's error-report session id, made on first use; without sessionStorage it lasts as long as the page. */
export function tabSessionId(): string {
  try {
    const kept = globalThis.sessionStorage?.getItem(TAB_SESSION_KEY);
    if (kept) return kept;
    const id = globalThis.crypto.randomUUID();
    globalThis.sessionStorage?.setItem(TAB_SESSION_KEY, id);
    return id;
  } catch {
    memorySessionId ??= globalThis.crypto.randomUUID();
    return memorySessionId;
  }
}
