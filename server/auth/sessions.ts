// Cookie sessions kept in the database so any instance can serve any request (docs/architecture.md#stateless).
// Lifetime 30 days, sliding: a session used after a day of its life is pushed out again, which costs
// at most one write per session per day.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
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

export async function createSession(db: Db, userId: number, lang: string | null): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, lang, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function findSession(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
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
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - RENEW_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, userId: row.userId, lang: row.lang, isAdmin: row.isAdmin, phone: row.phone };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function setSessionLang(db: Db, tokenHash: string, lang: string): Promise<void> {
  await db.update(sessions).set({ lang }).where(eq(sessions.tokenHash, tokenHash));
}
