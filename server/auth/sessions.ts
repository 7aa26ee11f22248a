// Cookie sessions kept in the database so any instance can serve any request (docs/architecture.md#stateless).
// Lifetime 30 days, sliding: a session used after a day of its life is pushed out again, which costs
// at most one write per session per day. A player on a break has no session at all
// (docs/api.md#player-protection): the break deletes them, and a session row that somehow survived is not honoured.
import { and, eq, gt, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { playerProtection, sessions, users } from '../db/schema';
import { notifyPlayer } from '../events/player-events';
import { blockInForce } from '../protection/blocks';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  tokenHash: string;
  userId: number;
  lang: string | null;
  isAdmin: boolean;
  /** Null for a social sign-in player without a phone (docs/product.md#rules-social skip). */
  phone: string | null;
}

/** `social`: a Google or wallet sign-in opens it, which a break may be confirmed with for a while (socialSignInAt). */
export async function createSession(
  db: Db,
  userId: number,
  lang: string | null,
  now = new Date(),
  { social = false }: { social?: boolean } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    lang,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    socialSignInAt: social ? now : null,
  });
  return token;
}

export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      lang: sessions.lang,
      expiresAt: sessions.expiresAt,
      isAdmin: users.isAdmin,
      phone: users.phone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(playerProtection, eq(playerProtection.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), not(blockInForce(now))));
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - RENEW_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, userId: row.userId, lang: row.lang, isAdmin: row.isAdmin, phone: row.phone };
}

/**
 * Ends one session (logout, or a sign-in replacing it): its live event streams hear of it
 * (server/events/player-events.ts) and close, and its game launches go with the row (0014_launch_sessions.sql), so
 * their tokens stop playing at once.
 */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ userId: sessions.userId });
    for (const { userId } of gone) await notifyPlayer(tx, userId, 'signout');
  });
}

/** True while the session of `tokenHash` is still one findSession would honour (an event stream re-checks it). */
export async function sessionLive(db: Db, tokenHash: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .leftJoin(playerProtection, eq(playerProtection.userId, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), not(blockInForce(now))));
  return row !== undefined;
}

/**
 * The times of the session of `tokenHash` (null when there is none): when it was opened (the session clock of GET
 * user/session/summary), and when a Google or wallet sign-in opened it, null when another way in did
 * (docs/api.md#player-protection: a player with neither a password nor a phone confirms a break with it).
 */
export async function sessionTimes(
  db: Db,
  tokenHash: string,
): Promise<{ startedAt: Date | null; socialSignInAt: Date | null }> {
  const [row] = await db
    .select({ startedAt: sessions.createdAt, socialSignInAt: sessions.socialSignInAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return { startedAt: row?.startedAt ?? null, socialSignInAt: row?.socialSignInAt ?? null };
}

export async function setSessionLang(db: Db, tokenHash: string, lang: string): Promise<void> {
  await db.update(sessions).set({ lang }).where(eq(sessions.tokenHash, tokenHash));
}
