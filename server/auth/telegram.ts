// Telegram sign-in tokens (docs/product.md#flows-telegram Telegram sign-in, docs/product.md#rules-telegram token check;
// docs/architecture.md#stateless: state in the database, so any instance can answer any poll). A token is a random
// 32-byte secret handed to the browser; only its sha256 is stored. It lives TELEGRAM_TOKEN_TTL_S (a refresh swaps a
// pending one for a fresh one), is approved for one user (by Telegram, offline by the dev approve page) and is used up
// by the first check that finds it approved.
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { telegramTokens, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const TELEGRAM_TOKEN_TTL_S = 10 * 60;

/** Times come from the database clock, like SMS codes, so every instance agrees on expiry. */
const live = () => gt(telegramTokens.expiresAt, sql`now()`);

/** A fresh, not yet approved token; returns the secret (the row holds only its hash). */
export async function issueTelegramToken(db: Db): Promise<string> {
  const token = newToken();
  await db.insert(telegramTokens).values({
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${`${TELEGRAM_TOKEN_TTL_S} seconds`}::interval`,
  });
  return token;
}

/**
 * docs/product.md#calls-payment-bodies token refresh, so a QR code left open never expires: a live token nobody has
 * approved yet is replaced by a fresh one with a full TTL (old row deleted, new row inserted, one transaction), and the
 * new secret is returned. A live approved token is returned unchanged: the next check signs the player
 * in, and a refresh must never lose an approval. null for an unknown, expired or used token.
 *
 * The DELETE only matches an unapproved row, so an approval that commits first is kept (the DELETE
 * waits for its row lock, then finds the row approved); a refresh that commits first makes a later
 * approval of the old token fail visibly on the approving side ('expired'), never silently.
 */
export async function renewTelegramToken(db: Db, token: string): Promise<string | null> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const replaced = await tx
      .delete(telegramTokens)
      .where(and(eq(telegramTokens.tokenHash, tokenHash), isNull(telegramTokens.approvedAt), live()))
      .returning({ tokenHash: telegramTokens.tokenHash });
    if (replaced.length > 0) return issueTelegramToken(tx);
    const [approved] = await tx
      .select({ tokenHash: telegramTokens.tokenHash })
      .from(telegramTokens)
      .where(and(eq(telegramTokens.tokenHash, tokenHash), isNotNull(telegramTokens.approvedAt), live()));
    return approved ? token : null;
  });
}

export type TelegramCheck =
  | { state: 'pending' }
  | { state: 'approved'; userId: number; lang: string | null }
  | { state: 'gone' };

/**
 * Looks at a token and, when it is approved, uses it up in the same statement (a DELETE): of two
 * concurrent polls exactly one gets 'approved', the other finds nothing ('gone'). Run it inside the
 * transaction that opens the session, so a failure there leaves the token usable.
 */
export async function takeTelegramToken(db: Db, token: string): Promise<TelegramCheck> {
  const tokenHash = hashToken(token);
  const [taken] = await db
    .delete(telegramTokens)
    .where(and(eq(telegramTokens.tokenHash, tokenHash), isNotNull(telegramTokens.approvedAt), live()))
    .returning({ userId: telegramTokens.userId });
  if (taken?.userId != null) {
    const [user] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, taken.userId));
    if (user) return { state: 'approved', userId: taken.userId, lang: user.lang };
  }
  const [pending] = await db
    .select({ tokenHash: telegramTokens.tokenHash })
    .from(telegramTokens)
    .where(and(eq(telegramTokens.tokenHash, tokenHash), live()));
  return pending ? { state: 'pending' } : { state: 'gone' };
}

/** True while the token can still be approved or checked. */
export async function isLiveTelegramToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: telegramTokens.tokenHash })
    .from(telegramTokens)
    .where(and(eq(telegramTokens.tokenHash, hashToken(token)), live()));
  return rows.length > 0;
}

export type TelegramApproval = 'approved' | 'expired' | 'taken';

/**
 * Approves a live token for userId. Idempotent: approving again for the same user succeeds and keeps
 * the first approval time; a token already approved for someone else stays theirs ('taken').
 */
export async function approveTelegramToken(db: Db, token: string, userId: number): Promise<TelegramApproval> {
  const tokenHash = hashToken(token);
  const approved = await db
    .update(telegramTokens)
    .set({ userId, approvedAt: sql`coalesce(${telegramTokens.approvedAt}, now())` })
    .where(
      and(
        eq(telegramTokens.tokenHash, tokenHash),
        live(),
        or(isNull(telegramTokens.userId), eq(telegramTokens.userId, userId)),
      ),
    )
    .returning({ tokenHash: telegramTokens.tokenHash });
  if (approved.length > 0) return 'approved';
  return (await isLiveTelegramToken(db, token)) ? 'taken' : 'expired';
}
