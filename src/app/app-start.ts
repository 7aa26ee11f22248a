// docs/product.md#flows-app-start app start / docs/product.md#constants-cookies: cookies for last visited (7 days),
// time zone and offset, click id (7 days), the analytics client id (src/app/analytics-ids.ts), and the landing
// engagement event after 30 s on the page. Run once by the lazily loaded app extras
// (src/features/startup/app-extras.tsx), right after the first render.
import { rememberAnalyticsClientId } from './analytics-ids';
import { writeCookie } from './storage';
import { COOKIE_CLICK_ID_DAYS, COOKIE_LAST_VISITED_DAYS, LANDING_ENGAGEMENT_MS } from '../config/constants';

export const START_COOKIES = {
  lastVisited: 'last_visited',
  timezone: 'timezone',
  timezoneOffset: 'timezone_offset',
  clickId: 'click_id',
} as const;

/** Sets the start cookies and schedules the landing engagement event; call once when the app opens. */
export function startApp(now = new Date()) {
  try {
    writeCookie(START_COOKIES.lastVisited, now.toISOString(), COOKIE_LAST_VISITED_DAYS);
    // The server reads the visitor's zone (IANA name) and offset from UTC in minutes (UTC−5 → -300).
    writeCookie(
      START_COOKIES.timezone,
      Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
      COOKIE_LAST_VISITED_DAYS,
    );
    writeCookie(START_COOKIES.timezoneOffset, String(-now.getTimezoneOffset()), COOKIE_LAST_VISITED_DAYS);
    const params = new URLSearchParams(location.search);
    const clickId = params.get('click_id') ?? params.get('clickid');
    if (clickId) writeCookie(START_COOKIES.clickId, clickId, COOKIE_CLICK_ID_DAYS);
    rememberAnalyticsClientId(now.getTime());
  } catch {
    // Cookies disabled: nothing to remember, the app works without them.
  }
  setTimeout(() => {
    const target = window as unknown as { dataLayer?: unknown[] };
    target.dataLayer ??= [];
    target.dataLayer.push({ event: 'landing_engagement' });
  }, LANDING_ENGAGEMENT_MS);
}
