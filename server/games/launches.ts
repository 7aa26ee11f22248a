// Game launches (docs/product.md#flows-game-launch game launch): the provider URL a launch call returns carries a
// one-hour token that stands for who launched which game with which balance (0 regular, 1 bonus). The demo provider
// page (/dev/game/{alias}?launch=…) reads it back. Tokens are 32 random bytes; only the sha256 is
// stored (game_launches), with the expiry on the database clock like the other sign-in tokens.
// A player's launch belongs to the session that made it (docs/api.md#player-protection): it ends when that session
// does (logout, a sign-in replacing it, a break, expiry), so a game page left open cannot play on after a sign-out.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { gameLaunches, games, sessions, users } from '../db/schema';

export const LAUNCH_TTL_MINUTES = 60;

/** A player's launch names their session (`tokenHash` of server/auth/sessions.ts); a guest's has neither. */
export type LaunchRequest = { gameId: number; balanceType: 0 | 1 } & (
  | { userId: number; sessionHash: string }
  | { userId: null; sessionHash: null }
);

/**
 * A new launch token, or null when the player's session ended while the launch was being made (the session row is
 * held until the launch is written, so a logout cannot slip between them; the launch row goes with the session,
 * 0014_launch_sessions.sql).
 */
export async function issueLaunch(db: Db, launch: LaunchRequest): Promise<string | null> {
  // Old launches are dead weight; removing them here keeps the table small without a scheduler.
  await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, sql`now()`));
  const token = newToken();
  const issued = await db.transaction(async (tx) => {
    if (launch.sessionHash !== null) {
      const [session] = await tx
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(eq(sessions.tokenHash, launch.sessionHash))
        .for('key share');
      if (!session) return false;
    }
    await tx.insert(gameLaunches).values({
      tokenHash: hashToken(token),
      userId: launch.userId,
      sessionHash: launch.sessionHash,
      gameId: launch.gameId,
      balanceType: launch.balanceType,
      expiresAt: sql`now() + make_interval(mins => ${LAUNCH_TTL_MINUTES})`,
    });
    return true;
  });
  return issued ? token : null;
}

export interface LiveLaunch {
  gameId: number;
  gameAlias: string;
  balanceType: 0 | 1;
  userId: number | null;
  /** The player's phone; null for a guest (or a player without one). */
  phone: string | null;
}

/**
 * The live launch of `token` for the game `alias`, or null (unknown, expired, another game's, or a player's whose
 * session has ended or expired at `now`, the app's clock as for the session itself).
 */
export async function findLaunch(db: Db, token: string, alias: string, now: Date): Promise<LiveLaunch | null> {
  const [row] = await db
    .select({
      gameId: gameLaunches.gameId,
      gameAlias: games.alias,
      balanceType: gameLaunches.balanceType,
      userId: gameLaunches.userId,
      phone: users.phone,
    })
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .leftJoin(users, eq(users.id, gameLaunches.userId))
    .leftJoin(sessions, eq(sessions.tokenHash, gameLaunches.sessionHash))
    .where(
      and(
        eq(gameLaunches.tokenHash, hashToken(token)),
        gt(gameLaunches.expiresAt, sql`now()`),
        // A guest's launch stands alone; a player's lives only as long as the session that made it.
        or(isNull(gameLaunches.userId), gt(sessions.expiresAt, now)),
      ),
    );
  if (!row || row.gameAlias !== alias) return null;
  return { ...row, phone: row.phone ?? null };
}

/** '50937000001' -> '509***0001' (the masks of docs/product.md#entities-games ratings). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return `***${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}***${phone.slice(-4)}`;
}
