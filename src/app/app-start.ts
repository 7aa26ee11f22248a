// docs/product.md#flows-app-start app start / docs/product.md#constants-cookies: cookies for last visited (7 days),
// time zone and offset, click id (7 days), the analytics client id (src/app/analytics-ids.ts), and the landing
// engagement event after 30 s on the page. Run once by the lazily loaded app extras
// (src/features/startup/app-extras.tsx), right after the first render.
import { rememberAnalyticsClientId } from './analytics-ids';
import { readCookie, writeCookie } from './storage';
import { COOKIE_CLICK_ID_DAYS, COOKIE_LAST_VISITED_DAYS, LANDING_ENGAGEMENT_MS } from '../config/constants';

export const START_COOKIES = {
  lastVisited: 'last_visited',
  timezone: 'timezone',
  timezoneOffset: 'timezone_offset',
  clickId: 'click_id',
} as const;

/** Where the browser has it, the Temporal API (its own zone data, no ICU); a browser without it is asked via Intl. */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The device's time zone as an IANA name ("America/Port-au-Prince"). The first Intl object a page makes loads ICU's
 * data, one task of about 50 ms on this project's test hosts and six times that on a low-tier phone
 * (docs/architecture.md#performance); nothing else on the first screen needs ICU, so the zone is asked of Temporal
 * first, which answers in well under a millisecond.
 */
export function deviceTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  return temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
}

/** Sets the start cookies and schedules the landing engagement event; call once when the app opens. */
export function startApp(now = new Date()) {
  try {
    // Every cookie is read before any is written: the first read after a write waits for the browser's cookie store
    // (docs/architecture.md#performance).
    rememberAnalyticsClientId(now.getTime());
    const offset = String(-now.getTimezoneOffset());
    // The zone's name is looked up again only when the device's offset from UTC is not the one last written (a move, a
    // change to or from summer time), or the name's cookie has lapsed.
    const zoneKnown = readCookie(START_COOKIES.timezoneOffset) === offset && readCookie(START_COOKIES.timezone);
    writeCookie(START_COOKIES.lastVisited, now.toISOString(), COOKIE_LAST_VISITED_DAYS);
    // The server reads the visitor's zone (IANA name) and offset from UTC in minutes (UTC−5 → -300).
    if (!zoneKnown) {
      writeCookie(START_COOKIES.timezone, deviceTimeZone(), COOKIE_LAST_VISITED_DAYS);
    }
    writeCookie(START_COOKIES.timezoneOffset, offset, COOKIE_LAST_VISITED_DAYS);
    const params = new URLSearchParams(location.search);
    const clickId = params.get('click_id') ?? params.get('clickid');
    if (clickId) writeCookie(START_COOKIES.clickId, clickId, COOKIE_CLICK_ID_DAYS);
  } catch {
    // Cookies disabled: nothing to remember, the app works without them.
  }
  setTimeout(() => {
    const target = window as unknown as { dataLayer?: unknown[] };
    target.dataLayer ??= [];
    target.dataLayer.push({ event: 'landing_engagement' });
  }, LANDING_ENGAGEMENT_MS);
}
