// Expired rows of the state tables (sessions, rate-limit windows, SMS codes, nonces, sign-in tokens, OAuth states,
// codes and registration tickets, game launches, day-old idempotency keys, month-old CSP and client error reports)
// are dead weight. Each start removes them, and then a timer does every HOUSEKEEPING_INTERVAL_MS while the server
// runs (docs/architecture.md#stateless). Several instances doing it at once is harmless: each delete is idempotent.
import { lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  authNonces,
  clientErrors,
  cspReports,
  gameLaunches,
  oauthCodes,
  oauthStates,
  oauthTickets,
  playTime,
  rateLimits,
  sessions,
  smsCodes,
  telegramTokens,
} from './schema';
import { purgeIdempotencyKeys } from '../wallet/idempotency';

const DAY_MS = 86_400_000;
/** How long CSP violation reports are kept (server/routes/csp-report.ts). */
export const CSP_REPORT_DAYS = 30;
/** How long client error reports are kept (server/routes/client-error.ts). */
export const CLIENT_ERROR_DAYS = 30;
/** At most this many of each kind of report are kept, the newest; older ones go with the next purge. */
export const REPORT_ROWS_MAX = 100_000;
/**
 * How long a day's play time is kept (docs/api.md#player-protection): only today's counts, and yesterday's last
 * activity starts today's first span.
 */
export const PLAY_TIME_DAYS = 2;
/** How often a running server purges (docs/architecture.md#stateless). */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/** Deletes the rows of `table` (a serial `id`) older than the newest `keep`. */
async function keepNewest(db: Db, table: typeof clientErrors | typeof cspReports, keep: number): Promise<void> {
  await db
    .delete(table)
    .where(sql`${table.id} <= (SELECT ${table.id} FROM ${table} ORDER BY ${table.id} DESC OFFSET ${keep} LIMIT 1)`);
}

export async function purgeExpired(db: Db, now = new Date(), options: { reportRowsMax?: number } = {}): Promise<void> {
  const reportRowsMax = options.reportRowsMax ?? REPORT_ROWS_MAX;
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, now));
  await db.delete(authNonces).where(lt(authNonces.expiresAt, now));
  await db.delete(telegramTokens).where(lt(telegramTokens.expiresAt, now));
  await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, now));
  await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, now));
  await db.delete(playTime).where(lt(playTime.dayStart, new Date(now.getTime() - PLAY_TIME_DAYS * DAY_MS)));
  await purgeIdempotencyKeys(db, now);
  await db.delete(cspReports).where(lt(cspReports.receivedAt, new Date(now.getTime() - CSP_REPORT_DAYS * DAY_MS)));
  await keepNewest(db, cspReports, reportRowsMax);
  await db.delete(clientErrors).where(lt(clientErrors.createdAt, new Date(now.getTime() - CLIENT_ERROR_DAYS * DAY_MS)));
  await keepNewest(db, clientErrors, reportRowsMax);
}

export interface Housekeeping {
  /** Clears the timer and waits for a purge under way, so the database may close after it. */
  stop: () => Promise<void>;
}

/**
 * Runs purgeExpired every `intervalMs` with the time `clock` gives, until stop(). The timer is unref'd (it never keeps
 * the process alive) and a purge that fails is logged and tried again at the next tick.
 */
export function scheduleHousekeeping(
  db: Db,
  options: { intervalMs?: number | undefined; clock?: (() => Date) | undefined } = {},
): Housekeeping {
  const intervalMs = options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= purgeExpired(db, clock())
      .catch((error: unknown) => console.error('[housekeeping] purge failed:', error))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
