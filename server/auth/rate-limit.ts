// Fixed-window counters in the database (docs/architecture.md#stateless: no in-process state), bumped with one atomic
// upsert so concurrent requests on several instances count correctly.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';

export interface Window {
  limit: number;
  windowMs: number;
}

/**
 * Anonymous calls that store a row each (a wallet nonce, a Google link's state; docs/api.md#errors): one address
 * (an IPv6 /64, server/auth/client-address.ts) may ask for this many a minute. A sign-in asks for one; the rest is
 * room for players behind one carrier address.
 */
export const SIGN_IN_START_LIMIT: Window = { limit: 60, windowMs: 60_000 };

/** Counts one hit for key; returns the hits in the current window and when it ends. */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ hits: number; endsAt: Date }> {
  const endsAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: endsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.windowEndsAt} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${rateLimits.windowEndsAt} <= now() THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, endsAt: rateLimits.windowEndsAt });
  return row ?? { hits: 1, endsAt };
}

/** Seconds until the key may be used again, or 0 when it is under its limit. */
export async function retryAfter(db: Db, key: string, window: Window): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits, endsAt: rateLimits.windowEndsAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.windowEndsAt} > now()`);
  if (!row || row.hits < window.limit) return 0;
  return Math.max(1, Math.ceil((row.endsAt.getTime() - Date.now()) / 1000));
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Counts one hit for key and throws 429 'Retry after {time}s' with Retry-After (docs/product.md#errors-texts text; the
 * app shows the server's message) once the window holds more than its limit.
 */
export async function consume(db: Db, key: string, window: Window): Promise<void> {
  const { hits, endsAt } = await hit(db, key, window.windowMs);
  if (hits > window.limit) throw tooManyRequests(Math.max(1, Math.ceil((endsAt.getTime() - Date.now()) / 1000)));
}
