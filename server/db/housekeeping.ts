// Expired rows of the state tables (sessions, rate-limit windows, SMS codes, nonces, sign-in tokens,
// OAuth states, codes and registration tickets, day-old idempotency keys, month-old CSP reports) are dead weight;
// each start removes them. Several instances doing it at once is harmless.
import { lt } from 'drizzle-orm';
import type { Db } from './client';
import {
  authNonces,
  cspReports,
  oauthCodes,
  oauthStates,
  oauthTickets,
  rateLimits,
  sessions,
  smsCodes,
  telegramTokens,
} from './schema';
import { purgeIdempotencyKeys } from '../wallet/idempotency';

/** How long CSP violation reports are kept (server/routes/csp-report.ts). */
export const CSP_REPORT_DAYS = 30;

export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, now));
  await db.delete(authNonces).where(lt(authNonces.expiresAt, now));
  await db.delete(telegramTokens).where(lt(telegramTokens.expiresAt, now));
  await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(oauthTickets).where(lt(oauthTickets.expiresAt, now));
  await purgeIdempotencyKeys(db, now);
  await db.delete(cspReports).where(lt(cspReports.receivedAt, new Date(now.getTime() - CSP_REPORT_DAYS * 86_400_000)));
}
